import { describe, expect, it } from 'vitest';
import { DAY_MS, DELIVERY_DAYS, scheduleFor, statusAt, timelineAt } from './order-progress';

const paid = Date.UTC(2026, 10, 24, 3);

describe('order progress', () => {
  it('ships a day after payment at the soonest, later for a longer shipping-out or a later estimate', () => {
    expect(scheduleFor(paid, [])).toEqual({ shipAt: paid + DAY_MS, deliverAt: paid + (1 + DELIVERY_DAYS) * DAY_MS });
    expect(scheduleFor(paid, [{ estimatedShipAt: null, shippingOutDays: 0 }]).shipAt).toBe(paid + DAY_MS);
    expect(scheduleFor(paid, [{ estimatedShipAt: null, shippingOutDays: 3 }]).shipAt).toBe(paid + 3 * DAY_MS);
    const later = paid + 10 * DAY_MS;
    // The order waits for its last line; an estimate already past counts for nothing.
    expect(
      scheduleFor(paid, [
        { estimatedShipAt: null, shippingOutDays: 2 },
        { estimatedShipAt: later, shippingOutDays: 0 },
      ]).shipAt,
    ).toBe(later);
    expect(scheduleFor(paid, [{ estimatedShipAt: paid - DAY_MS, shippingOutDays: 2 }]).shipAt).toBe(paid + 2 * DAY_MS);
  });

  it('reads paid orders as shipped and delivered as the clock passes their dates; other states stay', () => {
    const s = scheduleFor(paid, []);
    expect(statusAt('PAID', s, paid)).toBe('PAID');
    expect(statusAt('PAID', s, s.shipAt)).toBe('SHIPPED');
    expect(statusAt('PAID', s, s.deliverAt - 1)).toBe('SHIPPED');
    expect(statusAt('PAID', s, s.deliverAt)).toBe('DELIVERED');
    // A preview clock going back shows the earlier state again.
    expect(statusAt('PAID', s, paid - DAY_MS)).toBe('PAID');
    expect(statusAt('PENDING_PAYMENT', s, s.deliverAt)).toBe('PENDING_PAYMENT');
    expect(statusAt('DELIVERED', { shipAt: null, deliverAt: null }, paid)).toBe('DELIVERED');
    expect(statusAt('nonsense', s, paid)).toBe('PENDING_PAYMENT');
  });
});

describe('timelineAt (issue 29: the order detail)', () => {
  const paidAt = Date.parse('2026-12-01T10:00:00+09:00');
  const order = { status: 'PAID', paidAt, ...scheduleFor(paidAt, [{ estimatedShipAt: null, shippingOutDays: 2 }]) };
  const done = (at: number) =>
    timelineAt(order, at)
      .filter((s) => s.done)
      .map((s) => s.step);

  it('walks 결제 완료 → 배송 준비 → 배송 중 → 배송 완료 with the schedule statusAt reads', () => {
    expect(done(paidAt)).toEqual(['PAID']);
    expect(done(order.shipAt - DAY_MS)).toEqual(['PAID', 'PREPARING']);
    expect(done(order.shipAt - 1)).toEqual(['PAID', 'PREPARING']);
    expect(statusAt('PAID', order, order.shipAt - 1)).toBe('PAID');
    expect(done(order.shipAt)).toEqual(['PAID', 'PREPARING', 'SHIPPED']);
    expect(statusAt('PAID', order, order.shipAt)).toBe('SHIPPED');
    expect(done(order.deliverAt)).toEqual(['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED']);
    expect(statusAt('PAID', order, order.deliverAt)).toBe('DELIVERED');
  });

  it('gives each step its time: done ones when they happened, the rest when planned', () => {
    expect(timelineAt(order, paidAt)).toEqual([
      { step: 'PAID', at: paidAt, done: true },
      { step: 'PREPARING', at: order.shipAt - DAY_MS, done: false },
      { step: 'SHIPPED', at: order.shipAt, done: false },
      { step: 'DELIVERED', at: order.deliverAt, done: false },
    ]);
  });

  it('never prepares before payment, even for an order that ships the next day', () => {
    const next = { status: 'PAID', paidAt, ...scheduleFor(paidAt, [{ estimatedShipAt: null, shippingOutDays: 1 }]) };
    expect(timelineAt(next, paidAt)[1]).toEqual({ step: 'PREPARING', at: paidAt, done: true });
  });

  it('keeps only the payment of a cancelled order, and nothing of a pending one', () => {
    expect(timelineAt({ ...order, status: 'CANCELLED' }, order.deliverAt).map((s) => [s.step, s.done, s.at])).toEqual([
      ['PAID', true, paidAt],
      ['PREPARING', false, null],
      ['SHIPPED', false, null],
      ['DELIVERED', false, null],
    ]);
    expect(timelineAt({ status: 'CANCELLED', paidAt: null, shipAt: null, deliverAt: null }, paidAt).some((s) => s.done)).toBe(false);
    expect(timelineAt({ status: 'PENDING_PAYMENT', paidAt: null, shipAt: null, deliverAt: null }, paidAt).some((s) => s.done)).toBe(false);
  });
});
