import { describe, expect, it } from 'vitest';
import { REVIEW_PAGE_SIZE } from '../../edge/upstream/catalog';
import { call } from './origin-auth-helpers';
import { storefront } from './harness';

/**
 * The photo review list and viewer of the item page's reviews tab (spec 2.1; issue 11 item 5):
 * every photo on the tab opens its own review in the viewer, the viewer pages through all photo
 * reviews (disabled at the ends, n / total), the list pages too, and neither shows an adult-only
 * item's reviews to someone its page would not show the item.
 */
const html = async (path: string) => {
  const res = await storefront().fetch(path, { redirect: 'manual' });
  return { status: res.status, res, text: await res.text() };
};
const position = (text: string) => /data-testid="photo-review-position">([^<]+)</.exec(text)?.[1];
const reviewOf = (text: string) => /data-testid="photo-review-viewer" data-review="(\d+)"/.exec(text)?.[1];

describe('photo reviews', () => {
  it('opens each photo of the reviews tab as its own review in the viewer', async () => {
    const item = (await html('/products/1001')).text;
    expect(item).toContain('href="/products/1001/photo-reviews"');
    // The tab's first page as the origin has it: the k-th review with photos is photo review k.
    const tab = await call<{ results: { reviewNo: number; photos: unknown[] }[] }>('GET', `/api/v5/product-detail/1001/reviews?page=1&size=${REVIEW_PAGE_SIZE}`);
    const withPhotos = tab.body.data!.results.filter((r) => r.photos.length > 0).map((r) => String(r.reviewNo));
    const links = [...new Set([...item.matchAll(/href="\/products\/1001\/photo-reviews\/view\?at=(\d+)"/g)].map((m) => Number(m[1])))];
    expect(links.length).toBeGreaterThan(1);
    for (const at of links) {
      const view = await html(`/products/1001/photo-reviews/view?at=${at}`);
      expect(view.status).toBe(200);
      expect(reviewOf(view.text)).toBe(withPhotos[at - 1]);
    }
  });

  it('pages through every photo review, disabled at both ends, and brings a stale number back in range', async () => {
    const first = await html('/products/1001/photo-reviews/view?at=1');
    const total = Number(position(first.text)?.split(' / ')[1]);
    expect(total).toBeGreaterThan(1);
    expect(position(first.text)).toBe(`1 / ${total}`);
    expect(first.text).toMatch(/<span aria-disabled="true"[^>]*>이전 리뷰<\/span>/);
    expect(first.text).toContain('href="/products/1001/photo-reviews/view?at=2" rel="next"');
    expect(first.text).toContain('data-island="ImageCarousel"');

    const last = await html(`/products/1001/photo-reviews/view?at=${total}`);
    expect(last.text).toMatch(/<span aria-disabled="true"[^>]*>다음 리뷰<\/span>/);
    expect(last.text).toContain(`href="/products/1001/photo-reviews/view?at=${total - 1}" rel="prev"`);
    const past = await html('/products/1001/photo-reviews/view?at=9999');
    expect(position(past.text)).toBe(`${total} / ${total}`);
    expect(reviewOf(past.text)).toBe(reviewOf(last.text));
    for (const junk of ['abc', '0', '-1', '1e3', '']) expect(position((await html(`/products/1001/photo-reviews/view?at=${junk}`)).text)).toBe(`1 / ${total}`);
  });

  it('lists the photo reviews with links into the viewer, publicly cacheable by no one but the browser', async () => {
    const list = await html('/products/1001/photo-reviews');
    expect(list.status).toBe(200);
    expect(list.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(list.text).toContain('data-testid="photo-review-list"');
    expect(list.text).toContain('href="/products/1001/photo-reviews/view?at=1"');
    expect((await html('/products/1003/photo-reviews')).text).toMatch(/아직 포토 리뷰가 없어요\.|data-photo-review="1"/);
  });

  it('answers 404 for a malformed or unknown item and sends anyone unverified from an adult-only item to its page', async () => {
    expect((await html('/products/abc/photo-reviews')).status).toBe(404);
    expect((await html('/products/999999/photo-reviews/view?at=1')).status).toBe(404);
    const adult = await html('/products/1005/photo-reviews');
    expect(adult.status).toBe(303);
    expect(adult.res.headers.get('location')).toBe('/products/1005');
  });
});
