/**
 * The sandbox payment provider's routes (development only, behind the origin's /sandbox guard):
 *
 * - `GET|POST /sandbox/payments/window`: the payment window (./window.ts) the 주문서 opens.
 * - `GET /sandbox/payments/receipt/{paymentKey}`: the receipt its confirm links to.
 * - `POST /sandbox/payments/{orderNo}`: the provider's whole flow in one step for tests and
 *   previews — approves and confirms a sandbox payment of the member's order through the same
 *   checks as the confirm (origin/payments/pay-order.ts: expiry, gift recipient, adult holder
 *   re-checked in the pay UPDATE); paying an order already paid answers it (a double press pays
 *   once). `…/deliver` delivers a paid order at once.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod';
import { requireMember, type MemberAppEnv } from '../../auth/require-member';
import { authNowMs } from '../../auth/clock';
import { ko } from '../../copy/ko';
import { sandboxPaymentCopy as t } from '../../copy/sandbox-ko';
import { fail, ok } from '../../http';
import { markPaid, payability, whyNotPaid } from '../../payments/pay-order';
import { orderNowMs } from '../../routes/order-clock';
import { SANDBOX_METHOD_NAMES } from './provider';
import { errorPage, receiptPage, WINDOW_STYLE, WindowRequestSchema, windowPage } from './window';

export const sandboxPaymentRoute = new Hono<MemberAppEnv>();

const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;

// The window is the provider's page: never cached, framed or referred, no script at all.
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
const page = (html: string, status: 200 | 400 | 404 = 200) => new Response(html, { status, headers: PAGE_HEADERS });

/** Toss's paymentKeys are opaque; the sandbox's say what they are. */
const newPaymentKey = () => `sandbox_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

sandboxPaymentRoute.get('/style.css', () => new Response(WINDOW_STYLE, { headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' } }));

sandboxPaymentRoute.get('/window', (c) => {
  const req = WindowRequestSchema.safeParse(c.req.query());
  return req.success ? page(windowPage(req.data)) : page(errorPage(t.badRequest), 400);
});

const ActionSchema = z.enum(['approve', 'reject', 'cancel']);

sandboxPaymentRoute.post('/window', async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const req = WindowRequestSchema.safeParse(form);
  const action = ActionSchema.safeParse(form.action);
  if (!req.success || !action.success) return page(errorPage(t.badRequest), 400);
  const { orderId, amount, method, successUrl, failUrl } = req.data;
  if (action.data !== 'approve') {
    const [code, message] = action.data === 'reject' ? ['REJECT_CARD_PAYMENT', t.rejectedMessage] : ['PAY_PROCESS_CANCELED', t.canceledMessage];
    return c.redirect(`${failUrl}?${new URLSearchParams({ code, message, orderId })}`, 303);
  }
  const paymentKey = newPaymentKey();
  await c.env.DB.prepare("INSERT INTO sandbox_payments (payment_key, order_id, amount, method, status, created_at) VALUES (?, ?, ?, ?, 'READY', ?)")
    .bind(paymentKey, orderId, amount, method, Date.now())
    .run();
  return c.redirect(`${successUrl}?${new URLSearchParams({ paymentKey, orderId, amount: String(amount), paymentType: 'NORMAL' })}`, 303);
});

sandboxPaymentRoute.get('/receipt/:paymentKey', async (c) => {
  const row = await c.env.DB.prepare('SELECT order_id, amount, method, status, approved_at FROM sandbox_payments WHERE payment_key = ?')
    .bind(c.req.param('paymentKey').slice(0, 80))
    .first<{ order_id: string; amount: number; method: string; status: string; approved_at: string | null }>();
  return row ? page(receiptPage(row)) : page(errorPage(t.notFound), 404);
});

sandboxPaymentRoute.post('/:orderNo', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.invalidRequest);
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const state = await payability(db, orderNo, userNo);
  if (state.kind === 'refused') return fail(c, state.refusal.status, state.refusal.code, state.refusal.message);
  if (state.kind === 'paid') return ok(c, { orderNo, paid: true });
  const order = state.order;
  const paidAt = orderNowMs(c);
  const key = newPaymentKey();
  const approvedAt = new Date(authNowMs()).toISOString();
  // The approval and the confirmed payment are written only if this call paid the order.
  const paidByThis = `EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND status = 'PAID' AND paid_at = ?2)`;
  const after = [
    db
      .prepare(`INSERT INTO sandbox_payments (payment_key, order_id, amount, method, status, approved_at, created_at) SELECT ?3, ?1, ?4, 'CARD', 'DONE', ?5, ?6 WHERE ${paidByThis}`)
      .bind(orderNo, paidAt, key, order.totalPrice, approvedAt, authNowMs()),
    db
      .prepare(
        `INSERT INTO payments (order_no, user_no, provider, amount, status, payment_key, method, approved_at, receipt_url, agreed_at, updated_at)
         SELECT ?1, ?7, 'sandbox', ?4, 'DONE', ?3, ?8, ?5, ?9, ?6, ?6 WHERE ${paidByThis}
         ON CONFLICT (order_no) DO UPDATE SET status = 'DONE', payment_key = excluded.payment_key, method = excluded.method, approved_at = excluded.approved_at, receipt_url = excluded.receipt_url, amount = excluded.amount, updated_at = excluded.updated_at`,
      )
      .bind(orderNo, paidAt, key, order.totalPrice, approvedAt, authNowMs(), userNo, SANDBOX_METHOD_NAMES.CARD, `/sandbox/payments/receipt/${key}`),
  ];
  if (!(await markPaid(db, order, paidAt, order.totalPrice, after))) {
    const why = await whyNotPaid(db, order, order.totalPrice);
    if (why) return fail(c, why.status, why.code, why.message);
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
