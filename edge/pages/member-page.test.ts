import { describe, expect, it } from 'vitest';
import { pagingLinks } from './member-page';

describe('pagingLinks', () => {
  it('links page 1 without a query, and neither end past the list', () => {
    expect(pagingLinks('/my-order/list', 2, 25, 10)).toEqual({ prevHref: '/my-order/list', nextHref: '/my-order/list?page=3' });
    expect(pagingLinks('/my-order/list', 3, 25, 10)).toEqual({ prevHref: '/my-order/list?page=2', nextHref: null });
    expect(pagingLinks('/my-order/list', 1, 25, 10)).toEqual({ prevHref: null, nextHref: '/my-order/list?page=2' });
  });

  it('an empty list is one page with no links', () => {
    expect(pagingLinks('/heart/brand', 1, 0, 20)).toEqual({ prevHref: null, nextHref: null });
  });
});
