import { describe, expect, it } from 'vitest';
import { DAY_MS, scheduleFor } from '../../rules/order-progress';
import { OrderDetailSchema } from '../../schemas/order-detail';
import { orderDetailCopy as t } from '../copy/ko';
import { orderDetailView, timelineClock } from './order-detail';

const paidAt = Date.parse('2026-12-01T10:00:00+09:00');
const schedule = scheduleFor(paidAt, [{ estimatedShipAt: null, shippingOutDays: 2 }]);
const links = { product: (n: number) => `/products/${n}`, review: (o: string, s: number) => `/my-order/review/write?order=${o}&seq=${s}`, checkout: (o: string) => `/checkout?order=${o}` };

const answer = (over: Record<string, unknown> = {}) =>
  OrderDetailSchema.parse({
    orderNo: '2026120112345',
    kind: 'buy_now',
    status: 'PAID',
    totalPrice: 62000,
    shippingFee: 3000,
    createdAt: paidAt - 60_000,
    paidAt,
    ...schedule,
    lines: [
      { seq: 0, itemNo: 7, optionLabel: '블랙 / M', qty: 2, unitPrice: 29500, itemName: '셔츠', brandName: '브랜드', actions: { review: true, claim: true } },
      { seq: 1, itemNo: 8, qty: 1, unitPrice: 0, itemName: '', adultWithheld: true, actions: { review: true, claim: false }, claim: { kind: 'RETURN', status: 'REQUESTED' } },
    ],
    actions: { cancel: true, claimUntil: null },
    ...over,
  });

describe('order detail view (issue 29 §2)', () => {
  it('reads the timeline inside the status the upstream answered, with Seoul times', () => {
    // Our clock is past the ship date, the upstream still said 결제 완료: the page says so too.
    const view = orderDetailView(answer(), schedule.shipAt + 1000, links);
    expect(view.timeline.map((s) => [s.label, s.done])).toEqual([
      ['결제 완료', true],
      ['배송 준비', true],
      ['배송 중', false],
      ['배송 완료', false],
    ]);
    expect(view.timeline[0]!.when).toBe('12월 1일 (화) 10:00');
    expect(view.timeline[2]!.when).toBe(t.planned('12월 3일 (목)'));
    const delivered = orderDetailView(answer({ status: 'DELIVERED' }), schedule.shipAt, links);
    expect(delivered.timeline.every((s) => s.done)).toBe(true);
    expect(timelineClock({ status: 'SHIPPED', shipAt: 10, deliverAt: 20 }, 50)).toBe(19);
    expect(timelineClock({ status: 'PAID', shipAt: 10, deliverAt: 20 }, 50)).toBe(9);
  });

  it('draws only what the upstream allows, and no link or review for a withheld line', () => {
    const view = orderDetailView(answer({ status: 'DELIVERED' }), schedule.deliverAt, links);
    expect(view.actions.cancel).toBe(true);
    expect(view.lines[0]).toMatchObject({ option: '블랙 / M', href: '/products/7', reviewHref: '/my-order/review/write?order=2026120112345&seq=0', claimable: true, price: '59,000원' });
    expect(view.lines[1]).toMatchObject({ withheld: true, href: null, reviewHref: null, claimable: false, claimLabel: t.claimStatus.RETURN, brand: '' });
    const none = orderDetailView(OrderDetailSchema.parse({ orderNo: '1', status: 'DELIVERED', lines: [{ seq: 0, itemNo: 1, qty: 1, unitPrice: 1 }] }), 0, links);
    // An upstream that says nothing about actions allows none.
    expect(none.actions).toEqual({ cancel: false, retryRefund: false, claimUntil: null });
    expect(none.lines[0]).toMatchObject({ reviewHref: null, claimable: false });
  });

  it("links a paid order without a receipt address of its own to spec 2.7's receipt page, where one is served (issue 31 §4)", () => {
    const withReceipt = { ...links, receipt: (o: string) => `https://my.example/my-order/receipt?order_no=${o}` };
    expect(orderDetailView(answer(), paidAt, withReceipt).payment.receiptHref).toBe('https://my.example/my-order/receipt?order_no=2026120112345');
    expect(orderDetailView(answer({ receiptUrl: 'https://pay.example/r/1' }), paidAt, withReceipt).payment.receiptHref).toBe('https://pay.example/r/1');
    // Not paid: nothing to receipt. No receipt page served: no link (never a dead end).
    expect(orderDetailView(answer({ status: 'PENDING', paidAt: null, shipAt: null, deliverAt: null }), paidAt, withReceipt).payment.receiptHref).toBeNull();
    expect(orderDetailView(answer(), paidAt, { ...links, receipt: () => null }).payment.receiptHref).toBeNull();
  });

  it('links a receipt and a tracking page only over https or on our site', () => {
    const view = orderDetailView(answer({ receiptUrl: 'javascript:alert(1)', tracking: { carrier: 'CJ대한통운', invoiceNo: '912345678901', url: 'http://x.example/1' } }), paidAt, links);
    expect(view.payment.receiptHref).toBeNull();
    expect(view.tracking).toEqual({ text: 'CJ대한통운 912345678901', href: null });
    const ok = orderDetailView(
      answer({ receiptUrl: 'https://pay.example/r/1', tracking: { carrier: 'CJ대한통운', invoiceNo: '1', url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=1' } }),
      paidAt,
      links,
    );
    expect(ok.payment.receiptHref).toBe('https://pay.example/r/1');
    expect(ok.tracking!.href).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=1');
  });

  it('lists the discounts the order used and its total', () => {
    const view = orderDetailView(answer({ couponDiscount: 3000, mileageUsed: 1000, totalPrice: 58000 }), paidAt, links);
    expect(view.payment.rows.map((r) => [r.label, r.value])).toEqual([
      [t.itemsTotal, '59,000원'],
      [t.shippingFee, '3,000원'],
      [t.couponDiscount, '-3,000원'],
      [t.mileageUsed, '-1,000원'],
    ]);
    expect(view.payment.total).toBe('58,000원');
  });

  it('keeps only the payment of a cancelled order on its timeline', () => {
    const view = orderDetailView(answer({ status: 'CANCELLED', cancelledAt: paidAt + DAY_MS / 2, refundState: 'DONE' }), paidAt + DAY_MS, links);
    expect(view.timeline.filter((s) => s.done).map((s) => s.step)).toEqual(['PAID']);
    expect(view.cancelledNote).toBe(t.cancelledAt('2026.12.01 22:00'));
    expect(view.refundNote).toBe(t.refund.DONE);
  });
});
