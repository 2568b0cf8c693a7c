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
