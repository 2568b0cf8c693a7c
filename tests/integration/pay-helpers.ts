import { expect } from 'vitest';
import type { Storefront } from './harness';
import { browse, type Jar } from './session-helpers';

/**
 * Pays an order as a shopper does in development (issue 29): the 주문서's pay form (agreed), the
 * sandbox payment window's approve (or `reject`/`cancel`), the provider's return to the
 * storefront. Answers each step's response; `back` is the storefront's answer to the return
 * (the order-complete page's redirect when paid, the 주문서's when not).
 */
export async function payInSandbox(sf: Storefront, jar: Jar, orderNo: string, opts: { action?: 'approve' | 'reject' | 'cancel'; method?: string } = {}) {
  const pay = () =>
    browse(sf, jar, '/checkout/pay', {
      method: 'POST',
      body: new URLSearchParams({ order: orderNo, method: opts.method ?? 'CARD', agree: 'on' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  let start = await pay();
  // A member with no default 배송지 gives one on the 주문서 first, as a shopper must.
  if (start.status === 409 && (await start.clone().text()).includes('data-testid="checkout-delivery-problem"')) {
    const delivery = await browse(sf, jar, '/checkout/delivery', {
      method: 'POST',
      body: new URLSearchParams({
        order: orderNo,
        choice: 'new',
        recipientName: '테스트',
        recipientPhone: '010-1234-5678',
        zipcode: '04524',
        address: '서울특별시 중구 세종대로 110',
        addressDetail: '',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(delivery.status, await delivery.clone().text()).toBe(303);
    start = await pay();
  }
  expect(start.status, await start.clone().text()).toBe(303);
  const window = new URL(start.headers.get('location')!, 'http://127.0.0.1:8787');
  expect(window.pathname).toBe('/sandbox/payments/window');
  const fields = new URLSearchParams(window.search);
  fields.set('action', opts.action ?? 'approve');
  const decided = await sf.fetch('/sandbox/payments/window', { method: 'POST', body: fields.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(decided.status).toBe(303);
  const returnTo = decided.headers.get('location')!;
  const back = await browse(sf, jar, returnTo);
  return { start, window, returnTo, back };
}
