/**
 * Which cards a list may show (ARCHITECTURE rule 8, issue 10 item 7): never an adult-only
 * item, whoever asks. Lists are public: the page cache keeps visitors' grids, the gateway's
 * list answers are `public, max-age=60`, and the upstream cache is shared, so a list that
 * depended on the viewer's adult status would have to be private everywhere. An adult-only
 * item is reached by its own address only, where the gate decides per request.
 *
 * The flag is the spec's `useAdultCheck` (spec 3.1 item detail), carried by every card shape
 * (schemas/item-detail.ts, additional-detail.ts). Any spelling of "yes" counts, so the rule
 * holds for raw upstream cards as well as parsed 'T'/'F' ones; a card without it is listable
 * (the upstream's contract is to send it for adult-only items).
 */

/** A card as any list shape carries it: the flag, in whatever spelling arrived. */
export interface AdultFlagged {
  useAdultCheck?: unknown;
}

const TRUE_TEXT = /^(t|y|yes|true|1)$/i;

/** True for a spelling of "yes" (true, 1, 'T', 'Y', 'true'), as schemas/flag.ts reads flags. */
function truthy(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && TRUE_TEXT.test(value.trim());
}

/** Is this card an adult-only item's? */
export function isAdultCard(card: AdultFlagged): boolean {
  return truthy(card.useAdultCheck);
}

/** The cards a list may show, in order: every adult-only one removed. */
export function listableCards<T extends AdultFlagged>(cards: readonly T[]): T[] {
  return cards.filter((card) => !isAdultCard(card));
}

/**
 * One page of a grid as shown: its listable cards, and a count that counts only what shoppers
 * are shown ("상품 n개", issue 27). The cards this page dropped come off the upstream's count;
 * adult-only items an upstream counts on other pages cannot be seen from here (our origin
 * counts only listable items, origin/db/read/cards.ts LISTABLE).
 */
export function listedPage<T extends AdultFlagged>(count: number, cards: readonly T[]): { count: number; cards: T[] } {
  const shown = listableCards(cards);
  return { count: Math.max(shown.length, count - (cards.length - shown.length)), cards: shown };
}
