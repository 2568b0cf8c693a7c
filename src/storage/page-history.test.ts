import { describe, expect, it } from 'vitest';
import { serializeCookie } from './cookie';
import { gradeCookie, isCartPage, onPageChange, pageHistoryCookies, pageHistoryFromCookies, parseCount, PREVIOUS_URL_MAX_AGE, TRACKING_COOKIES, type PageHistory } from './page-history';

const empty: PageHistory = { currentUrl: null, previousUrl: null, cartVisits: 0 };

describe('onPageChange', () => {
  it('the old current URL becomes the previous one', () => {
    const a = onPageChange(empty, '/products/1');
    expect(a).toEqual({ currentUrl: '/products/1', previousUrl: null, cartVisits: 0 });
    const b = onPageChange(a, '/brand/2');
    expect(b).toEqual({ currentUrl: '/brand/2', previousUrl: '/products/1', cartVisits: 0 });
  });

  it('entering a cart page increments the counter', () => {
    const s = onPageChange({ currentUrl: '/products/1', previousUrl: null, cartVisits: 2 }, '/cart');
    expect(s.cartVisits).toBe(3);
    expect(onPageChange(empty, 'https://shop.example.com/cart?from=nav').cartVisits).toBe(1);
  });

  it('moving within cart pages does not count again; leaving and re-entering does', () => {
    let s = onPageChange(empty, '/cart');
    s = onPageChange(s, '/cart/gift');
    expect(s.cartVisits).toBe(1);
    s = onPageChange(s, '/products/1');
    s = onPageChange(s, '/cart');
    expect(s.cartVisits).toBe(2);
  });

  it('a non-cart page that looks like one does not count', () => {
    expect(onPageChange(empty, '/carts').cartVisits).toBe(0);
    expect(onPageChange(empty, '/products/1?next=/cart').cartVisits).toBe(0);
  });

  it('the same URL again is not a page change', () => {
    const s = { currentUrl: '/cart', previousUrl: '/x', cartVisits: 1 };
    expect(onPageChange(s, '/cart')).toBe(s);
  });

  it('repairs a broken counter', () => {
    expect(onPageChange({ ...empty, cartVisits: Number.NaN }, '/cart').cartVisits).toBe(1);
    expect(onPageChange({ ...empty, cartVisits: -4 }, '/x').cartVisits).toBe(0);
  });
});

describe('isCartPage and parseCount', () => {
  it('isCartPage', () => {
    expect(isCartPage('/cart')).toBe(true);
    expect(isCartPage('/cart/')).toBe(true);
    expect(isCartPage('/cart?x=1')).toBe(true);
    expect(isCartPage('cart')).toBe(true);
    expect(isCartPage('/Cart')).toBe(false);
    expect(isCartPage('http://[broken')).toBe(false);
  });

  it('parseCount', () => {
    expect(parseCount('3')).toBe(3);
    expect(parseCount(undefined)).toBe(0);
    expect(parseCount('-1')).toBe(0);
    expect(parseCount('2.5')).toBe(0);
    expect(parseCount('abc')).toBe(0);
    expect(parseCount('9999999999')).toBe(0);
  });
});

describe('tracking cookies', () => {
  it('writes current (1800 s), previous (3 s) and the counter (1800 s)', () => {
    const cookies = pageHistoryCookies({ currentUrl: '/cart', previousUrl: '/products/1', cartVisits: 2 });
    expect(cookies.map((c) => [c.name, c.value, c.maxAge])).toEqual([
      [TRACKING_COOKIES.currentUrl, '/cart', 1800],
      [TRACKING_COOKIES.previousUrl, '/products/1', PREVIOUS_URL_MAX_AGE],
      [TRACKING_COOKIES.cartVisits, '2', 1800],
    ]);
    expect(PREVIOUS_URL_MAX_AGE).toBe(3);
    expect(cookies.every((c) => c.sameSite === 'Lax' && c.secure && c.path === '/')).toBe(true);
  });

  it('skips absent URLs and honours a shared domain', () => {
    const cookies = pageHistoryCookies(empty, { domain: '.example.com' });
    expect(cookies.map((c) => c.name)).toEqual([TRACKING_COOKIES.cartVisits]);
    expect(cookies[0]!.domain).toBe('.example.com');
  });

  it('reads the state back from cookies, tolerating junk', () => {
    expect(pageHistoryFromCookies({ sf_current_url: '/a', sf_previous_url: '/b', sf_cart_visits: '4' })).toEqual({
      currentUrl: '/a',
      previousUrl: '/b',
      cartVisits: 4,
    });
    expect(pageHistoryFromCookies({ sf_cart_visits: 'lots', sf_current_url: '' })).toEqual(empty);
  });

  it('grade cookie uses the defaults', () => {
    expect(serializeCookie(gradeCookie(10))).toBe('sf_grade=10; Max-Age=1800; Path=/; SameSite=Lax; Secure');
  });
});
