import { describe, expect, it } from 'vitest';
import { normalisedPath, pageTypeFor, themeFor, WEEKS_PROMOTION_PATH } from './page-type';

describe('pageTypeFor — every row of spec 2.4', () => {
  it.each([
    ['/best-items', 'best'],
    ['/category/main', 'category_main'],
    ['/category/list', 'category_list'],
    ['/brand/16404', 'brand_home'],
    ['/gift', 'gift_main'],
    ['/showcase/3', 'showcase'],
    ['/collection/12', 'collection'],
    ['/post/99', 'post'],
    ['/brand-news/7', 'brand_news'],
    ['/concierge', 'concierge'],
    ['/catalog/1234', 'item_detail'],
    ['/products/1234', 'item_detail'],
    ['/cart', 'order_cart'],
    ['/checkout', 'checkout'],
    ['/invite', 'invite'],
  ])('%s → %s', (path, label) => {
    expect(pageTypeFor(path)).toBe(label);
  });

  it('search with a keyword is search_result (URLSearchParams, string with or without ?)', () => {
    expect(pageTypeFor('/search', new URLSearchParams({ keyword: '니트' }))).toBe('search_result');
    expect(pageTypeFor('/search', '?keyword=%EB%8B%88%ED%8A%B8')).toBe('search_result');
    expect(pageTypeFor('/search', 'keyword=knit&page=2')).toBe('search_result');
    expect(pageTypeFor('/search?keyword=knit')).toBe('search_result');
  });

  it('search without a (non-blank) keyword is the path itself', () => {
    expect(pageTypeFor('/search')).toBe('/search');
    expect(pageTypeFor('/search', '')).toBe('/search');
    expect(pageTypeFor('/search', '?keyword=')).toBe('/search');
    expect(pageTypeFor('/search', '?keyword=%20%20')).toBe('/search');
    expect(pageTypeFor('/search', '?q=knit')).toBe('/search');
    // A separate search argument wins over a query left on the path.
    expect(pageTypeFor('/search?keyword=knit', '')).toBe('/search');
  });

  it('anything else is the normalised path itself', () => {
    expect(pageTypeFor('/home/about')).toBe('/home/about');
    expect(pageTypeFor('/home/about/')).toBe('/home/about');
    expect(pageTypeFor('/')).toBe('/');
    expect(pageTypeFor('')).toBe('/');
    expect(pageTypeFor('/weeks')).toBe('/weeks');
    expect(pageTypeFor('/my-order/list')).toBe('/my-order/list');
  });

  it('ignores trailing and repeated slashes, query and fragment on the path', () => {
    expect(pageTypeFor('/cart/')).toBe('order_cart');
    expect(pageTypeFor('//cart')).toBe('order_cart');
    expect(pageTypeFor('/best-items?sort=new')).toBe('best');
    expect(pageTypeFor('/products/12#review')).toBe('item_detail');
    expect(pageTypeFor('/category//list/')).toBe('category_list');
  });

  it('sub-paths count', () => {
    expect(pageTypeFor('/cart/gift')).toBe('order_cart');
    expect(pageTypeFor('/checkout/complete')).toBe('checkout');
    expect(pageTypeFor('/brand/12/items')).toBe('brand_home');
    expect(pageTypeFor('/category/list/extra')).toBe('category_list');
  });

  it('matches whole segments, case-sensitively', () => {
    expect(pageTypeFor('/carts')).toBe('/carts');
    expect(pageTypeFor('/Cart')).toBe('/Cart');
    expect(pageTypeFor('/best-items-old')).toBe('/best-items-old');
    expect(pageTypeFor('/category')).toBe('/category');
    expect(pageTypeFor('/category/other')).toBe('/category/other');
  });

  it('numbered families need a numeric id', () => {
    expect(pageTypeFor('/brand/abc')).toBe('/brand/abc');
    expect(pageTypeFor('/brand')).toBe('/brand');
    expect(pageTypeFor('/products/12a')).toBe('/products/12a');
    expect(pageTypeFor('/catalog/-1')).toBe('/catalog/-1');
    expect(pageTypeFor('/post/%31')).toBe('/post/%31');
  });

  it('does not read inherited object keys as families', () => {
    expect(pageTypeFor('/constructor/1')).toBe('/constructor/1');
    expect(pageTypeFor('/__proto__/1')).toBe('/__proto__/1');
  });

  it('accepts an absolute URL as the path', () => {
    expect(pageTypeFor('https://shop.example.com/cart?x=1')).toBe('order_cart');
  });
});

describe('normalisedPath', () => {
  it('drops empty segments', () => {
    expect(normalisedPath('a//b/')).toBe('/a/b');
  });
});

describe('themeFor', () => {
  it('is black under the weeks promotion path', () => {
    expect(WEEKS_PROMOTION_PATH).toBe('/weeks');
    expect(themeFor('/weeks')).toBe('black');
    expect(themeFor('/weeks/')).toBe('black');
    expect(themeFor('/weeks/brand/12')).toBe('black');
    expect(themeFor('/weeks?tab=2')).toBe('black');
  });

  it('is white elsewhere, including look-alikes', () => {
    expect(themeFor('/')).toBe('white');
    expect(themeFor('/products/1')).toBe('white');
    expect(themeFor('/weeksale')).toBe('white');
    expect(themeFor('/event/weeks')).toBe('white');
    expect(themeFor('/Weeks')).toBe('white');
  });
});
