import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { originUpstream, storefront } from './harness';
import { browse, login, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * The item page's member actions through the gateway, persisted in the origin: cart and its
 * count, likes, restock, Q&A, buy now and gift into the checkout summary. Visitors get
 * LOGIN_REQUIRED; bad input is refused at the edge; upstream refusals keep their code.
 */
const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
type Answer<T = Record<string, unknown>> = { result: string; data: T; errorCode?: string; message?: string };

/**
 * The origin has no order read yet (`GET /api/v4/orders/{orderNo}`); until it does, this test
 * double answers it from the origin's own tables, in the shape the checkout page reads.
 */
function withOrderRead(inner: UpstreamFetch): UpstreamFetch {
  const db = (env as unknown as { DB: D1Database }).DB;
  return async (path, init) => {
    const m = /^\/api\/v4\/orders\/([0-9A-Za-z-]+)$/.exec(path);
    if (!m || (init?.method ?? 'GET') !== 'GET') return inner(path, init);
    const order = await db.prepare('SELECT order_no, kind, total_price FROM orders WHERE order_no = ?').bind(m[1]).first<{ order_no: string; kind: string; total_price: number }>();
    if (!order) return new Response(JSON.stringify({ result: 'FAIL', errorCode: 'ORDER_NOT_FOUND', message: 'no order' }), { status: 404 });
    const lines = await db.prepare('SELECT item_no, option_no, option_text, qty, unit_price FROM order_lines WHERE order_no = ? ORDER BY seq').bind(m[1]).all<Record<string, number | string | null>>();
    const data = {
      orderNo: order.order_no,
      kind: order.kind,
      totalPrice: order.total_price,
      lines: lines.results.map((l) => ({ itemNo: l.item_no, optionNo: l.option_no, optionText: l.option_text, qty: l.qty, unitPrice: l.unit_price })),
    };
    return new Response(JSON.stringify({ result: 'SUCCESS', data }), { headers: { 'content-type': 'application/json' } });
  };
}

describe('member actions through the gateway', () => {
  const sf = storefront({ upstream: withOrderRead(originUpstream()) });

  it('answers LOGIN_REQUIRED to a visitor for every action, and a 0 cart count', async () => {
    for (const [path, body] of [
      ['/api/v4/cart-item', { itemNo: 1003, lines: [{ optionNo: null, qty: 1 }] }],
      ['/api/v4/orders/buy-now', { itemNo: 1003, lines: [{ optionNo: null, qty: 1 }] }],
      ['/api/v4/hearts', { itemNo: 1003 }],
      ['/api/v4/restock', { itemNo: 1004, optionNo: null }],
      ['/api/v5/product-detail/1003/qna', { title: '사이즈 문의', content: '정사이즈인가요?' }],
    ] as const) {
      const res = await sf.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN }, body: JSON.stringify(body) });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toMatchObject({ result: 'FAIL', errorCode: 'LOGIN_REQUIRED', message: '로그인이 필요해요.' });
    }
    const count = await sf.fetch('/api/v4/cart-item/item-count');
    expect(await count.json()).toEqual({ result: 'SUCCESS', data: { count: 0 } });
  });

  it('adds to the cart and the count follows; bad input never reaches the origin', async () => {
    const jar = await login(sf, 'adult@demo.test');
    const before = ((await (await browse(sf, jar, '/api/v4/cart-item/item-count')).json()) as Answer<{ count: number }>).data.count;
    const added = await browse(sf, jar, '/api/v4/cart-item', json({ itemNo: 1003, lines: [{ optionNo: null, qty: 1 }] }));
    expect(added.status).toBe(200);
    const after = ((await added.json()) as Answer<{ count: number }>).data.count;
    expect(after).toBe(before + 1);
    expect(((await (await browse(sf, jar, '/api/v4/cart-item/item-count')).json()) as Answer<{ count: number }>).data.count).toBe(after);

    for (const body of ['not json', JSON.stringify({ itemNo: -1, lines: [] }), JSON.stringify({ itemNo: 1003, lines: [{ optionNo: null, qty: 0 }] })]) {
      const res = await browse(sf, jar, '/api/v4/cart-item', { method: 'POST', body });
      expect(res.status).toBe(400);
    }
    // The shopper is shown Korean; zod's English stays in the developer-only detail.
    const refused = await browse(sf, jar, '/api/v4/cart-item', json({ itemNo: 1003, lines: [{ optionNo: null, qty: 0 }] }));
    expect(await refused.json()).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_REQUEST', message: '수량을 확인해주세요.', field: 'lines.0.qty', detail: expect.stringContaining('lines.0.qty') });
    const cross = await sf.fetch('/api/v4/cart-item', {
      method: 'POST',
      headers: { cookie: jar.header(), origin: 'https://evil.test', 'content-type': 'application/json' },
      body: JSON.stringify({ itemNo: 1003, lines: [{ optionNo: null, qty: 1 }] }),
    });
    expect(cross.status).toBe(403);
  });

  it('likes and unlikes with the heart count moving by one', async () => {
    const jar = await login(sf, 'minor@demo.test');
    await browse(sf, jar, '/api/v4/hearts/1002', { method: 'DELETE' });
    const liked = ((await (await browse(sf, jar, '/api/v4/hearts', json({ itemNo: 1002 }))).json()) as Answer<{ liked: boolean; heartCount: number }>).data;
    expect(liked.liked).toBe(true);
    const unliked = ((await (await browse(sf, jar, '/api/v4/hearts/1002', { method: 'DELETE' })).json()) as Answer<{ liked: boolean; heartCount: number }>).data;
    expect(unliked).toEqual({ liked: false, heartCount: liked.heartCount - 1 });
    expect((await browse(sf, jar, '/api/v4/hearts/abc', { method: 'DELETE' })).status).toBe(400);
  });

  it('takes a restock request for a sold-out item and refuses one for an item on sale', async () => {
    const jar = await login(sf, 'minor@demo.test');
    // Single options sit under their group (사이즈 → S, M, L); a leaf is what may be requested.
    const detail = (await (await originUpstream()('/api/v5/product-detail/1004')).json()) as { data: { optionItems: { list: { list: { optionNo: number }[] }[] } } };
    const optionNo = detail.data.optionItems.list[0]!.list[0]!.optionNo;
    const missing = await browse(sf, jar, '/api/v4/restock', json({ itemNo: 1004, optionNo: null }));
    expect(await missing.json()).toMatchObject({ result: 'FAIL', errorCode: 'OPTION_REQUIRED' });
    const ok = await browse(sf, jar, '/api/v4/restock', json({ itemNo: 1004, optionNo }));
    expect(await ok.json()).toMatchObject({ result: 'SUCCESS', data: { requested: true } });
    const refused = await browse(sf, jar, '/api/v4/restock', json({ itemNo: 1003, optionNo: null }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(((await refused.json()) as Answer).message).toBeTruthy();
  });

  it('posts a Q&A question that shows up in the item Q&A list', async () => {
    const jar = await login(sf, 'adult@demo.test');
    const title = `배송 문의 ${Date.now()}`;
    const res = await browse(sf, jar, '/api/v5/product-detail/1003/qna', json({ title, content: '언제 출고되나요?', isSecret: false }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Answer<{ title: string }>).data.title).toBe(title);
    const list = await originUpstream()('/api/v5/product-detail/1003/qna?page=1&size=50');
    expect(JSON.stringify(await list.json())).toContain(title);
    const empty = await browse(sf, jar, '/api/v5/product-detail/1003/qna', json({ title: '', content: '' }));
    expect(empty.status).toBe(400);
  });

  it('buys now into a checkout summary with its lines and total (label checkout)', async () => {
    const jar = await login(sf, 'adult@demo.test');
    const res = await browse(sf, jar, '/api/v4/orders/buy-now', json({ itemNo: 1003, lines: [{ optionNo: null, qty: 2 }], gift: false }));
    expect(res.status).toBe(200);
    const { checkoutUrl, orderNo } = ((await res.json()) as Answer<{ checkoutUrl: string; orderNo: string }>).data;
    expect(checkoutUrl).toBe(`/checkout?order=${orderNo}`);

    const page = await browse(sf, jar, checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('data-page-type="checkout"');
    expect(html).toContain(`data-order-no="${orderNo}"`);
    expect(html.match(/data-testid="checkout-line"/g)).toHaveLength(1);
    expect(html).toMatch(/data-testid="checkout-total">[\d,]+원/);

    const visitor = await sf.fetch(checkoutUrl, { redirect: 'manual' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent(checkoutUrl)}`);
    const other = await login(sf, 'minor@demo.test');
    expect((await browse(sf, other, '/checkout?order=nope')).status).toBe(404);
  });

  it('gives as a gift where allowed', async () => {
    const jar = await login(sf, 'adult@demo.test');
    const res = await browse(sf, jar, '/api/v4/orders/buy-now', json({ itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift: true }));
    const body = (await res.json()) as Answer<{ checkoutUrl: string }>;
    if (res.status === 200) {
      const html = await (await browse(sf, jar, body.data.checkoutUrl)).text();
      expect(html).toContain('선물하기 주문');
    } else {
      expect(body.errorCode).toBe('GIFT_NOT_ALLOWED');
    }
  });
});
