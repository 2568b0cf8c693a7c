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

  it('drops the Arabic letter mark, zero-width space and non-joiner, the byte-order mark and tag characters', () => {
    const hidden = 'a\u061cb\u200bc\u200cd\ufeffe\udb40\udc41f\udb40\udc7fg\udb40\udc00h';
    expect(cleanMemberText(hidden, true)).toBe('abcdefgh');
    expect(cleanMemberText(hidden, false)).toBe('abcdefgh');
    for (const ch of ['\u061c', '\u200b', '\u200c', '\u200d', '\ufeff', '\udb40\udc41', '\u2028', '\u2029']) expect(hasUnsafeText(`김${ch}철수`)).toBe(true);
  });

  it('reads U+2028/U+2029 as line breaks: kept as \\n in multi-line text, a space on one line', () => {
    expect(cleanMemberText('첫째\u2028둘째\u2029셋째', true)).toBe('첫째\n둘째\n셋째');
    expect(cleanMemberText('첫째\u2028둘째\u2029셋째', false)).toBe('첫째 둘째 셋째');
  });

  it('drops a zero-width joiner inside a word but keeps the one that joins an emoji sequence', () => {
    expect(cleanMemberText('관\u200d리자', false)).toBe('관리자');
    expect(cleanMemberText('\u200d앞뒤\u200d', false)).toBe('앞뒤');
    const family = '👨\u200d👩\u200d👧';
    const fire = '❤\ufe0f\u200d🔥';
    const skin = '🧑🏻\u200d💻';
    expect(cleanMemberText(`${family} ${fire} ${skin}`, true)).toBe(`${family} ${fire} ${skin}`);
    expect(hasUnsafeText(family)).toBe(false);
  });
});
