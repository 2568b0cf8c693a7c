import { describe, expect, it } from 'vitest';
import { itemLabelOf } from '../../rules/item-label';
import { catalogCopy } from '../../src/copy/ko';
import { DB, data, get } from './origin-search-helpers';
import { storefront } from './harness';

/**
 * Issue 13 item 2 end to end through the reference origin: the fit and gender filters of
 * listings (bad values ignored by the storefront, refused by the origin), item labels on cards
 * and the item page, and the sample display of reviews. Expectations come from the database.
 */

interface Row {
  item_no: number;
  item_label: number;
  available_begin_at: string | null;
  available_end_at: string | null;
  use_without_available_end_date: number;
}

const LISTABLE = 'i.item_stock_status IN (1, 5) AND i.use_adult_check = 0';

async function countIn(category1: string, where = '1', binds: (string | number)[] = []): Promise<number> {
  const row = await DB.prepare(
    `SELECT COUNT(DISTINCT i.item_no) AS n FROM items i JOIN item_categories ic ON ic.item_no = i.item_no
     WHERE ic.category1_code = ? AND ${LISTABLE} AND ${where}`,
  )
    .bind(category1, ...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The label text the storefront should show now for an item, from its row. */
async function expectedLabel(itemNo: number): Promise<string | null> {
  const r = await DB.prepare('SELECT item_no, item_label, available_begin_at, available_end_at, use_without_available_end_date FROM items WHERE item_no = ?').bind(itemNo).first<Row>();
  const state = itemLabelOf(
    { itemLabel: r!.item_label, availableBeginTimestamp: r!.available_begin_at, availableEndTimestamp: r!.available_end_at, useWithoutAvailableEndDate: r!.use_without_available_end_date ? 'T' : 'F' },
    new Date(),
  );
  return state ? catalogCopy.itemLabel(state) : null;
}

const gridCount = (html: string) => Number(/data-testid="grid-count"[^>]*>상품 ([\d,]+)개/.exec(html)?.[1]?.replace(/,/g, '') ?? Number.NaN);
const cardNos = (html: string) => [...html.matchAll(/data-item-no="(\d+)"/g)].map((m) => Number(m[1]));

describe('origin: gender and fit filters', () => {
  it('narrows every listing to the chosen gender and fit', async () => {
    const l = await data<{ count: number; results: { itemNo: number }[] }>('/api/v4/categories/items?category1_code=101&fit=1&size=60');
    expect(l.count).toBe(await countIn('101', 'i.fit = ?', [1]));
    expect(l.count).toBeGreaterThan(0);
    const fits = await DB.prepare(`SELECT DISTINCT fit FROM items WHERE item_no IN (${l.results.map((c) => c.itemNo).join(',')})`).all<{ fit: number }>();
    expect(fits.results.map((r) => r.fit)).toEqual([1]);

    const men = await data<{ count: number }>('/api/v4/best-items?gender=2&size=60');
    const menRow = await DB.prepare(`SELECT COUNT(*) AS n FROM items i WHERE ${LISTABLE} AND i.gender = 2`).first<{ n: number }>();
    expect(men.count).toBe(menRow?.n);
    const both = await data<{ count: number }>('/api/v4/search/items?keyword=%EC%9E%AC%ED%82%B7&gender=2&fit=1'); // 재킷
    expect(both.count).toBeGreaterThanOrEqual(1); // 1006, the oversize men's jacket
  });

  it('refuses a code that is not one of the spec, naming the parameter', async () => {
    for (const q of ['fit=abc', 'fit=5', 'fit=0', 'gender=9', 'gender=1.0']) {
      const a = await get(`/api/v4/categories/items?category1_code=101&${q}`);
      expect(a.status, q).toBe(400);
      expect(a.body.errorCode).toBe('INVALID_QUERY');
      expect(a.body.message).toContain(q.split('=')[0]);
    }
    expect((await get('/api/v4/categories/items?category1_code=101&fit=&gender=')).status).toBe(200);
  });

  it('carries the label code and sale window on cards', async () => {
    const l = await data<{ results: Record<string, unknown>[] }>('/api/v4/search/items?keyword=%EB%A7%A8%ED%88%AC%EB%A7%A8'); // 맨투맨
    const launch = l.results.find((c) => c.itemNo === 1120);
    expect(launch).toMatchObject({ itemLabel: 3, availableEndTimestamp: null });
    expect(launch?.availableBeginTimestamp).toMatch(/^\d{4}-\d{2}-\d{2} 10:00:00$/);
  });
});

describe('storefront: listing filters', () => {
  const sf = storefront();

  it('filters the category list by fit and gender, as plain links that keep the category', async () => {
    const res = await sf.fetch('/category/list?category1_code=101&fit=1');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(gridCount(html)).toBe(await countIn('101', 'i.fit = 1'));
    expect(html).toContain('data-testid="listing-filters"');
    expect(html).toMatch(/href="\/category\/list\?category1_code=101&amp;fit=1"[^>]*aria-current="true"/);
    expect(html).toContain('href="/category/list?category1_code=101&amp;fit=2"');
    expect(html).toContain('href="/category/list?category1_code=101&amp;gender=2&amp;fit=1"');
    // The grid pages and sorts through the gateway with the filter kept.
    expect(html).toContain('/api/v4/categories/items?category1_code=101\\u0026fit=1');
  });

  it('keeps fit and gender on the category and best chips, so a sibling category stays narrowed', async () => {
    const chipsOf = (html: string, label: string) => {
      const nav = html.match(new RegExp(`<nav aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`))?.[1] ?? '';
      return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    };
    const list = chipsOf(await (await sf.fetch('/category/list?category1_code=101&gender=2&fit=1')).text(), '카테고리 상품');
    expect(list.length).toBeGreaterThan(1);
    for (const href of list) expect(href).toMatch(/[?&]gender=2&fit=1$/);
    const best = chipsOf(await (await sf.fetch('/best-items?fit=3')).text(), '베스트');
    expect(best.length).toBeGreaterThan(1);
    for (const href of best) expect(href).toMatch(/[?&]fit=3$/);
    // The view mode rides along too.
    for (const href of chipsOf(await (await sf.fetch('/category/list?category1_code=101&view=1&fit=2')).text(), '카테고리 상품')) expect(href).toMatch(/[?&]fit=2&view=1$/);
    for (const href of chipsOf(await (await sf.fetch('/best-items?view=1')).text(), '베스트')) expect(href).toMatch(/[?&]view=1$/);
    // Without a filter the chips are the plain category links they were.
    for (const href of chipsOf(await (await sf.fetch('/category/list?category1_code=101')).text(), '카테고리 상품')) expect(href).not.toMatch(/fit=|gender=/);
  });

  it('shows large cards for view=1 (spec 4.2 view mode detail), kept by the filters, sorting and paging', async () => {
    const res = await sf.fetch('/category/list?category1_code=101&view=1&fit=1');
    expect(res.status).toBe(200);
    const html = (await res.text()).replaceAll('&amp;', '&');
    expect(html).toContain('data-layout="detail"');
    // Large cards ask for pictures a full-width card needs.
    expect(html).toMatch(/srcSet="[^"]*w=640[^"]* 640w, [^"]*w=1000[^"]* 1000w"/);
    expect(html).toMatch(/href="\/category\/list\?category1_code=101&fit=1&view=1"[^>]*aria-current="true"[^>]*data-view-mode="1"/);
    expect(html).toMatch(/href="\/category\/list\?category1_code=101&fit=1"[^>]*data-view-mode="0"/);
    expect(html).toContain('href="/category/list?category1_code=101&view=1&fit=2"');
    expect(html).toContain('href="/category/list?category1_code=101&fit=1&view=1&sort=new"');
    // The grid's island pages through the gateway, which is never told the view.
    expect(html).toContain('"view":1');
    expect(html).not.toMatch(/\/api\/v4\/categories\/items\?[^"]*view=/);
    // The list is the default, and a view that is not a spec code is the list too.
    for (const path of ['/category/list?category1_code=101', '/category/list?category1_code=101&view=9', '/search?keyword=%EB%8B%88%ED%8A%B8&view=%00']) {
      const r = await sf.fetch(path);
      expect(r.status, path).toBe(200);
      expect(await r.text(), path).toContain('data-layout="list"');
    }
  });

  it('combines both filters on search', async () => {
    const html = await (await sf.fetch('/search?keyword=%EC%9E%AC%ED%82%B7&gender=2&fit=1')).text();
    expect(cardNos(html)).toContain(1006);
    expect(gridCount(html)).toBeGreaterThanOrEqual(1);
  });

  it('ignores values that are not spec codes: never an error, the listing unfiltered', async () => {
    const plain = gridCount(await (await sf.fetch('/category/list?category1_code=101')).text());
    for (const q of ['fit=abc&gender=9', 'fit=0', 'gender=3', 'fit=%00', 'fit=1e0', 'fit=1&fit=abc', 'gender=-1']) {
      const res = await sf.fetch(`/category/list?category1_code=101&${q}`);
      expect(res.status, q).toBe(200);
      const html = await res.text();
      if (q === 'fit=1&fit=abc') continue; // the first value counts: fit=1
      expect(gridCount(html), q).toBe(plain);
    }
    for (const path of ['/best-items?fit=abc', '/brand/10231?gender=9', '/search?keyword=%EB%8B%88%ED%8A%B8&fit=x', '/category/main?gender=0']) {
      expect((await sf.fetch(path)).status, path).toBe(200);
    }
  });

  it('the gateway ignores bad values too, and filters with good ones', async () => {
    const plain = (await (await sf.fetch('/api/v4/categories/items?category1_code=101')).json()) as { data: { count: number } };
    const bad = await sf.fetch('/api/v4/categories/items?category1_code=101&fit=abc&gender=9');
    expect(bad.status).toBe(200);
    expect(((await bad.json()) as { data: { count: number } }).data.count).toBe(plain.data.count);
    const women = (await (await sf.fetch('/api/v4/best-items?gender=1&size=60')).json()) as { data: { count: number } };
    const row = await DB.prepare(`SELECT COUNT(*) AS n FROM items i WHERE ${LISTABLE} AND i.gender = 1`).first<{ n: number }>();
    expect(women.data.count).toBe(row?.n);
  });
});

describe('storefront: item labels', () => {
  const sf = storefront();

  it('shows the label on listing cards, worded at the request clock', async () => {
    const html = await (await sf.fetch('/category/list?category1_code=101&category2_code=101101')).text();
    const launch = await expectedLabel(1120);
    expect(launch).toMatch(/^D-(\d+|DAY)$/);
    expect(html).toMatch(new RegExp(`data-item-no="1120"[\\s\\S]*?data-item-label="dday"[^>]*>${launch}<`));
    const sale = await expectedLabel(1002);
    expect(sale).toBe('세일');
    expect(html).toMatch(/data-item-no="1002"[\s\S]*?data-item-label="sale"[^>]*>세일</);
  });

  it('gives grid pages from the gateway a label state per card', async () => {
    const body = (await (await sf.fetch('/api/v4/search/items?keyword=%EB%A7%A8%ED%88%AC%EB%A7%A8')).json()) as { data: { results: { itemNo: number; label: unknown }[] } };
    const launch = body.data.results.find((c) => c.itemNo === 1120);
    expect(launch?.label).toMatchObject({ kind: 'dday', event: 'open' });
    expect(body.data.results.filter((c) => c.itemNo !== 1120).every((c) => c.label === null || typeof c.label === 'object')).toBe(true);
  });

  it('shows the item page label as server text near the title, and labels on related cards', async () => {
    const html1009 = await (await sf.fetch('/products/1009')).text();
    expect(html1009).toContain(`data-item-label="dday">${await expectedLabel(1009)}<`);
    expect(await expectedLabel(1009)).toMatch(/^마감 D-\d+$|^오늘 마감$/);
    const html1001 = await (await sf.fetch('/products/1001')).text();
    expect(html1001).not.toContain('data-testid="item-label"');
    // 1001's related items are 1002 (sale), 1003, 1006 (date) and 1009 (d-day).
    const related = /data-testid="related"[\s\S]*?<\/ul>/.exec(html1001)?.[0] ?? '';
    expect(related).toContain('data-item-label="sale">세일<');
    expect(related).toContain(`data-item-label="date">${await expectedLabel(1006)}<`);
    expect(related).toContain(`data-item-label="dday">${await expectedLabel(1009)}<`);
    const html1007 = await (await sf.fetch('/products/1007')).text();
    expect(await expectedLabel(1007)).toMatch(/^\d{1,2}\.\d{1,2} 오픈$/);
    expect(html1007).toContain(`data-item-label="date">${await expectedLabel(1007)}<`);
  });
});

describe('sample display of reviews', () => {
  const sf = storefront();
  type Page = { count: number; results: { reviewNo: number; isSample: boolean }[] };
  const reviews = (itemNo: number) => data<Page>(`/api/v5/product-detail/${itemNo}/reviews?page=1&size=50`);
  const all = async (itemNo: number) =>
    (await DB.prepare('SELECT review_no, is_sample FROM reviews WHERE item_no = ? ORDER BY review_no DESC').bind(itemNo).all<{ review_no: number; is_sample: number }>()).results;

  it('1 hide: the origin leaves sample reviews out of the list and the counts', async () => {
    const rows = await all(1004);
    const page = await reviews(1004);
    expect(page.count).toBe(rows.filter((r) => !r.is_sample).length);
    expect(page.results.map((r) => r.reviewNo)).toEqual(rows.filter((r) => !r.is_sample).map((r) => r.review_no));
    const item = await data<{ reviewAggregation: { reviewCount: number } }>('/api/v5/product-detail/1004');
    expect(item.reviewAggregation.reviewCount).toBe(page.count);
  });

  it('2 top and 3 bottom: sample reviews first or last, each part newest first, across pages', async () => {
    const top = await all(1002);
    const expectedTop = [...top.filter((r) => r.is_sample), ...top.filter((r) => !r.is_sample)].map((r) => r.review_no);
    expect((await reviews(1002)).results.map((r) => r.reviewNo)).toEqual(expectedTop);
    const paged = [
      ...(await data<Page>('/api/v5/product-detail/1002/reviews?page=1&size=3')).results,
      ...(await data<Page>('/api/v5/product-detail/1002/reviews?page=2&size=3')).results,
      ...(await data<Page>('/api/v5/product-detail/1002/reviews?page=3&size=3')).results,
    ];
    expect(paged.map((r) => r.reviewNo)).toEqual(expectedTop);
    const bottom = await all(1009);
    expect((await reviews(1009)).results.map((r) => r.reviewNo)).toEqual([...bottom.filter((r) => !r.is_sample), ...bottom.filter((r) => r.is_sample)].map((r) => r.review_no));
    expect((await reviews(1009)).results.filter((r) => r.isSample)).toHaveLength(2);
  });

  it('the item page follows it and marks each sample review', async () => {
    const html = await (await sf.fetch('/products/1002')).text();
    const order = [...html.matchAll(/data-review="(\d+)"( data-sample="")?/g)].map((m) => [Number(m[1]), m[2] !== undefined] as const);
    expect(order.slice(0, 2).every(([, sample]) => sample)).toBe(true);
    expect(order.slice(2).some(([, sample]) => sample)).toBe(false);
    expect(html.match(/data-sample-review-mark/g)).toHaveLength(2);
    expect(html).toContain(catalogCopy.sampleReviewNote);
    const hidden = await (await sf.fetch('/products/1004')).text();
    expect(hidden).not.toContain('data-sample=""');
    const none = await (await sf.fetch('/products/1006')).text();
    expect(none.match(/data-sample-review-mark/g)).toHaveLength(1);
  });
});
