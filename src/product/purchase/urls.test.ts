import { describe, expect, it } from 'vitest';
import { checkoutTarget, sameOriginPath } from './urls';

describe('sameOriginPath', () => {
  it('keeps a path on this origin', () => {
    expect(sameOriginPath('/login?returnTo=%2Fproducts%2F1001')).toBe('/login?returnTo=%2Fproducts%2F1001');
  });

  it('refuses other hosts and schemes', () => {
    for (const bad of ['https://evil.test/login', '//evil.test', '/\\evil.test', 'javascript:alert(1)', ' java\tscript:x', '']) {
      expect(sameOriginPath(bad)).toBe('/login');
    }
  });
});

describe('checkoutTarget', () => {
  it('accepts http(s) and relative URLs only', () => {
    expect(checkoutTarget('/checkout/abc')).toBe('/checkout/abc');
    expect(checkoutTarget('https://shop.example/checkout/abc')).toBe('https://shop.example/checkout/abc');
    expect(checkoutTarget('javascript:alert(1)')).toBe('');
    expect(checkoutTarget('data:text/html,x')).toBe('');
  });
});

describe('relative targets after normalisation', () => {
  it('never leaves the site through dot segments', () => {
    expect(checkoutTarget('/.//evil.test/x')).toBe('');
    expect(sameOriginPath('/%2e//evil.test')).toBe('/login');
  });
});
