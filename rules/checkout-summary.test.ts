import { describe, expect, it } from 'vitest';
import { checkoutSummary } from './checkout-summary';

describe('checkout summary', () => {
  it('adds up: items − sale − coupon − mileage + shipping = final', () => {
    const s = checkoutSummary({ listPrice: 120_000, linesTotal: 96_000, couponDiscount: 9600, mileageUsed: 1000, shippingFee: 3000 });
    expect(s).toEqual({ itemsPrice: 120_000, sale: 24_000, coupon: 9600, mileage: 1000, shipping: 3000, final: 88_400 });
  });
  it('adds up for any figures, bad ones included', () => {
    const odd = [NaN, -5, 0, 1, 999, 12_345.6, 1e9, Infinity];
    for (const listPrice of odd)
      for (const linesTotal of odd)
        for (const couponDiscount of odd)
          for (const mileageUsed of odd) {
            const s = checkoutSummary({ listPrice, linesTotal, couponDiscount, mileageUsed, shippingFee: 3000 });
            expect(s.itemsPrice - s.sale - s.coupon - s.mileage + s.shipping).toBe(s.final);
            expect(s.final).toBeGreaterThanOrEqual(s.shipping);
            expect(Math.min(s.sale, s.coupon, s.mileage)).toBeGreaterThanOrEqual(0);
          }
  });
  it('never takes off more than the lines cost', () => {
    expect(checkoutSummary({ listPrice: 0, linesTotal: 5000, couponDiscount: 4000, mileageUsed: 4000, shippingFee: 0 })).toMatchObject({ coupon: 4000, mileage: 1000, final: 0 });
  });
});
