import type { CartLine } from '../../schemas/cart';
import { shippingFeeFor } from '../product/shipping';

/**
 * The cart page's sums (issue 11 item 3), for the lines the shopper chose that can be ordered:
 * list price, discount (list minus sale price, as the item page shows it struck through),
 * shipping and the amount to pay. Shipping is charged per item, by the item page's fee rule
 * (src/product/shipping.ts) applied to that item's chosen pieces together, so two sizes of one
 * item ship once and count together towards its free-shipping threshold.
 */
export interface CartTotals {
  lines: number;
  qty: number;
  listPrice: number;
  discount: number;
  items: number;
  shipping: number;
  pay: number;
}

export const canOrder = (line: Pick<CartLine, 'state'>): boolean => line.state === 'orderable';

const won = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

export function cartTotals(lines: readonly CartLine[], chosen: ReadonlySet<number>): CartTotals {
  const picked = lines.filter((l) => chosen.has(l.cartItemNo) && canOrder(l));
  const byItem = new Map<number, CartLine[]>();
  for (const l of picked) byItem.set(l.itemNo, [...(byItem.get(l.itemNo) ?? []), l]);
  let shipping = 0;
  for (const group of byItem.values()) {
    const terms = group[0]!.shipping;
    const qty = group.reduce((n, l) => n + won(l.qty), 0);
    const subtotal = group.reduce((n, l) => n + won(l.unitPrice) * won(l.qty), 0);
    shipping += shippingFeeFor(
      { itemOrderMeta: { shippingType: terms.type, shippingFee: terms.fee, freeShippingThreshold: terms.freeThreshold }, frontBrand: { isFreeShipping: terms.freeBrand ? 'T' : 'F' } },
      qty,
      subtotal,
    );
  }
  const items = picked.reduce((n, l) => n + won(l.unitPrice) * won(l.qty), 0);
  const listPrice = picked.reduce((n, l) => n + Math.max(won(l.consumerUnitPrice), won(l.unitPrice)) * won(l.qty), 0);
  return { lines: picked.length, qty: picked.reduce((n, l) => n + won(l.qty), 0), listPrice, discount: listPrice - items, items, shipping, pay: items + shipping };
}

/** The lines chosen when the page opens: every line that can be ordered. */
export const initiallyChosen = (lines: readonly CartLine[]): Set<number> => new Set(lines.filter(canOrder).map((l) => l.cartItemNo));

/** The select-all box: all, none or some of the orderable lines (spec 4.7's indeterminate). */
export function selectAllState(lines: readonly CartLine[], chosen: ReadonlySet<number>): boolean | 'indeterminate' {
  const orderable = lines.filter(canOrder);
  const n = orderable.filter((l) => chosen.has(l.cartItemNo)).length;
  if (n === 0) return false;
  return n === orderable.length ? true : 'indeterminate';
}

/** Keeps the choice across a new answer: lines that are gone or can no longer be ordered drop out. */
export function keepChosen(lines: readonly CartLine[], chosen: ReadonlySet<number>): Set<number> {
  return new Set(lines.filter((l) => canOrder(l) && chosen.has(l.cartItemNo)).map((l) => l.cartItemNo));
}
