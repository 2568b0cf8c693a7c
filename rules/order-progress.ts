/**
 * How a paid order moves on (issue 11 item 4): one rule for the origin, which schedules it at
 * payment and reads statuses against its clock, and for tests. Only payment is stored as a
 * status; shipped and delivered follow from the clock passing the order's dates, so a preview
 * clock (STOREFRONT_NOW in development) can show every state of the same order.
 *
 * - A line ships on its item's estimated shipping date when that is later than the payment;
 *   otherwise `shippingOutDuration` days after payment (a day at the least). The order ships
 *   when its last line does.
 * - Delivery comes DELIVERY_DAYS after shipping.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const DELIVERY_DAYS = 2;

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface LineShipping {
  /** The item's estimated shipping begin, epoch ms, or null when it has none. */
  estimatedShipAt: number | null;
  /** Days after payment the item ships (spec 4.2 shipping-out duration). */
  shippingOutDays: number;
}

export interface OrderSchedule {
  shipAt: number;
  deliverAt: number;
}

export function scheduleFor(paidAt: number, lines: readonly LineShipping[]): OrderSchedule {
  let shipAt = paidAt + DAY_MS;
  for (const line of lines) {
    const byDuration = paidAt + Math.max(1, Math.floor(line.shippingOutDays)) * DAY_MS;
    const lineShip = line.estimatedShipAt !== null && line.estimatedShipAt > paidAt ? line.estimatedShipAt : byDuration;
    shipAt = Math.max(shipAt, lineShip);
  }
  return { shipAt, deliverAt: shipAt + DELIVERY_DAYS * DAY_MS };
}

/** The status at `now` of an order whose stored status is `stored`. */
export function statusAt(stored: string, schedule: { shipAt: number | null; deliverAt: number | null }, now: number): OrderStatus {
  const known = (ORDER_STATUSES as readonly string[]).includes(stored) ? (stored as OrderStatus) : 'PENDING_PAYMENT';
  if (known !== 'PAID' || schedule.shipAt === null || schedule.deliverAt === null) return known;
  if (now >= schedule.deliverAt) return 'DELIVERED';
  if (now >= schedule.shipAt) return 'SHIPPED';
  return 'PAID';
}

/**
 * The same rule as an SQL expression over an `orders` row aliased `o`, with the clock bound as
 * the parameter `now` names (e.g. '?9'), for counts and lists that filter by status.
 */
export function statusSql(now: string): string {
  return `(CASE WHEN o.status = 'PAID' AND o.deliver_at IS NOT NULL AND o.deliver_at <= ${now} THEN 'DELIVERED'
               WHEN o.status = 'PAID' AND o.ship_at IS NOT NULL AND o.ship_at <= ${now} THEN 'SHIPPED'
               ELSE o.status END)`;
}

// ── The order detail's timeline (issue 29 §2) ─────────────────────────────────────────────────

/** 결제 완료 → 배송 준비 → 배송 중 → 배송 완료. */
export const TIMELINE_STEPS = ['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED'] as const;
export type TimelineStepName = (typeof TIMELINE_STEPS)[number];

export interface TimelineStep {
  step: TimelineStepName;
  /** When it happened (done) or is planned (not done), epoch ms; null when not known. */
  at: number | null;
  done: boolean;
}

/**
 * When the warehouse starts packing: the day before the order ships, never before payment.
 * Nothing is stored for it: like shipped and delivered, it follows from the schedule.
 */
export const preparingAt = (paidAt: number, shipAt: number): number => Math.max(paidAt, shipAt - DAY_MS);

/**
 * The timeline of an order at `now`, from the same schedule `statusAt` reads. A pending order has
 * nothing done; a cancelled one keeps only its payment (what happened before the cancel), and
 * none of its planned dates. `order.status` is the stored status (PENDING_PAYMENT, PAID,
 * CANCELLED), as statusAt takes it.
 */
export function timelineAt(order: { status: string; paidAt: number | null; shipAt: number | null; deliverAt: number | null }, now: number): TimelineStep[] {
  const { paidAt, shipAt, deliverAt } = order;
  const status = statusAt(order.status, { shipAt, deliverAt }, now);
  if (status === 'CANCELLED' || status === 'PENDING_PAYMENT') {
    const paid = status === 'CANCELLED' && paidAt !== null;
    return TIMELINE_STEPS.map((step) => ({ step, at: step === 'PAID' && paid ? paidAt : null, done: step === 'PAID' && paid }));
  }
  const prepare = paidAt !== null && shipAt !== null ? preparingAt(paidAt, shipAt) : null;
  const at: Record<TimelineStepName, number | null> = { PAID: paidAt, PREPARING: prepare, SHIPPED: shipAt, DELIVERED: deliverAt };
  return TIMELINE_STEPS.map((step) => {
    const when = at[step];
    const done = step === 'PAID' || (when !== null && now >= when);
    return { step, at: when, done };
  });
}
