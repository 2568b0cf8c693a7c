import * as z from 'zod';

/**
 * What the upstream answers the item page's member actions with (spec 7): buy now (and gift),
 * like and unlike, and the restock request. The cart answers a `CartCount` (cart.ts) and a
 * question the posted `Qna` (qna.ts).
 */
export const BuyNowAnswerSchema = z.object({ orderNo: z.union([z.number(), z.string()]).transform(String), checkoutUrl: z.string().min(1) });
export type BuyNowAnswer = z.infer<typeof BuyNowAnswerSchema>;

export const HeartAnswerSchema = z.object({ liked: z.boolean(), heartCount: z.number().int().nonnegative() });
export type HeartAnswer = z.infer<typeof HeartAnswerSchema>;

export const RestockAnswerSchema = z.object({ requested: z.boolean() });
export type RestockAnswer = z.infer<typeof RestockAnswerSchema>;
