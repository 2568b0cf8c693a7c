import * as z from 'zod/mini';
import type { ItemCardBase } from '../../../schemas/item-detail';
import { isAdultCard } from '../../../rules/adult-listing';
import { isItemNo } from '../../../rules/item-no';
import { num, read, str } from './responses';

/** The recommendation sheet's answer, read with zod/mini (./responses.ts has the envelope). */
const ItemCardAnswer = z.object({
  itemNo: num(),
  itemName: str,
  thumbnailImageUrl: str,
  sellPrice: num(),
  consumerPrice: num(),
  discountRate: num(),
  frontBrandNo: num(),
  frontBrandName: str,
  useAdultCheck: z.optional(z.unknown()),
});
const RecommendationAnswer = z.object({
  title: str,
  items: z.pipe(
    z.optional(z.nullable(z.array(z.unknown()))),
    z.transform((v) => v ?? []),
  ),
});

export const MAX_RECOMMENDATIONS = 6;

/**
 * `{ data: { title, items } }`: up to six cards. A broken card is dropped rather than failing
 * the list, as is a card without a valid item number or one already listed.
 */
export function readRecommendations(body: unknown, max = MAX_RECOMMENDATIONS): { title: string; items: ItemCardBase[] } | null {
  const answer = read(RecommendationAnswer, body);
  if (!answer) return null;
  const seen = new Set<number>();
  const items: ItemCardBase[] = [];
  for (const raw of answer.items) {
    const card = ItemCardAnswer.safeParse(raw);
    // The edge already drops adult-only cards; the browser does too, whatever answered.
    if (!card.success || !isItemNo(card.data.itemNo) || isAdultCard(card.data) || seen.has(card.data.itemNo)) continue;
    seen.add(card.data.itemNo);
    items.push({ ...card.data, useAdultCheck: 'F' });
    if (items.length >= max) break;
  }
  return { title: answer.title.trim(), items };
}
