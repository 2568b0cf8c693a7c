/**
 * `POST /api/v4/orders/{orderNo}/cancel` (issue 29 §2): the member cancels their own order
 * before it ships: an unpaid one, or a paid one the order clock has not shipped yet.
 *
 * One D1 batch (one transaction), every statement guarded by the same condition, the order's
 * status changed last (as ../order-expiry.ts does): the stock back to the options and the items
 * (mirroring order-write.ts), the coupon and the mileage the order used back to the member
 * (read from the order inside the batch), the mileage in the ledger, the cancel recorded, then the status. Twenty
 * cancels at once: the first batch finds the order cancellable and does it all, the others find
 * it cancelled and change nothing. A cancel racing the payment or the expiry is the same: each
 * checks the status inside its own transaction.
 *
 * A paid order is then refunded through the payment adapter (../payments/refund.ts). The refund
 * is a call to the provider, outside the transaction: the cancel is recorded first with its
 * refund PENDING, and the answer recorded after. A refund that failed is tried again by the
 * next cancel request of that order (the detail page offers it), claimed in one statement so
 * two retries never refund twice.
 */
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import { cancellableSql } from '../../rules/order-actions';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, ok } from '../http';
import { refundPayment } from '../payments/refund';
import { ORDER_NO } from './orders';
import { orderNowMs } from './order-clock';

export const orderCancelRoute = new Hono<MemberAppEnv>();

const REFUND_REASON = '출고 전 주문 취소';

/** The order (?1) of the member (?2) may still be cancelled at ?3. */
const CANCELLABLE = `EXISTS (SELECT 1 FROM orders o WHERE o.order_no = ?1 AND o.user_no = ?2 AND ${cancellableSql('?3')})`;

orderCancelRoute.post('/api/v4/orders/:orderNo/cancel', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.orderNotFound);
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const now = orderNowMs(c);
  const results = await db.batch([
    db
      .prepare(
        `UPDATE item_options SET limited_qty = limited_qty + (
           SELECT SUM(l.qty) FROM order_lines l WHERE l.option_no = item_options.option_no AND l.order_no = ?1)
         WHERE is_limited_qty = 1 AND option_no IN (SELECT option_no FROM order_lines WHERE order_no = ?1) AND ${CANCELLABLE}`,
      )
      .bind(orderNo, userNo, now),
    db
      .prepare(
        `UPDATE items SET limited_qty = limited_qty + (
           SELECT SUM(l.qty) FROM order_lines l WHERE l.item_no = items.item_no AND l.order_no = ?1)
         WHERE is_limited_qty = 1 AND item_no IN (SELECT item_no FROM order_lines WHERE order_no = ?1) AND ${CANCELLABLE}`,
      )
      .bind(orderNo, userNo, now),
    // The coupon and mileage are read from the order inside the batch, so a discount applied
    // a moment before the cancel is given back too (checkout-form.ts reserves both on the order).
    db.prepare(`UPDATE member_coupons SET used_at = NULL, used_order_no = NULL WHERE used_order_no = ?1 AND user_no = ?2 AND ${CANCELLABLE}`).bind(orderNo, userNo, now),
    db
      .prepare(
        `UPDATE members SET mileage = mileage + (SELECT mileage_used FROM orders WHERE order_no = ?1) WHERE user_no = ?2 AND (SELECT mileage_used FROM orders WHERE order_no = ?1) > 0 AND ${CANCELLABLE}`,
      )
      .bind(orderNo, userNo, now),
    db
      .prepare(
        `INSERT INTO mileage_ledger (user_no, amount, kind, order_no, created_at) SELECT ?2, mileage_used, 'REFUND_CANCEL', ?1, ?3 FROM orders WHERE order_no = ?1 AND mileage_used > 0 AND ${CANCELLABLE}`,
      )
      .bind(orderNo, userNo, now),
    db
      .prepare(
        `INSERT INTO order_cancels (order_no, user_no, cancelled_at, refund_state)
         SELECT o.order_no, o.user_no, ?3, CASE WHEN o.status = 'PAID' THEN 'PENDING' ELSE 'NONE' END
         FROM orders o WHERE o.order_no = ?1 AND o.user_no = ?2 AND ${cancellableSql('?3')}`,
      )
      .bind(orderNo, userNo, now),
    db.prepare(`UPDATE orders SET status = 'CANCELLED' WHERE order_no = ?1 AND user_no = ?2 AND ${CANCELLABLE}`).bind(orderNo, userNo, now),
  ]);
  if ((results.at(-1)?.meta.changes ?? 0) === 1) return refundIfPaid(c, orderNo, userNo);
  // Not cancelled by this request: unknown, not this member's, shipped, or cancelled already.
  const found = await db
    .prepare('SELECT o.status, x.refund_state FROM orders o LEFT JOIN order_cancels x ON x.order_no = o.order_no WHERE o.order_no = ? AND o.user_no = ?')
    .bind(orderNo, userNo)
    .first<{ status: string; refund_state: string | null }>();
  if (!found) return fail(c, 404, 'ORDER_NOT_FOUND', ko.memberService.orderNotFound);
  if (found.status === 'CANCELLED' && found.refund_state !== null) {
    // Cancelled by the member already (a second press, or twenty at once): the same answer;
    // a refund that failed is tried again.
    if (found.refund_state === 'FAILED') return retryRefund(c, orderNo, userNo);
    return ok(c, { orderNo, cancelled: true, refundState: found.refund_state });
  }
  return fail(c, 409, 'ORDER_NOT_CANCELLABLE', ko.orderDetail.notCancellable);
});

/** After this request cancelled the order: refunds it when it was paid. */
async function refundIfPaid(c: Context<MemberAppEnv>, orderNo: string, userNo: number): Promise<Response> {
  const state = await c.env.DB.prepare('SELECT refund_state FROM order_cancels WHERE order_no = ?').bind(orderNo).first<{ refund_state: string }>();
  if (state?.refund_state !== 'PENDING') return ok(c, { orderNo, cancelled: true, refundState: state?.refund_state ?? 'NONE' });
  return refund(c, orderNo, userNo);
}

/** A failed refund claimed for another try (one statement: two retries at once refund once). */
async function retryRefund(c: Context<MemberAppEnv>, orderNo: string, userNo: number): Promise<Response> {
  const claimed = await c.env.DB.prepare("UPDATE order_cancels SET refund_state = 'PENDING' WHERE order_no = ? AND user_no = ? AND refund_state = 'FAILED' RETURNING order_no")
    .bind(orderNo, userNo)
    .first();
  if (!claimed) return ok(c, { orderNo, cancelled: true, refundState: 'PENDING' });
  return refund(c, orderNo, userNo);
}

async function refund(c: Context<MemberAppEnv>, orderNo: string, userNo: number): Promise<Response> {
  const db = c.env.DB;
  const result = await refundPayment(c.env, db, { orderNo, userNo }, REFUND_REASON).catch((error: unknown) => {
    console.error('[order cancel] refund threw', error);
    return { ok: false as const, code: 'REFUND_ERROR' };
  });
  const refundState = result.ok ? 'DONE' : 'FAILED';
  await db
    .prepare("UPDATE order_cancels SET refund_state = ?2, refund_code = ?3 WHERE order_no = ?1 AND refund_state = 'PENDING'")
    .bind(orderNo, refundState, result.ok ? null : result.code)
    .run();
  // The cancel itself succeeded: the answer says so, with the refund's state (FAILED: the page
  // says the refund is pending and offers to try again; the detail answer's retryRefund).
  if (!result.ok) console.error('[order cancel] refund failed', orderNo, result.code);
  return ok(c, { orderNo, cancelled: true, refundState });
}
