import { describe, expect, it } from 'vitest';
import { CouponListSchema, MileageListSchema } from '../../schemas/order-detail';
import { orderDetailCopy as t } from '../copy/ko';
import { couponsView, mileageView } from './wallet';

describe('coupon list view (issue 29 §2)', () => {
  it('splits usable from used or expired, with amount or rate, minimum and the Seoul expiry', () => {
    const list = CouponListSchema.parse({
      results: [
        { couponNo: 1, name: '주말 할인', state: 'USABLE', discountAmount: 5000, minOrderPrice: 50000, expiresAt: Date.parse('2026-12-06T14:59:00Z') },
        { couponNo: 2, name: '신규 가입', state: 'USED', discountRate: 10, expiresAt: Date.parse('2026-12-31T00:00:00+09:00'), usedAt: 1 },
        { couponNo: 3, name: '시즌오프', state: 'SOMETHING_NEW', discountRate: 15, expiresAt: null },
      ],
    });
    const view = couponsView(list);
    expect(view.usable).toEqual([
      { key: '1', name: '주말 할인', discount: t.couponAmount('5,000원'), minimum: t.couponMin('50,000원'), expires: t.couponExpires('2026.12.06 23:59'), state: 'USABLE', stateLabel: '사용 가능' },
    ]);
    expect(view.past.map((c) => [c.discount, c.minimum, c.stateLabel])).toEqual([
      [t.couponRate(10), t.couponNoMin, '사용 완료'],
      // A state the page does not know is not offered as usable.
      [t.couponRate(15), t.couponNoMin, '기간 만료'],
    ]);
  });
});

describe('mileage history view', () => {
  it('signs each entry, names its kind and never shows a balance below 0', () => {
    const list = MileageListSchema.parse({
      balance: -200,
      count: 2,
      page: 1,
      size: 20,
      results: [
        { entryNo: 2, amount: -500, kind: 'CLAWBACK', orderNo: '2026', createdAt: Date.parse('2026-12-01T15:30:00Z') },
        { entryNo: 1, amount: 300, kind: 'EARN_REVIEW', orderNo: null, createdAt: Date.parse('2026-11-20T00:00:00+09:00') },
        { entryNo: 0, amount: 100, kind: 'NEW_KIND', orderNo: null, createdAt: null },
      ],
    });
    const view = mileageView(list);
    expect(view.balance).toBe('0원');
    expect(view.entries.map((e) => [e.date, e.label, e.amount, e.earned])).toEqual([
      ['2026.12.02', '반품 적립 취소', '-500원', false],
      ['2026.11.20', '리뷰 작성 적립', '+300원', true],
      ['', t.mileageOther, '+100원', true],
    ]);
  });
});
