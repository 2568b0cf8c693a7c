import { describe, expect, it } from 'vitest';
import { parseProps, serializeProps } from './serialize-props';

const hostile = '</script><script>alert(1)</script>';

describe('serializeProps', () => {
  it('escapes <, >, & and the two line separators', () => {
    const text = serializeProps({ a: '<b>&</b>', s: 'x\u2028y\u2029z' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003cb\\u003e\\u0026\\u003c/b\\u003e');
    expect(text).toContain('x\\u2028y\\u2029z');
  });

  it('cannot close the script element it is placed in', () => {
    const text = serializeProps({ name: hostile, nested: [{ deep: hostile.toUpperCase() }] });
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text.toLowerCase()).not.toContain('<!--');
  });

  it('round-trips hostile and unicode values exactly', () => {
    const value = {
      name: hostile,
      html: '<!-- <script> --> & &amp; \u2028\u2029',
      korean: '클립보드에 복사되었습니다.',
      emoji: '👟',
      quote: '"\\\'',
      n: 12.5,
      list: [null, true, false, 0],
      nested: { deeper: { tag: '</SCRIPT >' } },
    };
    const parsed = parseProps(serializeProps(value));
    expect(parsed).toEqual({ ok: true, value });
  });

  it('writes null for undefined so the browser still reads JSON', () => {
    expect(serializeProps(undefined)).toBe('null');
  });
});

describe('parseProps', () => {
  it('rejects missing, empty and malformed text without throwing', () => {
    expect(parseProps(null)).toEqual({ ok: false });
    expect(parseProps('  ')).toEqual({ ok: false });
    expect(parseProps('{"a":')).toEqual({ ok: false });
  });
});
