/**
 * The shipping fee (spec 4.2 shipping types), one rule for the item page and the cart that show
 * it and the origin that charges it at checkout (issue 11 item 3: the order's total is what the
 * cart showed). Types by who ships (self = our own warehouse, partner = the brand) and how the
 * fee works:
 *   1 self normal ............... paid
 *   2 self free ................. free
 *   3 self each quantity ........ perQty
 *   4 partner free .............. free
 *   5 partner each quantity ..... perQty
 *   7 partner pay on delivery ... cod
 *   9 partner pay normal ........ paid
 *   10 partner basic rate ....... basic (free above the threshold)
 *   11 self basic rate .......... basic
 * Unknown types read as 1, the item schema's default. No words here: src/product/shipping.ts
 * labels them.
 */
export type ShippingFeeRule = 'paid' | 'free' | 'perQty' | 'cod' | 'basic';
export type ShippingSeller = 'self' | 'partner';

export const SHIPPING_TYPES: Readonly<Record<number, { seller: ShippingSeller; rule: ShippingFeeRule }>> = {
  1: { seller: 'self', rule: 'paid' },
  2: { seller: 'self', rule: 'free' },
  3: { seller: 'self', rule: 'perQty' },
  4: { seller: 'partner', rule: 'free' },
  5: { seller: 'partner', rule: 'perQty' },
  7: { seller: 'partner', rule: 'cod' },
  9: { seller: 'partner', rule: 'paid' },
  10: { seller: 'partner', rule: 'basic' },
  11: { seller: 'self', rule: 'basic' },
};

export const shippingTypeOf = (type: number): { type: number; seller: ShippingSeller; rule: ShippingFeeRule } => {
  const known = SHIPPING_TYPES[type];
  return known ? { type, ...known } : { type: 1, seller: 'self', rule: 'paid' };
};

/** What the fee depends on: an item's order metadata and brand, or a cart line's terms shaped like them. */
export interface ShippingFeeInput {
  itemOrderMeta: { shippingType: number; shippingFee: number; freeShippingThreshold: number };
  frontBrand: { isFreeShipping: 'T' | 'F' };
}

/** A free-shipping brand or a free type ships free whatever the fee says; so does a zero fee. */
export function isFreeShipping(item: ShippingFeeInput): boolean {
  const { rule } = shippingTypeOf(item.itemOrderMeta.shippingType);
  return item.frontBrand.isFreeShipping === 'T' || rule === 'free' || (rule !== 'cod' && item.itemOrderMeta.shippingFee <= 0);
}

/**
 * The fee charged at checkout for `qty` pieces of one item worth `subtotal`. Pay-on-delivery is
 * paid to the courier, so it adds nothing here.
 */
export function shippingFeeFor(item: ShippingFeeInput, qty: number, subtotal: number): number {
  if (qty <= 0 || isFreeShipping(item)) return 0;
  const { shippingType: type, shippingFee, freeShippingThreshold } = item.itemOrderMeta;
  switch (shippingTypeOf(type).rule) {
    case 'cod':
      return 0;
    case 'perQty':
      return shippingFee * Math.floor(qty);
    case 'basic':
      return freeShippingThreshold > 0 && subtotal >= freeShippingThreshold ? 0 : shippingFee;
    default:
      return shippingFee;
  }
}
