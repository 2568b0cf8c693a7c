import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, normalisePaging } from './paging';

describe('normalisePaging', () => {
  it('keeps good values, numbers or digit strings', () => {
    expect(normalisePaging({ page: 3, size: 20 })).toEqual({ page: 3, size: 20 });
    expect(normalisePaging({ page: '2', size: ' 5 ' })).toEqual({ page: 2, size: 5 });
  });

  it('defaults what is missing or unusable', () => {
    expect(normalisePaging()).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE });
    expect(normalisePaging({ page: -1, size: 'x' })).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE });
    expect(normalisePaging({ page: 1.5, size: 0 })).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE });
    expect(normalisePaging({ page: '1e2', size: Number.NaN })).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE });
  });

  it('caps page and size', () => {
    expect(normalisePaging({ page: 10 ** 9, size: 500 })).toEqual({ page: MAX_PAGE, size: MAX_PAGE_SIZE });
  });
});
