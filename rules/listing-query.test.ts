import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  LISTING_PAGE_SIZE,
  listingEndpoint,
  listingHref,
  pageWindow,
  parseCategoryCodes,
  parseKeyword,
  parseListingQuery,
  parsePage,
  parseSort,
  parseListingFilters,
  totalPages,
  parseListingView,
  withFilters,
  withView,
} from './listing-query';

const q = (s: string) => new URLSearchParams(s);

describe('sort and page', () => {
  it('keeps every known sort and falls back for the rest', () => {
    for (const s of ['popular', 'new', 'price_asc', 'price_desc', 'discount']) expect(parseSort(s)).toBe(s);
    for (const s of [null, '', 'PRICE_ASC', 'cheap', ' new ', '__proto__']) expect(parseSort(s)).toBe(s === ' new ' ? 'new' : DEFAULT_SORT);
  });
  it('reads pages 1..500 and gives 1 for anything else', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('500')).toBe(500);
    for (const p of ['0', '-1', '1.5', 'abc', '501', '99999999999', '', null]) expect(parsePage(p)).toBe(1);
  });
  it('parses a whole query with the default size', () => {
    expect(parseListingQuery(q('sort=new&page=2'))).toEqual({ sort: 'new', page: 2, size: LISTING_PAGE_SIZE });
    expect(parseListingQuery(q('sort=x&page=y&size=1000'))).toEqual({ sort: 'popular', page: 1, size: LISTING_PAGE_SIZE });
    expect(parseListingQuery(q('size=12')).size).toBe(12);
  });
});

describe('keyword', () => {
  it('trims and squeezes blanks', () => {
    expect(parseKeyword('  울   니트 ')).toEqual({ ok: true, keyword: '울 니트' });
    expect(parseKeyword('a\u0000b')).toEqual({ ok: true, keyword: 'a b' });
  });
  it('reports blank and over-long keywords', () => {
    expect(parseKeyword('   ')).toEqual({ ok: false, reason: 'blank' });
    expect(parseKeyword(null)).toEqual({ ok: false, reason: 'blank' });
    expect(parseKeyword('가'.repeat(100))).toMatchObject({ ok: true });
    expect(parseKeyword('가'.repeat(101))).toEqual({ ok: false, reason: 'tooLong' });
  });
});

describe('category codes', () => {
  it('reads one to three numeric levels', () => {
    expect(parseCategoryCodes(q('category1_code=101'))).toEqual({ category1_code: '101', category2_code: null, category3_code: null });
    expect(parseCategoryCodes(q('category1_code=101&category2_code=101100&category3_code=101100100'))).toEqual({
      category1_code: '101',
      category2_code: '101100',
      category3_code: '101100100',
    });
  });
  it('refuses letters and gaps', () => {
    expect(parseCategoryCodes(q('category1_code=abc'))).toBeNull();
    expect(parseCategoryCodes(q('category1_code=101&category3_code=101100100'))).toBeNull();
    expect(parseCategoryCodes(q('category2_code=101100'))).toBeNull();
    expect(parseCategoryCodes(q('category1_code=1e3'))).toBeNull();
  });
  it('tells "no filter" from a required filter', () => {
    expect(parseCategoryCodes(q(''))).toBe('none');
    expect(parseCategoryCodes(q(''), { required: true })).toBeNull();
  });
});

describe('paging helpers', () => {
  it('counts pages', () => {
    expect(totalPages(0, 20)).toBe(1);
    expect(totalPages(20, 20)).toBe(1);
    expect(totalPages(21, 20)).toBe(2);
    expect(totalPages(Number.NaN, 20)).toBe(1);
  });
  it('windows page numbers around the current page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(9, 3)).toEqual([1, 2, 3]);
  });
  it('builds page addresses that keep filters and drop defaults', () => {
    expect(listingHref('/search?keyword=울 니트&page=3', { sort: 'popular', page: 1 })).toBe('/search?keyword=%EC%9A%B8%20%EB%8B%88%ED%8A%B8');
    expect(listingHref('/brand/16401', { sort: 'new', page: 2 })).toBe('/brand/16401?sort=new&page=2');
    expect(listingHref('/best-items?sort=new', { sort: 'popular', page: 1 })).toBe('/best-items');
  });
  it('builds gateway addresses', () => {
    expect(listingEndpoint('/api/v4/best-items', { sort: 'new', page: 2, size: 20 })).toBe('/api/v4/best-items?sort=new&page=2&size=20');
    expect(listingEndpoint('/api/v4/search/items?keyword=a', { sort: 'popular', page: 1, size: 20 })).toBe('/api/v4/search/items?keyword=a&sort=popular&page=1&size=20');
  });
});

describe('fit and gender filters', () => {
  it('reads the spec codes', () => {
    expect(parseListingFilters(q('fit=1&gender=2'))).toEqual({ fit: 1, gender: 2 });
    expect(parseListingFilters(q('fit=4'))).toEqual({ fit: 4, gender: null });
    expect(parseListingFilters(q('gender=1&sort=new'))).toEqual({ fit: null, gender: 1 });
  });
  it('ignores anything else', () => {
    for (const s of ['fit=abc&gender=9', 'fit=0&gender=0', 'fit=5&gender=3', 'fit=&gender=', 'fit=1.0&gender=-1', '', 'fit=%00']) {
      expect(parseListingFilters(q(s)), s).toEqual({ fit: null, gender: null });
    }
  });
  it('builds the address with the filters, keeping the page parameters and dropping sort and page', () => {
    expect(withFilters('/category/list?category1_code=101', { fit: 2, gender: null })).toBe('/category/list?category1_code=101&fit=2');
    expect(withFilters('/search?keyword=%EB%8B%88%ED%8A%B8&fit=2&sort=new&page=3', { fit: null, gender: 1 })).toBe('/search?keyword=%EB%8B%88%ED%8A%B8&gender=1');
    expect(withFilters('/best-items', { fit: 3, gender: 2 })).toBe('/best-items?gender=2&fit=3');
    expect(withFilters('/best-items?fit=3', { fit: null, gender: null })).toBe('/best-items');
  });
});

describe('view mode (spec 4.2: 0 list, 1 detail)', () => {
  it('reads view=1 as detail and anything else as the list', () => {
    expect(parseListingView(q('view=1'))).toBe(1);
    expect(parseListingView(q('view=0'))).toBe(0);
    for (const s of ['', 'view=', 'view=2', 'view=01', 'view=1.0', 'view=detail', 'view=%00', 'view=-1', 'view=9']) expect(parseListingView(q(s)), s).toBe(0);
  });
  it('sets it in the address, the list leaving no parameter, and survives sort, page and filters', () => {
    expect(withView('/category/list?category1_code=101', 1)).toBe('/category/list?category1_code=101&view=1');
    expect(withView('/best-items?view=1', 0)).toBe('/best-items');
    expect(withView('/search?keyword=%EB%8B%88%ED%8A%B8&view=1&sort=new', 1)).toBe('/search?keyword=%EB%8B%88%ED%8A%B8&sort=new&view=1');
    const detail = withView('/category/list?category1_code=101', 1);
    expect(listingHref(detail, { sort: 'new', page: 2 })).toBe('/category/list?category1_code=101&view=1&sort=new&page=2');
    expect(withFilters(detail, { fit: 1, gender: null })).toBe('/category/list?category1_code=101&view=1&fit=1');
  });
});
