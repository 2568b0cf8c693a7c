import { describe, expect, it } from 'vitest';
import { buildQuery, hostOf, numericId, pageUrl, pathOf, searchParamsOf } from './url';

describe('numericId', () => {
  it('accepts safe non-negative integers and digit strings', () => {
    expect(numericId(0)).toBe('0');
    expect(numericId(42)).toBe('42');
    expect(numericId('0042')).toBe('0042');
  });
  it('rejects everything else', () => {
    for (const v of [-1, 1.5, Infinity, NaN, 2 ** 60, '', ' 1', '1 ', '1e3', '١٢', '12345678901234567890', true, null, undefined, [1]]) {
      expect(numericId(v)).toBeNull();
    }
  });
});

describe('buildQuery', () => {
  it('drops empty values and encodes with %20', () => {
    expect(
      buildQuery([
        ['a', 1],
        ['b', null],
        ['c', ''],
        ['d', undefined],
        ['e f', 'x y'],
        ['g', false],
      ]),
    ).toBe('?a=1&e%20f=x%20y&g=false');
    expect(buildQuery([])).toBe('');
  });
});

describe('pathOf and searchParamsOf', () => {
  it('pathOf', () => {
    expect(pathOf('/a/b?x=1#h')).toBe('/a/b');
    expect(pathOf('a')).toBe('/a');
    expect(pathOf('https://x.example/p?q')).toBe('/p');
    expect(pathOf('http://[bad')).toBe('/');
  });
  it('searchParamsOf', () => {
    expect(searchParamsOf('?a=1#b=2').get('a')).toBe('1');
    expect(searchParamsOf('?a=1#b=2').get('b')).toBeNull();
    expect(searchParamsOf('/path?k=v').get('k')).toBe('v');
    expect(searchParamsOf('/path').toString()).toBe('');
    expect(searchParamsOf('https://x.example/?k=%zz').get('k')).toBe('%zz');
    expect(searchParamsOf('?k=%E0%A4%A').get('k')).toBe('\uFFFD%A');
    expect(searchParamsOf(new URL('https://x.example/?k=1')).get('k')).toBe('1');
    expect(searchParamsOf(undefined).toString()).toBe('');
  });
  it('hostOf', () => {
    expect(hostOf('https://A.example:8443/x')).toBe('a.example:8443');
    expect(hostOf('a.example:80/x')).toBe('a.example:80');
    expect(hostOf('http://[bad')).toBe('');
  });
});

describe('pageUrl', () => {
  const url = new URL('https://shop.test/products/1001?utm_campaign=x&tab=qna&cb=123&tab=review&keyword=%EB%8B%88%ED%8A%B8#reviews');

  it('keeps only the listed parameters, in the listed order, first value each, and no fragment', () => {
    expect(pageUrl(url, ['keyword', 'tab']).href).toBe('https://shop.test/products/1001?keyword=%EB%8B%88%ED%8A%B8&tab=qna');
    expect(pageUrl(url, []).href).toBe('https://shop.test/products/1001');
    expect(pageUrl(url, ['absent']).href).toBe('https://shop.test/products/1001');
  });

  it('makes every spelling of the same page one address', () => {
    const a = pageUrl(new URL('https://shop.test/p?b=2&a=1&z=9'), ['a', 'b']);
    const b = pageUrl(new URL('https://shop.test/p?a=1&junk=&b=2'), ['a', 'b']);
    expect(a.href).toBe(b.href);
  });

  it("leaves the query whole for 'all', and never changes the URL it was given", () => {
    expect(pageUrl(url, 'all').href).toBe(url.href.replace('#reviews', ''));
    expect(url.hash).toBe('#reviews');
  });
});
