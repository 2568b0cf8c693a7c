import { describe, expect, it } from 'vitest';
import { ko as originKo } from '../../origin/copy/ko';
import { RETURN_WINDOW_MS } from '../../rules/order-actions';
import { DAY_MS } from '../../rules/order-progress';
import { formatSeoulMonthDay } from '../../rules/seoul-time';
import { ko } from '../../src/copy/ko';
import { storefront } from './harness';
import { leaf as optionNo } from './item-options';
import { buyer, buyNow, countStock, ORDER_ITEM as ITEM, stockLeft } from './order-helpers';
import { browse, Jar, login } from './session-helpers';
import { call, DB, originEnv } from './origin-auth-helpers';

/**
 * Orders that lead somewhere (issue 29 §2): the order detail of the member's own order, cancel
 * before shipping (stock, coupon and mileage back once, refunded through the adapter), return
 * and exchange requests after delivery (the window, one open request per line), and the coupon
 * and mileage lists.
 */

const pay = async (token: string, orderNo: string) => expect((await call('POST', `/sandbox/payments/${orderNo}`, { token, json: {} })).status).toBe(200);
const deliver = async (token: string, orderNo: string) => expect((await call('POST', `/sandbox/payments/${orderNo}/deliver`, { token, json: {} })).status).toBe(200);
const cancel = (token: string, orderNo: string, env = originEnv) => call<{ cancelled: boolean; refundState: string }>('POST', `/api/v4/orders/${orderNo}/cancel`, { token, json: {}, env });
const claim = (token: string, orderNo: string, body: Record<string, unknown>) =>
  call('POST', `/api/v4/orders/${orderNo}/claims`, { token, json: { seq: 0, kind: 'RETURN', reason: 'SIZE', text: '', ...body } });

interface Detail {
  status: string;
  lines: { seq: number; itemName: string; optionLabel: string; actions: { review: boolean; claim: boolean }; claim: { kind: string; status: string } | null }[];
  actions: { cancel: boolean; retryRefund: boolean; claimUntil: number | null };
  tracking: { carrier: string; invoiceNo: string; url: string | null } | null;
}
const detail = (token: string, orderNo: string) => call<Detail>('GET', `/api/v4/orders/${orderNo}/detail`, { token });

const mileageOf = async (userNo: number) => (await DB.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(userNo).first<{ mileage: number }>())!.mileage;

describe('order detail (origin)', () => {
  it("answers the member's own order with names, actions and no tracking before shipping", async () => {
    const option = await optionNo(ITEM, '블랙 / S');
    await countStock(option, 50);
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    const res = await detail(a.token, orderNo);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'PAID', actions: { cancel: true, claimUntil: null }, tracking: null });
    expect(res.body.data!.lines[0]).toMatchObject({ seq: 0, optionLabel: '블랙 / S', actions: { review: false, claim: false }, claim: null });
    expect(res.body.data!.lines[0]!.itemName.length).toBeGreaterThan(0);
  });

  it("refuses another member's order as unknown, and a malformed number with 400, never 500", async () => {
    const option = await optionNo(ITEM, '블랙 / S');
    const a = await buyer();
    const b = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    const other = await detail(b.token, orderNo);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ result: 'FAIL', errorCode: 'ORDER_NOT_FOUND', message: originKo.memberService.orderNotFound });
    for (const bad of ['bad!no', 'x'.repeat(41), '%E0%A4%A']) {
      const res = await detail(a.token, bad);
      expect([400, 404], bad).toContain(res.status);
    }
    expect((await detail(a.token, '20990101000000000')).status).toBe(404);
    expect((await cancel(b.token, orderNo)).status).toBe(404);
    expect((await call('GET', `/api/v4/orders/${orderNo}/detail`)).status).toBe(401);
  });
});

describe('cancel before shipping', () => {
  it('20 parallel cancels cancel once: stock, coupon and mileage back once, one refund', async () => {
    const option = await optionNo(ITEM, '블랙 / M');
    await countStock(option, 10);
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 3);
    expect(await stockLeft(option)).toEqual({ item: 7, option: 7 });
    await pay(a.token, orderNo);
    // The order used a coupon and 2,000 of mileage (as the checkout will write them).
    const coupon = await DB.prepare(
      "INSERT INTO member_coupons (user_no, name, expires_at, used_at, used_order_no, discount_type, discount_value) VALUES (?, ?, ?, ?, ?, 'AMOUNT', 3000) RETURNING coupon_no",
    )
      .bind(a.userNo, '테스트 쿠폰', Date.now() + 10 * DAY_MS, Date.now(), orderNo)
      .first<{ coupon_no: number }>();
    await DB.batch([
      DB.prepare('UPDATE orders SET coupon_no = ?, coupon_discount = 3000, mileage_used = 2000 WHERE order_no = ?').bind(coupon!.coupon_no, orderNo),
      DB.prepare('UPDATE members SET mileage = 500 WHERE user_no = ?').bind(a.userNo),
    ]);

    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(a.token, orderNo)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(answers.every((r) => r.body.data?.cancelled === true)).toBe(true);
    expect(await stockLeft(option)).toEqual({ item: 10, option: 10 });
    expect(await mileageOf(a.userNo)).toBe(2500);
    const used = await DB.prepare('SELECT used_at, used_order_no FROM member_coupons WHERE coupon_no = ?').bind(coupon!.coupon_no).first<{ used_at: number | null; used_order_no: string | null }>();
    expect(used).toEqual({ used_at: null, used_order_no: null });
    const ledger = await DB.prepare('SELECT amount, kind, order_no FROM mileage_ledger WHERE user_no = ?').bind(a.userNo).all();
    expect(ledger.results).toEqual([{ amount: 2000, kind: 'REFUND_CANCEL', order_no: orderNo }]);
    const record = await DB.prepare('SELECT refund_state FROM order_cancels WHERE order_no = ?').bind(orderNo).all<{ refund_state: string }>();
    expect(record.results).toEqual([{ refund_state: 'DONE' }]);
    expect((await detail(a.token, orderNo)).body.data).toMatchObject({ status: 'CANCELLED', actions: { cancel: false } });

    // Once more later: the same answer, nothing given back twice.
    expect((await cancel(a.token, orderNo)).status).toBe(200);
    expect(await stockLeft(option)).toEqual({ item: 10, option: 10 });
    expect(await mileageOf(a.userNo)).toBe(2500);
  });

  it('cancels an unpaid order without a refund', async () => {
    const option = await optionNo(ITEM, '블랙 / L');
    await countStock(option, 5);
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 2);
    const res = await cancel(a.token, orderNo);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cancelled: true, refundState: 'NONE' });
    expect(await stockLeft(option)).toEqual({ item: 5, option: 5 });
    // A cancelled order cannot be paid.
    expect((await call('POST', `/sandbox/payments/${orderNo}`, { token: a.token, json: {} })).status).toBe(409);
  });

  it('refuses a shipped order, giving nothing back', async () => {
    const option = await optionNo(ITEM, '블랙 / S');
    await countStock(option, 5);
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    await deliver(a.token, orderNo);
    const res = await cancel(a.token, orderNo);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ result: 'FAIL', errorCode: 'ORDER_NOT_CANCELLABLE', message: originKo.orderDetail.notCancellable });
    expect(await stockLeft(option)).toEqual({ item: 4, option: 4 });
    expect((await DB.prepare('SELECT status FROM orders WHERE order_no = ?').bind(orderNo).first<{ status: string }>())!.status).toBe('PAID');
  });

  it('records a refund the provider refused, says so, and tries it again on the next cancel', async () => {
    const option = await optionNo(ITEM, '블랙 / M');
    await countStock(option, 5);
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    // Outside development the stand-in adapter has no provider (origin/payments/refund.ts).
    const production = { ...originEnv, ENVIRONMENT: 'production' };
    const refused = await cancel(a.token, orderNo, production);
    // The cancel stands (the order is cancelled, its stock back); the refund is recorded as failed.
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ cancelled: true, refundState: 'FAILED' });
    expect((await detail(a.token, orderNo)).body.data).toMatchObject({ status: 'CANCELLED', actions: { cancel: false, retryRefund: true } });
    expect(await stockLeft(option)).toEqual({ item: 5, option: 5 });
    const retried = await Promise.all(Array.from({ length: 5 }, () => cancel(a.token, orderNo)));
    expect(retried.map((r) => r.status)).toEqual(Array(5).fill(200));
    const record = await DB.prepare('SELECT refund_state FROM order_cancels WHERE order_no = ?').bind(orderNo).first<{ refund_state: string }>();
    expect(record!.refund_state).toBe('DONE');
    expect(await stockLeft(option)).toEqual({ item: 5, option: 5 });
  });
});

describe('return and exchange requests', () => {
  it('takes one open request per line under 20 at once, within the window only', async () => {
    const option = await optionNo(ITEM, '블랙 / S');
    await countStock(option, 50);
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    // Paid, not delivered: not yet.
    const early = await claim(a.token, orderNo, {});
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ errorCode: 'ORDER_NOT_CLAIMABLE', message: originKo.orderDetail.notClaimable });
    await deliver(a.token, orderNo);
    const before = (await detail(a.token, orderNo)).body.data!;
    expect(before.status).toBe('DELIVERED');
    expect(before.lines[0]!.actions).toEqual({ review: true, claim: true });
    expect(before.tracking).toMatchObject({ carrier: originKo.orderDetail.sandboxCarrier });
    expect(before.tracking!.invoiceNo).toMatch(/^\d{12}$/);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => claim(a.token, orderNo, { kind: i % 2 ? 'RETURN' : 'EXCHANGE', text: `사이즈가 작아요 ${i}` })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.errorCode === 'CLAIM_OPEN')).toBe(true);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const rows = await DB.prepare('SELECT COUNT(*) AS n FROM order_claims WHERE order_no = ?').bind(orderNo).first<{ n: number }>();
    expect(rows!.n).toBe(1);
    const after = (await detail(a.token, orderNo)).body.data!;
    expect(after.lines[0]!.claim).toMatchObject({ status: 'REQUESTED' });
    expect(after.lines[0]!.actions.claim).toBe(false);

    // Once the request is settled, the line may be asked about again, while the window lasts.
    await DB.prepare("UPDATE order_claims SET status = 'DONE' WHERE order_no = ?").bind(orderNo).run();
    expect((await claim(a.token, orderNo, { kind: 'EXCHANGE', reason: 'DEFECT' })).status).toBe(200);
    await DB.prepare("UPDATE order_claims SET status = 'DONE' WHERE order_no = ?").bind(orderNo).run();
    await DB.prepare('UPDATE orders SET ship_at = ship_at - ?1, deliver_at = deliver_at - ?1 WHERE order_no = ?2')
      .bind(RETURN_WINDOW_MS + 1000, orderNo)
      .run();
    const late = await claim(a.token, orderNo, {});
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('ORDER_NOT_CLAIMABLE');
  });

  it('refuses a reason outside the presets, a text over 200 characters and an unknown line', async () => {
    const option = await optionNo(ITEM, '블랙 / S');
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    await deliver(a.token, orderNo);
    expect((await claim(a.token, orderNo, { reason: 'WHIM' })).status).toBe(400);
    const long = await claim(a.token, orderNo, { text: '가'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(originKo.orderDetail.claimInvalid);
    expect((await claim(a.token, orderNo, { text: '가'.repeat(200) })).status).toBe(200);
    expect((await claim(a.token, orderNo, { seq: 5 })).status).toBe(404);
  });
});

describe('coupon and mileage lists', () => {
  it('lists coupons usable first with their discounts, then used and expired', async () => {
    const a = await buyer();
    const now = Date.now();
    await DB.batch([
      DB.prepare("INSERT INTO member_coupons (user_no, name, expires_at, used_at, discount_type, discount_value, min_order_amount) VALUES (?, ?, ?, NULL, 'AMOUNT', 5000, 50000)").bind(
        a.userNo,
        '쓸 수 있는',
        now + 5 * DAY_MS,
      ),
      DB.prepare("INSERT INTO member_coupons (user_no, name, expires_at, used_at, discount_type, discount_value) VALUES (?, ?, ?, ?, 'RATE', 10)").bind(a.userNo, '쓴', now + 5 * DAY_MS, now - DAY_MS),
      DB.prepare("INSERT INTO member_coupons (user_no, name, expires_at, used_at, discount_type, discount_value) VALUES (?, ?, ?, NULL, 'RATE', 15)").bind(a.userNo, '지난', now - 2 * DAY_MS),
      DB.prepare("INSERT INTO member_coupons (user_no, name, expires_at, used_at, discount_type, discount_value) VALUES (?, ?, ?, NULL, 'AMOUNT', 1000)").bind(a.userNo, '곧 끝나는', now + DAY_MS),
    ]);
    const res = await call<{ results: { name: string; state: string; discountAmount: number; discountRate: number; minOrderPrice: number }[] }>('GET', '/api/v4/coupons', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data!.results.map((c) => [c.name, c.state])).toEqual([
      ['곧 끝나는', 'USABLE'],
      ['쓸 수 있는', 'USABLE'],
      ['쓴', 'USED'],
      ['지난', 'EXPIRED'],
    ]);
    expect(res.body.data!.results[1]).toMatchObject({ discountAmount: 5000, minOrderPrice: 50000 });
    expect((await call('GET', '/api/v4/coupons')).status).toBe(401);
  });

  it('lists the mileage history newest first with the balance, and pages it', async () => {
    const a = await buyer();
    await DB.batch([
      DB.prepare("INSERT INTO mileage_ledger (user_no, amount, kind, created_at) VALUES (?, 1000, 'EARN_EVENT', ?)").bind(a.userNo, Date.now() - 3 * DAY_MS),
      DB.prepare("INSERT INTO mileage_ledger (user_no, amount, kind, created_at) VALUES (?, -400, 'USE_ORDER', ?)").bind(a.userNo, Date.now() - DAY_MS),
      DB.prepare('UPDATE members SET mileage = 600 WHERE user_no = ?').bind(a.userNo),
    ]);
    const res = await call<{ balance: number; count: number; results: { amount: number; kind: string }[] }>('GET', '/api/v4/mileage?page=1&size=1', { token: a.token });
    expect(res.body.data).toMatchObject({ balance: 600, count: 2, results: [{ amount: -400, kind: 'USE_ORDER' }] });
    expect((await call('GET', '/api/v4/mileage?page=0', { token: a.token })).status).toBe(400);
  });

  it('writes the review mileage to the history in the same batch as the balance', async () => {
    const option = await optionNo(ITEM, '블랙 / S');
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    await deliver(a.token, orderNo);
    const before = await mileageOf(a.userNo);
    const res = await call<{ mileage: number }>('POST', '/api/v4/reviews', { token: a.token, json: { orderNo, seq: 0, rating: 5, content: '아주 마음에 들어요. 잘 입을게요.', photoKeys: [] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const earned = res.body.data!.mileage;
    expect(await mileageOf(a.userNo)).toBe(before + earned);
    const list = await call<{ results: { amount: number; kind: string; orderNo: string }[] }>('GET', '/api/v4/mileage', { token: a.token });
    expect(list.body.data!.results).toEqual([expect.objectContaining({ amount: earned, kind: 'EARN_REVIEW', orderNo })]);
  });

  it('gives the demo member coupons in each state and a history that adds up to the balance', async () => {
    const demo = await call<{ accessToken: string; userNo: number }>('POST', '/user/login', { json: { id: 'adult@demo.test', password: 'demo1234!' } });
    const token = demo.body.data!.accessToken;
    const coupons = await call<{ results: { state: string; discountAmount: number; discountRate: number }[] }>('GET', '/api/v4/coupons', { token });
    expect(new Set(coupons.body.data!.results.map((c) => c.state))).toEqual(new Set(['USABLE', 'USED', 'EXPIRED']));
    expect(coupons.body.data!.results.every((c) => c.discountAmount > 0 || c.discountRate > 0)).toBe(true);
    const mileage = await call<{ balance: number; results: { amount: number }[] }>('GET', '/api/v4/mileage?size=50', { token });
    expect(mileage.body.data!.results.reduce((s, e) => s + e.amount, 0)).toBe(mileage.body.data!.balance);
  });
});

describe('order detail, coupon and mileage pages (storefront)', () => {
  it("shows the member's own order from the list, cancels it through the gateway, and the list says 취소", async () => {
    const sf = storefront();
    const option = await optionNo(ITEM, '블랙 / S');
    await countStock(option, 50);
    const a = await buyer();
    const jar = await login(sf, a.userId, new Jar());
    const orderNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    const list = await (await browse(sf, jar, '/my-order/list')).text();
    expect(list).toContain(`href="/my-order/detail/${orderNo}"`);
    const page = await browse(sf, jar, `/my-order/detail/${orderNo}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('data-testid="order-timeline"');
    expect(html).toContain('data-step="PAID" data-done="true"');
    expect(html).toContain('data-step="SHIPPED" data-done="false"');
    expect(html).toContain('data-testid="order-cancel"');
    expect(html).not.toContain('data-testid="order-line-review"');

    const cancelled = await browse(sf, jar, `/api/v4/orders/${orderNo}/cancel`, { method: 'POST', body: '{}' });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { data: { cancelled: boolean } }).data.cancelled).toBe(true);
    const after = await (await browse(sf, jar, `/my-order/detail/${orderNo}?done=cancelled`)).text();
    expect(after).toContain(ko.orderDetail.cancelled);
    expect(after).not.toContain('data-testid="order-cancel"');
    expect(after).toContain(ko.orderDetail.refund.DONE);
    const listAfter = await (await browse(sf, jar, '/my-order/list')).text();
    expect(listAfter).toContain(ko.orders.statuses.CANCELLED);
  });

  it("refuses another member's order and a malformed number with the not-found message, never 500", async () => {
    const sf = storefront();
    const option = await optionNo(ITEM, '블랙 / S');
    const a = await buyer();
    const b = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    const jar = await login(sf, b.userId, new Jar());
    for (const path of [`/my-order/detail/${orderNo}`, '/my-order/detail/bad!no', `/my-order/detail/${'9'.repeat(41)}`, '/my-order/detail/%E0%A4%A']) {
      const res = await browse(sf, jar, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toContain(ko.orderDetail.notFound);
    }
    // Another member's cancel is refused as unknown; a visitor is asked to log in.
    expect((await browse(sf, jar, `/api/v4/orders/${orderNo}/cancel`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await sf.fetch(`/my-order/detail/${orderNo}`, { redirect: 'manual' })).status).toBe(303);
  });

  it('offers 리뷰 쓰기 and 반품/교환 on a delivered order, and shows the request once made', async () => {
    const sf = storefront();
    const option = await optionNo(ITEM, '블랙 / S');
    const a = await buyer();
    const jar = await login(sf, a.userId, new Jar());
    const orderNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    await deliver(a.token, orderNo);
    const html = await (await browse(sf, jar, `/my-order/detail/${orderNo}`)).text();
    expect(html).toContain(`href="/my-order/review/write?order=${orderNo}&amp;seq=0"`);
    expect(html).toContain('data-testid="order-claim"');
    expect(html).toContain('data-testid="order-tracking"');
    const res = await browse(sf, jar, `/api/v4/orders/${orderNo}/claims`, { method: 'POST', body: JSON.stringify({ seq: 0, kind: 'EXCHANGE', reason: 'SIZE', text: '한 치수 크게' }) });
    expect(res.status).toBe(200);
    const after = await (await browse(sf, jar, `/my-order/detail/${orderNo}?done=exchange`)).text();
    expect(after).toContain(ko.orderDetail.claimStatus.EXCHANGE);
    expect(after).not.toContain('data-testid="order-claim"');
  });

  it('the item page promises the ship date an order placed now gets', async () => {
    const sf = storefront();
    const option = await optionNo(ITEM, '블랙 / S');
    await countStock(option, 50);
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    const shipAt = (await call<{ shipAt: number }>('GET', `/api/v4/orders/${orderNo}/detail`, { token: a.token })).body.data!.shipAt;
    const html = await (await sf.fetch(`/products/${ITEM}`)).text();
    const promised = /data-testid="estimated-shipping"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(promised).toBe(ko.product.shipping.estimated(formatSeoulMonthDay(new Date(shipAt))));
  });

  it("my page's coupon and mileage tiles open their lists", async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const my = await (await browse(sf, jar, '/mypage')).text();
    expect(my).toContain('href="/mypage/coupon"');
    expect(my).toContain('href="/mypage/mileage"');
    const coupons = await browse(sf, jar, '/mypage/coupon');
    expect(coupons.status).toBe(200);
    expect(coupons.headers.get('cache-control')).toBe('private, no-store');
    const ch = await coupons.text();
    expect(ch).toContain('data-testid="coupons-usable"');
    expect(ch).toContain(ko.orderDetail.couponStates.EXPIRED);
    expect(ch).toContain(ko.orderDetail.couponStates.USED);
    const mileage = await (await browse(sf, jar, '/mypage/mileage')).text();
    expect(mileage).toContain('data-testid="mileage-entries"');
    expect(mileage).toContain(ko.orderDetail.mileageKinds.EARN_EVENT);
    expect((await browse(sf, jar, '/mypage/grade')).status).toBe(200);
    expect((await sf.fetch('/mypage/coupon', { redirect: 'manual' })).status).toBe(303);
  });
});

describe('the receipt of a paid order (issue 31 §4, spec 2.7)', () => {
  it('is printed on the order detail where a my-page host serves it, and never as a dead end here', async () => {
    const option = await optionNo(ITEM, '블랙 / S');
    await countStock(option, 50);
    const a = await buyer();
    const orderNo = await buyNow(a.token, option, 1);
    const unpaidNo = await buyNow(a.token, option, 1);
    await pay(a.token, orderNo);
    const split = storefront({ vars: { MYPAGE_ORIGIN: 'https://my.example.com' } });
    const jar = await login(split, a.userId, new Jar());
    const receipt = `href="https://my.example.com/my-order/receipt?order_no=${orderNo}"`;
    const paid = await (await browse(split, jar, `/my-order/detail/${orderNo}`)).text();
    expect(paid).toContain('data-testid="order-receipt"');
    expect(paid).toContain(receipt);
    const list = await (await browse(split, jar, '/my-order/list')).text();
    expect(list).toContain(receipt);
    expect(list).not.toContain(`order_no=${unpaidNo}`);
    const unpaid = await (await browse(split, jar, `/my-order/detail/${unpaidNo}`)).text();
    expect(unpaid).not.toContain('data-testid="order-receipt"');
    // One origin: the receipt page is not served here, so it is not printed.
    const own = storefront();
    const ownJar = await login(own, a.userId, new Jar());
    expect(await (await browse(own, ownJar, `/my-order/detail/${orderNo}`)).text()).not.toContain('order_no=');
  });
});
