/**
 * The listing card's heart (issue 29 §3): what its no-JS form sends and what the like-state call
 * asks for, read the same way by the edge route and the browser. Pure.
 */
import { parseItemNo } from '../../rules/item-no';
import { sameOriginPath } from '../../rules/return-to';

/** Where the card's form posts; under /api/v4/hearts/* so the likes rate limit counts it. */
export const CARD_HEART_ACTION = '/api/v4/hearts/form';
/** The member's like state for the visible cards: `?items=1,2,3`. */
export const HEART_STATES_PATH = '/api/v4/hearts/states';
/** At most this many items per state call: four listing pages of cards; each costs an upstream read. */
export const MAX_STATE_ITEMS = 60;

/** The element id of a card's heart button (the no-JS return lands on it). */
export const cardHeartId = (itemNo: number) => `card-heart-${itemNo}`;

export interface CardHeartPost {
  itemNo: number;
  like: boolean;
  /** Where to go afterwards: a path on this site, '/' when the form's was not one. */
  back: string;
}

/** The form's fields, or null when the item number or the wanted state is not well-formed. */
export function readCardHeartPost(fields: Record<string, unknown>): CardHeartPost | null {
  const itemNo = typeof fields.itemNo === 'string' ? parseItemNo(fields.itemNo) : null;
  const like = fields.like === '1' ? true : fields.like === '0' ? false : null;
  if (itemNo === null || like === null) return null;
  return { itemNo, like, back: sameOriginPath(fields.return) ?? '/' };
}

/** `'1001,1002'` → `[1001, 1002]` (deduplicated); null when empty, malformed or too many. */
export function parseStateItems(raw: string | null | undefined): number[] | null {
  if (typeof raw !== 'string' || raw === '') return null;
  const parts = raw.split(',');
  if (parts.length > MAX_STATE_ITEMS) return null;
  const out = new Set<number>();
  for (const part of parts) {
    const n = parseItemNo(part);
    if (n === null) return null;
    out.add(n);
  }
  return [...out];
}

/** The return path with the card's heart as its fragment, so the shopper lands back on it. */
export function backToHeart(back: string, itemNo: number): string {
  return `${back.split('#', 1)[0]}#${cardHeartId(itemNo)}`;
}
