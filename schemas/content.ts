import * as z from 'zod';

/** A content page (ours, `GET /api/v4/content/{slug}`; issue 14 item 1): plain text sections, never markup. */
export const ContentPageSchema = z.object({
  slug: z.string(),
  title: z.string().min(1).max(100),
  effectiveOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sections: z.array(z.object({ heading: z.string().max(200), paragraphs: z.array(z.string().max(5000)).max(100) })).max(100),
});
export type ContentPage = z.output<typeof ContentPageSchema>;
