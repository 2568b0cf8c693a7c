import { describe, expect, it } from 'vitest';
import { badgesFromFlags, isSingleCouponType, itemBadges } from './badges';
import { makeAdditional, makeItem } from './item-fixture';

const kinds = (b: { kind: string }[]) => b.map((x) => x.kind);
/** An item whose coupons can be used (couponApplies): brand coupons on, coupons allowed in an order. */
const COUPONS_ON = { partnerBrand: { isCouponUse: 'T' }, isCouponAllowedInOrder: 'T' } as const;

describe('itemBadges (spec 3.6)', () => {
  it('orders coupon, free shipping, new with Korean labels', () => {
    const item = makeItem({ ...COUPONS_ON, frontBrand: { isFreeShipping: 'T' } });
    const additional = makeAdditional({ tag: { isNew: 'T', isCoupon: 'T' } });
    expect(itemBadges(item, additional)).toEqual([
      { kind: 'coupon', label: '쿠폰' },
      { kind: 'freeShipping', label: '무료배송' },
      { kind: 'new', label: '신상품' },
    ]);
  });

  it('hides the coupon badge for single-coupon types, shows it for NONE', () => {
    const additional = makeAdditional({ tag: { isCoupon: 'T' } });
    for (const couponType of ['PRODUCT_SINGLE_COUPON', 'CART_SINGLE_COUPON'] as const) {
      expect(kinds(itemBadges(makeItem({ ...COUPONS_ON, itemOrderMeta: { couponType } }), additional))).toEqual([]);
    }
    expect(kinds(itemBadges(makeItem({ ...COUPONS_ON, itemOrderMeta: { couponType: 'NONE' } }), additional))).toEqual(['coupon']);
    expect(kinds(itemBadges(makeItem(COUPONS_ON), additional))).toEqual(['coupon']);
  });

  it('shows no coupon badge where the price block shows no coupon (couponApplies)', () => {
    const additional = makeAdditional({ tag: { isCoupon: 'T', isNew: 'T' } });
    expect(kinds(itemBadges(makeItem({ partnerBrand: { isCouponUse: 'F' } }), additional))).toEqual(['new']);
    expect(kinds(itemBadges(makeItem({ isCouponAllowedInOrder: 'F' }), additional))).toEqual(['new']);
    expect(kinds(itemBadges(makeItem(COUPONS_ON), additional))).toEqual(['coupon', 'new']);
  });

  it('needs the coupon flag on', () => {
    expect(kinds(itemBadges(makeItem(), makeAdditional({ tag: { isCoupon: 'F', isNew: 'T' } })))).toEqual(['new']);
  });

  it('keeps free shipping when the additional detail is missing', () => {
    const item = makeItem({ frontBrand: { isFreeShipping: true } });
    expect(kinds(itemBadges(item, null))).toEqual(['freeShipping']);
    expect(kinds(itemBadges(item, undefined))).toEqual(['freeShipping']);
    expect(itemBadges(makeItem(), null)).toEqual([]);
  });
});

describe('badgesFromFlags', () => {
  it('treats an unknown coupon type as not single', () => {
    expect(kinds(badgesFromFlags({ isCoupon: 'T', isFreeShipping: 'F', isNew: 'T' }))).toEqual(['coupon', 'new']);
  });
  it('recognises single coupon types only', () => {
    expect(isSingleCouponType('PRODUCT_SINGLE_COUPON')).toBe(true);
    expect(isSingleCouponType('CART_SINGLE_COUPON')).toBe(true);
    expect(isSingleCouponType('NONE')).toBe(false);
    expect(isSingleCouponType(null)).toBe(false);
  });
});
