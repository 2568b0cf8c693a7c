import { describe, expect, it } from 'vitest';
import { formatSeoulDate, formatSeoulDateTime, formatSeoulMonthDay, formatSeoulMonthDayTime, parseSeoul, seoulToday, startOfSeoulDay } from './seoul-time';

describe('parseSeoul', () => {
  it('reads a date as Seoul midnight', () => {
    expect(parseSeoul('2025-03-01')?.toISOString()).toBe('2025-02-28T15:00:00.000Z');
  });

  it('reads a date-time as Seoul wall time', () => {
    expect(parseSeoul('2025-08-18 19:00:00')?.toISOString()).toBe('2025-08-18T10:00:00.000Z');
    expect(parseSeoul(' 2025-08-28 23:59:59 ')?.toISOString()).toBe('2025-08-28T14:59:59.000Z');
  });

  it('accepts a leap day only in a leap year', () => {
    expect(parseSeoul('2024-02-29')?.toISOString()).toBe('2024-02-28T15:00:00.000Z');
    expect(parseSeoul('2023-02-29')).toBeNull();
    expect(parseSeoul('1900-02-29')).toBeNull();
    expect(parseSeoul('2000-02-29')).not.toBeNull();
  });

  it.each([
    '',
    '2025-3-1',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '2025-01-01 24:00:00',
    '2025-01-01 12:60:00',
    '2025-01-01 12:00:60',
    '2025-01-01T12:00:00',
    '2025-01-01 12:00',
    '2025-01-01 12:00:00Z',
    'not a date',
  ])('rejects %j', (text) => {
    expect(parseSeoul(text)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(parseSeoul(null)).toBeNull();
    expect(parseSeoul(undefined)).toBeNull();
  });

  it('answers a repeated stamp from its memo with a new Date each time (callers may mutate theirs)', () => {
    const first = parseSeoul('2025-08-18 19:00:00')!;
    first.setTime(0);
    const again = parseSeoul('2025-08-18 19:00:00');
    expect(again).not.toBe(first);
    expect(again?.toISOString()).toBe('2025-08-18T10:00:00.000Z');
    expect(parseSeoul('2023-02-29')).toBeNull();
    expect(parseSeoul('2023-02-29')).toBeNull();
  });

  it('stays right past the memo bound (thousands of distinct stamps)', () => {
    const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    for (let n = 0; n < 2500; n++) parseSeoul(day(n));
    expect(parseSeoul(day(10))?.toISOString()).toBe(new Date(Date.UTC(2020, 0, 11) - 9 * 3600_000).toISOString());
    expect(parseSeoul(day(2400))?.toISOString()).toBe(new Date(Date.UTC(2020, 0, 1) + 2400 * 86_400_000 - 9 * 3600_000).toISOString());
  });
});

describe('formatting in Seoul', () => {
  it('formats month, day and Korean weekday', () => {
    expect(formatSeoulMonthDay(parseSeoul('2027-03-01'))).toBe('3월 1일 (월)');
    expect(formatSeoulMonthDay(parseSeoul('2024-02-29'))).toBe('2월 29일 (목)');
  });

  it('uses the Seoul date, not the UTC date, around midnight', () => {
    // 15:00 UTC on Feb 28 is already midnight of the leap day in Seoul.
    const d = new Date('2024-02-28T15:00:00Z');
    expect(formatSeoulMonthDay(d)).toBe('2월 29일 (목)');
    expect(formatSeoulDateTime(d)).toBe('2024.02.29 00:00');
    const before = new Date('2024-02-28T14:59:59Z');
    expect(formatSeoulDateTime(before)).toBe('2024.02.28 23:59');
  });

  it('formats date-time and date', () => {
    const d = parseSeoul('2025-08-18 19:05:00');
    expect(formatSeoulDateTime(d)).toBe('2025.08.18 19:05');
    expect(formatSeoulDate(d)).toBe('2025.08.18');
    expect(formatSeoulMonthDayTime(d)).toBe('8월 18일 (월) 19:05');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatSeoulMonthDay(null)).toBe('');
    expect(formatSeoulDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('seoulToday', () => {
  it('moves to the next day at 15:00 UTC', () => {
    expect(seoulToday(new Date('2024-12-31T14:59:59Z'))?.iso).toBe('2024-12-31');
    expect(seoulToday(new Date('2024-12-31T15:00:00Z'))).toEqual({ year: 2025, month: 1, day: 1, iso: '2025-01-01' });
  });

  it('handles a missing clock', () => {
    expect(seoulToday(new Date('garbage'))).toBeNull();
  });

  it('finds the start of the Seoul day', () => {
    expect(startOfSeoulDay(new Date('2025-03-01T03:00:00Z'))?.toISOString()).toBe('2025-02-28T15:00:00.000Z');
    expect(startOfSeoulDay(new Date('2025-03-01T16:00:00Z'))?.toISOString()).toBe('2025-03-01T15:00:00.000Z');
  });
});
