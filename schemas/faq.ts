import * as z from 'zod';

/**
 * The FAQ (ours, `GET /api/v4/faqs?group=&q=`; issue 14 item 1): every group with how many
 * questions it holds, and the questions of the chosen group matching the search. Answers are
 * plain text (line breaks kept), never markup.
 */
export const FaqGroupSchema = z.object({ code: z.string().min(1).max(20), name: z.string().min(1).max(40), count: z.number().int().min(0) });

export const FaqSchema = z.object({
  faqNo: z.number().int().positive(),
  groupCode: z.string().min(1).max(20),
  question: z.string().min(1).max(500),
  answer: z.string().max(5000),
});

export const FaqListSchema = z.object({
  groups: z.array(FaqGroupSchema).max(50),
  results: z.array(FaqSchema).max(500),
});
export type FaqGroup = z.output<typeof FaqGroupSchema>;
export type Faq = z.output<typeof FaqSchema>;
export type FaqList = z.output<typeof FaqListSchema>;
export type FaqListInput = z.input<typeof FaqListSchema>;
