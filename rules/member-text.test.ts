import { describe, expect, it } from 'vitest';
import { cleanMemberText, hasUnsafeText } from './member-text';

describe('member text', () => {
  it('keeps Korean, emoji (surrogate pairs), tabs and line breaks where text is multi-line', () => {
    expect(cleanMemberText('사이즈 문의\r\n드려요\t👍🏻', true)).toBe('사이즈 문의\n드려요\t👍🏻');
  });

  it('puts one-line text on one line', () => {
    expect(cleanMemberText('제목\r\n둘째\t줄', false)).toBe('제목 둘째 줄');
  });

  it('drops C0 and C1 controls, DEL, bidi overrides, isolates and marks, and lone surrogates', () => {
    const hostile = 'a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg\u202eh\u202ai\u2066j\u2069k\u200el\u200fm\ud800n\udc00o\ud83d';
    expect(cleanMemberText(hostile, true)).toBe('abcdefghijklmno');
    expect(hasUnsafeText(hostile)).toBe(true);
  });

  it('finds nothing unsafe in ordinary text, asked twice (no regex state left over)', () => {
    expect(hasUnsafeText('김\u202e철수')).toBe(true);
    expect(hasUnsafeText('김철수')).toBe(false);
    expect(hasUnsafeText('김철수 👍')).toBe(false);
    expect(hasUnsafeText('\udc00')).toBe(true);
  });
});
