import { describe, expect, it } from 'vitest';
import { pageViewEvents } from './page-view';

describe('pageViewEvents', () => {
  it('reports a page view with its spec 2.4 label everywhere', () => {
    expect(pageViewEvents('/mypage', '/mypage')).toEqual([{ name: 'page_view', params: { page_type: '/mypage' } }]);
  });

  it('adds the item view on an item page, and the photo review views on theirs', () => {
    expect(pageViewEvents('item_detail', '/products/1001')).toContainEqual({ name: 'view_item', itemNo: 1001 });
    expect(pageViewEvents('/products/1001/photo-reviews', '/products/1001/photo-reviews')).toContainEqual({ name: 'photo_review_list', itemNo: 1001 });
    expect(pageViewEvents('/products/1001/photo-reviews/view', '/products/1001/photo-reviews/view')).toContainEqual({ name: 'photo_review_detail', itemNo: 1001 });
  });

  it('reports the option page and the shortform feed as their own sub-view events, not as item views', () => {
    expect(pageViewEvents('/products/1001/options', '/products/1001/options')).toEqual([
      { name: 'page_view', params: { page_type: '/products/1001/options' } },
      { name: 'option_page', itemNo: 1001 },
    ]);
    expect(pageViewEvents('/products/1001/shortform', '/products/1001/shortform')).toContainEqual({ name: 'shortform', itemNo: 1001 });
    expect(pageViewEvents('x', '/products/1001/optionsx')).toHaveLength(1);
  });

  it('reports no item for a malformed or out-of-range number', () => {
    for (const path of ['/products/abc', '/products/0', '/products/01', '/products/99999999999']) expect(pageViewEvents('item_detail', path)).toHaveLength(1);
  });
});
