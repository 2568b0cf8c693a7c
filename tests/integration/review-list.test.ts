import { describe, expect, it } from 'vitest';
import { originUpstream, storefront } from './harness';
import { browse, login, providerKey } from './session-helpers';

/**
 * The item's full review list (issue 29 §3): `/products/{itemNo}/reviews` pages ten at a time
 * through every review, sorts newest first or by rating, filters photo reviews, shows each
 * review's option and its writer's size information, keeps sample reviews marked and in their
 * place, falls back on a bad query (never 500), and shows an adult-only item's reviews only to
 * a verified adult. The item page shows the first five and links to it.
 */
const get = async (path: string) => {
  const res = await storefront().fetch(path, { redirect: 'manual' });
  return { status: res.status, res, text: await res.text() };
};
const reviewNos = (html: string) => [...html.matchAll(/<li[^>]*data-review="(\d+)"/g)].map((m) => Number(m[1]));
const stars = (html: string) => [...html.matchAll(/<span class="sr-only">별점 5점 중 (\d)점<\/span>/g)].map((m) => Number(m[1]));
const position = (html: string) => /data-testid="photo-review-position">([^<]+)</.exec(html)?.[1];

describe('review list', () => {
  it('the item page shows five and links to all of them', async () => {
    const item = await get('/products/1001');
    expect(item.text).toContain('href="/products/1001/reviews"');
    expect(item.text).toContain('리뷰 23개 전체 보기');
    // The rating link stays in the page (issue 29): no reload.
    expect(item.text).toMatch(/href="#review"[^>]*data-testid="review-link"/);
  });

  it('pages through all 23 reviews of 1001, ten a page, newest first, each with its option and many with size information', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => get(`/products/1001/reviews${p > 1 ? `?page=${p}` : ''}`)));
    for (const p of pages) expect(p.status).toBe(200);
    const seen = pages.map((p) => reviewNos(p.text));
    expect(seen.map((s) => s.length)).toEqual([10, 10, 3]);
    const all = seen.flat();
    expect(new Set(all).size).toBe(23);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(position(pages[0]!.text)).toBe('1 / 3 페이지');
    expect(pages[0]!.text).toContain('href="/products/1001/reviews?page=2"');
    expect(pages[1]!.text).toContain('href="/products/1001/reviews"');
    const options = [...pages[0]!.text.matchAll(/data-review-option="">/g)].length;
    expect(options).toBe(10);
    const sizes = pages.flatMap((p) => [...p.text.matchAll(/data-review-size=""><span class="sr-only">작성자 사이즈 정보(?:<!-- -->)? <\/span>([^<]+)</g)].map((m) => m[1]!));
    expect(sizes.length).toBeGreaterThanOrEqual(12);
    for (const s of sizes) expect(s).toMatch(/^키 \d+cm · 몸무게 \d+kg · 평소 사이즈 (S|M) · (작아요|정사이즈예요|커요)$/);
    // Photos beside their text, each opening the photo.
    expect(pages[0]!.text).toMatch(/data-review-photos=""><li><a href="[^"]+"[^>]*><img[^>]*alt="리뷰 사진 1 크게 보기"/);
  });

  it('sorts by rating either way and filters photo reviews, keeping the other choice', async () => {
    const high = await get('/products/1001/reviews?sort=high');
    const highStars = stars(high.text);
    expect(highStars).toEqual([...highStars].sort((a, b) => b - a));
    expect(high.text).toMatch(/aria-current="true"[^>]*data-review-sort="high"/);
    const low = await get('/products/1001/reviews?sort=low&page=3');
    const lowStars = stars(low.text);
    expect(lowStars.length).toBe(3);
    expect(lowStars).toEqual([...lowStars].sort((a, b) => a - b));
    // The lowest page 3 holds the highest ratings of the low order.
    expect(Math.min(...lowStars)).toBeGreaterThanOrEqual(Math.max(...stars((await get('/products/1001/reviews?sort=low')).text)));

    const photo = await get('/products/1001/reviews?photo=T&sort=high');
    const nos = reviewNos(photo.text);
    expect(nos.length).toBeGreaterThan(0);
    expect([...photo.text.matchAll(/data-review-photos=""/g)].length).toBe(nos.length);
    expect(photo.text).toContain('href="/products/1001/reviews?sort=low&amp;photo=T"');
    expect(photo.text).toMatch(/aria-current="true"[^>]*data-review-filter="photo"/);
  });

  it('falls back on a bad query and brings a page past the end back to the last, never an error', async () => {
    const plain = reviewNos((await get('/products/1001/reviews')).text);
    for (const q of ['page=abc', 'page=-2', 'page=0', 'sort=price', 'sort=%00', 'photo=yes', 'page=1e3', 'sort=high%27--']) {
      const res = await get(`/products/1001/reviews?${q}`);
      expect(res.status, q).toBe(200);
      expect(reviewNos(res.text), q).toEqual(plain);
    }
    const past = await get('/products/1001/reviews?page=999999');
    expect(past.status).toBe(200);
    expect(reviewNos(past.text)).toHaveLength(3);
    expect(position(past.text)).toBe('3 / 3 페이지');
    expect((await get('/products/abc/reviews')).status).toBe(404);
    expect((await get('/products/999999/reviews')).status).toBe(404);
    // The origin states its parameters strictly.
    expect((await originUpstream()('/api/v5/product-detail/1001/reviews?sort=price')).status).toBe(400);
  });

  it('keeps sample reviews marked and where the item puts them, whatever the sort', async () => {
    const res = await get('/products/1002/reviews?sort=low');
    const first = /<li[^>]*data-review="\d+"([^>]*)>/.exec(res.text)?.[1] ?? '';
    expect(first).toContain('data-sample');
    expect(res.text).toContain('data-sample-review-mark');
  });

  it("shows an adult-only item's reviews only to a verified adult, privately", async () => {
    const visitor = await get('/products/1005/reviews?page=1');
    expect(visitor.status).toBe(303);
    expect(visitor.res.headers.get('location')).toBe('/products/1005');

    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test');
    const unverified = await browse(sf, jar, '/products/1005/reviews', { redirect: 'manual' });
    expect(unverified.status).toBe(303);
    const key = await providerKey('adult', { name: '어른이', birthDate: '1990-05-05', gender: 'M', phone: '010-0000-1001' });
    await browse(sf, jar, '/api/v5/users/adult-verification', { method: 'POST', body: JSON.stringify({ adultVerificationKey: key }) });
    const verified = await browse(sf, jar, '/products/1005/reviews', { redirect: 'manual' });
    expect(verified.status).toBe(200);
    expect(verified.headers.get('cache-control')).toBe('private, no-store');
    expect(reviewNos(await verified.text()).length).toBeGreaterThan(0);
  });
});
