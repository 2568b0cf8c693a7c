import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko as originKo } from '../../origin/copy/ko';
import type { OriginEnv } from '../../origin/env';
import { refundPayment } from '../../origin/payments/refund';
import { leaf } from './item-options';
import { call, createMember, DB, originEnv, rawFetch } from './origin-auth-helpers';

/**
 * Paying through the provider adapter (issue 29; origin/payments): the purchase agreement, the
 * amount checked against `orders.total_price` before the provider is asked, a replayed success
 * return that pays once, a provider refusal that leaves the order payable, twenty confirms at
 * once, production without keys, another member's order, and the Toss adapter's requests and
 * error mapping against a fake Toss behind the outbound fetch.
 */
const ITEM = 1001;
const SECRET = 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R';
const tossEnv: OriginEnv = { ...originEnv, TOSS_SECRET_KEY: SECRET, TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq' };
const productionEnv: OriginEnv = { ...originEnv, ENVIRONMENT: 'production' };

async function buyer() {
  const made = await createMember({ password: 'demo1234!' });
  const session = await call<{ accessToken: string }>('POST', '/user/login', { json: { id: made.userId, password: 'demo1234!' } });
  const token = session.body.data!.accessToken;
  // A default 배송지, which each order it buys starts with: the payment needs one (checkout-ready.ts).
  const saved = await call('POST', '/api/v4/addresses', {
    token,
    json: { recipientName: '테스트', recipientPhone: '010-1234-5678', zipcode: '04524', address: '서울특별시 중구 세종대로 110', isDefault: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...made, token };
}

async function buyNow(token: string): Promise<{ orderNo: string; total: number }> {
  const option = await leaf(ITEM, '블랙 / S');
  // Stock is not what these tests are about: uncounted, so many orders may take the option.
  await DB.batch([DB.prepare('UPDATE items SET is_limited_qty = 0 WHERE item_no = ?').bind(ITEM), DB.prepare('UPDATE item_options SET is_limited_qty = 0 WHERE option_no = ?').bind(option)]);
  const res = await call<{ orderNo: string }>('POST', '/api/v4/orders/buy-now', { token, json: { itemNo: ITEM, lines: [{ optionNo: option, qty: 1 }], gift: false } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const orderNo = res.body.data!.orderNo;
  const row = await DB.prepare('SELECT total_price FROM orders WHERE order_no = ?').bind(orderNo).first<{ total_price: number }>();
  return { orderNo, total: row!.total_price };
}

interface StartAnswer {
  orderId: string;
  amount: number;
  orderName: string;
  customerKey: string;
  customerName: string;
  customerEmail: string | null;
  mode: string;
  clientKey: string | null;
}
const start = (token: string, orderNo: string, opts: { agreed?: unknown; env?: OriginEnv } = {}) =>
  call<StartAnswer>('POST', '/api/v4/payments/start', { token, json: { orderNo, method: 'CARD', agreed: 'agreed' in opts ? opts.agreed : true }, ...(opts.env ? { env: opts.env } : {}) });
const confirm = (token: string, body: { paymentKey: string; orderId: string; amount: number }, env?: OriginEnv) =>
  call<{ orderNo: string; paid: boolean; method: string | null; receiptUrl: string | null }>('POST', '/api/v4/payments/confirm', { token, json: body, ...(env ? { env } : {}) });

/** The sandbox window's approval, as the shopper's browser posts it; answers the success return's parameters. */
async function approveInWindow(orderId: string, amount: number): Promise<{ paymentKey: string; orderId: string; amount: number }> {
  const form = new URLSearchParams({ orderId, amount: String(amount), orderName: '테스트', method: 'CARD', successUrl: '/checkout/success', failUrl: '/checkout/fail', action: 'approve' });
  const res = await rawFetch(new Request('http://origin.internal/sandbox/payments/window', { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!, 'http://shop.test');
  expect(back.pathname).toBe('/checkout/success');
  expect(back.searchParams.get('paymentType')).toBe('NORMAL');
  return { paymentKey: back.searchParams.get('paymentKey')!, orderId: back.searchParams.get('orderId')!, amount: Number(back.searchParams.get('amount')) };
}

const orderStatus = async (orderNo: string) => (await DB.prepare('SELECT status, paid_at FROM orders WHERE order_no = ?').bind(orderNo).first<{ status: string; paid_at: number | null }>())!;
const paymentRow = (orderNo: string) =>
  DB.prepare('SELECT status, payment_key, method, receipt_url, failure_code FROM payments WHERE order_no = ?')
    .bind(orderNo)
    .first<{ status: string; payment_key: string | null; method: string | null; receipt_url: string | null; failure_code: string | null }>();

/** A fake Toss behind the outbound fetch: records each call, answers with `answer`. */
function fakeToss(answer: (path: string, body: Record<string, unknown>) => { status: number; json: unknown }) {
  const calls: { path: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init as RequestInit);
    const url = new URL(request.url);
    if (url.origin !== 'https://api.tosspayments.com') return real(input as RequestInfo, init as RequestInit);
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path: url.pathname, headers: request.headers, body });
    // Toss answers after a moment; twenty confirms at once really overlap.
    await scheduler.wait(5);
    const out = answer(url.pathname, body);
    return new Response(JSON.stringify(out.json), { status: out.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
const tossPayment = (body: Record<string, unknown>) => ({
  status: 200,
  json: {
    mId: 'tosspayments',
    paymentKey: body.paymentKey,
    orderId: body.orderId,
    status: 'DONE',
    method: '카드',
    totalAmount: body.amount,
    approvedAt: '2026-11-27T20:00:00+09:00',
    receipt: { url: 'https://dashboard.tosspayments.com/receipt/x' },
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the purchase agreement and the start', () => {
  it('refuses a start without the agreement, and answers the order total, name and customer for one with it', async () => {
    const b = await buyer();
    const { orderNo, total } = await buyNow(b.token);
    for (const agreed of [undefined, false, 'true', 1]) {
      const res = await start(b.token, orderNo, { agreed });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('PAYMENT_AGREEMENT_REQUIRED');
      expect(res.body.message).toBe(originKo.checkoutPay.agreementRequired);
    }
    const res = await start(b.token, orderNo);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ orderId: orderNo, amount: total, mode: 'sandbox', clientKey: null, customerEmail: b.userId });
    expect(res.body.data!.customerKey).toMatch(/^c_[0-9a-f]{32}$/);
    expect(res.body.data!.orderName.length).toBeGreaterThan(0);
    expect((await paymentRow(orderNo))?.status).toBe('READY');
  });

  it("refuses another member's order as unknown, at the start and the confirm", async () => {
    const [a, b] = [await buyer(), await buyer()];
    const { orderNo, total } = await buyNow(a.token);
    expect((await start(b.token, orderNo)).body.errorCode).toBe('ORDER_NOT_FOUND');
    await start(a.token, orderNo);
    const approved = await approveInWindow(orderNo, total);
    const res = await confirm(b.token, approved);
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('ORDER_NOT_FOUND');
    expect((await orderStatus(orderNo)).status).toBe('PENDING_PAYMENT');
    // The owner can still pay with the same approval.
    expect((await confirm(a.token, approved)).status).toBe(200);
  });
});

describe('the confirm through the sandbox provider', () => {
  it('refuses an amount that is not the order total before asking the provider, then pays the right amount once', async () => {
    const b = await buyer();
    const { orderNo, total } = await buyNow(b.token);
    await start(b.token, orderNo);
    // The window approved a lower amount (a tampered return): refused here, the order intact.
    const cheap = await approveInWindow(orderNo, total - 1000);
    const refused = await confirm(b.token, cheap);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect((await orderStatus(orderNo)).status).toBe('PENDING_PAYMENT');
    // The provider was never asked: its approval is still waiting.
    expect((await DB.prepare('SELECT status FROM sandbox_payments WHERE payment_key = ?').bind(cheap.paymentKey).first<{ status: string }>())?.status).toBe('READY');
    // The same return with the amount edited up to the total: the provider refuses (it approved less).
    const edited = await confirm(b.token, { ...cheap, amount: total });
    expect(edited.status).toBe(402);
    expect((await orderStatus(orderNo)).status).toBe('PENDING_PAYMENT');

    const approved = await approveInWindow(orderNo, total);
    const paid = await confirm(b.token, approved);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ orderNo, paid: true, method: '카드' });
    const first = await orderStatus(orderNo);
    expect(first.status).toBe('PAID');
    expect(await paymentRow(orderNo)).toMatchObject({ status: 'DONE', payment_key: approved.paymentKey, method: '카드' });

    // A replayed success return (reload, back): answered paid, nothing confirmed or paid again.
    const replay = await confirm(b.token, approved);
    expect(replay.status).toBe(200);
    expect(replay.body.data?.paid).toBe(true);
    expect((await orderStatus(orderNo)).paid_at).toBe(first.paid_at);
    // A second approval of a paid order is refused, not confirmed.
    const second = await approveInWindow(orderNo, total);
    expect((await confirm(b.token, second)).body.errorCode).toBe('ORDER_ALREADY_PAID');
    expect((await DB.prepare('SELECT status FROM sandbox_payments WHERE payment_key = ?').bind(second.paymentKey).first<{ status: string }>())?.status).toBe('READY');
  });

  it('refunds through the sandbox: its ledger and the payment say cancelled; an order paid before payments had rows has nothing to give back in development', async () => {
    const b = await buyer();
    const { orderNo, total } = await buyNow(b.token);
    await start(b.token, orderNo);
    const approved = await approveInWindow(orderNo, total);
    expect((await confirm(b.token, approved)).status).toBe(200);
    expect(await refundPayment(originEnv, DB, { orderNo, userNo: b.userNo }, '주문 취소')).toEqual({ ok: true });
    expect((await paymentRow(orderNo))?.status).toBe('CANCELED');
    expect((await DB.prepare('SELECT status FROM sandbox_payments WHERE payment_key = ?').bind(approved.paymentKey).first<{ status: string }>())?.status).toBe('CANCELED');
    const unpaid = await buyNow(b.token);
    expect(await refundPayment(originEnv, DB, { orderNo: unpaid.orderNo, userNo: b.userNo }, 'x')).toEqual({ ok: true });
    expect(await refundPayment(productionEnv, DB, { orderNo: unpaid.orderNo, userNo: b.userNo }, 'x')).toEqual({ ok: false, code: 'PAYMENT_NOT_FOUND' });
  });

  it('refuses a confirm without a start (no agreement recorded)', async () => {
    const b = await buyer();
    const { orderNo, total } = await buyNow(b.token);
    const res = await confirm(b.token, await approveInWindow(orderNo, total));
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('PAYMENT_NOT_STARTED');
    expect((await orderStatus(orderNo)).status).toBe('PENDING_PAYMENT');
  });

  it("answers a failed or cancelled window at the fail address with Toss's parameters", async () => {
    for (const [action, code] of [
      ['reject', 'REJECT_CARD_PAYMENT'],
      ['cancel', 'PAY_PROCESS_CANCELED'],
    ] as const) {
      const form = new URLSearchParams({ orderId: '20261127000000001', amount: '1000', orderName: 'x', method: 'CARD', successUrl: '/checkout/success', failUrl: '/checkout/fail', action });
      const res = await rawFetch(new Request('http://origin.internal/sandbox/payments/window', { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
      const back = new URL(res.headers.get('location')!, 'http://shop.test');
      expect(back.pathname).toBe('/checkout/fail');
      expect(back.searchParams.get('code')).toBe(code);
      expect(back.searchParams.get('message')).toBeTruthy();
      expect(back.searchParams.get('orderId')).toBe('20261127000000001');
    }
    // Return addresses are only the storefront's own.
    const evil = await rawFetch(new Request('http://origin.internal/sandbox/payments/window?orderId=20261127000000001&amount=1&orderName=x&successUrl=https://evil.test/&failUrl=/checkout/fail'));
    expect(evil.status).toBe(400);
    const page = await rawFetch(
      new Request('http://origin.internal/sandbox/payments/window?orderId=20261127000000001&amount=1000&orderName=x&method=TRANSFER&successUrl=/checkout/success&failUrl=/checkout/fail'),
    );
    const html = await page.text();
    expect(html).toContain('샌드박스');
    expect(html).toContain('value="TRANSFER" checked');
  });
});

describe('the confirm through Toss (a fake Toss behind the outbound fetch)', () => {
  it('sends the secret key as Basic auth, the body and an Idempotency-Key, and records the payment', async () => {
    const b = await buyer();
    const { orderNo, total } = await buyNow(b.token);
    const calls = fakeToss((_, body) => tossPayment(body));
    const started = await start(b.token, orderNo, { env: tossEnv });
    expect(started.body.data).toMatchObject({ mode: 'toss', clientKey: tossEnv.TOSS_CLIENT_KEY, amount: total });
    const res = await confirm(b.token, { paymentKey: 'tgen_20261127abcdef', orderId: orderNo, amount: total }, tossEnv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/v1/payments/confirm');
    expect(calls[0]!.headers.get('authorization')).toBe(`Basic ${btoa(`${SECRET}:`)}`);
    expect(calls[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(calls[0]!.body).toEqual({ paymentKey: 'tgen_20261127abcdef', orderId: orderNo, amount: total });
    expect(await paymentRow(orderNo)).toMatchObject({ status: 'DONE', method: '카드', receipt_url: 'https://dashboard.tosspayments.com/receipt/x' });
    // The replay: no second call to Toss.
    expect((await confirm(b.token, { paymentKey: 'tgen_20261127abcdef', orderId: orderNo, amount: total }, tossEnv)).status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it("maps Toss's refusal to PAYMENT_FAILED with its message and leaves the order payable", async () => {
    const b = await buyer();
    const { orderNo, total } = await buyNow(b.token);
    let refuse = true;
    const calls = fakeToss((_, body) => (refuse ? { status: 400, json: { code: 'REJECT_CARD_COMPANY', message: '카드사에서 거절한 결제입니다.' } } : tossPayment(body)));
    await start(b.token, orderNo, { env: tossEnv });
    const res = await confirm(b.token, { paymentKey: 'tgen_first', orderId: orderNo, amount: total }, tossEnv);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ errorCode: 'PAYMENT_FAILED', message: '카드사에서 거절한 결제입니다.', data: { providerCode: 'REJECT_CARD_COMPANY' } });
    expect((await orderStatus(orderNo)).status).toBe('PENDING_PAYMENT');
    expect(await paymentRow(orderNo)).toMatchObject({ status: 'FAILED', failure_code: 'REJECT_CARD_COMPANY' });
    // A Toss that does not answer its shape is never a payment, nor a failure: the outcome is
    // unknown (payments-review.test.ts), the payment stays CONFIRMING with its key.
    refuse = false;
    vi.restoreAllMocks();
    fakeToss(() => ({ status: 200, json: { hello: 'world' } }));
    const unknown = await confirm(b.token, { paymentKey: 'tgen_second', orderId: orderNo, amount: total }, tossEnv);
    expect(unknown.status).toBe(409);
    expect(unknown.body).toMatchObject({ errorCode: 'PAYMENT_IN_PROGRESS', data: { providerCode: 'PROVIDER_BAD_ANSWER' } });
    expect((await orderStatus(orderNo)).status).toBe('PENDING_PAYMENT');
    expect(await paymentRow(orderNo)).toMatchObject({ status: 'CONFIRMING', payment_key: 'tgen_second' });
    // The same return again settles it.
    vi.restoreAllMocks();
    const again = fakeToss((_, body) => tossPayment(body));
    expect((await confirm(b.token, { paymentKey: 'tgen_second', orderId: orderNo, amount: total }, tossEnv)).status).toBe(200);
    expect(again).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect((await orderStatus(orderNo)).status).toBe('PAID');
  });

  it('twenty confirms of one order at once ask Toss once and pay once', async () => {
    const b = await buyer();
    const { orderNo, total } = await buyNow(b.token);
    const calls = fakeToss((_, body) => tossPayment(body));
    await start(b.token, orderNo, { env: tossEnv });
    const rs = await Promise.all(Array.from({ length: 20 }, () => confirm(b.token, { paymentKey: 'tgen_parallel', orderId: orderNo, amount: total }, tossEnv)));
    expect(calls).toHaveLength(1);
    expect(rs.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of rs) expect(r.status === 200 || r.body.errorCode === 'PAYMENT_IN_PROGRESS', JSON.stringify(r.body)).toBe(true);
    expect((await orderStatus(orderNo)).status).toBe('PAID');
    // And after them, the same return answers paid.
    expect((await confirm(b.token, { paymentKey: 'tgen_parallel', orderId: orderNo, amount: total }, tossEnv)).status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it("refunds through Toss's cancel, once", async () => {
    const b = await buyer();
    const { orderNo, total } = await buyNow(b.token);
    const calls = fakeToss((path, body) =>
      path.endsWith('/cancel') ? { status: 200, json: { paymentKey: 'tgen_refund', orderId: orderNo, status: 'CANCELED', totalAmount: total } } : tossPayment(body),
    );
    await start(b.token, orderNo, { env: tossEnv });
    await confirm(b.token, { paymentKey: 'tgen_refund', orderId: orderNo, amount: total }, tossEnv);
    const results = await Promise.all(Array.from({ length: 5 }, () => refundPayment(tossEnv, DB, { orderNo, userNo: b.userNo }, '주문 취소')));
    const cancels = calls.filter((c) => c.path === '/v1/payments/tgen_refund/cancel');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.body).toEqual({ cancelReason: '주문 취소' });
    expect(cancels[0]!.headers.get('idempotency-key')).toBe(`refund-${orderNo}`);
    expect(results.filter((r) => r.ok)).not.toHaveLength(0);
    expect((await paymentRow(orderNo))?.status).toBe('CANCELED');
    expect(await refundPayment(tossEnv, DB, { orderNo, userNo: b.userNo }, '주문 취소')).toEqual({ ok: true });
    // Another member's number finds no payment of theirs to refund.
    expect(await refundPayment(productionEnv, DB, { orderNo, userNo: b.userNo + 100000 }, 'x')).toEqual({ ok: false, code: 'PAYMENT_NOT_FOUND' });
  });
});

describe('production without provider keys', () => {
  it('refuses start and confirm with PAYMENT_UNAVAILABLE; no sandbox', async () => {
    const b = await buyer();
    const { orderNo, total } = await buyNow(b.token);
    const started = await start(b.token, orderNo, { env: productionEnv });
    expect(started.status).toBe(503);
    expect(started.body).toMatchObject({ errorCode: 'PAYMENT_UNAVAILABLE', message: originKo.checkoutPay.unavailable });
    const confirmed = await confirm(b.token, { paymentKey: 'sandbox_x', orderId: orderNo, amount: total }, productionEnv);
    expect(confirmed.status).toBe(503);
    expect(confirmed.body.errorCode).toBe('PAYMENT_UNAVAILABLE');
    expect((await rawFetch(new Request('http://origin.internal/sandbox/payments/window'), productionEnv)).status).toBe(404);
    expect((await orderStatus(orderNo)).status).toBe('PENDING_PAYMENT');
  });
});
