import { describe, expect, it } from 'vitest';
import { IMAGE_SCHEMES, LINK_SCHEMES, MAX_URL_LENGTH, safeUrl } from './url-policy';

describe('safeUrl', () => {
  it('keeps allowed schemes and relative URLs', () => {
    expect(safeUrl('https://a.example/x?y=1', LINK_SCHEMES)).toBe('https://a.example/x?y=1');
    expect(safeUrl('HTTP://a.example', LINK_SCHEMES)).toBe('HTTP://a.example');
    expect(safeUrl('/products/1', IMAGE_SCHEMES)).toBe('/products/1');
    expect(safeUrl('//cdn.example/a.png', IMAGE_SCHEMES)).toBe('//cdn.example/a.png');
    expect(safeUrl('a/b:c', IMAGE_SCHEMES)).toBe('a/b:c');
    expect(safeUrl('#top', LINK_SCHEMES)).toBe('#top');
    expect(safeUrl('mailto:a@b.co', LINK_SCHEMES)).toBe('mailto:a@b.co');
  });

  it('refuses other schemes however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:x',
      'java\nscript:x',
      '\u0001javascript:x',
      'data:text/html,x',
      'vbscript:x',
      'jav\u00adascript:x',
      'javascript\u2028:x',
      'x:y',
    ]) {
      expect(safeUrl(url, LINK_SCHEMES), JSON.stringify(url)).toBeNull();
    }
    expect(safeUrl('mailto:a@b.co', IMAGE_SCHEMES)).toBeNull();
    expect(safeUrl('tel:010', IMAGE_SCHEMES)).toBeNull();
  });

  it('strips what browsers strip and refuses hidden characters and oversized URLs', () => {
    expect(safeUrl('  https://a.example/\tx\n ', LINK_SCHEMES)).toBe('https://a.example/x');
    expect(safeUrl('https://a.example/\u200bx', LINK_SCHEMES)).toBeNull();
    expect(safeUrl('', LINK_SCHEMES)).toBeNull();
    expect(safeUrl(`/${'a'.repeat(MAX_URL_LENGTH)}`, LINK_SCHEMES)).toBeNull();
  });
});
