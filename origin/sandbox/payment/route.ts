/**
 * The sandbox payment (issue 11 item 4; development only, behind the origin's /sandbox guard):
 * `POST /sandbox/payments/{orderNo}` marks the member's order paid and schedules its shipping
 * and delivery (rules/order-progress.ts). Paying an order that is already paid answers it as it
 * is (a double press pays once); a cancelled or unknown order cannot be paid. `…/deliver` below
 * delivers a paid order at once.
 */

import { Hono } from 'hono/tiny';
import { parseSeoul } from '../../../rules/seoul-time';
import { scheduleFor } from '../../../rules/order-progress';
import { requireMember, type MemberAppEnv } from '../../auth/require-member';
import { ko } from '../../copy/ko';
import { fail, ok } from '../../http';
import { orderNowMs } from '../../routes/order-clock';
import { authNow } from '../../auth/clock';
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
    .prepare('SELECT status, kind, gift_recipient_user_no FROM orders WHERE order_no = ? AND user_no = ?')
    .bind(orderNo, userNo)
    .first<{ status: string; kind: string; gift_recipient_user_no: number | null }>();
  if (!order) return fail(c, 404, 'ORDER_NOT_FOUND', ko.memberService.orderNotFound);
  // A gift is paid only once it knows whom it goes to (the checkout asks first).
  if (order.status === 'PENDING_PAYMENT' && order.kind === 'gift' && order.gift_recipient_user_no === null) {
    return fail(c, 409, 'GIFT_RECIPIENT_REQUIRED', ko.memberService.giftRecipientRequired);
  }
  if (order.status !== 'PENDING_PAYMENT') {
    return order.status === 'CANCELLED' ? fail(c, 409, 'ORDER_NOT_PAYABLE', ko.memberService.orderNotPayable) : ok(c, { orderNo, paid: true });
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
  // Only a pending order is paid; a second press at the same moment changes nothing. An order
  // from the cart takes its own lines out of the cart as it is paid, in the same transaction.
  const [, paid] = await db.batch([
    db
      .prepare(
        `DELETE FROM cart_items WHERE user_no = ?2 AND cart_item_no IN (SELECT cart_item_no FROM order_lines WHERE order_no = ?1 AND cart_item_no IS NOT NULL)
         AND EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND user_no = ?2 AND status = 'PENDING_PAYMENT'${holderGuard})`,
      )
      // The holder's check is the payment's own, so the lines leave the cart only if it pays.
      .bind(orderNo, userNo, ...(holderGuard ? [null, null, null, ...guardBinds] : [])),
    db
      .prepare(`UPDATE orders SET status = 'PAID', paid_at = ?1, ship_at = ?2, deliver_at = ?3 WHERE order_no = ?4 AND user_no = ?5 AND status = 'PENDING_PAYMENT'${holderGuard}`)
      .bind(paidAt, schedule.shipAt, schedule.deliverAt, orderNo, userNo, ...guardBinds),
  ]);
  if (holderGuard && !paid?.meta.changes) {
    // Not paid by this press: paid by another at the same moment, or refused by the guard.
    const now = await db.prepare('SELECT status FROM orders WHERE order_no = ? AND user_no = ?').bind(orderNo, userNo).first<{ status: string }>();
    if (now?.status === 'PENDING_PAYMENT') {
      return gift ? fail(c, 409, 'GIFT_RECIPIENT_NOT_ADULT', m.giftRecipientNotAdult) : fail(c, 409, 'ADULT_VERIFICATION_REQUIRED', m.adultRequired);
    }
  }
  return ok(c, { orderNo, paid: true });
});

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
