/**
 * Whether a member's order may be paid now, and paying it: the checks the sandbox payment had
 * (issue 11, 27), shared by the provider confirm (./routes.ts) and the sandbox's one-step pay.
 *
 * - An unpaid order past its hold is cancelled there and then (its stock given back) and refused.
 * - A gift is paid only once it knows whom it goes to.
 * - DECISIONS 14: an order of an adult-only item is paid only while whoever will hold it — a
 *   gift's recipient, else the buyer — is a verified adult; the pay UPDATE itself re-checks that
 *   the verification that passed is still the one on file.
 * - The pay is one batch: the cart lines the order came from leave the cart, the order becomes
 *   PAID with its shipping schedule (rules/order-progress.ts), and whatever the caller adds (the
 *   payment's row) — each guarded on the order being PENDING_PAYMENT within its hold, so a pay
 *   racing the expiry or another pay changes the order once or not at all.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../rules/error-codes';
import { unpaidOrderCutoff } from '../../rules/order-hold';
import { scheduleFor } from '../../rules/order-progress';
import { parseSeoul } from '../../rules/seoul-time';
import { authNow, authNowMs } from '../auth/clock';
import { ko } from '../copy/ko';
import { expireUnpaidOrders } from '../order-expiry';
import { orderHasAdultItem, stillVerifiedSql, verifiedAdultFacts } from '../routes/adult-holder';

const m = ko.memberService;

export interface Refusal {
  status: ContentfulStatusCode;
  code: ErrorCode;
  message: string;
}

export interface PayableOrder {
  orderNo: string;
  userNo: number;
  totalPrice: number;
  gift: boolean;
  /** The holder's re-check inside the pay UPDATE (?6–?8), empty when no line is adult-only. */
  holderGuard: string;
  guardBinds: [number | string | null, number | string | null, number | string | null];
  cutoff: number;
}

export type Payability = { kind: 'payable'; order: PayableOrder } | { kind: 'paid' } | { kind: 'refused'; refusal: Refusal };

const refused = (status: ContentfulStatusCode, code: ErrorCode, message: string): Payability => ({ kind: 'refused', refusal: { status, code, message } });

interface OrderRow {
  status: string;
  kind: string;
  gift_recipient_user_no: number | null;
  created_at: number;
  total_price: number;
}

const confirming = async (db: D1Database, orderNo: string) => (await db.prepare("SELECT 1 AS n FROM payments WHERE order_no = ? AND status = 'CONFIRMING'").bind(orderNo).first()) !== null;

export async function payability(db: D1Database, orderNo: string, userNo: number): Promise<Payability> {
  const order = await db.prepare('SELECT status, kind, gift_recipient_user_no, created_at, total_price FROM orders WHERE order_no = ? AND user_no = ?').bind(orderNo, userNo).first<OrderRow>();
  if (!order) return refused(404, 'ORDER_NOT_FOUND', m.orderNotFound);
  // The hold is measured on the clock the order was created on (the origin's own, not the
  // preview clock).
  const cutoff = unpaidOrderCutoff(authNowMs());
  // An order past its hold whose payment is CONFIRMING is not expired (an unknown outcome,
  // ./routes.ts): its retry goes on, and markPaid's cutoff then gives the charge back.
  if (order.status === 'PENDING_PAYMENT' && order.created_at < cutoff && ((await expireUnpaidOrders(db, authNowMs(), orderNo)) > 0 || !(await confirming(db, orderNo)))) {
    return refused(409, 'ORDER_EXPIRED', m.orderExpired);
  }
  if (order.status === 'CANCELLED') return refused(409, 'ORDER_EXPIRED', m.orderExpired);
  if (order.status !== 'PENDING_PAYMENT') return { kind: 'paid' };
  const gift = order.kind === 'gift';
  if (gift && order.gift_recipient_user_no === null) return refused(409, 'GIFT_RECIPIENT_REQUIRED', m.giftRecipientRequired);
  let holderGuard = '';
  let guardBinds: PayableOrder['guardBinds'] = [null, null, null];
  const holder = gift ? order.gift_recipient_user_no : userNo;
  if (holder !== null && (await orderHasAdultItem(db, orderNo))) {
    const facts = await verifiedAdultFacts(db, holder, authNow());
    if (!facts) return gift ? refused(403, 'GIFT_RECIPIENT_NOT_ADULT', m.giftRecipientNotAdult) : refused(403, 'ADULT_VERIFICATION_REQUIRED', m.adultRequired);
    holderGuard = `${gift ? ' AND gift_recipient_user_no = ?6' : ''} AND ${stillVerifiedSql('?6', '?7', '?8')}`;
    guardBinds = [holder, facts.verifiedAt, facts.birthDate];
  }
  return { kind: 'payable', order: { orderNo, userNo, totalPrice: order.total_price, gift, holderGuard, guardBinds, cutoff } };
}

/**
 * Pays `order` at `paidAt` (the order clock) in one batch with `after` (statements that run once
 * the order is PAID; they should check that themselves). `amount` is what was charged: the order
 * pays only while its `total_price` is still that (a discount changed during the provider's
 * confirm leaves it unpaid). True when this call paid it.
 */
export async function markPaid(db: D1Database, order: PayableOrder, paidAt: number, amount: number, after: D1PreparedStatement[] = []): Promise<boolean> {
  const { results } = await db
    .prepare(
      `SELECT i.estimated_shipping_begin_at AS begin_at, i.shipping_out_duration AS days
       FROM order_lines l JOIN items i ON i.item_no = l.item_no WHERE l.order_no = ?`,
    )
    .bind(order.orderNo)
    .all<{ begin_at: string | null; days: number }>();
  const schedule = scheduleFor(
    paidAt,
    results.map((r) => ({ estimatedShipAt: parseSeoul(r.begin_at)?.getTime() ?? null, shippingOutDays: r.days })),
  );
  const { orderNo, userNo, holderGuard, guardBinds, cutoff } = order;
  // ?9: the expiry's cutoff, in the same WHERE, so a pay racing the expiry either pays or finds
  // the order cancelled, never both; ?10 the amount charged. The cart lines leave only if the order pays.
  const [, paid] = await db.batch([
    db
      .prepare(
        `DELETE FROM cart_items WHERE user_no = ?2 AND cart_item_no IN (SELECT cart_item_no FROM order_lines WHERE order_no = ?1 AND cart_item_no IS NOT NULL)
         AND EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND user_no = ?2 AND status = 'PENDING_PAYMENT' AND created_at >= ?9 AND total_price = ?10${holderGuard})`,
      )
      .bind(orderNo, userNo, null, null, null, ...guardBinds, cutoff, amount),
    db
      .prepare(
        `UPDATE orders SET status = 'PAID', paid_at = ?1, ship_at = ?2, deliver_at = ?3 WHERE order_no = ?4 AND user_no = ?5 AND status = 'PENDING_PAYMENT' AND created_at >= ?9 AND total_price = ?10${holderGuard}`,
      )
      .bind(paidAt, schedule.shipAt, schedule.deliverAt, orderNo, userNo, ...guardBinds, cutoff, amount),
    ...after,
  ]);
  return (paid?.meta.changes ?? 0) > 0;
}

/**
 * Why `markPaid` did not pay: paid by another at the same moment (null), cancelled by the
 * expiry, past its hold now, its total no longer the amount charged, or refused by the holder's guard.
 */
export async function whyNotPaid(db: D1Database, order: PayableOrder, amount: number): Promise<Refusal | null> {
  const now = await db
    .prepare('SELECT status, created_at, total_price FROM orders WHERE order_no = ? AND user_no = ?')
    .bind(order.orderNo, order.userNo)
    .first<{ status: string; created_at: number; total_price: number }>();
  if (now?.status === 'CANCELLED') return { status: 409, code: 'ORDER_EXPIRED', message: m.orderExpired };
  if (now?.status === 'PENDING_PAYMENT' && now.created_at < order.cutoff) {
    await expireUnpaidOrders(db, authNowMs(), order.orderNo);
    return { status: 409, code: 'ORDER_EXPIRED', message: m.orderExpired };
  }
  if (now?.status === 'PENDING_PAYMENT' && now.total_price !== amount) return { status: 409, code: 'PAYMENT_AMOUNT_MISMATCH', message: ko.checkoutPay.amountMismatch };
  if (now?.status === 'PENDING_PAYMENT' && order.holderGuard) {
    return order.gift ? { status: 409, code: 'GIFT_RECIPIENT_NOT_ADULT', message: m.giftRecipientNotAdult } : { status: 409, code: 'ADULT_VERIFICATION_REQUIRED', message: m.adultRequired };
  }
  return now?.status === 'PENDING_PAYMENT' ? { status: 409, code: 'ORDER_NOT_PAYABLE', message: m.orderNotPayable } : null;
}
