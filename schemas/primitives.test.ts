import { describe, expect, it } from 'vitest';
import { list, memberTextInput, multiline, nullableStr, num, seoulDateTime, str } from './primitives';

describe('primitives', () => {
  it('num takes numbers and numeric strings, and falls back otherwise', () => {
    expect(num().parse(3)).toBe(3);
    expect(num().parse('12.5')).toBe(12.5);
    expect(num(7).parse(undefined)).toBe(7);
    expect(num(7).parse(null)).toBe(7);
    expect(num(7).parse('')).toBe(7);
    expect(num(7).parse('abc')).toBe(7);
    expect(num().safeParse(true).success).toBe(false);
  });

  it('str and nullableStr default missing text', () => {
    expect(str().parse(undefined)).toBe('');
    expect(str('x').parse(null)).toBe('x');
    expect(nullableStr.parse(undefined)).toBeNull();
    expect(str().safeParse(1).success).toBe(false);
  });

  it('seoulDateTime keeps the two spec formats and drops others', () => {
    expect(seoulDateTime.parse('2025-08-18')).toBe('2025-08-18');
    expect(seoulDateTime.parse(' 2025-08-18 19:00:00 ')).toBe('2025-08-18 19:00:00');
    expect(seoulDateTime.parse('2025/08/18')).toBeNull();
    expect(seoulDateTime.parse('2025-08-18T19:00:00Z')).toBeNull();
    expect(seoulDateTime.parse(null)).toBeNull();
  });

  it('multiline turns line breaks into <br /> and sanitises', () => {
    expect(multiline.parse('가\n나\r\n다')).toBe('가<br />나<br />다');
    expect(multiline.parse('<img src=x onerror=alert(1)>\n<script>x</script>')).toBe('<img src="x" /><br />');
    expect(multiline.parse(undefined)).toBe('');
  });

  it('list defaults to empty and checks its items', () => {
    expect(list(num()).parse(null)).toEqual([]);
    expect(list(num()).parse(['1', 2])).toEqual([1, 2]);
    expect(list(num()).safeParse('1,2').success).toBe(false);
  });
});

describe('memberTextInput', () => {
  const title = memberTextInput({ min: 1, max: 10 });
  it('cleans before it bounds: what is checked is what is kept', () => {
    expect(title.parse(' 사이즈\u202e 문의\n ')).toBe('사이즈 문의');
    expect(title.safeParse('\u202e\u0000\u2066').success).toBe(false);
    expect(memberTextInput({ max: 100, multiline: true }).parse('첫 줄\r\n둘째 줄\u0085')).toBe('첫 줄\n둘째 줄');
  });
});
