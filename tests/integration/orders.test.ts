import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../rules/order-progress';
import { createMember, DB } from './origin-auth-helpers';
import { storefront, type Storefront } from './harness';
import { browse, Jar, login } from './session-helpers';
import { payInSandbox } from './pay-helpers';

/**
 * Orders (issue 11 item 4): buy now makes a pending order; the sandbox payment on the checkout
 * pays it once; the order list shows it newest first, and as the clock (STOREFRONT_NOW in
 * development) passes its dates, shipped and then delivered, with my page following. Production
 * has no sandbox payment.
 */
const pay = (orderNo: string, agreed = false) => ({
  method: 'POST',
  body: new URLSearchParams({ order: orderNo, ...(agreed ? { agree: 'on' } : {}) }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function buyNow(sf: Storefront, jar: Jar, itemNo = 1003): Promise<string> {
  const res = await browse(sf, jar, '/api/v4/orders/buy-now', { method: 'POST', body: JSON.stringify({ itemNo, lines: [{ optionNo: null, qty: 1 }], gift: false }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { orderNo: string } }).data.orderNo;
}

const statusOf = (html: string, orderNo: string) => new RegExp(`data-order-no="${orderNo}" data-status="(\\w+)"`).exec(html)?.[1];

describe('orders', () => {
  it('sends a visitor to log in and back', async () => {
    const res = await storefront().fetch('/my-order/list', { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/my-order/list')}`);
  });

  it('sends a member whose session ended on another device to log in, from every member page', async () => {
    const sf = storefront();
    const m = await createMember({ password: 'demo1234!' });
    const here = await login(sf, m.userId, new Jar());
    const elsewhere = await login(sf, m.userId, new Jar());
    // Logging out elsewhere ends every session of the member at the origin; this browser's
    // access token still verifies at the edge until it runs out.
    expect((await browse(sf, elsewhere, '/user/logout', { method: 'POST' })).status).toBe(200);
    for (const path of ['/my-order/list', '/my-order/review', '/heart/brand', '/account/agreements', '/account/leave']) {
      const res = await browse(sf, here, path);
      expect([path, res.status]).toEqual([path, 303]);
      expect(res.headers.get('location')).toMatch(/^\/login\?returnTo=/);
    }
  });

  it('pays a pending order once through the sandbox; the list shows it newest first with its status', async () => {
    const sf = storefront();
    const m = await createMember({ password: 'demo1234!' });
    const jar = await login(sf, m.userId, new Jar());
    expect(await (await browse(sf, jar, '/my-order/list')).text()).toContain('아직 주문한 상품이 없어요.');
    const first = await buyNow(sf, jar);
    const second = await buyNow(sf, jar);

    const list = await browse(sf, jar, '/my-order/list');
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const html = await list.text();
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first));
    expect(statusOf(html, first)).toBe('PENDING_PAYMENT');
    expect(html).toContain(`href="/checkout?order=${first}"`);

    const checkout = await (await browse(sf, jar, `/checkout?order=${first}`)).text();
    expect(checkout).toContain('data-testid="checkout-pay"');
    expect(checkout).toContain('샌드박스');
    const paid = await payInSandbox(sf, jar, first);
    expect(paid.back.status).toBe(303);
    expect(paid.back.headers.get('location')).toBe(`/checkout/complete/${first}`);
    // The provider's return replayed (reload, back) pays nothing twice.
    const paidAt = (await DB.prepare('SELECT paid_at FROM orders WHERE order_no = ?').bind(first).first<{ paid_at: number }>())?.paid_at;
    expect((await browse(sf, jar, paid.returnTo)).headers.get('location')).toBe(`/checkout/complete/${first}`);
    expect((await DB.prepare('SELECT paid_at FROM orders WHERE order_no = ?').bind(first).first<{ paid_at: number }>())?.paid_at).toBe(paidAt);
    const after = await (await browse(sf, jar, `/checkout?order=${first}`)).text();
    expect(after).toContain('주문 상태: 결제 완료');
    expect(after).not.toContain('data-testid="checkout-pay"');
    expect(after).toContain('href="/my-order/list"');
    const row = await DB.prepare('SELECT status, paid_at, ship_at, deliver_at FROM orders WHERE order_no = ?').bind(first).first<Record<string, number | string>>();
    expect(row?.status).toBe('PAID');
    expect(Number(row?.deliver_at) - Number(row?.ship_at)).toBe(2 * DAY_MS);

    const listed = await (await browse(sf, jar, '/my-order/list')).text();
    expect(statusOf(listed, first)).toBe('PAID');
    expect(listed).toMatch(/출고 예정/);
    expect(await (await browse(sf, jar, '/mypage')).text()).toMatch(/data-testid="my-page-orders-progress">1</);
  });

  it('reads shipped and then delivered as the preview clock passes the dates; my page follows', async () => {
    const sf = storefront();
    const m = await createMember({ password: 'demo1234!' });
    const jar = await login(sf, m.userId, new Jar());
    const orderNo = await buyNow(sf, jar);
    await payInSandbox(sf, jar, orderNo);
    const row = await DB.prepare('SELECT ship_at, deliver_at FROM orders WHERE order_no = ?').bind(orderNo).first<{ ship_at: number; deliver_at: number }>();
    const at = (ms: number) => storefront({ vars: { STOREFRONT_NOW: new Date(ms).toISOString() } });

    const shipped = at(row!.ship_at + 60_000);
    expect(statusOf(await (await browse(shipped, jar, '/my-order/list')).text(), orderNo)).toBe('SHIPPED');
    const delivered = at(row!.deliver_at + 60_000);
    const html = await (await browse(delivered, jar, '/my-order/list')).text();
    expect(statusOf(html, orderNo)).toBe('DELIVERED');
    expect(html).toContain('도착');
    const my = await (await browse(delivered, jar, '/mypage')).text();
    expect(my).toMatch(/data-testid="my-page-reviews-writable">1</);
    expect(my).toMatch(/data-testid="my-page-orders-progress">0</);
    // The sandbox's "delivered now" does the same without a clock (development only).
    const other = await buyNow(sf, jar);
    await payInSandbox(sf, jar, other);
    expect((await browse(sf, jar, '/checkout/deliver', pay(other))).status).toBe(303);
    expect(statusOf(await (await browse(sf, jar, '/my-order/list')).text(), other)).toBe('DELIVERED');
    expect((await storefront({ vars: { ENVIRONMENT: 'production' } }).fetch('/checkout/deliver', { ...pay(other) })).status).toBe(404);
    // Back before the shipping date, the same order is only paid.
    expect(statusOf(await (await browse(at(row!.ship_at - 60_000), jar, '/my-order/list')).text(), orderNo)).toBe('PAID');
  });

  it('production pays no order without a provider; another member’s order is not paid; bad input is no 500', async () => {
    const sf = storefront();
    const owner = await createMember({ password: 'demo1234!' });
    const ownerJar = await login(sf, owner.userId, new Jar());
    const orderNo = await buyNow(sf, ownerJar);

    const prod = storefront({ vars: { ENVIRONMENT: 'production' } });
    expect((await prod.fetch('/checkout/pay', { ...pay(orderNo), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(303);

    const other = await createMember({ password: 'demo1234!' });
    const otherJar = await login(sf, other.userId, new Jar());
    expect((await browse(sf, otherJar, '/checkout/pay', pay(orderNo, true))).status).toBe(404);
    expect((await DB.prepare('SELECT status FROM orders WHERE order_no = ?').bind(orderNo).first<{ status: string }>())?.status).toBe('PENDING_PAYMENT');
    // Not an order number: back to the 주문서's address; a well-formed one nobody has: its 404.
    for (const [bad, status] of [
      ['', 303],
      ['../x', 303],
      ['a'.repeat(80), 404],
    ] as const)
      expect((await browse(sf, otherJar, '/checkout/pay', pay(bad, true))).status).toBe(status);
    expect((await browse(sf, otherJar, '/my-order/list?page=abc')).status).toBe(200);
  });
});
