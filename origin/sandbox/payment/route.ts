/**
 * The sandbox payment (issue 11 item 4; development only, behind the origin's /sandbox guard):
 * `POST /sandbox/payments/{orderNo}` marks the member's order paid and schedules its shipping
 * and delivery (rules/order-progress.ts). Paying an order that is already paid answers it as it
 * is (a double press pays once); a cancelled or unknown order cannot be paid. `…/deliver` below
 * delivers a paid order at once.
 */

import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import { parseSeoul } from '../../../rules/seoul-time';
import { scheduleFor } from '../../../rules/order-progress';
import { requireMember, type MemberAppEnv } from '../../auth/require-member';
import { ko } from '../../copy/ko';
import { fail, ok } from '../../http';
import { orderNowMs } from '../../routes/order-clock';
import { authNow, authNowMs } from '../../auth/clock';
import { unpaidOrderCutoff } from '../../../rules/order-hold';
import { expireUnpaidOrders } from '../../order-expiry';
import { orderHasAdultItem, stillVerifiedSql, verifiedAdultFacts } from '../../routes/adult-holder';

export const sandboxPaymentRoute = new Hono<MemberAppEnv>();

const m = ko.memberService;

const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;

sandboxPaymentRoute.post('/:orderNo', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.invalidRequest);
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const order = await db
    .prepare('SELECT status, kind, gift_recipient_user_no, created_at FROM orders WHERE order_no = ? AND user_no = ?')
    .bind(orderNo, userNo)
    .first<{ status: string; kind: string; gift_recipient_user_no: number | null; created_at: number }>();
  if (!order) return fail(c, 404, 'ORDER_NOT_FOUND', ko.memberService.orderNotFound);
  // The hold is measured on the clock the order was created on (the origin's own, not the
  // preview clock): an unpaid order past it is cancelled here and now, its stock given back.
  const cutoff = unpaidOrderCutoff(authNowMs());
  if (order.status === 'PENDING_PAYMENT' && order.created_at < cutoff) return expired(c, db, orderNo);
  // A gift is paid only once it knows whom it goes to (the checkout asks first).
  if (order.status === 'PENDING_PAYMENT' && order.kind === 'gift' && order.gift_recipient_user_no === null) {
    return fail(c, 409, 'GIFT_RECIPIENT_REQUIRED', ko.memberService.giftRecipientRequired);
  }
  if (order.status !== 'PENDING_PAYMENT') {
    return order.status === 'CANCELLED' ? fail(c, 409, 'ORDER_EXPIRED', m.orderExpired) : ok(c, { orderNo, paid: true });
  }
  // DECISIONS 14: an order of an adult-only item is paid only while whoever will hold it — a
  // gift's recipient, else the buyer — is a verified adult (a verification may have lapsed, or
  // the recipient left, since the order or the gift step). The write below pays only while the
  // verification that passed is still the one on file.
  let holderGuard = '';
  let guardBinds: Array<number | string> = [];
  const gift = order.kind === 'gift';
  const holder = gift ? order.gift_recipient_user_no : userNo;
  if (holder !== null && (await orderHasAdultItem(db, orderNo))) {
    const facts = await verifiedAdultFacts(db, holder, authNow());
    if (!facts) return gift ? fail(c, 403, 'GIFT_RECIPIENT_NOT_ADULT', m.giftRecipientNotAdult) : fail(c, 403, 'ADULT_VERIFICATION_REQUIRED', m.adultRequired);
    holderGuard = `${gift ? ' AND gift_recipient_user_no = ?6' : ''} AND ${stillVerifiedSql('?6', '?7', '?8')}`;
    guardBinds = [holder, facts.verifiedAt, facts.birthDate];
  }
  const { results } = await db
    .prepare(
      `SELECT i.estimated_shipping_begin_at AS begin_at, i.shipping_out_duration AS days
       FROM order_lines l JOIN items i ON i.item_no = l.item_no WHERE l.order_no = ?`,
    )
    .bind(orderNo)
    .all<{ begin_at: string | null; days: number }>();
  const paidAt = orderNowMs(c);
  const schedule = scheduleFor(
    paidAt,
    results.map((r) => ({ estimatedShipAt: parseSeoul(r.begin_at)?.getTime() ?? null, shippingOutDays: r.days })),
  );
  // Only a pending order within its hold is paid (?9: the expiry's cutoff, in the same WHERE, so
  // a payment racing the expiry either pays or finds the order cancelled, never both); a second
  // press at the same moment changes nothing. An order from the cart takes its own lines out of
  // the cart as it is paid, in the same transaction.
  const guard = holderGuard ? guardBinds : [null, null, null];
  const [, paid] = await db.batch([
    db
      .prepare(
        `DELETE FROM cart_items WHERE user_no = ?2 AND cart_item_no IN (SELECT cart_item_no FROM order_lines WHERE order_no = ?1 AND cart_item_no IS NOT NULL)
         AND EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND user_no = ?2 AND status = 'PENDING_PAYMENT' AND created_at >= ?9${holderGuard})`,
      )
      // The holder's check is the payment's own, so the lines leave the cart only if it pays.
      .bind(orderNo, userNo, null, null, null, ...guard, cutoff),
    db
      .prepare(`UPDATE orders SET status = 'PAID', paid_at = ?1, ship_at = ?2, deliver_at = ?3 WHERE order_no = ?4 AND user_no = ?5 AND status = 'PENDING_PAYMENT' AND created_at >= ?9${holderGuard}`)
      .bind(paidAt, schedule.shipAt, schedule.deliverAt, orderNo, userNo, ...guard, cutoff),
  ]);
  if (!paid?.meta.changes) {
    // Not paid by this press: paid by another at the same moment, cancelled by the expiry, or
    // refused by the holder's guard.
    const now = await db.prepare('SELECT status, created_at FROM orders WHERE order_no = ? AND user_no = ?').bind(orderNo, userNo).first<{ status: string; created_at: number }>();
    if (now?.status === 'CANCELLED') return fail(c, 409, 'ORDER_EXPIRED', m.orderExpired);
    if (now?.status === 'PENDING_PAYMENT' && now.created_at < cutoff) return expired(c, db, orderNo);
    if (now?.status === 'PENDING_PAYMENT' && holderGuard) {
      return gift ? fail(c, 409, 'GIFT_RECIPIENT_NOT_ADULT', m.giftRecipientNotAdult) : fail(c, 409, 'ADULT_VERIFICATION_REQUIRED', m.adultRequired);
    }
  }
  return ok(c, { orderNo, paid: true });
});

/** An unpaid order past its hold: cancelled now (its stock given back) rather than at the next cron run, and refused. */
async function expired(c: Context<MemberAppEnv>, db: D1Database, orderNo: string): Promise<Response> {
  await expireUnpaidOrders(db, authNowMs(), orderNo);
  return fail(c, 409, 'ORDER_EXPIRED', m.orderExpired);
}

/**
 * `POST /sandbox/payments/{orderNo}/deliver`: a paid order is delivered now (its shipping and
 * delivery dates move to this moment), so an operator or a browser test can write its review
 * without waiting days or moving the clock. Development only, like everything under /sandbox.
 */
sandboxPaymentRoute.post('/:orderNo/deliver', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.invalidRequest);
  const now = orderNowMs(c);
  const done = await c.env.DB.prepare("UPDATE orders SET ship_at = ?1, deliver_at = ?1 WHERE order_no = ?2 AND user_no = ?3 AND status = 'PAID' RETURNING order_no")
    .bind(now - 1, orderNo, c.var.member.userNo)
    .first();
  return done ? ok(c, { orderNo, paid: true }) : fail(c, 404, 'ORDER_NOT_FOUND', ko.memberService.orderNotFound);
});
