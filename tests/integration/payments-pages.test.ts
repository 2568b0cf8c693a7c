import { describe, expect, it } from 'vitest';
import { createOriginApp } from '../../origin/app';
import { ko } from '../../src/copy/ko';
import { storefront } from './harness';
import { createMember, DB, originEnv } from './origin-auth-helpers';
import { payInSandbox } from './pay-helpers';
import { browse, Jar, login, PASSWORD } from './session-helpers';

/**
 * The storefront's side of paying (issue 29): 결제 수단 and the purchase agreement on the 주문서,
 * the sandbox window and the provider's returns, the order-complete page, production without
 * keys, and Toss's SDK allowed on the 주문서 only when its key is configured.
 */
const form = (fields: Record<string, string>): RequestInit => ({ method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

async function shopper(sf = storefront()) {
  const m = await createMember({ password: PASSWORD });
  const jar = await login(sf, m.userId, new Jar());
  // A default 배송지, which the order starts with: the payment needs one (checkout-ready.ts).
  await DB.prepare(
    "INSERT INTO member_addresses (user_no, label, recipient_name, recipient_phone, zipcode, address, address_detail, is_default, created_at) VALUES (?, '집', '테스트', '010-1234-5678', '04524', '서울특별시 중구 세종대로 110', '', 1, ?)",
  )
    .bind(m.userNo, Date.now())
    .run();
  const buy = await browse(sf, jar, '/api/v4/orders/buy-now', { method: 'POST', body: JSON.stringify({ itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift: false }) });
  const orderNo = ((await buy.json()) as { data: { orderNo: string } }).data.orderNo;
  return { sf, jar, orderNo, member: m };
}
const statusOf = async (orderNo: string) => (await DB.prepare('SELECT status FROM orders WHERE order_no = ?').bind(orderNo).first<{ status: string }>())?.status;

describe('the 주문서 pays through the sandbox window', () => {
  it('offers every method, asks for the agreement with the pay button disabled until then, and refuses a post without it', async () => {
    const { sf, jar, orderNo } = await shopper();
    const html = await (await browse(sf, jar, `/checkout?order=${orderNo}`)).text();
    for (const word of [
      ko.checkoutPay.methodsTitle,
      '카드',
      '계좌이체',
      '가상계좌',
      '휴대폰',
      ko.checkoutPay.agreementTitle,
      ko.checkoutPay.privacyLink,
      ko.checkoutPay.agencyLink,
      ko.checkoutPay.agreeFirst,
      '샌드박스',
    ])
      expect(html).toContain(word);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*aria-describedby="pay-reason"/);
    expect(html).toContain('href="/policy/payment-agency"');
    const refused = await browse(sf, jar, '/checkout/pay', form({ order: orderNo, method: 'TRANSFER' }));
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('data-testid="pay-notice"');
    expect(again).toContain('checked="" value="TRANSFER"');
    expect(await statusOf(orderNo)).toBe('PENDING_PAYMENT');
  });

  it('approved in the window: confirmed, then the order-complete page with the number, lines, method, receipt and links', async () => {
    const { sf, jar, orderNo } = await shopper();
    const { window, back } = await payInSandbox(sf, jar, orderNo, { method: 'MOBILE_PHONE' });
    expect(window.searchParams.get('amount')).toBe(String((await DB.prepare('SELECT total_price FROM orders WHERE order_no = ?').bind(orderNo).first<{ total_price: number }>())!.total_price));
    expect(back.headers.get('location')).toBe(`/checkout/complete/${orderNo}`);
    const page = await browse(sf, jar, `/checkout/complete/${orderNo}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(`data-testid="complete-order-no">${orderNo}<`);
    expect(html).toContain('data-testid="complete-line"');
    expect(html).toMatch(/data-testid="complete-method">휴대폰/);
    expect(html).toMatch(/<a href="\/sandbox\/payments\/receipt\/sandbox_[0-9a-f]+"[^>]*data-testid="complete-receipt"/);
    expect(html).toContain(`href="/my-order/detail/${orderNo}"`);
    expect(html).toContain(ko.checkoutPay.noAddress);
    // The receipt it links to is the sandbox's own page, through the edge.
    const receipt = /href="(\/sandbox\/payments\/receipt\/[^"]+)"/.exec(html)![1]!;
    expect(await (await sf.fetch(receipt)).text()).toContain('결제 완료');
    // Another member: no such page.
    const other = await login(sf, (await createMember({ password: PASSWORD })).userId, new Jar());
    expect((await browse(sf, other, `/checkout/complete/${orderNo}`)).status).toBe(404);
    // A visitor is sent to log in and back.
    expect((await sf.fetch(`/checkout/complete/${orderNo}`, { redirect: 'manual' })).headers.get('location')).toContain('/login');
  });

  it('a failed or cancelled window comes back to the 주문서 with the message, the order still payable', async () => {
    const { sf, jar, orderNo } = await shopper();
    const { returnTo, back } = await payInSandbox(sf, jar, orderNo, { action: 'reject' });
    expect(returnTo).toMatch(/^\/checkout\/fail\?code=REJECT_CARD_PAYMENT/);
    const to = back.headers.get('location')!;
    expect(to).toMatch(new RegExp(`^/checkout\\?order=${orderNo}&payCode=REJECT_CARD_PAYMENT&payMessage=`));
    const html = await (await browse(sf, jar, to)).text();
    expect(html).toContain('data-testid="pay-notice"');
    expect(html).toContain('카드사에서 결제를 거절했어요');
    expect(html).toContain('data-testid="checkout-pay"');
    expect(await statusOf(orderNo)).toBe('PENDING_PAYMENT');
    const cancelled = await payInSandbox(sf, jar, orderNo, { action: 'cancel' });
    expect(await (await browse(sf, jar, cancelled.back.headers.get('location')!)).text()).toContain(ko.checkoutPay.canceled);
    // And it pays after all.
    expect((await payInSandbox(sf, jar, orderNo)).back.headers.get('location')).toBe(`/checkout/complete/${orderNo}`);
    expect(await statusOf(orderNo)).toBe('PAID');
  });

  it('a tampered success return (another amount) is refused and says so on the 주문서', async () => {
    const { sf, jar, orderNo } = await shopper();
    const { returnTo } = await payInSandbox(sf, jar, orderNo, { action: 'approve' }).then(async (r) => r);
    // Paid already by that return; a fresh order for the tamper.
    expect(await statusOf(orderNo)).toBe('PAID');
    const fresh = await shopper(sf);
    const tampered = returnTo.replace(orderNo, fresh.orderNo).replace(/amount=\d+/, 'amount=1');
    const back = await browse(sf, fresh.jar, tampered);
    expect(back.headers.get('location')).toMatch(/payCode=PAYMENT_AMOUNT_MISMATCH/);
    expect(await statusOf(fresh.orderNo)).toBe('PENDING_PAYMENT');
  });
});

describe('production', () => {
  it('without TOSS_CLIENT_KEY: the 주문서 says payment is unavailable, no sandbox; /healthz names the key', async () => {
    const { jar, orderNo } = await shopper();
    const prod = storefront({ vars: { ENVIRONMENT: 'production' } });
    const html = await (await browse(prod, jar, `/checkout?order=${orderNo}`)).text();
    expect(html).toContain('data-testid="pay-unavailable"');
    expect(html).toContain(ko.checkoutPay.unavailable);
    expect(html).not.toContain('data-testid="checkout-pay"');
    expect(html).not.toContain('샌드박스');
    expect((await prod.fetch('/sandbox/payments/window?orderId=123456&amount=1&orderName=x&successUrl=/checkout/success&failUrl=/checkout/fail')).status).toBe(404);
    expect(((await (await prod.fetch('/healthz')).json()) as { missing: string[] }).missing).toContain('TOSS_CLIENT_KEY');
  });

  it("with Toss keys: the pay post opens Toss's window with its SDK under the page nonce; the CSP lets Toss in on the 주문서 only", async () => {
    const origin = createOriginApp();
    const tossOrigin = { ...originEnv, TOSS_SECRET_KEY: 'test_sk_x', TOSS_CLIENT_KEY: 'test_ck_x' };
    const sf = storefront({
      upstream: async (path, init) => origin.fetch(new Request(`http://origin.internal${path}`, init), tossOrigin),
      vars: { TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq' },
    });
    const { jar, orderNo } = await shopper(sf);
    const checkout = await browse(sf, jar, `/checkout?order=${orderNo}`);
    // The 주문서 itself runs none of Toss's code: its CSP lets Toss in only on the pay post's answer.
    expect(checkout.headers.get('content-security-policy')).not.toContain('tosspayments');
    const html = await checkout.text();
    expect(html).not.toContain('가상계좌');
    expect(html).not.toContain(ko.checkoutPay.sandboxNote);
    // The payment needs a 배송지 first (checkout-ready.ts), given on the 주문서 as a shopper does.
    const delivery = await browse(
      sf,
      jar,
      '/checkout/delivery',
      form({ order: orderNo, choice: 'new', recipientName: '테스트', recipientPhone: '010-1234-5678', zipcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '' }),
    );
    expect(delivery.status).toBe(303);
    const started = await browse(sf, jar, '/checkout/pay', form({ order: orderNo, method: 'CARD', agree: 'on' }));
    expect(started.status).toBe(200);
    expect(started.headers.get('content-security-policy')).toMatch(/script-src [^;]*https:\/\/js\.tosspayments\.com/);
    expect(started.headers.get('content-security-policy')).toMatch(/frame-src [^;]*https:\/\/\*\.tosspayments\.com/);
    const nonce = /'nonce-([^']+)'/.exec(started.headers.get('content-security-policy')!)![1]!;
    const launch = await started.text();
    expect(launch).toContain(`<script id="toss-sdk" nonce="${nonce}" src="https://js.tosspayments.com/v2/standard"`);
    expect(launch).toContain('"clientKey":"test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq"');
    expect(launch).toContain(`"orderId":"${orderNo}"`);
    expect(launch).not.toContain('test_sk_x');
    // Elsewhere, no Toss.
    expect((await browse(sf, jar, '/cart')).headers.get('content-security-policy')).not.toContain('tosspayments');
    // Without the key, not on the 주문서 either.
    const plain = await browse(storefront(), jar, `/checkout?order=${orderNo}`);
    expect(plain.headers.get('content-security-policy')).not.toContain('tosspayments');
  });
});
