import { describe, expect, it } from 'vitest';
import { allowedTarget, safeReturnTo, sameOriginPath } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeReturnTo('/products/1001?x=1#qna')).toBe('/products/1001?x=1#qna');
    expect(safeReturnTo('/a/./b/../c')).toBe('/a/c');
    expect(safeReturnTo('/%2F%2Fevil.test')).toBe('/%2F%2Fevil.test');
  });

  it('answers the same input the same, remembered, and never remembers input too long to be a return path', () => {
    expect(safeReturnTo('/products/1001')).toBe('/products/1001');
    expect(safeReturnTo('/products/1001')).toBe('/products/1001');
    expect(safeReturnTo('/login?returnTo=/x')).toBe('/');
    // A megabyte of form field is refused before the memo: 512 of them must not stay in memory.
    expect(safeReturnTo(`/${'a'.repeat(1_000_000)}`)).toBe('/');
    expect(safeReturnTo('/'.padEnd(2000, 'a'))).toBe('/'.padEnd(2000, 'a'));
  });

  it('refuses anything that leaves the site, checked after normalisation', () => {
    const nasty = [
      '/.//evil.test/p',
      '/%2e//evil.test',
      '/%2E%2E//evil.test',
      '/./\\evil.test',
      '/a/..//evil.test',
      '/../..//evil.test',
      '//evil.test',
      '///evil.test',
      '/\\evil.test',
      '\\\\evil.test',
      'https://evil.test',
      'http:/evil.test',
      'javascript:alert(1)',
      ' /x',
      '/x\n',
      '/\tx',
      '/x\u0000',
      'evil.test',
      '',
      '/'.padEnd(3000, 'a'),
      42,
      null,
      undefined,
      {},
      ['/x'],
    ];
    for (const raw of nasty) {
      const out = safeReturnTo(raw);
      expect(out.startsWith('/') && !out.startsWith('//') && !out.startsWith('/\\'), String(raw)).toBe(true);
      expect(new URL(out, 'https://shop.example').origin, String(raw)).toBe('https://shop.example');
    }
    expect(safeReturnTo('/.//evil.test/p')).toBe('/');
    expect(safeReturnTo('/%2e//evil.test')).toBe('/');
  });

  it('never loops back to the login page', () => {
    for (const p of ['/login', '/login?returnTo=/x', '/login/social/naver', '/logout', '/x/../login']) expect(safeReturnTo(p), p).toBe('/');
  });

  it('sameOriginPath says null where safeReturnTo falls back', () => {
    expect(sameOriginPath('/.//evil.test')).toBeNull();
    expect(sameOriginPath('/ok')).toBe('/ok');
  });
});

describe('allowedTarget', () => {
  const ours = ['https://shop.example', 'https://www.example'];
  it('takes same-origin paths and our hosts only', () => {
    expect(allowedTarget('/checkout/abc', ours)).toBe('/checkout/abc');
    expect(allowedTarget('https://shop.example/checkout/abc?x=1', ours)).toBe('https://shop.example/checkout/abc?x=1');
    for (const bad of [
      'https://evil.test/checkout',
      'https://shop.example.evil.test/',
      'https://user:pw@shop.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.test/x',
      '/.//evil.test',
      'http://shop.example/',
      'ftp://shop.example/',
      42,
      null,
    ]) {
      expect(allowedTarget(bad, ours), String(bad)).toBeNull();
    }
  });
});
