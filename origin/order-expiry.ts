/**
 * Unpaid orders expire (issue 27): an order still PENDING_PAYMENT when its hold is over
 * (rules/order-hold.ts) is cancelled and the stock it took is given back. Run by the origin's
 * cron trigger (worker.ts `scheduled`, every five minutes) and by a payment that finds its order
 * expired (sandbox/payment/route.ts).
 *
 * One D1 batch (one transaction): the option stock, then the item stock, then the orders' status,
 * each over the same set of orders (the same subquery, which nothing earlier in the batch
 * changes). A payment changes only a PENDING_PAYMENT order created within the hold, in one
 * statement, so a payment racing the expiry either ran first (the order is PAID and no longer
 * in the set: its stock stays taken) or ran after (the order is CANCELLED and its stock back,
 * and the payment changes nothing): never both.
 *
 * The coupon and mileage an unpaid order held (routes/checkout-form.ts) come back with it.
 *
 * The stock given back mirrors what order-write.ts took: each line's quantity, to the option
 * and to the item, wherever that one's stock is counted (`is_limited_qty`).
 */
import { unpaidOrderCutoff } from '../rules/order-hold';

/** The five-minute trigger (wrangler.toml): it only expires orders; the hourly one also cleans up uploads. */
export const ORDER_EXPIRY_CRON = '*/5 * * * *';

/** Per run: a run every five minutes cancelling 1,000 keeps up with 12,000 abandoned orders an hour. */
const PER_RUN = 1000;

/**
 * The expired orders: ?1 the cutoff, ?2 the most per run, ?3 one order's number or null for any.
 * An order whose payment is CONFIRMING is not expired: the provider may have taken the money
 * (an unknown outcome, payments/routes.ts) and a retry settles it first.
 */
const EXPIRED = `SELECT order_no FROM orders WHERE status = 'PENDING_PAYMENT' AND created_at < ?1 AND (?3 IS NULL OR order_no = ?3)
  AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_no = orders.order_no AND p.status = 'CONFIRMING')
  ORDER BY created_at, order_no LIMIT ?2`;

/** Cancels unpaid orders past their hold at `nowMs` (only `orderNo`, when given) and gives their stock back; answers how many. */
export async function expireUnpaidOrders(db: D1Database, nowMs: number, orderNo: string | null = null): Promise<number> {
  const binds = [unpaidOrderCutoff(nowMs), PER_RUN, orderNo] as const;
  const [, , , , , cancelled] = await db.batch([
    db
      .prepare(
        `UPDATE item_options SET limited_qty = limited_qty + (
           SELECT SUM(l.qty) FROM order_lines l WHERE l.option_no = item_options.option_no AND l.order_no IN (${EXPIRED}))
         WHERE is_limited_qty = 1 AND option_no IN (SELECT l.option_no FROM order_lines l WHERE l.order_no IN (${EXPIRED}))`,
      )
      .bind(...binds),
    db
      .prepare(
        `UPDATE items SET limited_qty = limited_qty + (
           SELECT SUM(l.qty) FROM order_lines l WHERE l.item_no = items.item_no AND l.order_no IN (${EXPIRED}))
         WHERE is_limited_qty = 1 AND item_no IN (SELECT l.item_no FROM order_lines l WHERE l.order_no IN (${EXPIRED}))`,
      )
      .bind(...binds),
    // What the checkout form reserved (routes/checkout-form.ts): the coupon, and the mileage.
    db.prepare(`UPDATE member_coupons SET used_at = NULL, used_order_no = NULL WHERE used_order_no IN (${EXPIRED})`).bind(...binds),
    db
      .prepare(
        `UPDATE members SET mileage = mileage + (
           SELECT SUM(o.mileage_used) FROM orders o WHERE o.user_no = members.user_no AND o.order_no IN (${EXPIRED}))
         WHERE user_no IN (SELECT o.user_no FROM orders o WHERE o.mileage_used > 0 AND o.order_no IN (${EXPIRED}))`,
      )
      .bind(...binds),
    // The mileage history says where the balance went and came back (wallet.ts lists it).
    db
      .prepare(
        `INSERT INTO mileage_ledger (user_no, amount, kind, order_no, created_at)
         SELECT o.user_no, o.mileage_used, 'REFUND_CANCEL', o.order_no, ?4 FROM orders o WHERE o.mileage_used > 0 AND o.order_no IN (${EXPIRED})`,
      )
      .bind(...binds, nowMs),
    db.prepare(`UPDATE orders SET status = 'CANCELLED' WHERE order_no IN (${EXPIRED})`).bind(...binds),
  ]);
  return cancelled?.meta.changes ?? 0;
}
