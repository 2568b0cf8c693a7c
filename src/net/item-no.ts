/**
 * Item numbers arrive from the route (`/products/{itemNo}`) and from client state; only a
 * well-formed one may reach the upstream. Well-formed: 1–12 ASCII digits, no sign, no spaces,
 * no leading zero (one canonical spelling per item, so caches and canonical links agree),
 * greater than zero. Twelve digits keep every accepted value far inside the safe integers.
 */
export const MAX_ITEM_NO = 999_999_999_999;

const ITEM_NO = /^[1-9][0-9]{0,11}$/;

/** `'1001'` → `1001`; `'0'`, `'01'`, `'1e3'`, `' 1'`, `'１'`, `'-1'`, 13 digits → `null`. */
export function parseItemNo(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !ITEM_NO.test(raw)) return null;
  return Number(raw);
}

/** The same rule for a number already in hand (client state, an upstream answer). */
export function isItemNo(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ITEM_NO;
}
