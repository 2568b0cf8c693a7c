import { describe, expect, it } from 'vitest';
import { readReviewListQuery, reviewListPaging, reviewListPath, sortLinks } from './review-list';

const query = (q: Partial<Record<string, string>>) => readReviewListQuery((name) => q[name]);

describe('review list query', () => {
  it('reads page, sort and photo filter, and falls back for anything else', () => {
    expect(query({ page: '3', sort: 'low', photo: 'T' })).toEqual({ page: 3, sort: 'low', photo: true });
    expect(query({})).toEqual({ page: 1, sort: 'recent', photo: false });
    for (const bad of [{ page: '-1' }, { page: '0' }, { page: '1e3' }, { page: '99999999' }, { sort: 'price' }, { sort: 'HIGH' }, { photo: 't' }, { photo: 'yes' }]) {
      const q = query(bad);
      expect(q.page === 1 && q.sort === 'recent' && !q.photo).toBe(true);
    }
  });

  it('writes one address per list, defaults left out', () => {
    expect(reviewListPath(1001, { page: 1, sort: 'recent', photo: false })).toBe('/products/1001/reviews');
    expect(reviewListPath(1001, { page: 2, sort: 'high', photo: true })).toBe('/products/1001/reviews?sort=high&photo=T&page=2');
  });

  it('sort links start again at page 1 and keep the photo filter', () => {
    const links = sortLinks(1001, { page: 3, sort: 'low', photo: true });
    expect(links.map((l) => [l.sort, l.href, l.current])).toEqual([
      ['recent', '/products/1001/reviews?photo=T', false],
      ['high', '/products/1001/reviews?sort=high&photo=T', false],
      ['low', '/products/1001/reviews?sort=low&photo=T', true],
    ]);
  });

  it('pages ten at a time and brings a page past the end back to the last', () => {
    expect(reviewListPaging(2, 23)).toEqual({ page: 2, pages: 3, first: 11 });
    expect(reviewListPaging(9, 23)).toEqual({ page: 3, pages: 3, first: 21 });
    expect(reviewListPaging(1, 0)).toEqual({ page: 1, pages: 1, first: 1 });
  });
});
