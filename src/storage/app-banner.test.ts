import { describe, expect, it } from 'vitest';
import { singleOriginHosts } from '../navigation/hosts';
import { APP_BANNER_COOKIE, appBannerDismissCookie, isAppBannerDismissed, sharedCookieDomain } from './app-banner';
import { parseCookieHeader, serializeCookie } from './cookie';

const split = { siteOrigin: 'https://www.example.com', shopOrigin: 'https://shop.example.com', mypageOrigin: 'https://my.example.com' };

describe('sharedCookieDomain', () => {
  it('finds the common parent of the hosts', () => {
    expect(sharedCookieDomain(['shop.example.com', 'my.example.com'])).toBe('.example.com');
    expect(sharedCookieDomain(['example.com', 'shop.example.com'])).toBe('.example.com');
    expect(sharedCookieDomain(['a.shop.example.com', 'b.shop.example.com'])).toBe('.shop.example.com');
    expect(sharedCookieDomain(['SHOP.Example.com.', 'my.example.com'])).toBe('.example.com');
    expect(sharedCookieDomain(['shop.example.co.kr', 'my.example.co.kr'])).toBe('.example.co.kr');
    expect(sharedCookieDomain(['shop.example.kr', 'my.example.kr'])).toBe('.example.kr');
  });

  it('answers undefined where a host-only cookie is right', () => {
    expect(sharedCookieDomain(['localhost'])).toBeUndefined();
    expect(sharedCookieDomain(['localhost', 'localhost'])).toBeUndefined();
    expect(sharedCookieDomain(['a.localhost', 'b.localhost'])).toBeUndefined();
    expect(sharedCookieDomain(['127.0.0.1', '127.0.0.2'])).toBeUndefined();
    expect(sharedCookieDomain(['::1', 'shop.example.com'])).toBeUndefined();
    expect(sharedCookieDomain(['shop.example.com'])).toBeUndefined();
    expect(sharedCookieDomain(['shop.example.com', 'shop.example.com'])).toBeUndefined();
    expect(sharedCookieDomain(['a.com', 'b.com'])).toBeUndefined();
    expect(sharedCookieDomain(['a.co.kr', 'b.co.kr'])).toBeUndefined();
    expect(sharedCookieDomain(['shop.example.com', 'shop.other.org'])).toBeUndefined();
    expect(sharedCookieDomain([])).toBeUndefined();
  });
});

describe('appBannerDismissCookie', () => {
  it('defaults to 1800 s on the shared domain', () => {
    const c = appBannerDismissCookie(split);
    expect(c).toMatchObject({ name: APP_BANNER_COOKIE, value: '1', maxAge: 1800, domain: '.example.com', path: '/', sameSite: 'Lax', secure: true });
    expect(serializeCookie(c)).toBe('sf_app_banner_dismissed=1; Max-Age=1800; Domain=.example.com; Path=/; SameSite=Lax; Secure');
  });

  it('takes the caller-given lifetime in seconds, falling back on nonsense', () => {
    expect(appBannerDismissCookie(split, 86_400).maxAge).toBe(86_400);
    expect(appBannerDismissCookie(split, 0).maxAge).toBe(1800);
    expect(appBannerDismissCookie(split, -5).maxAge).toBe(1800);
    expect(appBannerDismissCookie(split, Number.POSITIVE_INFINITY).maxAge).toBe(1800);
  });

  it('is host-only locally', () => {
    const c = appBannerDismissCookie(singleOriginHosts('http://127.0.0.1:8787'));
    expect(c.domain).toBeUndefined();
    expect(serializeCookie(c)).not.toContain('Domain');
  });

  it('is read back from the cookie header', () => {
    expect(isAppBannerDismissed(parseCookieHeader('sf_app_banner_dismissed=1'))).toBe(true);
    expect(isAppBannerDismissed(parseCookieHeader('sf_app_banner_dismissed=0'))).toBe(false);
    expect(isAppBannerDismissed(parseCookieHeader(''))).toBe(false);
  });
});
