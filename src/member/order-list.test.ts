import { describe, expect, it } from 'vitest';
import type { ListedOrder } from '../../schemas/order';
import { orderView } from './order-list';

const base: ListedOrder = {
  orderNo: '20261124001',
  kind: 'buy_now',
  giftRecipientName: null,
  shippingFee: 0,
  giftMessage: '',
  status: 'PAID',
  totalPrice: 59000,
  createdAt: Date.UTC(2026, 10, 24, 1),
  paidAt: Date.UTC(2026, 10, 24, 1),
  shipAt: Date.UTC(2026, 10, 25, 1),
  deliverAt: Date.UTC(2026, 10, 27, 1),
  lines: [{ itemNo: 1001, optionNo: 3, optionText: '블랙 / M', qty: 2, unitPrice: 29500, itemName: '울 니트', brandName: '브랜드' }],
};
const checkout = (no: string) => `/checkout?order=${no}`;

describe('orderView', () => {
  it("links each paid order's receipt where one is served, and no unpaid one (issue 31 §4)", () => {
    const receipt = (no: string) => `https://my.example/my-order/receipt?order_no=${no}`;
    expect(orderView(base, checkout, receipt).receiptHref).toBe('https://my.example/my-order/receipt?order_no=20261124001');
    expect(orderView({ ...base, status: 'PENDING_PAYMENT', paidAt: null }, checkout, receipt).receiptHref).toBeNull();
    expect(orderView(base, checkout).receiptHref).toBeNull();
  });

  it('words a paid order with its shipping date, lines and total', () => {
    const v = orderView(base, checkout);
    expect(v).toMatchObject({ date: '2026.11.24', kind: '바로 구매', statusLabel: '결제 완료', note: '11월 25일 (수) 출고 예정', total: '59,000원', payHref: null });
    expect(v.lines[0]).toMatchObject({ brand: '브랜드', name: '울 니트', option: '블랙 / M', qty: '2개', price: '59,000원' });
  });

  it('says when a delivered order arrived, offers payment only while pending, and never breaks on unknowns', () => {
    expect(orderView({ ...base, status: 'DELIVERED' }, checkout).note).toBe('11월 27일 (금) 도착');
    expect(orderView({ ...base, status: 'PENDING_PAYMENT' }, checkout).payHref).toBe('/checkout?order=20261124001');
    const odd = orderView({ ...base, status: 'ON_HOLD', kind: null, totalPrice: null, lines: [{ ...base.lines[0]!, itemName: '' }] }, checkout);
    expect(odd).toMatchObject({ statusLabel: 'ON_HOLD', kind: '', note: null, total: '59,000원' });
    expect(odd.lines[0]?.name).toBe('#1001');
  });
});
