import { photo } from '../fixtures/review-photos';
import { createMember, DB } from './origin-auth-helpers';
import { storefront, type Storefront } from './harness';
import { browse, Jar, login } from './session-helpers';
import { payInSandbox } from './pay-helpers';

/**
 * Review writing's test steps (reviews-write.test.ts, review-uploads.test.ts): a member with a
 * delivered line (the preview clock moved past its delivery), a photo upload as the review form
 * sends it, and a review of that line.
 */
export const JPEG = (): Uint8Array<ArrayBuffer> => photo('jpeg');

export async function deliveredLine() {
  const sf = storefront();
  const m = await createMember({ password: 'demo1234!' });
  const jar = await login(sf, m.userId, new Jar());
  const buy = await browse(sf, jar, '/api/v4/orders/buy-now', { method: 'POST', body: JSON.stringify({ itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift: false }) });
  const orderNo = ((await buy.json()) as { data: { orderNo: string } }).data.orderNo;
  await payInSandbox(sf, jar, orderNo);
  const row = await DB.prepare('SELECT deliver_at FROM orders WHERE order_no = ?').bind(orderNo).first<{ deliver_at: number }>();
  const later = storefront({ vars: { STOREFRONT_NOW: new Date(row!.deliver_at + 60_000).toISOString() } });
  return { sf, later, m, jar, orderNo };
}

export async function upload(sf: Storefront, jar: Jar, image: Uint8Array<ArrayBuffer>, thumb: Uint8Array<ArrayBuffer> = photo('thumbJpeg'), type = 'image/jpeg') {
  const form = new FormData();
  form.set('photo', new File([image], 'p.jpg', { type }));
  form.set('thumb', new File([thumb], 't.jpg', { type }));
  form.set('width', '1000');
  form.set('height', '1250');
  const req = new Request('http://x/', { method: 'POST', body: form });
  return browse(sf, jar, '/api/v4/reviews/photos', { method: 'POST', body: await req.arrayBuffer(), headers: { 'content-type': req.headers.get('content-type')! } });
}

export const review = (orderNo: string, photoKeys: string[] = [], extra: Record<string, unknown> = {}) => ({
  method: 'POST',
  body: JSON.stringify({ orderNo, seq: 0, rating: 5, content: '향이 은은하고 오래 가요. 또 살게요.', photoKeys, ...extra }),
});
