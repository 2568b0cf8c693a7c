import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOriginApp } from '../../origin/app';
import { ko as originKo } from '../../origin/copy/ko';
import type { OriginEnv } from '../../origin/env';
import { expireUnpaidOrders } from '../../origin/order-expiry';
import { providerFor, providerModeOf } from '../../origin/payments/provider';
import { refundPayment } from '../../origin/payments/refund';
import { UNPAID_ORDER_HOLD_MS } from '../../rules/order-hold';
import { ko } from '../../src/copy/ko';
import { storefront } from './harness';
import { leaf } from './item-options';
import { call, createMember, DB, originEnv } from './origin-auth-helpers';
import { browse, Jar, login } from './session-helpers';

/**
 * The reviewer's findings on the provider confirm (issue 29 §1), against a fake Toss behind the
 * outbound fetch: the order's amount held while a payment is under way, and an unknown outcome
 * (timeout, 5xx, unreadable answer) kept CONFIRMING until a retry settles it.
 */
const ITEM = 1001;
const tossEnv: OriginEnv = { ...originEnv, TOSS_SECRET_KEY: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R', TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq' };

async function buyer() {
  const made = await createMember({ password: 'demo1234!' });
  const token = (await call<{ accessToken: string }>('POST', '/user/login', { json: { id: made.userId, password: 'demo1234!' } })).body.data!.accessToken;
  await call('POST', '/api/v4/addresses', { token, json: { recipientName: '테스트', recipientPhone: '010-1234-5678', zipcode: '04524', address: '서울특별시 중구 세종대로 110', isDefault: true } });
  return { ...made, token };
}

async function buyNow(token: string): Promise<string> {
  const option = await leaf(ITEM, '블랙 / S');
  await DB.batch([DB.prepare('UPDATE items SET is_limited_qty = 0 WHERE item_no = ?').bind(ITEM), DB.prepare('UPDATE item_options SET is_limited_qty = 0 WHERE option_no = ?').bind(option)]);
  const res = await call<{ orderNo: string }>('POST', '/api/v4/orders/buy-now', { token, json: { itemNo: ITEM, lines: [{ optionNo: option, qty: 1 }], gift: false } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!.orderNo;
}

const totalOf = async (orderNo: string) => (await DB.prepare('SELECT total_price FROM orders WHERE order_no = ?').bind(orderNo).first<{ total_price: number }>())!.total_price;
const orderRow = (orderNo: string) =>
  DB.prepare('SELECT status, total_price, mileage_used FROM orders WHERE order_no = ?').bind(orderNo).first<{ status: string; total_price: number; mileage_used: number }>();
const paymentRow = (orderNo: string) =>
  DB.prepare('SELECT status, payment_key, failure_code FROM payments WHERE order_no = ?').bind(orderNo).first<{ status: string; payment_key: string | null; failure_code: string | null }>();
const start = (token: string, orderNo: string, method = 'CARD') => call('POST', '/api/v4/payments/start', { token, json: { orderNo, method, agreed: true }, env: tossEnv });
const confirm = (token: string, body: { paymentKey: string; orderId: string; amount: number }) => call('POST', '/api/v4/payments/confirm', { token, json: body, env: tossEnv });

type Answer = { status: number; json: unknown } | 'timeout';
/** A fake Toss: `answer` runs while the confirm waits for it (`during` first), and may answer a timeout. */
function fakeToss(answer: (path: string, body: Record<string, unknown>) => Answer | Promise<Answer>) {
  const calls: { path: string; body: Record<string, unknown>; idempotencyKey: string | null }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init as RequestInit);
    const url = new URL(request.url);
    if (url.origin !== 'https://api.tosspayments.com') return real(input as RequestInfo, init as RequestInit);
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path: url.pathname, body, idempotencyKey: request.headers.get('idempotency-key') });
    const out = await answer(url.pathname, body);
    // What AbortSignal.timeout does to a fetch Toss never answers.
    if (out === 'timeout') throw new DOMException('The operation timed out.', 'TimeoutError');
    return new Response(JSON.stringify(out.json), { status: out.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
const done = (body: Record<string, unknown>): Answer => ({
  status: 200,
  json: { paymentKey: body.paymentKey, orderId: body.orderId, status: 'DONE', method: '카드', totalAmount: body.amount, approvedAt: '2026-11-27T20:00:00+09:00' },
});
const canceled = (body: Record<string, unknown>): Answer => ({ status: 200, json: { paymentKey: 'x', orderId: 'x', status: 'CANCELED', totalAmount: 0, ...body } });

afterEach(() => vi.restoreAllMocks());

describe('the amount is held while the provider confirms (finding 1)', () => {
  it('refuses taking the discount back during the confirm; the order is paid at the amount charged', async () => {
    const b = await buyer();
    const orderNo = await buyNow(b.token);
    await DB.prepare('UPDATE members SET mileage = 5000 WHERE user_no = ?').bind(b.userNo).run();
    const before = await totalOf(orderNo);
    expect((await call('POST', `/api/v4/orders/${orderNo}/discount`, { token: b.token, json: { couponNo: null, mileage: 3000 } })).status).toBe(200);
    const discounted = await totalOf(orderNo);
    expect(discounted).toBe(before - 3000);
    expect((await start(b.token, orderNo)).status).toBe(200);
    const during: { discount?: { status: number; body: unknown }; delivery?: { status: number; body: unknown } } = {};
    fakeToss(async (path, body) => {
      if (path === '/v1/payments/confirm') {
        // The member's other tab, while Toss answers.
        during.discount = await call('POST', `/api/v4/orders/${orderNo}/discount`, { token: b.token, json: { couponNo: null, mileage: 0 } });
        during.delivery = await call('POST', `/api/v4/orders/${orderNo}/delivery`, {
          token: b.token,
          json: { recipientName: '다른분', recipientPhone: '010-9999-8888', zipcode: '06236', address: '서울특별시 강남구 테헤란로 1', addressDetail: '', deliveryRequest: '', saveToBook: true },
        });
        return done(body);
      }
      return canceled(body);
    });
    const res = await confirm(b.token, { paymentKey: 'tk_review_hold', orderId: orderNo, amount: discounted });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(during.discount).toMatchObject({ status: 409, body: { errorCode: 'PAYMENT_IN_PROGRESS' } });
    expect(during.delivery).toMatchObject({ status: 409, body: { errorCode: 'PAYMENT_IN_PROGRESS' } });
    expect(await orderRow(orderNo)).toMatchObject({ status: 'PAID', total_price: discounted, mileage_used: 3000 });
    const member = await DB.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(b.userNo).first<{ mileage: number }>();
    expect(member?.mileage).toBe(2000);
    // The refused "save to book" saved nothing (finding 9).
    const saved = await DB.prepare("SELECT COUNT(*) AS n FROM member_addresses WHERE user_no = ? AND recipient_name = '다른분'").bind(b.userNo).first<{ n: number }>();
    expect(saved?.n).toBe(0);
  });

  it('an order whose total changed during the confirm stays unpaid and the charge is given back', async () => {
    const b = await buyer();
    const orderNo = await buyNow(b.token);
    const total = await totalOf(orderNo);
    expect((await start(b.token, orderNo)).status).toBe(200);
    let changed = false;
    const calls = fakeToss(async (path, body) => {
      if (path !== '/v1/payments/confirm') return canceled(body);
      if (!changed) {
        changed = true;
        // Any writer that changes the total meanwhile (the guard above is one route of several).
        await DB.prepare('UPDATE orders SET total_price = total_price + 1000 WHERE order_no = ?').bind(orderNo).run();
      }
      return done(body);
    });
    const res = await confirm(b.token, { paymentKey: `tk_review_changed_${orderNo}`, orderId: orderNo, amount: total });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toMatchObject({ errorCode: 'PAYMENT_AMOUNT_MISMATCH' });
    expect((await orderRow(orderNo))?.status).toBe('PENDING_PAYMENT');
    expect(calls.map((c) => c.path)).toEqual(['/v1/payments/confirm', `/v1/payments/tk_review_changed_${orderNo}/cancel`]);
    expect((await paymentRow(orderNo))?.status).toBe('CANCELED');
    // The order is still payable (finding 4): once its total is consistent again, a new start begins again.
    await DB.prepare('UPDATE orders SET total_price = ? WHERE order_no = ?').bind(total, orderNo).run();
    const again = await start(b.token, orderNo);
    expect(again.body).toMatchObject({ data: { amount: total } });
    expect(await paymentRow(orderNo)).toMatchObject({ status: 'READY', payment_key: null });
    expect((await confirm(b.token, { paymentKey: `tk_review_changed_2_${orderNo}`, orderId: orderNo, amount: total })).status).toBe(200);
    expect((await orderRow(orderNo))?.status).toBe('PAID');
  });
});

describe('an unknown outcome is kept and settled by a retry (finding 2)', () => {
  for (const [name, first] of [
    ['a 500', { status: 500, json: { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' } }],
    ['a timeout', 'timeout'],
    ['an unreadable answer', { status: 200, json: { hello: 'world' } }],
  ] as const) {
    it(`${name} keeps the payment CONFIRMING with its key, the order unexpired; twenty retries pay once`, async () => {
      const b = await buyer();
      const orderNo = await buyNow(b.token);
      const total = await totalOf(orderNo);
      expect((await start(b.token, orderNo)).status).toBe(200);
      let settled = false;
      const calls = fakeToss(async (_, body) => {
        if (!settled) return first;
        await scheduler.wait(5);
        return done(body);
      });
      // paymentKey is unique across orders: one per case.
      const paymentKey = `tk_review_unknown_${orderNo}`;
      const res = await confirm(b.token, { paymentKey, orderId: orderNo, amount: total });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body).toMatchObject({ errorCode: 'PAYMENT_IN_PROGRESS', message: originKo.checkoutPay.checking });
      expect(await paymentRow(orderNo)).toMatchObject({ status: 'CONFIRMING', payment_key: paymentKey });
      // The expiry, run past the hold, leaves it: Toss may have the money.
      expect(await expireUnpaidOrders(DB, Date.now() + UNPAID_ORDER_HOLD_MS + 60_000, orderNo)).toBe(0);
      expect((await orderRow(orderNo))?.status).toBe('PENDING_PAYMENT');
      settled = true;
      const retries = await Promise.all(Array.from({ length: 20 }, () => confirm(b.token, { paymentKey, orderId: orderNo, amount: total })));
      for (const r of retries) expect(r.status === 200 || r.body.errorCode === 'PAYMENT_IN_PROGRESS', JSON.stringify(r.body)).toBe(true);
      expect(calls).toHaveLength(2);
      // The same Idempotency-Key: Toss answers the retry as the first call, never charging twice.
      expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
      expect((await orderRow(orderNo))?.status).toBe('PAID');
      expect((await paymentRow(orderNo))?.status).toBe('DONE');
    });
  }
});

describe('only the methods the 주문서 offers reach Toss (finding 3)', () => {
  it("refuses 가상계좌 with Toss at the origin's start and the edge's pay post; Toss is never asked", async () => {
    const b = await buyer();
    const orderNo = await buyNow(b.token);
    const calls = fakeToss((_, body) => done(body));
    const started = await start(b.token, orderNo, 'VIRTUAL_ACCOUNT');
    expect(started.status).toBe(400);
    expect(started.body).toMatchObject({ errorCode: 'PAYMENT_METHOD_UNAVAILABLE', message: originKo.checkoutPay.methodUnavailable });
    expect(await paymentRow(orderNo)).toBeNull();
    const origin = createOriginApp();
    const sf = storefront({
      upstream: async (path, init) => origin.fetch(new Request(`http://origin.internal${path}`, init), tossEnv),
      vars: { TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq' },
    });
    const jar = await login(sf, b.userId, new Jar());
    const posted = await browse(sf, jar, '/checkout/pay', {
      method: 'POST',
      body: new URLSearchParams({ order: orderNo, method: 'VIRTUAL_ACCOUNT', agree: 'on' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(400);
    const html = await posted.text();
    expect(html).toContain(ko.checkoutPay.methodUnavailable);
    expect(html).not.toContain('toss-sdk');
    expect(await paymentRow(orderNo)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('a confirm answered with a payment that is not DONE (a 가상계좌 waiting for its deposit) is cancelled at Toss', async () => {
    const b = await buyer();
    const orderNo = await buyNow(b.token);
    const total = await totalOf(orderNo);
    expect((await start(b.token, orderNo)).status).toBe(200);
    const calls = fakeToss((path, body) =>
      path === '/v1/payments/confirm'
        ? { status: 200, json: { paymentKey: body.paymentKey, orderId: body.orderId, status: 'WAITING_FOR_DEPOSIT', method: '가상계좌', totalAmount: body.amount } }
        : canceled(body),
    );
    const res = await confirm(b.token, { paymentKey: `tk_review_waiting_${orderNo}`, orderId: orderNo, amount: total });
    expect(res.status).toBe(402);
    expect(calls.map((c) => c.path)).toEqual(['/v1/payments/confirm', `/v1/payments/tk_review_waiting_${orderNo}/cancel`]);
    expect((await orderRow(orderNo))?.status).toBe('PENDING_PAYMENT');
  });
});

describe("Toss's CSP only where its window opens (finding 7)", () => {
  it('the 주문서 has no Toss in its CSP; the pay post that opens the window does', async () => {
    const b = await buyer();
    const orderNo = await buyNow(b.token);
    const origin = createOriginApp();
    const sf = storefront({
      upstream: async (path, init) => origin.fetch(new Request(`http://origin.internal${path}`, init), tossEnv),
      vars: { TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq' },
    });
    const jar = await login(sf, b.userId, new Jar());
    const page = await browse(sf, jar, `/checkout?order=${orderNo}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).not.toContain('tosspayments');
    const posted = await browse(sf, jar, '/checkout/pay', {
      method: 'POST',
      body: new URLSearchParams({ order: orderNo, method: 'CARD', agree: 'on' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status, await posted.clone().text()).toBe(200);
    expect(posted.headers.get('content-security-policy')).toMatch(/script-src [^;]*https:\/\/js\.tosspayments\.com/);
  });
});

describe('the start and the confirm name the same provider (finding 8)', () => {
  it('without the sandbox in the bundle, development has no provider at either', () => {
    const dev: OriginEnv = { ...originEnv, ENVIRONMENT: 'development' };
    expect(providerModeOf(dev, false)).toBeNull();
    expect(providerFor(dev, fetch, false)).toBeNull();
    expect(providerModeOf(dev, true)).toBe('sandbox');
    expect(providerFor(dev, fetch, true)?.mode).toBe('sandbox');
    expect(providerModeOf(tossEnv, false)).toBe('toss');
    expect(providerFor(tossEnv, fetch, false)?.mode).toBe('toss');
  });
});

describe('a refund stuck after a crash is tried again (finding 5)', () => {
  it('a CANCELING claim older than a minute is claimable again with the same Idempotency-Key; a fresh one is not', async () => {
    const b = await buyer();
    const orderNo = await buyNow(b.token);
    const total = await totalOf(orderNo);
    const paymentKey = `tk_review_refund_${orderNo}`;
    const calls = fakeToss((path, body) => (path === '/v1/payments/confirm' ? done(body) : canceled({ status: 'CANCELED' })));
    expect((await start(b.token, orderNo)).status).toBe(200);
    expect((await confirm(b.token, { paymentKey, orderId: orderNo, amount: total })).status).toBe(200);
    // A refund claimed just now is under way: left alone.
    await DB.prepare("UPDATE payments SET status = 'CANCELING', updated_at = ? WHERE order_no = ?").bind(Date.now(), orderNo).run();
    expect(await refundPayment(tossEnv, DB, { orderNo, userNo: b.userNo }, '주문 취소')).toEqual({ ok: false, code: 'PAYMENT_IN_PROGRESS' });
    // One claimed two minutes ago died with its worker.
    await DB.prepare("UPDATE payments SET status = 'CANCELING', updated_at = ? WHERE order_no = ?")
      .bind(Date.now() - 120_000, orderNo)
      .run();
    const results = await Promise.all(Array.from({ length: 5 }, () => refundPayment(tossEnv, DB, { orderNo, userNo: b.userNo }, '주문 취소')));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const cancels = calls.filter((c) => c.path.endsWith('/cancel'));
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.idempotencyKey).toBe(`refund-${orderNo}`);
    expect((await paymentRow(orderNo))?.status).toBe('CANCELED');
  });
});
