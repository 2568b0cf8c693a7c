/**
 * The checkout form's origin side (ours, docs/auth-contract.md; issue 29 §1), members only:
 * - `GET /api/v4/orders/{orderNo}/checkout-form`: the delivery address, the member's coupons with
 *   what each takes off this order (or why not), the mileage rules, the summary and what stands
 *   in the way of paying (checkout-ready.ts);
 * - `POST …/delivery` `{ recipientName, recipientPhone, zipcode, address, addressDetail,
 *   deliveryRequest, saveToBook }`: where a non-gift order goes (optionally kept as the default
 *   saved address, in the same batch);
 * - `POST …/discount` `{ couponNo, mileage }`: the coupon and mileage to use. One batch: the
 *   coupon it held is released, the new one reserved (`used_at`, `used_order_no`), the mileage
 *   difference taken from (or given back to) the balance, and the order's coupon, mileage and
 *   `total_price` (the summary's final amount) written. Guards inside the batch refuse it whole
 *   when another order took the coupon, the balance would go below 0, or the order changed since
 *   it was read (checkout_guards, 0033).
 * Mileage is reserved, not spent at payment: it leaves the balance when applied and comes back
 * when it is changed, when the unpaid order expires (../order-expiry.ts) or when it is cancelled.
 */
import { Hono } from 'hono/tiny';
import { MAX_SAVED_ADDRESSES } from '../../rules/address-book';
import { mileageRefusal, mileageRules } from '../../rules/mileage';
import { checkoutSummary } from '../../rules/checkout-summary';
import { couponVerdict } from '../../rules/coupon';
import { unpaidOrderCutoff } from '../../rules/order-hold';
import { DeliveryRequestSchema, DiscountRequestSchema } from '../../schemas/requests/checkout-form';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, ok } from '../http';
import { ADDRESS_FIELD_MESSAGES, addAddressStatements } from './address-book';
import { checkoutProblemMessage, walletProblem } from './checkout-ready';
import { loadWallet, summaryOf, verdicts, type Wallet } from './checkout-wallet';
import { readJson } from './json-body';
import { orderNowMs } from './order-clock';

export const checkoutFormRoute = new Hono<MemberAppEnv>();

const t = ko.checkoutForm;
const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;
const GUARD_REFUSED = /CHECK constraint failed: (?:[a-z_]+\.)?ok = 1/i;

/**
 * A payment under way or done holds the order's amount: the confirm charged `total_price` as it
 * was (../payments/pay-order.ts markPaid re-checks it), so neither the discount nor the delivery
 * changes the order meanwhile. ?1 the order number.
 */
const NO_PAYMENT_UNDER_WAY = "NOT EXISTS (SELECT 1 FROM payments WHERE order_no = ?1 AND status IN ('CONFIRMING', 'DONE', 'CANCELING'))";

const paymentUnderWay = async (db: D1Database, orderNo: string) => (await db.prepare(`SELECT 1 AS busy WHERE NOT (${NO_PAYMENT_UNDER_WAY})`).bind(orderNo).first()) !== null;

/** Inserts a refused row (rolling the batch back) unless `condition` holds. */
const guard = (db: D1Database, condition: string, ...binds: unknown[]) => db.prepare(`INSERT INTO checkout_guards (ok) SELECT 0 WHERE NOT (${condition})`).bind(...binds);

/** What the page shows: the wallet as the member may see it. */
function formAnswer(w: Wallet, nowMs: number) {
  const o = w.order;
  const summary = summaryOf(w);
  const problem = walletProblem(w, nowMs);
  return {
    orderNo: o.orderNo,
    kind: o.kind,
    editable: o.editable,
    delivery: o.delivery,
    coupons: verdicts(w, nowMs).map((c) => ({
      couponNo: c.couponNo,
      name: c.name,
      expiresAt: c.expiresAt,
      usable: c.verdict.usable,
      discount: c.verdict.usable ? c.verdict.discount : 0,
      reason: c.verdict.usable ? null : (t.couponReasons[c.verdict.reason] ?? null),
    })),
    couponNo: o.couponNo,
    // The rules count the mileage this order holds as the member's: it comes back if changed.
    mileage: { balance: Math.max(0, w.balance), used: o.mileageUsed, ...mileageRules(w.balance + o.mileageUsed, w.linesTotal - o.couponDiscount) },
    summary,
    totalPrice: o.totalPrice,
    problem: problem && problem !== 'ORDER_NOT_PAYABLE' ? { code: problem, message: checkoutProblemMessage(problem) } : null,
  };
}

checkoutFormRoute.get('/api/v4/orders/:orderNo/checkout-form', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.invalidRequest);
  const nowMs = orderNowMs(c);
  const w = await loadWallet(c.env.DB, orderNo, c.var.member.userNo, nowMs);
  if (!w) return fail(c, 404, 'ORDER_NOT_FOUND', ko.memberService.orderNotFound);
  return ok(c, formAnswer(w, nowMs));
});

checkoutFormRoute.post('/api/v4/orders/:orderNo/delivery', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.invalidRequest);
  const input = await readJson(c, DeliveryRequestSchema, { fieldMessages: ADDRESS_FIELD_MESSAGES });
  if (!input.ok) return input.response;
  const d = input.value;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const nowMs = orderNowMs(c);
  const w = await loadWallet(db, orderNo, userNo, nowMs);
  if (!w) return fail(c, 404, 'ORDER_NOT_FOUND', ko.memberService.orderNotFound);
  if (w.order.kind === 'gift') return fail(c, 409, 'DELIVERY_NOT_FOR_GIFT', t.deliveryNotForGift);
  if (!w.order.editable) return fail(c, 409, 'ORDER_NOT_EDITABLE', t.orderNotEditable);
  const statements = [
    db
      .prepare(
        `UPDATE orders SET recipient_name = ?3, recipient_phone = ?4, zipcode = ?5, address = ?6, address_detail = ?7, delivery_request = ?8
         WHERE order_no = ?1 AND user_no = ?2 AND kind <> 'gift' AND status = 'PENDING_PAYMENT' AND created_at >= ?9 AND ${NO_PAYMENT_UNDER_WAY} RETURNING order_no`,
      )
      .bind(orderNo, userNo, d.recipientName, d.recipientPhone, d.zipcode, d.address, d.addressDetail, d.deliveryRequest, unpaidOrderCutoff(nowMs)),
  ];
  // Saved only if the order took the address: its UPDATE's condition, as it stands after it.
  const tookIt = {
    sql: `EXISTS (SELECT 1 FROM orders WHERE order_no = ?11 AND user_no = ?1 AND kind <> 'gift' AND status = 'PENDING_PAYMENT' AND created_at >= ?12 AND recipient_name = ?3 AND address = ?6) AND ${NO_PAYMENT_UNDER_WAY.replace('?1', '?11')}`,
    binds: [orderNo, unpaidOrderCutoff(nowMs)],
  };
  if (d.saveToBook) statements.push(...addAddressStatements(db, userNo, { label: '', ...d, isDefault: true }, Date.now(), tookIt));
  const results = await db.batch<{ order_no?: string; address_no?: number }>(statements);
  if (!results[0]?.results[0]) {
    if (await paymentUnderWay(db, orderNo)) return fail(c, 409, 'PAYMENT_IN_PROGRESS', t.paymentUnderWay);
    return fail(c, 409, 'ORDER_NOT_EDITABLE', t.orderNotEditable);
  }
  const saved = d.saveToBook ? (results[1]?.results.length ?? 0) > 0 : false;
  const after = await loadWallet(db, orderNo, userNo, nowMs);
  return ok(c, { ...formAnswer(after ?? w, nowMs), saved, bookFull: d.saveToBook && !saved ? t.addressBookFull(MAX_SAVED_ADDRESSES) : null });
});

checkoutFormRoute.post('/api/v4/orders/:orderNo/discount', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.invalidRequest);
  const input = await readJson(c, DiscountRequestSchema);
  if (!input.ok) return input.response;
  const { couponNo, mileage } = input.value;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const nowMs = orderNowMs(c);
  const w = await loadWallet(db, orderNo, userNo, nowMs);
  if (!w) return fail(c, 404, 'ORDER_NOT_FOUND', ko.memberService.orderNotFound);
  if (!w.order.editable) return fail(c, 409, 'ORDER_NOT_EDITABLE', t.orderNotEditable);
  let couponDiscount = 0;
  if (couponNo !== null) {
    const coupon = w.coupons.find((x) => x.couponNo === couponNo);
    if (!coupon) return fail(c, 404, 'COUPON_NOT_FOUND', t.couponNotFound);
    const verdict = couponVerdict(coupon, w.lines, orderNo, nowMs);
    if (!verdict.usable) return fail(c, 409, 'COUPON_UNAVAILABLE', t.couponReasons[verdict.reason] ?? t.couponNotFound);
    couponDiscount = verdict.discount;
  }
  const prev = w.order;
  const available = w.balance + prev.mileageUsed;
  const rules = mileageRules(available, w.linesTotal - couponDiscount);
  const refusal = mileageRefusal(mileage, available, rules);
  if (refusal) return fail(c, 400, 'MILEAGE_NOT_ALLOWED', t.mileageReasons[refusal] ?? t.mileageAboveBalance);
  const summary = checkoutSummary({ listPrice: w.listPrice, linesTotal: w.linesTotal, couponDiscount, mileageUsed: mileage, shippingFee: prev.shippingFee });
  const cutoff = unpaidOrderCutoff(nowMs);
  const statements = [
    // The order as it was read: unpaid, in its hold, holding the same coupon and mileage.
    guard(
      db,
      `EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND user_no = ?2 AND status = 'PENDING_PAYMENT' AND created_at >= ?3 AND coupon_no IS ?4 AND mileage_used = ?5)`,
      orderNo,
      userNo,
      cutoff,
      prev.couponNo,
      prev.mileageUsed,
    ),
    guard(db, NO_PAYMENT_UNDER_WAY, orderNo),
    db.prepare('UPDATE member_coupons SET used_at = NULL, used_order_no = NULL WHERE used_order_no = ?1 AND user_no = ?2').bind(orderNo, userNo),
  ];
  if (couponNo !== null) {
    statements.push(
      db.prepare('UPDATE member_coupons SET used_at = ?4, used_order_no = ?1 WHERE coupon_no = ?2 AND user_no = ?3 AND used_at IS NULL AND expires_at > ?4').bind(orderNo, couponNo, userNo, nowMs),
      guard(db, 'EXISTS (SELECT 1 FROM member_coupons WHERE coupon_no = ?1 AND used_order_no = ?2)', couponNo, orderNo),
    );
  }
  if (mileage !== prev.mileageUsed) {
    statements.push(db.prepare('UPDATE members SET mileage = mileage + ?2 - ?3 WHERE user_no = ?1').bind(userNo, prev.mileageUsed, mileage));
    // The history moves with the balance: what this order now holds more (negative) or less.
    statements.push(
      db.prepare("INSERT INTO mileage_ledger (user_no, amount, kind, order_no, created_at) VALUES (?1, ?2 - ?3, 'USE_ORDER', ?4, ?5)").bind(userNo, prev.mileageUsed, mileage, orderNo, nowMs),
    );
    if (mileage > 0) statements.push(guard(db, '(SELECT mileage FROM members WHERE user_no = ?1) >= 0', userNo));
  }
  statements.push(
    db
      .prepare('UPDATE orders SET coupon_no = ?3, coupon_discount = ?4, mileage_used = ?5, total_price = ?6 WHERE order_no = ?1 AND user_no = ?2')
      .bind(orderNo, userNo, couponNo, summary.coupon, summary.mileage, summary.final),
  );
  try {
    await db.batch(statements);
  } catch (error) {
    if (!(error instanceof Error && GUARD_REFUSED.test(error.message))) throw error;
    // Refused whole; say which part, as it stands now.
    if (await paymentUnderWay(db, orderNo)) return fail(c, 409, 'PAYMENT_IN_PROGRESS', t.paymentUnderWay);
    const now = await loadWallet(db, orderNo, userNo, nowMs);
    if (!now?.order.editable) return fail(c, 409, 'ORDER_NOT_EDITABLE', t.orderNotEditable);
    const held = couponNo === null ? null : now.coupons.find((x) => x.couponNo === couponNo);
    if (couponNo !== null && !held) return fail(c, 409, 'COUPON_UNAVAILABLE', t.couponReasons.USED ?? t.couponNotFound);
    if (now.balance + now.order.mileageUsed < mileage) return fail(c, 409, 'MILEAGE_ABOVE_BALANCE', t.mileageAboveBalance);
    return fail(c, 409, 'CHECKOUT_CHANGED', t.checkoutChanged);
  }
  const after = await loadWallet(db, orderNo, userNo, nowMs);
  return ok(c, formAnswer(after ?? w, nowMs));
});
