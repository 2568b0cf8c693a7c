import { describe, expect, it } from 'vitest';
import { isFreeShipping, shippingFeeFor, shippingTypeOf, type ShippingFeeInput } from './shipping-fee';

const item = (shippingType: number, shippingFee = 3000, freeShippingThreshold = 0, brandFree: 'T' | 'F' = 'F'): ShippingFeeInput => ({
  itemOrderMeta: { shippingType, shippingFee, freeShippingThreshold },
  frontBrand: { isFreeShipping: brandFree },
});

describe('shipping fee (spec 4.2), as the cart shows and the origin charges it', () => {
  it("charges by type: paid once, per piece, free above a basic rate's threshold, nothing on delivery", () => {
    expect(shippingFeeFor(item(1), 2, 10_000)).toBe(3000);
    expect(shippingFeeFor(item(3), 3, 10_000)).toBe(9000);
    expect(shippingFeeFor(item(10, 3000, 50_000), 1, 49_999)).toBe(3000);
    expect(shippingFeeFor(item(11, 3000, 50_000), 1, 50_000)).toBe(0);
    expect(shippingFeeFor(item(7), 1, 10_000)).toBe(0);
  });

  it('ships free for a free type or brand, a zero fee, or nothing ordered; unknown types read as paid', () => {
    expect(shippingFeeFor(item(2), 1, 1)).toBe(0);
    expect(shippingFeeFor(item(1, 3000, 0, 'T'), 1, 1)).toBe(0);
    expect(shippingFeeFor(item(1, 0), 1, 1)).toBe(0);
    expect(shippingFeeFor(item(1), 0, 0)).toBe(0);
    expect(isFreeShipping(item(4))).toBe(true);
    expect(shippingTypeOf(99)).toEqual({ type: 1, seller: 'self', rule: 'paid' });
    expect(shippingFeeFor(item(99), 1, 1)).toBe(3000);
  });
});
