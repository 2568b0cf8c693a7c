import { describe, expect, it } from 'vitest';
import { rewritingUpstream, originUpstream, slowUpstream, storefront } from './harness';

const label = (html: string) => /<html lang="ko" data-page-type="([^"]*)" data-theme="([^"]*)"/.exec(html)?.slice(1);

describe('page-type labels on real pages (spec 2.4)', () => {
  const sf = storefront();
  it.each([
    ['/search?keyword=%EB%8B%88%ED%8A%B8', 'search_result', 200],
    ['/brand/16404', 'brand_home', 200],
    ['/category/main', 'category_main', 200],
    ['/category/list?category1_code=101', 'category_list', 200],
    ['/best-items', 'best', 200],
    ['/', '/', 200],
    ['/search', '/search', 200],
    ['/start', '/start', 200],
    ['/products/1001', 'item_detail', 200],
  ] as const)('%s → %s', async (path, expected, status) => {
    const res = await sf.fetch(path);
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(label(html)).toEqual([expected, 'white']);
  });

  it('gives paths under the weeks promotion the black theme', async () => {
    const res = await sf.fetch('/weeks/2025');
    expect(label(await res.text())).toEqual(['/weeks/2025', 'black']);
  });
});

describe('listing pages', () => {
  const sf = storefront();

  it('lists search results in the grid island with sorting and paging links', async () => {
    const res = await sf.fetch('/search?keyword=%EB%8B%88%ED%8A%B8');
    const html = await res.text();
    expect(html).toContain('data-island="ProductGrid"');
    expect(html).toContain('data-testid="product-grid"');
    expect(html).toMatch(/href="\/products\/\d+"/);
    expect(html).toContain('인기순');
    expect(res.headers.get('cache-control')).toContain('private');
  });

  it('shows the empty state for a search that finds nothing', async () => {
    const res = await sf.fetch('/search?keyword=zzzxqqnothing');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="grid-empty"');
    expect(html).toContain('검색 결과가 없어요');
  });

  it('names the brand on its home', async () => {
    const html = await (await sf.fetch('/brand/10231')).text();
    expect(html).toContain('모노하우스');
    expect(html).toContain('data-testid="product-grid"');
  });

  it('answers the not-found page for an unknown or malformed brand', async () => {
    for (const path of ['/brand/999999', '/brand/abc', '/brand/0', '/brand/99999999999999999999']) {
      const res = await sf.fetch(path);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
  });

  it.each([
    '/category/list',
    '/category/list?category1_code=abc',
    '/category/list?category1_code=101&category3_code=101100100',
    '/category/list?category1_code=101&category2_code=102100',
    '/best-items?category1_code=%27%3B--',
    '/category/main?category1_code=x',
    `/search?keyword=${'a'.repeat(101)}`,
  ])('answers 400 with a clean page for %s', async (path) => {
    const res = await sf.fetch(path);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('data-testid="bad-request"');
    expect(html).toContain('잘못된 요청이에요');
  });

  it.each(['/best-items?page=abc&sort=cheap', '/best-items?page=-1', '/search?keyword=%EB%8B%88%ED%8A%B8&page=99999999&size=9999', '/best-items?page=%00'])(
    'treats a junk sort or page in %s as the first page',
    async (path) => {
      const res = await sf.fetch(path);
      expect(res.status).toBe(200);
      await res.body?.cancel();
    },
  );

  it('pages the best items: page 2 differs from page 1', async () => {
    const cards = (html: string) => [...html.matchAll(/data-item-no="(\d+)"/g)].map((m) => m[1]);
    const one = cards(await (await sf.fetch('/best-items')).text());
    const two = cards(await (await sf.fetch('/best-items?page=2')).text());
    expect(one.length).toBe(20);
    expect(two.length).toBeGreaterThan(0);
    expect(two.filter((n) => one.includes(n))).toEqual([]);
  });

  it('shows the grid error state with 503 when the listing times out', async () => {
    const slow = slowUpstream(originUpstream(), /\/api\/v4\/best-items/, 8000);
    const res = await storefront({ upstream: slow }).fetch('/best-items');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    const html = await res.text();
    expect(html).toContain('data-testid="grid-error"');
  }, 20_000);

  it('answers 502 with the error state when the listing does not fit its shape', async () => {
    const broken = rewritingUpstream(originUpstream(), /\/api\/v4\/best-items/, () => ({ data: { results: 'nope' } }));
    const res = await storefront({ upstream: broken, cache: false }).fetch('/best-items');
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('data-testid="grid-error"');
  });
});

describe('/list/shop (the category tab)', () => {
  it('lists every displayed group with its first- and second-level categories as links', async () => {
    const res = await storefront().fetch('/list/shop');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="shop-categories"');
    for (const name of ['여성', '남성', '라이프']) expect(html).toContain(name);
    const links = [...html.matchAll(/href="(\/category\/list\?[^"]+)"/g)].map((m) => m[1]);
    expect(links.some((l) => /category1_code=\d+&amp;category2_code=\d+/.test(l!))).toBe(true);
    expect(links.length).toBeGreaterThan(5);
  });

  it('says so with 503 when no group can be loaded', async () => {
    const broken = rewritingUpstream(originUpstream(), /\/item\/category\/group\//, () => ({ data: 'nope' }));
    const res = await storefront({ upstream: broken, cache: false }).fetch('/list/shop');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('카테고리를 불러오지 못했어요.');
  });
});

describe('shell', () => {
  it('has the search bar, footer legal links, and the QA label only in development', async () => {
    const dev = await (await storefront({ vars: { ENVIRONMENT: 'development' } }).fetch('/best-items')).text();
    expect(dev).toContain('data-island="SearchBar"');
    expect(dev).toContain('data-island="QaLabel"');
    expect(dev).toContain('개인정보처리방침');
    const test = await (await storefront().fetch('/best-items')).text();
    expect(test).not.toContain('data-island="QaLabel"');
  });

  it('lights the bottom navigation tab from the path', async () => {
    const sf = storefront();
    const lit = (html: string) => /aria-current="page"[^>]*data-tab|data-tab="(\w+)" aria-current="page"/.exec(html)?.[1] ?? null;
    expect(lit(await (await sf.fetch('/')).text())).toBe('home');
    expect(lit(await (await sf.fetch('/search?keyword=a')).text())).toBe('search');
    expect(lit(await (await sf.fetch('/category/main')).text())).toBe('category');
    expect(lit(await (await sf.fetch('/best-items')).text())).toBeNull();
  });

  it('shows the notice strip from GET /notice/ and drops it when that fails', async () => {
    const ok = await (await storefront().fetch('/best-items')).text();
    expect(ok).toContain('data-testid="notice-strip"');
    const failing = storefront({ upstream: async (path, init) => (path.startsWith('/notice') ? new Response('boom', { status: 500 }) : originUpstream()(path, init)), cache: false });
    const res = await failing.fetch('/best-items');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('data-testid="notice-strip"');
  });

  it('keeps the bottom navigation off the item page (its purchase bar sits there)', async () => {
    const html = await (await storefront().fetch('/products/1001')).text();
    expect(html).not.toContain('data-testid="bottom-nav"');
    expect(html).toContain('data-island="SearchBar"');
  });
});
