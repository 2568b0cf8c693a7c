/**
 * What a member may do with an order now (issue 29 §2): the origin answers it with the order,
 * the detail page only draws it (it never decides alone), and the writes check the same
 * conditions in their SQL (the *Sql fragments below), so a page drawn a minute ago cannot
 * cancel an order that has since shipped.
 *
 * - Cancel: an unpaid order, or a paid one that has not shipped (status PAID at the order clock).
 * - Return or exchange: a delivered order within RETURN_WINDOW_DAYS of its delivery, one open
 *   request per line (order_claims' partial unique index).
 * - Review: a delivered line without a review, not withheld (rules/adult-holding.ts).
 */
import { DAY_MS, statusAt } from './order-progress';

/** 전자상거래법 gives 7 days from delivery to withdraw from a purchase; the shop uses the same window. */
export const RETURN_WINDOW_DAYS = 7;
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * DAY_MS;

export const CLAIM_KINDS = ['RETURN', 'EXCHANGE'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** The reason presets of a return or exchange request; the free text adds to one of them. */
export const CLAIM_REASONS = ['CHANGED_MIND', 'SIZE', 'DEFECT', 'WRONG_ITEM', 'LATE', 'OTHER'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
export const CLAIM_TEXT_MAX = 200;

interface Schedule {
  status: string;
  shipAt: number | null;
  deliverAt: number | null;
}

export function canCancel(order: Schedule, now: number): boolean {
  const status = statusAt(order.status, order, now);
  return status === 'PENDING_PAYMENT' || status === 'PAID';
}

/** The last moment a return or exchange may be asked for, or null when the order is not delivered. */
export function claimDeadline(order: Schedule, now: number): number | null {
  if (statusAt(order.status, order, now) !== 'DELIVERED' || order.deliverAt === null) return null;
  return order.deliverAt + RETURN_WINDOW_MS;
}

export function canClaim(order: Schedule, now: number): boolean {
  const deadline = claimDeadline(order, now);
  return deadline !== null && now < deadline;
}

/**
 * canCancel as SQL over an `orders` row aliased `o`, the clock bound as `now` (e.g. '?3'). An
 * unpaid order past its hold counts too: cancelling it is what the expiry would do.
 */
export const cancellableSql = (now: string): string => `(o.status = 'PENDING_PAYMENT' OR (o.status = 'PAID' AND (o.ship_at IS NULL OR o.ship_at > ${now})))`;

/** canClaim as SQL over `o`, the clock bound as `now`. */
export const claimableSql = (now: string): string => `(o.status = 'PAID' AND o.deliver_at IS NOT NULL AND o.deliver_at <= ${now} AND ${now} < o.deliver_at + ${RETURN_WINDOW_MS})`;
