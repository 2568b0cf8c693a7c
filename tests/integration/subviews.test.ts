import { describe, expect, it } from 'vitest';
import { storefront } from './harness';

/**
 * The item's option page and shortform feed (issue 13 item 4; spec 2.1): pages of their own
 * under the item, loaded as the item page is, never publicly cached, closed to whom the item
 * page would not show an adult-only item, and a malformed or unknown item is the not-found page.
 */
describe('option page', () => {
  it('draws the purchase island inline at every width, without the fixed bar or the bottom navigation', async () => {
    const res = await storefront().fetch('/products/1001/options');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('data-testid="option-page"');
    expect(html).toContain('<h1 class="m-0 mt-6 text-lg font-bold">옵션 선택</h1>');
    expect(html).toContain('data-island="PurchasePanel"');
    expect(html).toContain('data-hydrate="load"');
    expect(html).toMatch(/"layout":"page"/);
    expect(html).not.toContain('data-purchase-bar');
    expect(html).toContain('href="/products/1001"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('is the not-found page for a malformed or unknown item, and sends a visitor of an adult-only item to its page', async () => {
    const sf = storefront();
    for (const path of ['/products/abc/options', '/products/0/options', '/products/99999999999999/options', '/products/999999/options']) expect((await sf.fetch(path)).status, path).toBe(404);
    const adult = await sf.fetch('/products/1005/options', { redirect: 'manual' });
    expect(adult.status).toBe(303);
    expect(adult.headers.get('location')).toBe('/products/1005');
  });
});

describe('shortform', () => {
  it("plays the item's videos, each loading nothing until asked; the item page links to it", async () => {
    const sf = storefront();
    const res = await sf.fetch('/products/1001/shortform');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    const videos = [...html.matchAll(/data-shortform="(\d+)"/g)].map((m) => m[1]);
    expect(videos.length).toBeGreaterThanOrEqual(1);
    expect(videos[0]).toBe('1');
    expect(html).toContain('data-video-play=');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('이 상품 보러 가기');
    const item = await (await sf.fetch('/products/1001')).text();
    expect(item).toContain(`href="/products/1001/shortform"`);
    expect(item).toContain(`숏폼 영상 ${videos.length}개 보기`);
  });

  it('sends an item without videos to its page, which offers no shortform', async () => {
    const sf = storefront();
    const res = await sf.fetch('/products/1003/shortform', { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/products/1003');
    expect(await (await sf.fetch('/products/1003')).text()).not.toContain('data-shortform-link');
    expect((await sf.fetch('/products/x1/shortform')).status).toBe(404);
  });
});
