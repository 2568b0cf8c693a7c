import { describe, expect, it } from 'vitest';
import { ItemCardSchema } from '../../schemas/item-detail';
import { allPages, data, DB, get, listableCatalogue, sortedNos, type Card, type CatalogueRow, type Listing } from './origin-search-helpers';

const byNo = (rows: CatalogueRow[]) => new Map(rows.map((r) => [r.item_no, r]));

/** Checks that each neighbouring pair is in order; ties must fall back to item_no. */
function expectOrdered(cards: Card[], rows: Map<number, CatalogueRow>, key: (r: CatalogueRow) => number | string, dir: 'asc' | 'desc', tie: 'asc' | 'desc') {
  for (let i = 1; i < cards.length; i++) {
    const a = rows.get(cards[i - 1]!.itemNo)!;
    const b = rows.get(cards[i]!.itemNo)!;
    const ka = key(a);
    const kb = key(b);
    const label = `${a.item_no} before ${b.item_no}`;
    if (ka === kb) expect(tie === 'asc' ? a.item_no < b.item_no : a.item_no > b.item_no, label).toBe(true);
    else expect(dir === 'asc' ? ka < kb : ka > kb, label).toBe(true);
  }
}

describe('best items: every sort pages through the whole catalogue in order', () => {
  const sorts: [string, (r: CatalogueRow) => number | string, 'asc' | 'desc', 'asc' | 'desc'][] = [
    ['popular', (r) => r.sold_qty, 'desc', 'desc'], // on best items, the default order is best-selling
    ['new', (r) => r.visible_begin_at ?? '', 'desc', 'desc'],
    ['price_asc', (r) => r.sell_price, 'asc', 'asc'],
    ['price_desc', (r) => r.sell_price, 'desc', 'desc'],
    ['discount', (r) => r.discount_rate, 'desc', 'desc'],
  ];
  it.each(sorts)('sort=%s', async (sort, key, dir, tie) => {
    const rows = await listableCatalogue();
    const { count, cards } = await allPages(`/api/v4/best-items?sort=${sort}`, 7);
    expect(count).toBe(rows.length);
    expect(cards).toHaveLength(rows.length);
    expect(new Set(cards.map((c) => c.itemNo)).size).toBe(cards.length);
    expectOrdered(cards, byNo(rows), key, dir, tie);
  });

  it('popular elsewhere means most hearts', async () => {
    const rows = await listableCatalogue();
    const { cards } = await allPages('/api/v4/search/items?keyword=%EC%BD%94%ED%8A%B8&sort=popular', 5); // 코트
    expect(cards.length).toBeGreaterThan(3);
    expectOrdered(cards, byNo(rows), (r) => r.heart_count, 'desc', 'desc');
  });

  it('answers the default page: popular, page 1, 20 cards with badges that parse as item cards', async () => {
    const l = await data<Listing & { results: (Card & Record<string, unknown>)[] }>('/api/v4/best-items');
    expect([l.sort, l.page, l.size, l.results.length]).toEqual(['popular', 1, 20, 20]);
    for (const card of l.results) {
      expect(ItemCardSchema.safeParse(card).success).toBe(true);
      expect(card.thumbnailImageUrl).toMatch(/^\/images\/items\//);
      for (const badge of ['isNew', 'isCoupon', 'isFreeShipping', 'isSoldOut']) expect(typeof card[badge]).toBe('boolean');
    }
  });

  it('answers an empty page past the end, with the count', async () => {
    const l = await data<Listing>('/api/v4/best-items?page=999&size=60');
    expect(l.results).toEqual([]);
    expect(l.count).toBeGreaterThan(0);
  });

  it('filters best items by first-level category', async () => {
    const { count, cards } = await allPages('/api/v4/best-items?category1_code=103', 60);
    const expected = await DB.prepare(
      `SELECT COUNT(DISTINCT ic.item_no) AS n FROM item_categories ic JOIN items i ON i.item_no = ic.item_no
       WHERE ic.category1_code = '103' AND i.item_stock_status IN (1, 5) AND i.use_adult_check = 0`,
    ).first<{ n: number }>();
    expect(count).toBe(expected?.n);
    expect(cards).toHaveLength(count);
  });
});

describe('brand home', () => {
  it('answers the brand and all of its listable items', async () => {
    const l = await data<Listing & { brand: Record<string, unknown> }>('/api/v4/brands/10231/items?sort=price_desc&size=60');
    expect(l.brand).toMatchObject({ frontBrandNo: 10231, name: '모노하우스', nameEng: 'MONOHAUS', heartCount: 18420 });
    expect(l.brand.logoUrl).toEqual(expect.any(String));
    const expected = (await listableCatalogue())
      .filter((r) => r.brand_no === 10231)
      .map((r) => r.item_no)
      .sort((a, b) => a - b);
    expect(sortedNos(l.results)).toEqual(expected);
    expect(l.results.every((c) => c.frontBrandName === '모노하우스')).toBe(true);
  });

  it('keeps a brand without a heart count as null', async () => {
    expect((await data<{ brand: { heartCount: unknown } }>('/api/v4/brands/13312/items')).brand.heartCount).toBeNull();
  });

  it('answers 404 for an unknown brand and 400 for a malformed number', async () => {
    const unknown = await get('/api/v4/brands/99999/items');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('BRAND_NOT_FOUND');
    for (const bad of ['abc', '0', '-1', '01', '99999999999']) expect((await get(`/api/v4/brands/${bad}/items`)).status, bad).toBe(400);
  });
});

describe('category list', () => {
  const inCategory = async (col: string, code: string) =>
    (
      await DB.prepare(
        `SELECT DISTINCT ic.item_no AS n FROM item_categories ic JOIN items i ON i.item_no = ic.item_no
         WHERE ic.${col} = ? AND i.item_stock_status IN (1, 5) AND i.use_adult_check = 0 ORDER BY 1`,
      )
        .bind(code)
        .all<{ n: number }>()
    ).results.map((r) => r.n);

  it('lists the items of each level, once each, with the category path', async () => {
    for (const [query, col, code] of [
      ['category1_code=101', 'category1_code', '101'],
      ['category1_code=101&category2_code=101101', 'category2_code', '101101'],
      ['category1_code=101&category2_code=101101&category3_code=101101101', 'category3_code', '101101101'],
    ] as const) {
      const { count, cards } = await allPages(`/api/v4/categories/items?${query}&sort=new`, 9);
      const expected = await inCategory(col, code);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(count, query).toBe(expected.length);
      expect(sortedNos(cards), query).toEqual(expected);
    }
    const l = await data<{ category: { code: string; name: string }[] }>('/api/v4/categories/items?category1_code=101&category2_code=101101&category3_code=101101101');
    expect(l.category).toEqual([
      { code: '101', name: '여성' },
      { code: '101101', name: '상의' },
      { code: '101101101', name: '니트' },
    ]);
  });

  it('answers 400 for codes that are missing, not numeric or not nested, and 404 for unknown ones', async () => {
    const bad = [
      '',
      'category1_code=abc',
      'category1_code=101&category2_code=102100',
      'category1_code=101&category3_code=101101101',
      'category1_code=101&category2_code=101101&category3_code=101100100',
    ];
    for (const q of bad) expect((await get(`/api/v4/categories/items?${q}`)).status, q).toBe(400);
    expect((await get('/api/v4/categories/items?category1_code=109')).status).toBe(404);
    expect((await get('/api/v4/categories/items?category1_code=101&category2_code=101109')).status).toBe(404);
  });
});

describe('listing parameters', () => {
  it('answers 400 naming the parameter for a bad page, size or sort', async () => {
    const cases: [string, RegExp][] = [
      ['page=0', /page/],
      ['page=-1', /page/],
      ['page=abc', /page/],
      ['page=1.5', /page/],
      ['page=10001', /page/],
      ['size=0', /size/],
      ['size=61', /size/],
      ['sort=cheap', /sort/],
      ['category1_code=10x', /category1_code/],
    ];
    for (const [q, msg] of cases) {
      const res = await get(`/api/v4/best-items?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.result).toBe('FAIL');
      expect(res.body.message, q).toMatch(msg);
    }
    for (const q of ['sort=cheap', 'size=0', 'page=0']) {
      expect((await get(`/api/v4/search/items?keyword=%EB%8B%88%ED%8A%B8&${q}`)).status, q).toBe(400);
      expect((await get(`/api/v4/brands/10231/items?${q}`)).status, q).toBe(400);
      expect((await get(`/api/v4/categories/items?category1_code=101&${q}`)).status, q).toBe(400);
    }
  });

  it('takes the default for an empty parameter and honours size up to 60', async () => {
    const l = await data<Listing>('/api/v4/best-items?sort=&page=&size=');
    expect([l.sort, l.page, l.size]).toEqual(['popular', 1, 20]);
    expect((await data<Listing>('/api/v4/best-items?size=60')).results).toHaveLength(60);
  });
});
