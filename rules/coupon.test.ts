import { describe, expect, it } from 'vitest';
import { couponBase, couponVerdict, type CouponLine, type CouponTerms } from './coupon';

const now = 1_800_000_000_000;
const terms = (t: Partial<CouponTerms>): CouponTerms => ({ type: 'AMOUNT', value: 5000, maxDiscount: 0, minOrderAmount: 0, brandNo: null, expiresAt: now + 1, usedAt: null, usedOrderNo: null, ...t });
const line = (l: Partial<CouponLine>): CouponLine => ({ brandNo: 1, amount: 40_000, couponAllowed: true, brandCouponUse: true, ...l });

describe('coupon rules', () => {
  it('takes an amount off, never more than the lines it applies to', () => {
    expect(couponVerdict(terms({}), [line({})], 'A', now)).toEqual({ usable: true, discount: 5000 });
    expect(couponVerdict(terms({ value: 90_000 }), [line({})], 'A', now)).toEqual({ usable: true, discount: 40_000 });
  });
  it('takes a rate rounded down to 10 won, capped by its maximum', () => {
    expect(couponVerdict(terms({ type: 'RATE', value: 10 }), [line({ amount: 12_345 })], 'A', now)).toEqual({ usable: true, discount: 1230 });
    expect(couponVerdict(terms({ type: 'RATE', value: 10, maxDiscount: 3000 }), [line({ amount: 89_000 })], 'A', now)).toEqual({ usable: true, discount: 3000 });
  });
  it('skips lines whose item or brand refuses coupons, and other brands for a brand coupon', () => {
    const lines = [line({ amount: 10_000 }), line({ amount: 20_000, couponAllowed: false }), line({ amount: 30_000, brandCouponUse: false }), line({ brandNo: 2, amount: 7000 })];
    expect(couponBase(terms({}), lines)).toBe(17_000);
    expect(couponBase(terms({ brandNo: 2 }), lines)).toBe(7000);
    expect(couponVerdict(terms({ brandNo: 3 }), lines, 'A', now)).toEqual({ usable: false, reason: 'NOT_APPLICABLE' });
  });
  it('refuses an expired coupon, one another order holds, and one under its minimum', () => {
    expect(couponVerdict(terms({ expiresAt: now }), [line({})], 'A', now)).toEqual({ usable: false, reason: 'EXPIRED' });
    expect(couponVerdict(terms({ usedAt: now, usedOrderNo: 'B' }), [line({})], 'A', now)).toEqual({ usable: false, reason: 'USED' });
    expect(couponVerdict(terms({ usedAt: now, usedOrderNo: null }), [line({})], 'A', now)).toEqual({ usable: false, reason: 'USED' });
    expect(couponVerdict(terms({ usedAt: now, usedOrderNo: 'A' }), [line({})], 'A', now)).toEqual({ usable: true, discount: 5000 });
    expect(couponVerdict(terms({ minOrderAmount: 50_000 }), [line({})], 'A', now)).toEqual({ usable: false, reason: 'BELOW_MINIMUM' });
  });
});
