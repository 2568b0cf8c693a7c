/**
 * Paying an order through the provider (issue 29; Toss Payments' contract, ./provider.ts):
 *
 * - `POST /api/v4/payments/start {orderNo, method, agreed: true}`: the purchase agreement
 *   (주문 내용 확인 및 결제 동의) is required; `checkoutProblem` (routes/checkout-ready.ts) and the
 *   pay checks (./pay-order.ts) run first; records the payment as READY and answers what the
 *   browser hands the provider's window: orderId, amount (`orders.total_price`, the final
 *   amount), orderName, customer fields, the provider mode and client key.
 * - `POST /api/v4/payments/confirm {paymentKey, orderId, amount}`: the success return. The
 *   order must be the member's and payable, and `amount` must equal `orders.total_price` —
 *   checked before the provider is asked. One claim per order (READY/FAILED → CONFIRMING with
 *   this paymentKey) lets one request confirm; a replayed return of a paid order answers it
 *   without confirming again; a provider refusal leaves the order PENDING_PAYMENT and the payment
 *   FAILED, so the member can pay again. An unknown outcome (timeout, 5xx, unreadable answer)
 *   keeps the payment CONFIRMING with its paymentKey and a failure code; the same paymentKey
 *   claims it again at once (or any claim after STALE_CLAIM_MS) and confirms with the same
 *   Idempotency-Key, so it is paid once.
 * - `GET /api/v4/payments/{orderNo}`: the member's payment of an order (the order-complete page).
 *
 * Production without `TOSS_SECRET_KEY` refuses start and confirm with PAYMENT_UNAVAILABLE.
 */
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import * as z from 'zod';
import { authNowMs } from '../auth/clock';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, failWith, ok } from '../http';
import { checkoutProblem, checkoutProblemMessage } from '../routes/checkout-ready';
import { readJson } from '../routes/json-body';
import { orderNowMs } from '../routes/order-clock';
import { markPaid, payability, whyNotPaid, type PayableOrder, type Refusal } from './pay-order';
import { methodsFor } from '../../schemas/payment';
import { PaymentMethodSchema, providerFor, providerModeOf, type PaymentProvider } from './provider';

export const paymentsRoute = new Hono<MemberAppEnv>();

const p = ko.checkoutPay;
const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;
const OrderNoSchema = z.string().regex(ORDER_NO);
/** A claim older than this is a confirm that died mid-call; Toss's idempotency makes retrying it safe. */
const STALE_CLAIM_MS = 60_000;

const StartSchema = z.object({ orderNo: OrderNoSchema, method: PaymentMethodSchema, agreed: z.literal(true) });
// Toss's paymentKey is at most 200 characters of letters, digits and -_ (ours: sandbox_…).
const ConfirmSchema = z.object({ paymentKey: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/), orderId: OrderNoSchema, amount: z.number().int().nonnegative().max(1_000_000_000) });

/** Toss's statuses of a payment with nothing left to give back. */
const ENDED = new Set(['CANCELED', 'ABORTED', 'EXPIRED']);

const refuse = (c: Context, r: Refusal) => fail(c, r.status, r.code, r.message);

/** Not PII: a stable, opaque id per member for the provider's customerKey. */
async function customerKeyOf(userNo: number): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`storefront-customer:${userNo}`)));
  return `c_${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

paymentsRoute.post('/api/v4/payments/start', requireMember, async (c) => {
  const mode = providerModeOf(c.env);
  if (!mode) return fail(c, 503, 'PAYMENT_UNAVAILABLE', p.unavailable);
  const raw = await readJson(c, z.unknown());
  if (!raw.ok) return raw.response;
  // The agreement first, by its own code: the 주문서 names it beside its checkbox.
  const agreed = typeof raw.value === 'object' && raw.value !== null && (raw.value as { agreed?: unknown }).agreed === true;
  if (!agreed) return fail(c, 400, 'PAYMENT_AGREEMENT_REQUIRED', p.agreementRequired);
  const body = StartSchema.safeParse(raw.value);
  if (!body.success) return fail(c, 400, 'INVALID_REQUEST', ko.memberService.invalidRequest);
  const { orderNo, method } = body.data;
  // The 주문서 offers only these; a hand-made post does not reach the provider with another.
  if (!methodsFor(mode).includes(method)) return fail(c, 400, 'PAYMENT_METHOD_UNAVAILABLE', p.methodUnavailable);
  const db = c.env.DB;
  const member = c.var.member;
  const state = await payability(db, orderNo, member.userNo);
  if (state.kind === 'refused') return refuse(c, state.refusal);
  if (state.kind === 'paid') return fail(c, 409, 'ORDER_ALREADY_PAID', p.alreadyPaid);
  const problem = await checkoutProblem(db, orderNo, member.userNo);
  if (problem) return fail(c, 409, problem, checkoutProblemMessage(problem));
  const now = authNowMs();
  const [, first, count, email] = await db.batch([
    // A payment under way or done keeps its row; a new start after a failure, or after a charge
    // given back (CANCELED) while the order is still unpaid, begins again.
    db
      .prepare(
        `INSERT INTO payments (order_no, user_no, provider, amount, status, agreed_at, updated_at) VALUES (?1, ?2, ?3, ?4, 'READY', ?5, ?5)
         ON CONFLICT (order_no) DO UPDATE SET provider = excluded.provider, amount = excluded.amount, status = 'READY', payment_key = NULL, agreed_at = excluded.agreed_at, updated_at = excluded.updated_at
         WHERE payments.status IN ('READY', 'FAILED')
           OR (payments.status = 'CANCELED' AND EXISTS (SELECT 1 FROM orders WHERE order_no = payments.order_no AND status = 'PENDING_PAYMENT'))`,
      )
      .bind(orderNo, member.userNo, mode, state.order.totalPrice, now),
    db.prepare('SELECT i.item_name AS name FROM order_lines l LEFT JOIN items i ON i.item_no = l.item_no WHERE l.order_no = ? ORDER BY l.seq LIMIT 1').bind(orderNo),
    db.prepare('SELECT COUNT(*) AS n FROM order_lines WHERE order_no = ?').bind(orderNo),
    db.prepare('SELECT email FROM members WHERE user_no = ?').bind(member.userNo),
  ]);
  const firstName = (first?.results[0] as { name: string | null } | undefined)?.name ?? p.orderNameFallback;
  const lines = (count?.results[0] as { n: number } | undefined)?.n ?? 1;
  return ok(c, {
    orderId: orderNo,
    amount: state.order.totalPrice,
    // Toss takes an orderName of up to 100 characters.
    orderName: p.orderName(firstName, lines - 1).slice(0, 100),
    method,
    customerKey: await customerKeyOf(member.userNo),
    customerName: member.name,
    customerEmail: (email?.results[0] as { email: string | null } | undefined)?.email ?? null,
    mode,
    clientKey: mode === 'toss' ? c.env.TOSS_CLIENT_KEY?.trim() || null : null,
  });
});

interface PaymentRow {
  status: string;
  payment_key: string | null;
  method: string | null;
  approved_at: string | null;
  receipt_url: string | null;
  amount: number;
  updated_at: number;
}

const paidAnswer = (orderNo: string, row: Pick<PaymentRow, 'method' | 'approved_at' | 'receipt_url'>) => ({
  orderNo,
  paid: true,
  method: row.method,
  approvedAt: row.approved_at,
  receiptUrl: row.receipt_url,
});

paymentsRoute.post('/api/v4/payments/confirm', requireMember, async (c) => {
  const provider = providerFor(c.env);
  if (!provider) return fail(c, 503, 'PAYMENT_UNAVAILABLE', p.unavailable);
  const body = await readJson(c, ConfirmSchema);
  if (!body.ok) return body.response;
  const { paymentKey, orderId: orderNo, amount } = body.value;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const paymentOf = () =>
    db.prepare('SELECT status, payment_key, method, approved_at, receipt_url, amount, updated_at FROM payments WHERE order_no = ? AND user_no = ?').bind(orderNo, userNo).first<PaymentRow>();
  const state = await payability(db, orderNo, userNo);
  if (state.kind === 'refused') return refuse(c, state.refusal);
  if (state.kind === 'paid') {
    // A replayed success return (reload, back button): the paid order as it is, nothing confirmed again.
    const row = await paymentOf();
    return row?.status === 'DONE' && row.payment_key === paymentKey ? ok(c, paidAnswer(orderNo, row)) : fail(c, 409, 'ORDER_ALREADY_PAID', p.alreadyPaid);
  }
  const order = state.order;
  if (amount !== order.totalPrice) return fail(c, 400, 'PAYMENT_AMOUNT_MISMATCH', p.amountMismatch);
  const now = authNowMs();
  let claimed: { changes?: number } | undefined;
  try {
    claimed = (
      await db
        .prepare(
          `UPDATE payments SET status = 'CONFIRMING', payment_key = ?3, failure_code = NULL, failure_message = NULL, updated_at = ?4
           WHERE order_no = ?1 AND user_no = ?2 AND (status IN ('READY', 'FAILED') OR (status = 'CONFIRMING' AND payment_key = ?3 AND (updated_at < ?5 OR failure_code IS NOT NULL)))`,
        )
        .bind(orderNo, userNo, paymentKey, now, now - STALE_CLAIM_MS)
        .run()
    ).meta;
  } catch {
    // The paymentKey already belongs to another order's payment: one approval never pays two orders.
    return fail(c, 409, 'PAYMENT_NOT_STARTED', p.notStarted);
  }
  if (!claimed?.changes) {
    const row = await paymentOf();
    if (!row) return fail(c, 409, 'PAYMENT_NOT_STARTED', p.notStarted);
    if (row.status === 'DONE' && row.payment_key === paymentKey) return ok(c, paidAnswer(orderNo, row));
    return fail(c, 409, 'PAYMENT_IN_PROGRESS', p.inProgress);
  }
  return confirmClaimed(c, provider, order, paymentKey, amount);
});

async function confirmClaimed(c: Context<MemberAppEnv>, provider: PaymentProvider, order: PayableOrder, paymentKey: string, amount: number): Promise<Response> {
  const db = c.env.DB;
  const { orderNo } = order;
  const failed = async (code: string, message: string) => {
    await db
      .prepare("UPDATE payments SET status = 'FAILED', payment_key = NULL, failure_code = ?3, failure_message = ?4, updated_at = ?5 WHERE order_no = ?1 AND payment_key = ?2 AND status = 'CONFIRMING'")
      .bind(orderNo, paymentKey, code.slice(0, 80), message.slice(0, 500), authNowMs())
      .run();
  };
  const result = await provider.confirm({ paymentKey, orderId: orderNo, amount });
  if (!result.ok && result.unknown) {
    // Toss may have captured the money: the row stays CONFIRMING with its paymentKey (the order
    // is not expired meanwhile, ../order-expiry.ts) and the failure code marks it for a retry —
    // the same return again, or the order page — with the same key, which Toss answers as the first.
    await db
      .prepare("UPDATE payments SET failure_code = ?3, updated_at = ?4 WHERE order_no = ?1 AND payment_key = ?2 AND status = 'CONFIRMING'")
      .bind(orderNo, paymentKey, result.code.slice(0, 80), authNowMs())
      .run();
    console.warn('[payments] confirm outcome unknown', provider.mode, result.code);
    return failWith(c, 409, 'PAYMENT_IN_PROGRESS', p.checking, { providerCode: result.code });
  }
  if (!result.ok) {
    await failed(result.code, result.message);
    console.warn('[payments] confirm refused', provider.mode, result.code);
    // The provider's own words when it gave some (Toss writes them for shoppers).
    return failWith(c, 402, 'PAYMENT_FAILED', result.message || p.failed, { providerCode: result.code });
  }
  const payment = result.value;
  // Approved, but not what was asked (another order, another amount) or not settled (a 가상계좌
  // waiting for its deposit): given back, whatever its status, unless it is over already.
  if (payment.orderId !== orderNo || payment.totalAmount !== amount || payment.status !== 'DONE') {
    console.error('[payments] provider answered another payment', provider.mode, payment.status);
    if (!ENDED.has(payment.status)) await provider.cancel({ paymentKey, reason: 'amount mismatch', idempotencyKey: `mismatch-${paymentKey}`.slice(0, 300) });
    await failed('PROVIDER_MISMATCH', '');
    return fail(c, 402, 'PAYMENT_FAILED', p.failed);
  }
  const paidAt = orderNowMs(c);
  const receiptUrl = payment.receipt?.url ?? null;
  const done = db
    .prepare(
      `UPDATE payments SET status = 'DONE', method = ?3, approved_at = ?4, receipt_url = ?5, updated_at = ?6
       WHERE order_no = ?1 AND payment_key = ?2 AND status = 'CONFIRMING' AND EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND status = 'PAID' AND paid_at = ?7)`,
    )
    .bind(orderNo, paymentKey, payment.method, payment.approvedAt, receiptUrl, authNowMs(), paidAt);
  if (await markPaid(db, order, paidAt, amount, [done])) return ok(c, paidAnswer(orderNo, { method: payment.method, approved_at: payment.approvedAt, receipt_url: receiptUrl }));
  // Charged but the order could not take it (expired meanwhile, its total changed by a discount
  // during the confirm, the holder's verification lapsed): the money goes back at once and the
  // order says why; it stays unpaid.
  const why = (await whyNotPaid(db, order, amount)) ?? { status: 409, code: 'ORDER_ALREADY_PAID', message: p.alreadyPaid };
  const cancel = await provider.cancel({ paymentKey, reason: why.code, idempotencyKey: `unpaid-${paymentKey}`.slice(0, 300) });
  if (!cancel.ok) console.error('[payments] could not give back a payment the order refused', provider.mode, cancel.code);
  await db
    .prepare("UPDATE payments SET status = ?3, failure_code = ?4, updated_at = ?5 WHERE order_no = ?1 AND payment_key = ?2 AND status = 'CONFIRMING'")
    .bind(orderNo, paymentKey, cancel.ok ? 'CANCELED' : 'FAILED', why.code, authNowMs())
    .run();
  return refuse(c, why);
}

paymentsRoute.get('/api/v4/payments/:orderNo', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.invalidRequest);
  const row = await c.env.DB.prepare('SELECT status, method, approved_at, receipt_url, amount, provider, failure_code, failure_message FROM payments WHERE order_no = ? AND user_no = ?')
    .bind(orderNo, c.var.member.userNo)
    .first<{
      status: string;
      method: string | null;
      approved_at: string | null;
      receipt_url: string | null;
      amount: number;
      provider: string;
      failure_code: string | null;
      failure_message: string | null;
    }>();
  if (!row) return fail(c, 404, 'PAYMENT_NOT_FOUND', p.paymentNotFound);
  return ok(c, {
    orderNo,
    status: row.status,
    provider: row.provider,
    amount: row.amount,
    method: row.method,
    approvedAt: row.approved_at,
    receiptUrl: row.receipt_url,
    failureCode: row.failure_code,
    failureMessage: row.failure_message,
  });
});
