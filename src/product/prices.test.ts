import { describe, expect, it } from 'vitest';
import { computeDiscountRate, couponPriceOf, formatWon, formatWonDelta, mileageAmount, priceView, saleInfo } from './prices';
import { makeItem } from './item-fixture';

/** The two flags an item coupon needs (spec 3.1): the brand uses coupons, the item allows them in an order. */
const couponable = { partnerBrand: { isCouponUse: 'T' }, isCouponAllowedInOrder: 'T' } as const;

describe('formatWon', () => {
  it('groups thousands and appends 원', () => {
    expect(formatWon(39000)).toBe('39,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
  });
  it('has no fraction and survives bad numbers', () => {
    expect(formatWon(999.6)).toBe('1,000원');
    expect(formatWon(Number.NaN)).toBe('0원');
    expect(formatWon(Number.POSITIVE_INFINITY)).toBe('0원');
  });
  it('formats deltas with a sign', () => {
    expect(formatWonDelta(2000)).toBe('+2,000원');
    expect(formatWonDelta(-1500)).toBe('-1,500원');
    expect(formatWonDelta(0)).toBe('');
  });
});

describe('computeDiscountRate', () => {
  it('floors the percentage', () => {
    expect(computeDiscountRate(59000, 39000)).toBe(33);
    expect(computeDiscountRate(10000, 9000)).toBe(10);
    expect(computeDiscountRate(10000, 9999)).toBe(0);
  });
  it('is 0 without a real discount', () => {
    expect(computeDiscountRate(0, 1000)).toBe(0);
    expect(computeDiscountRate(1000, 1000)).toBe(0);
    expect(computeDiscountRate(1000, 2000)).toBe(0);
  });
});

describe('priceView', () => {
  it('shows consumer price struck and the upstream rate when discounted', () => {
    const v = priceView(makeItem({ consumerPrice: 59000, sellPrice: 39000, discountRate: 34 }));
    expect(v).toMatchObject({
      sellPriceText: '39,000원',
      consumerPrice: 59000,
      consumerPriceText: '59,000원',
      discountRate: 34,
      discountRateText: '34%',
    });
  });

  it('computes the rate when the data has none', () => {
    const v = priceView(makeItem({ consumerPrice: 59000, sellPrice: 39000, discountRate: null }));
    expect(v.discountRate).toBe(33);
  });

  it('hides consumer price and rate when consumer is not above sell', () => {
    for (const consumerPrice of [39000, 20000, 0]) {
      const v = priceView(makeItem({ consumerPrice, sellPrice: 39000, discountRate: 10 }));
      expect(v.consumerPrice).toBeNull();
      expect(v.consumerPriceText).toBeNull();
      expect(v.discountRate).toBeNull();
    }
  });

  it('shows no discount for a missing (zero) sell price', () => {
    const v = priceView(makeItem({ consumerPrice: 59000, sellPrice: 0, discountRate: 0 }));
    expect(v.discountRate).toBeNull();
    expect(v.consumerPrice).toBeNull();
    expect(v.sellPriceText).toBe('0원');
  });

  it('hides a rate that rounds to zero', () => {
    const v = priceView(makeItem({ consumerPrice: 10000, sellPrice: 9999 }));
    expect(v.discountRate).toBeNull();
    expect(v.consumerPrice).toBeNull();
  });

  it('shows a coupon price only when positive and below the sell price', () => {
    const meta = (couponPrice: number) => ({ ...couponable, itemOrderMeta: { couponPrice } });
    expect(priceView(makeItem({ sellPrice: 39000, ...meta(35000) })).couponPriceText).toBe('35,000원');
    expect(priceView(makeItem({ sellPrice: 39000, ...meta(39000) })).couponPrice).toBeNull();
    expect(priceView(makeItem({ sellPrice: 39000, ...meta(0) })).couponPrice).toBeNull();
    expect(priceView(makeItem({ sellPrice: 39000, ...meta(-5) })).couponPrice).toBeNull();
    expect(priceView(makeItem({ sellPrice: 39000 })).couponPrice).toBeNull();
  });

  it("shows the coupon price only when the brand's coupon use and the item's coupon-in-order flag allow it, with the brand coupon rate beside it", () => {
    const item = (over: object) => makeItem({ sellPrice: 40000, consumerPrice: 50000, discountRate: 20, itemOrderMeta: { couponPrice: 36000, couponRate: 10 }, ...over });
    const allowed = priceView(item(couponable));
    expect(allowed).toMatchObject({ couponPriceText: '36,000원', couponRateText: '10%', totalSaleText: '최대 할인가 36,000원 (28%)' });
    for (const over of [{ ...couponable, isCouponAllowedInOrder: 'F' }, { ...couponable, partnerBrand: { isCouponUse: 'F' } }, {}]) {
      const v = priceView(item(over));
      expect(v).toMatchObject({ couponPrice: null, couponPriceText: null, couponRateText: null, totalSaleText: null });
      expect(saleInfo(item(over))).toMatchObject({ brandCouponPrice: 0, brandCouponRate: 0, totalSalePrice: 40000, totalSaleRate: 20 });
    }
  });

  it('says when the mileage is paid: at payment for advanced-issue mileage, else after the purchase is confirmed', () => {
    expect(priceView(makeItem({ mileage: 390, isAdvancedIssueMileageType: 'T' })).mileageTiming).toBe('advanced');
    expect(priceView(makeItem({ mileage: 390, isAdvancedIssueMileageType: 'F' })).mileageTiming).toBe('confirmed');
    expect(priceView(makeItem({ mileage: 390 })).mileageTiming).toBe('confirmed');
  });

  it('never shows negative mileage', () => {
    expect(priceView(makeItem({ mileage: -300 })).mileage).toBe(0);
    expect(priceView(makeItem({ mileage: -300 })).mileageText).toBe('0원');
    expect(priceView(makeItem({ mileage: 390 })).mileageText).toBe('390원');
  });
});

describe('mileageAmount', () => {
  it('reads mileage as a percent of the price for percentage-mileage brands', () => {
    const item = makeItem({ sellPrice: 39900, mileage: 5, partnerBrand: { isPercentageMileage: 'T' } });
    expect(mileageAmount(item)).toBe(1995);
  });
  it('floors and clamps', () => {
    expect(mileageAmount(makeItem({ sellPrice: 999, mileage: 1, partnerBrand: { isPercentageMileage: true } }))).toBe(9);
    expect(mileageAmount(makeItem({ mileage: -1, partnerBrand: { isPercentageMileage: 'T' } }))).toBe(0);
  });
});

describe('couponPriceOf', () => {
  it('floors fractional coupon prices', () => {
    expect(couponPriceOf(makeItem({ ...couponable, sellPrice: 10000, itemOrderMeta: { couponPrice: 8999.9 } }))).toBe(8999);
  });
});

describe('saleInfo (spec 3.5)', () => {
  it('defaults everything to 0 for an empty item', () => {
    expect(saleInfo(makeItem({ sellPrice: 0, consumerPrice: 0 }))).toEqual({
      consumerPrice: 0,
      salePrice: 0,
      saleRate: 0,
      brandCouponPrice: 0,
      brandCouponRate: 0,
      totalSalePrice: 0,
      totalSaleRate: 0,
    });
  });

  it('has no rates for a missing sell price', () => {
    expect(saleInfo(makeItem({ sellPrice: 0, consumerPrice: 50000 }))).toMatchObject({ consumerPrice: 50000, saleRate: 0, totalSaleRate: 0 });
  });

  it('combines sale and coupon', () => {
    const info = saleInfo(makeItem({ ...couponable, consumerPrice: 50000, sellPrice: 40000, discountRate: 20, itemOrderMeta: { couponPrice: 36000, couponRate: 10 } }));
    expect(info).toEqual({
      consumerPrice: 50000,
      salePrice: 40000,
      saleRate: 20,
      brandCouponPrice: 4000,
      brandCouponRate: 10,
      totalSalePrice: 36000,
      totalSaleRate: 28,
    });
  });

  it('computes the coupon rate when missing and uses the sell price as reference without a consumer price', () => {
    const info = saleInfo(makeItem({ ...couponable, consumerPrice: 0, sellPrice: 40000, itemOrderMeta: { couponPrice: 30000 } }));
    expect(info.consumerPrice).toBe(40000);
    expect(info.saleRate).toBe(0);
    expect(info.brandCouponRate).toBe(25);
    expect(info.totalSaleRate).toBe(25);
  });
});
