/**
 * The cart's shared rules: its bound, for the origin (which refuses an add past it), the gateway
 * and the cart page's requests; and what makes an order from the cart stale.
 */
export const CART_MAX_LINES = 100;

export interface AskedLine {
  cartItemNo: number;
  qty: number;
}

export type StaleCheck = { ok: true } | { ok: false; problem: 'missing' | 'changed'; cartItemNo: number };

/**
 * An order names each line with the quantity the shopper saw. A line that is gone (removed in
 * another tab, or the cart emptied by a payment) or whose quantity differs from what is stored
 * makes the whole order stale: the shopper sees the cart as it is now and orders again, rather
 * than paying for something other than what was on screen.
 */
export function staleLine(stored: ReadonlyMap<number, number>, asked: readonly AskedLine[]): StaleCheck {
  for (const line of asked) {
    const qty = stored.get(line.cartItemNo);
    if (qty === undefined) return { ok: false, problem: 'missing', cartItemNo: line.cartItemNo };
    if (qty !== line.qty) return { ok: false, problem: 'changed', cartItemNo: line.cartItemNo };
  }
  return { ok: true };
}
