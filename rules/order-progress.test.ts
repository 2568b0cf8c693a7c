import { describe, expect, it } from 'vitest';
import { DAY_MS, DELIVERY_DAYS, scheduleFor, statusAt } from './order-progress';

const paid = Date.UTC(2026, 10, 24, 3);

describe('order progress', () => {
  it('ships a day after payment at the soonest, later for a longer shipping-out or a later estimate', () => {
    expect(scheduleFor(paid, [])).toEqual({ shipAt: paid + DAY_MS, deliverAt: paid + (1 + DELIVERY_DAYS) * DAY_MS });
    expect(scheduleFor(paid, [{ estimatedShipAt: null, shippingOutDays: 0 }]).shipAt).toBe(paid + DAY_MS);
    expect(scheduleFor(paid, [{ estimatedShipAt: null, shippingOutDays: 3 }]).shipAt).toBe(paid + 3 * DAY_MS);
    const later = paid + 10 * DAY_MS;
    // The order waits for its last line; an estimate already past counts for nothing.
    expect(scheduleFor(paid, [{ estimatedShipAt: null, shippingOutDays: 2 }, { estimatedShipAt: later, shippingOutDays: 0 }]).shipAt).toBe(later);
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
