/**
 * Item numbers (and the other catalogue ids: option and brand numbers), one rule for the
 * storefront's routes, the gateway's request bodies and the origin. They arrive from the route
 * (`/products/{itemNo}`), from client state and from request bodies; only a well-formed one may
 * reach the upstream.
 *
 * Well-formed: ASCII digits, no sign, no spaces, no leading zero (one canonical spelling per
 * item, so caches and canonical links agree), from 1 to MAX_ITEM_NO.
 *
 * Why 2 147 483 647: the spec gives no range, so the bound is the upstream's. Its ids are signed
 * 32-bit database keys, and the reference origin keeps them the same way (D1 `INTEGER` keys, read
 * back as JavaScript numbers; every seeded id is far below the bound). The storefront used to
 * accept 12 digits: a number past the bound then cost an upstream round trip that could only be
 * refused (400 from the origin), where it is now a not-found without one. Should a real upstream
 * ever use wider keys, this constant is the one place to raise (it must stay a safe integer).
 */

export const MAX_ITEM_NO = 2_147_483_647;

const ITEM_NO = /^[1-9][0-9]{0,9}$/;

/** `'1001'` → `1001`; `'0'`, `'01'`, `'1e3'`, `' 1'`, `'１'`, `'-1'`, past MAX_ITEM_NO → `null`. */
export function parseItemNo(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !ITEM_NO.test(raw)) return null;
  const value = Number(raw);
  return value <= MAX_ITEM_NO ? value : null;
}

/** The same rule for a number already in hand (client state, an upstream answer, a JSON body). */
export function isItemNo(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ITEM_NO;
}
