import { describe, expect, it } from 'vitest';
import { shippingFeeFor, shippingPromise, shippingFeeText, shippingOut, shippingRuleText, shippingType } from './shipping';
import { makeItem } from './item-fixture';
import { scheduleFor } from '../../rules/order-progress';
import { formatSeoulMonthDay } from '../../rules/seoul-time';

describe('shippingPromise (issue 29 §2: one rule for both dispatch lines)', () => {
  const now = new Date('2026-12-04T15:00:00+09:00');

  it('promises the estimated date alone while the item waits for it, the date an order now gets', () => {
    const item = makeItem({ estimatedShippingBeginTimestamp: '2026-12-18 00:00:00', estimatedShippingEndTimestamp: '2026-12-21 23:59:59', shippingOutDuration: 2 });
    expect(shippingPromise(item, now)).toEqual({ durationText: null, estimated: '12월 18일 (금) 출고 예정' });
    const { shipAt } = scheduleFor(now.getTime(), [{ estimatedShipAt: Date.parse('2026-12-18T00:00:00+09:00'), shippingOutDays: 2 }]);
    expect(formatSeoulMonthDay(new Date(shipAt))).toBe('12월 18일 (금)');
  });

  it('promises the duration and the date it lands on when no later estimate holds', () => {
    const item = makeItem({ shippingOutDuration: 2 });
    expect(shippingPromise(item, now)).toEqual({ durationText: '결제 후 2일 이내 출고', estimated: '12월 6일 (일) 출고 예정' });
    // An estimate already past counts for nothing, as at payment.
    const past = makeItem({ estimatedShippingBeginTimestamp: '2026-12-01', shippingOutDuration: 2 });
    expect(shippingPromise(past, now)).toEqual(shippingPromise(item, now));
    const { shipAt } = scheduleFor(now.getTime(), [{ estimatedShipAt: null, shippingOutDays: 2 }]);
    expect(shippingPromise(item, now).estimated).toBe(`${formatSeoulMonthDay(new Date(shipAt))} 출고 예정`);
  });

  it('promises nothing without an estimate or a duration', () => {
    expect(shippingPromise(makeItem({ shippingOutDuration: 0 }), now)).toEqual({ durationText: null, estimated: null });
  });
});

describe('shippingOut (spec 4.2)', () => {
  it('labels standard and custom-order shipping with the duration', () => {
    expect(shippingOut(makeItem({ shippingOutType: 1, shippingOutDuration: 3 }))).toEqual({
      kind: 'standard',
      label: '일반 배송',
      durationText: '결제 후 3일 이내 출고',
    });
    expect(shippingOut(makeItem({ shippingOutType: 2, shippingOutDuration: 14 }))).toMatchObject({ kind: 'customOrder', label: '주문 제작 배송' });
  });
  it('has no duration text for 0 days and treats unknown types as standard', () => {
    expect(shippingOut(makeItem({ shippingOutType: 7, shippingOutDuration: 0 }))).toEqual({ kind: 'standard', label: '일반 배송', durationText: null });
  });
});

describe('shippingType', () => {
  it.each([
    [1, 'self', '유료배송'],
    [2, 'self', '무료배송'],
    [3, 'self', '수량별 배송비'],
    [4, 'partner', '무료배송'],
    [5, 'partner', '수량별 배송비'],
    [7, 'partner', '착불'],
    [9, 'partner', '유료배송'],
    [10, 'partner', '조건부 무료배송'],
    [11, 'self', '조건부 무료배송'],
  ])('type %i: %s, %s', (type, seller, label) => {
    const v = shippingType(type);
    expect(v.seller).toBe(seller);
    expect(v.label).toBe(label);
    expect(v.type).toBe(type);
  });
  it('reads unknown types as 1', () => {
    expect(shippingType(6)).toMatchObject({ type: 1, rule: 'paid' });
    expect(shippingType(6).sellerLabel).toBe('자체배송');
  });
});

const meta = (shippingType: number, shippingFee: number, freeShippingThreshold = 0) => ({
  itemOrderMeta: { shippingType, shippingFee, freeShippingThreshold },
});

describe('shippingRuleText', () => {
  it('leads a charged fee with its rule, and says nothing the fee already says', () => {
    expect(shippingRuleText(makeItem(meta(1, 3000)))).toBe('유료배송');
    expect(shippingRuleText(makeItem(meta(3, 3000)))).toBe('수량별 배송비');
    expect(shippingRuleText(makeItem(meta(11, 3000, 50000)))).toBe('조건부 무료배송');
    // Free by brand (1009: type 1 of a free-shipping brand), by type or by a zero fee: '무료배송' alone.
    expect(shippingRuleText(makeItem({ ...meta(1, 3000), frontBrand: { isFreeShipping: 'T' } }))).toBeNull();
    expect(shippingRuleText(makeItem(meta(2, 3000)))).toBeNull();
    expect(shippingRuleText(makeItem(meta(1, 0)))).toBeNull();
    expect(shippingRuleText(makeItem(meta(7, 5000)))).toBeNull();
  });
});

describe('shippingFeeText', () => {
  it('is free for free types, free-shipping brands and zero fees', () => {
    expect(shippingFeeText(makeItem(meta(2, 3000)))).toBe('무료배송');
    expect(shippingFeeText(makeItem(meta(4, 3000)))).toBe('무료배송');
    expect(shippingFeeText(makeItem({ ...meta(1, 3000), frontBrand: { isFreeShipping: 'T' } }))).toBe('무료배송');
    expect(shippingFeeText(makeItem(meta(1, 0)))).toBe('무료배송');
  });
  it('formats paid, per-quantity, pay-on-delivery and basic-rate fees', () => {
    expect(shippingFeeText(makeItem(meta(1, 3000)))).toBe('3,000원');
    expect(shippingFeeText(makeItem(meta(9, 2500)))).toBe('2,500원');
    expect(shippingFeeText(makeItem(meta(3, 3000)))).toBe('개당 3,000원');
    expect(shippingFeeText(makeItem(meta(7, 5000)))).toBe('착불 5,000원');
    expect(shippingFeeText(makeItem(meta(7, 0)))).toBe('착불');
    expect(shippingFeeText(makeItem(meta(11, 3000, 50000)))).toBe('3,000원 (50,000원 이상 구매 시 무료)');
    expect(shippingFeeText(makeItem(meta(10, 3000)))).toBe('3,000원');
  });
});

describe('shippingFeeFor', () => {
  it('charges by rule', () => {
    expect(shippingFeeFor(makeItem(meta(1, 3000)), 2, 80000)).toBe(3000);
    expect(shippingFeeFor(makeItem(meta(5, 3000)), 3, 80000)).toBe(9000);
    expect(shippingFeeFor(makeItem(meta(7, 5000)), 1, 10000)).toBe(0);
    expect(shippingFeeFor(makeItem(meta(11, 3000, 50000)), 1, 49999)).toBe(3000);
    expect(shippingFeeFor(makeItem(meta(11, 3000, 50000)), 1, 50000)).toBe(0);
    expect(shippingFeeFor(makeItem(meta(2, 3000)), 1, 100)).toBe(0);
  });
  it('charges nothing for nothing', () => {
    expect(shippingFeeFor(makeItem(meta(1, 3000)), 0, 0)).toBe(0);
  });
});
