import { describe, expect, it } from 'vitest';
import { originUpstream, readStream, rewritingUpstream, slowUpstream, storefront } from './harness';

const SHELL = 'id="pdp-title"';
const REVIEWS = 'data-testid="reviews"';
const TAIL = '</html>';

describe('item page: statuses', () => {
  const sf = storefront();

  it('answers 200 with the streamed page for an ordinary item', async () => {
    const res = await sf.fetch('/products/1001');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ko" data-page-type="item_detail" data-theme="white"/);
    expect(html).toContain(SHELL);
    expect(html).toContain('application/ld+json');
  });

  it('answers 301 from /catalog to /products with the query kept', async () => {
    const res = await sf.fetch('/catalog/1001?source=ad&content_campaign=x', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/products/1001?source=ad&content_campaign=x');
  });

  it('answers 404 with the Korean not-found page for an unknown item', async () => {
    const res = await sf.fetch('/products/999999');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('상품을 찾을 수 없어요');
    expect(html).toContain('lang="ko"');
  });

  it('says the page, not an item, was not found for any other address, with the ways home and to search', async () => {
    for (const path of ['/no/such/page', '/policy/nothing-here', '/weeks/x/y/z']) {
      const res = await sf.fetch(path);
      expect([path, res.status]).toEqual([path, 404]);
      const html = await res.text();
      expect(html).toContain('페이지를 찾을 수 없어요');
      expect(html).not.toContain('상품을 찾을 수 없어요');
      expect(html).toContain('href="/start"');
      expect(html).toContain('data-error="pageNotFound"');
    }
    expect(await (await sf.fetch('/products/999999/photo-reviews')).text()).toContain('상품을 찾을 수 없어요');
  });

  it.each(['abc', '-1', '1e3', '0', '12345678901234567890', '1001;drop', '%00'])('answers 404 for the malformed item number %s without calling the upstream', async (id) => {
    const calls: string[] = [];
    const inner = originUpstream();
    const spy = storefront({ upstream: (path, init) => (calls.push(path), inner(path, init)) });
    const res = await spy.fetch(`/products/${id}`);
    expect(res.status).toBe(404);
    expect(calls.filter((p) => p.includes('product-detail'))).toEqual([]);
  });
});

describe('item page: streaming', () => {
  it('sends the shell before a slow additional detail and reviews, then completes', async () => {
    const slow = slowUpstream(originUpstream(), /\/(additional|reviews)/, 800);
    // Timed from before the request: on a busy machine the shell itself may take a while, and
    // that time must not count against the slow sections' 800 ms delay.
    const sent = Date.now();
    const res = await storefront({ upstream: slow }).fetch('/products/1001', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('identity');
    const { html, order, at } = await readStream(res, [SHELL, REVIEWS, TAIL], sent);
    // Order, not speed (speed lives in the benchmark): the shell arrives in its own chunk before
    // the slow sections, which cannot have arrived before their 800 ms delay.
    expect(order).toEqual([SHELL, REVIEWS, TAIL]);
    expect(at[REVIEWS]!).toBeGreaterThanOrEqual(750);
    expect(at[REVIEWS]! - at[SHELL]!).toBeGreaterThan(0);
    expect(html).toContain('data-testid="brand-best"');
  });

  it('keeps the page complete when a deferred section fails', async () => {
    const broken = async (path: string, init?: RequestInit) => (/\/(additional|qna)/.test(path) ? new Response('{"message":"boom"}', { status: 500 }) : originUpstream()(path, init));
    const res = await storefront({ upstream: broken }).fetch('/products/1001');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(SHELL);
    expect(html).toContain('data-deferred-failed="qna"');
    expect(html).toContain('data-deferred-failed="brand-best"');
    expect(html).toContain(REVIEWS);
    expect(html).toContain(TAIL);
  });
});

describe('item page: upstream faults', () => {
  it('answers 503 with Retry-After when the item detail times out (3 s), and cancels the request', async () => {
    const slow = slowUpstream(originUpstream(), /product-detail\/1001$/, 10_000);
    const started = Date.now();
    const res = await storefront({ upstream: slow }).fetch('/products/1001');
    const took = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(6000);
    expect(slow.aborted).toContain('/api/v5/product-detail/1001');
    expect(await res.text()).toContain('잠시 후 다시 시도해주세요');
  });

  it('answers 502 when the item detail does not match its schema', async () => {
    const bad = rewritingUpstream(originUpstream(), /product-detail\/1001$/, () => ({ result: 'SUCCESS', data: { itemNo: 'not-a-number', itemName: 42 } }));
    const res = await storefront({ upstream: bad }).fetch('/products/1001');
    expect(res.status).toBe(502);
  });

  it('keeps an upstream HTTP status (404 → not found page)', async () => {
    const gone = async () => new Response(JSON.stringify({ result: 'FAIL', message: 'no such item' }), { status: 404 });
    const res = await storefront({ upstream: gone }).fetch('/products/1001');
    expect(res.status).toBe(404);
  });

  it('neutralises hostile HTML in upstream texts', async () => {
    const hostile = rewritingUpstream(originUpstream(), /product-detail\/1001$/, (body) => {
      const b = body as { data: Record<string, unknown> };
      b.data.itemName = '<script>alert("name")</script>코트';
      b.data.itemDescriptions = [{ title: '<img src=x onerror=alert(1)>', content: 'line1\n<script>alert(2)</script><a href="javascript:alert(3)">x</a>\nline3' }];
      return b;
    });
    const res = await storefront({ upstream: hostile }).fetch('/products/1001');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;코트');
    expect(html).toContain('line1<br />');
  });
});

describe('item page: adult-only items', () => {
  it('withholds the content of an adult-only item from a visitor and never caches it publicly', async () => {
    const origin = originUpstream();
    const detail = (await (await origin('/api/v5/product-detail/1005')).json()) as { data: { itemName: string } };
    const res = await storefront().fetch('/products/1005');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const html = await res.text();
    expect(html).toContain('data-adult-gate="visitor"');
    expect(html).not.toContain(detail.data.itemName);
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('/images/items/');
  });
});

describe('item page: sharing by app build (spec 9)', () => {
  const sf = storefront();
  const ua = (platform: string, build: number) => `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 StorefrontApp/${platform}/5.12.0(${build})`;

  it.each([
    ['web', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36'],
    ['available', ua('Android', 536)],
    ['updateApp', ua('Android', 535)],
    ['available', ua('iOS', 758)],
    ['updateApp', ua('iOS', 757)],
  ])('shares with access %s', async (access, userAgent) => {
    const html = await (await sf.fetch('/products/1001', { headers: { 'user-agent': userAgent } })).text();
    expect(html).toContain(`data-share-access="${access}"`);
    if (access === 'updateApp') expect(html).toMatch(/"storeHref":"https:\/\//);
  });
});

describe('item page: the app product sheet by build (spec 5)', () => {
  const sf = storefront();
  const app = (platform: string, build: string) => `Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/${platform}/5.12.0(${build})`;
  const panelProps = async (ua: string) => {
    const html = await (await sf.fetch('/products/1001', { headers: { 'user-agent': ua } })).text();
    const m = /data-island-props="purchase-1001">([^<]*)<\/script>/.exec(html);
    return JSON.parse(m![1]!) as { productSheet?: { access: string; storeHref: string | null; payload: { itemNo: number; categoryCode: string } } };
  };

  it.each([
    ['iOS', '730', 'available'],
    ['iOS', '729', 'updateApp'],
    ['Android', '509', 'available'],
    ['Android', '508', 'updateApp'],
  ])('%s build %s → %s', async (platform, build, access) => {
    const props = await panelProps(app(platform, build));
    expect(props.productSheet?.access).toBe(access);
    expect(props.productSheet?.payload.itemNo).toBe(1001);
    expect(props.productSheet?.payload.categoryCode).toMatch(/^\d+$/);
    if (access === 'updateApp') expect(props.productSheet?.storeHref).toMatch(/^https:\/\//);
  });

  it('sends nothing on the web', async () => {
    expect((await panelProps('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0')).productSheet).toBeUndefined();
  });
});

describe("item page: the gallery's first picture (issue 32 §2, its decode after a prerender's activation)", () => {
  const sf = storefront();

  it('offers an 800 w candidate and the slot as laid out, in the image and in its preload hint alike', async () => {
    const html = await (await sf.fetch('/products/1001')).text();
    const gallery = html.slice(html.indexOf('data-island="ProductGallery"'));
    const first = /<img [^>]*>/.exec(gallery)?.[0] ?? '';
    const srcSet = /srcSet="([^"]*)"/.exec(first)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '640w', '800w', '1000w']);
    expect(first).toContain('sizes="(max-width: 767px) 100vw, (max-width: 1151px) calc(50vw - 36px), 540px"');
    expect(first).toContain('fetchPriority="high"');
    const hint = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(hint).toContain('imageSizes="(max-width: 767px) 100vw, (max-width: 1151px) calc(50vw - 36px), 540px"');
    expect(hint).toContain('800w');
  });
});
