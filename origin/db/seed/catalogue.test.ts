import { describe, expect, it } from 'vitest';
import { BRANDS, SPECIAL_BRAND_NO } from './brands';
import { IMAGE_COUNTS, priced, seedDate } from './builders';
import { buildCatalogue } from './catalogue';
import { CATEGORIES } from './categories';
import { catalogueRows, insertSql } from './statements';

describe('buildCatalogue', () => {
  const cat = buildCatalogue();
  const byNo = new Map(cat.items.map((i) => [i.row.item_no, i]));

  it('is deterministic', () => {
    expect(JSON.stringify(catalogueRows(buildCatalogue()))).toBe(JSON.stringify(catalogueRows(cat)));
  });

  it('has enough items, brands and unique numbers', () => {
    expect(cat.items.length).toBeGreaterThanOrEqual(80);
    expect(new Set(cat.items.map((i) => i.row.item_no)).size).toBe(cat.items.length);
    expect(BRANDS.length).toBeGreaterThanOrEqual(8);
    expect(BRANDS.some((b) => b.brand_no === SPECIAL_BRAND_NO && b.is_special)).toBe(true);
  });

  it('references only existing items, brands and categories', () => {
    const codes = new Set(CATEGORIES.map((c) => c.code));
    const brandNos = new Set(BRANDS.map((b) => b.brand_no));
    for (const item of cat.items) {
      expect(brandNos.has(item.row.brand_no)).toBe(true);
      for (const path of item.categories) for (const code of path) expect(codes.has(code)).toBe(true);
      for (const n of [...item.related, ...item.group, ...item.dependent, ...item.itemGroup]) expect(byNo.has(n)).toBe(true);
      expect(item.related).not.toContain(item.row.item_no);
    }
  });

  it('covers every sale status of spec 4.1', () => {
    const statuses = new Set(cat.items.map((i) => Number(i.row.item_stock_status ?? 1)));
    for (const s of [0, 1, 5, 21, 9, 10, 11, 12, 20, 50, 99]) expect(statuses.has(s)).toBe(true);
  });

  it('points images at the agreed file names', () => {
    for (const item of cat.items) {
      for (const img of item.images) {
        if (!img.image_url) continue;
        // Adult-only items' pictures live apart (edge/context/adult-images.ts), drawn from the item files.
        const match = /^\/images\/(items|detail|adult)\/([1-9]\d*)\.jpg$/.exec(img.image_url);
        expect(match, img.image_url).not.toBeNull();
        const [, dir, n] = match!;
        expect(dir === 'adult', img.image_url).toBe(Boolean(item.row.use_adult_check));
        expect(Number(n)).toBeLessThanOrEqual(dir === 'detail' && !item.row.use_adult_check ? IMAGE_COUNTS.detail : IMAGE_COUNTS.items);
      }
      for (const r of item.reviews) for (const n of r.photos) expect(n).toBeGreaterThan(0);
    }
  });

  it('writes one parameterised insert per row', () => {
    const { sql, values } = insertSql('t', { a: 1, b: true, c: undefined, d: null });
    expect(sql).toBe('INSERT INTO t (a, b, d) VALUES (?, ?, ?)');
    expect(values).toEqual([1, 1, null]);
  });
});

describe('builders', () => {
  it('rounds sell prices down to 100 won', () => {
    expect(priced(389000, 20)).toEqual({ consumer_price: 389000, sell_price: 311200, discount_rate: 20 });
    expect(priced(39000, 15).sell_price).toBe(33100);
  });

  it('counts days from the seed date across month ends', () => {
    expect(seedDate(0)).toBe('2026-04-15 10:00:00');
    expect(seedDate(-15, '09:00:00')).toBe('2026-03-31 09:00:00');
    expect(seedDate(20)).toBe('2026-05-05 10:00:00');
  });
});
