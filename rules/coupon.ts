/**
 * What a member's coupon takes off an order (issue 29 §1 할인), computed by the origin only.
 * One coupon per order. A coupon applies to the lines whose item allows coupons in an order
 * (`isCouponAllowedInOrder`) and whose brand uses coupons (`partnerBrand.isCouponUse`), and to
 * one brand's lines only when it names a brand; its minimum order amount is measured on those
 * lines. A rate is rounded down to 10 won and capped by `maxDiscount` (0: no cap); an amount
 * never exceeds the lines it applies to. Pure; no I/O.
 */

export interface CouponTerms {
  type: 'AMOUNT' | 'RATE';
  value: number;
  maxDiscount: number;
  minOrderAmount: number;
  brandNo: number | null;
  expiresAt: number;
  usedAt: number | null;
  /** The order holding it, if any. */
  usedOrderNo: string | null;
}

export interface CouponLine {
  brandNo: number | null;
  /** Unit price × quantity, as the order stored it. */
  amount: number;
  couponAllowed: boolean;
  brandCouponUse: boolean;
}

export type CouponRefusal = 'EXPIRED' | 'USED' | 'NOT_APPLICABLE' | 'BELOW_MINIMUM';

export type CouponVerdict = { usable: true; discount: number } | { usable: false; reason: CouponRefusal };

/** The amount of the lines `coupon` applies to. */
export function couponBase(coupon: Pick<CouponTerms, 'brandNo'>, lines: readonly CouponLine[]): number {
  return lines.filter((l) => l.couponAllowed && l.brandCouponUse && (coupon.brandNo === null || l.brandNo === coupon.brandNo)).reduce((sum, l) => sum + Math.max(0, Math.round(l.amount)), 0);
}

/** Whether `coupon` can be used on order `orderNo` with these lines at `now`, and for how much. */
export function couponVerdict(coupon: CouponTerms, lines: readonly CouponLine[], orderNo: string, now: number): CouponVerdict {
  if (coupon.expiresAt <= now) return { usable: false, reason: 'EXPIRED' };
  if (coupon.usedAt !== null && coupon.usedOrderNo !== orderNo) return { usable: false, reason: 'USED' };
  const base = couponBase(coupon, lines);
  if (base <= 0) return { usable: false, reason: 'NOT_APPLICABLE' };
  if (base < coupon.minOrderAmount) return { usable: false, reason: 'BELOW_MINIMUM' };
  const value = Math.max(0, Math.floor(coupon.value));
  let discount = coupon.type === 'RATE' ? Math.floor((base * Math.min(value, 100)) / 100 / 10) * 10 : value;
  if (coupon.type === 'RATE' && coupon.maxDiscount > 0) discount = Math.min(discount, coupon.maxDiscount);
  discount = Math.min(discount, base);
  return discount > 0 ? { usable: true, discount } : { usable: false, reason: 'NOT_APPLICABLE' };
}
