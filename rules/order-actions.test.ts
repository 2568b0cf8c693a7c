import { describe, expect, it } from 'vitest';
import { canCancel, canClaim, claimDeadline, RETURN_WINDOW_MS } from './order-actions';
import { scheduleFor } from './order-progress';

const paidAt = Date.parse('2026-12-01T10:00:00+09:00');
const paid = { status: 'PAID', ...scheduleFor(paidAt, [{ estimatedShipAt: null, shippingOutDays: 2 }]) };

describe('order actions (issue 29 §2)', () => {
  it('cancels an unpaid order and a paid one until it ships, never after', () => {
    expect(canCancel({ status: 'PENDING_PAYMENT', shipAt: null, deliverAt: null }, paidAt)).toBe(true);
    expect(canCancel(paid, paidAt)).toBe(true);
    expect(canCancel(paid, paid.shipAt - 1)).toBe(true);
    expect(canCancel(paid, paid.shipAt)).toBe(false);
    expect(canCancel(paid, paid.deliverAt)).toBe(false);
    expect(canCancel({ ...paid, status: 'CANCELLED' }, paidAt)).toBe(false);
  });

  it('takes a return or exchange from delivery for the window, not before nor after', () => {
    expect(canClaim(paid, paid.shipAt)).toBe(false);
    expect(claimDeadline(paid, paid.shipAt)).toBeNull();
    expect(canClaim(paid, paid.deliverAt)).toBe(true);
    expect(claimDeadline(paid, paid.deliverAt)).toBe(paid.deliverAt + RETURN_WINDOW_MS);
    expect(canClaim(paid, paid.deliverAt + RETURN_WINDOW_MS - 1)).toBe(true);
    expect(canClaim(paid, paid.deliverAt + RETURN_WINDOW_MS)).toBe(false);
    expect(canClaim({ ...paid, status: 'CANCELLED' }, paid.deliverAt)).toBe(false);
  });
});
