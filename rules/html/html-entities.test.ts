import { describe, expect, it } from 'vitest';
import { decodeEntities } from './html-entities';

describe('decodeEntities', () => {
  it('decodes numeric references with or without semicolons', () => {
    expect(decodeEntities('&#106;&#x61;&#X76;&#97')).toBe('java');
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
    expect(decodeEntities('&#128;')).toBe('\u20ac');
  });

  it('decodes the named references attackers use', () => {
    expect(decodeEntities('javascript&colon;x&Tab;&NewLine;')).toBe('javascript:x\t\n');
    expect(decodeEntities('&lt;&gt;&amp;&quot;&apos;&nbsp;')).toBe('<>&"\'\u00a0');
  });

  it('leaves unknown names literal and handles legacy names like browsers', () => {
    expect(decodeEntities('&unknown; &ampx &copy2025')).toBe('&unknown; &x \u00a92025');
    expect(decodeEntities('?a=1&copy=2&lt3', true)).toBe('?a=1&copy=2&lt3');
    expect(decodeEntities('a &amp b', true)).toBe('a & b');
  });
});
