import { describe, expect, it } from 'vitest';
import { joinHref, loginHref, safeReturnTo, socialLoginHref } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/products/1005', '/products/1005'],
    ['/products/1005?source=ad#review', '/products/1005?source=ad#review'],
    ['/search?keyword=%EC%85%94%EC%B8%A0', '/search?keyword=%EC%85%94%EC%B8%A0'],
  ])('keeps the same-site path %s', (raw, want) => expect(safeReturnTo(raw)).toBe(want));

  it.each(['//evil.test/x', '/\\evil.test', 'https://evil.test/', 'javascript:alert(1)', 'products/1005', '/login?returnTo=/x', '/logout', '/a\nSet-Cookie: x=1', '', 'x'.repeat(3000)])(
    'refuses %j',
    (raw) => expect(safeReturnTo(raw)).toBe('/'),
  );

  it('refuses non-strings', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/x'])).toBe('/');
  });

  it('builds the login link', () => {
    expect(loginHref('/products/1005?a=1')).toBe('/login?returnTo=%2Fproducts%2F1005%3Fa%3D1');
    expect(loginHref('//evil')).toBe('/login');
  });

  it('builds the sign-up link the same way', () => {
    expect(joinHref('/mypage')).toBe('/join?returnTo=%2Fmypage');
    expect(joinHref('https://evil.test/')).toBe('/join');
  });
});

describe('socialLoginHref', () => {
  it('starts the provider on this site with a safe return path, encoded', () => {
    expect(socialLoginHref('naver', '/products/1001?a=1')).toBe('/login/social/naver?returnTo=%2Fproducts%2F1001%3Fa%3D1');
    expect(socialLoginHref('kakao', '//evil.test')).toBe('/login/social/kakao?returnTo=%2F');
    expect(socialLoginHref('a/b', '/')).toBe('/login/social/a%2Fb?returnTo=%2F');
  });
});
