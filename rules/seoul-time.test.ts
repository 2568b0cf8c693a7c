import { lightFormat } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { formatSeoulDate, formatSeoulDateTime, formatSeoulMonthDay, formatSeoulMonthDayTime, formatSeoulNumeric, parseSeoul, SEOUL_TIME_ZONE, seoulToday, startOfSeoulDay } from './seoul-time';

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

describe('the numeric paths without date-fns', () => {
  // parseSeoul and formatSeoulNumeric read Seoul's offset from Intl themselves (the origin then
  // carries no date-fns); they answer what date-fns-tz answered, summer time of 1987-88 and the
  // offsets before 1961 included.
  const instants = [
    '1900-01-01T00:00:00Z',
    '1954-03-21T00:00:00Z',
    '1961-08-09T15:00:00Z',
    '1987-05-09T16:59:59Z',
    '1987-05-09T17:00:00Z',
    '1987-10-10T15:30:00Z',
    '1988-05-07T17:00:00Z',
    '1988-10-08T16:00:00Z',
    '2024-02-29T14:59:59Z',
    '2024-12-31T15:00:00Z',
    '2099-12-31T23:59:59Z',
  ].map((iso) => new Date(iso));
  for (let ms = Date.UTC(1900, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 86_413_000 * 97) instants.push(new Date(ms));

  it('formats each instant as date-fns-tz did', () => {
    for (const pattern of ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd', 'yyyyMMdd'] as const) {
      for (const at of instants) expect(formatSeoulNumeric(at, pattern), `${at.toISOString()} ${pattern}`).toBe(lightFormat(toZonedTime(at, SEOUL_TIME_ZONE), pattern));
    }
  });

  it('parses each wall time as date-fns-tz did, and back', () => {
    for (const at of instants) {
      const stamp = formatSeoulNumeric(at, 'yyyy-MM-dd HH:mm:ss');
      const expected = fromZonedTime(stamp.replace(' ', 'T'), SEOUL_TIME_ZONE);
      expect(parseSeoul(stamp)?.getTime(), stamp).toBe(expected.getTime());
    }
    // The hour summer time repeated: its first pass, as date-fns-tz read it.
    for (const stamp of ['1987-10-11 02:30:00', '1988-10-09 02:59:59']) {
      expect(parseSeoul(stamp)?.getTime(), stamp).toBe(fromZonedTime(stamp.replace(' ', 'T'), SEOUL_TIME_ZONE).getTime());
    }
    // The hour it skipped never showed on a Seoul clock: read as the clock after the change, as
    // JavaScript's Date reads a skipped local time (date-fns-tz went back to the hour before).
    expect(parseSeoul('1987-05-10 02:30:00')?.toISOString()).toBe('1987-05-09T17:30:00.000Z');
  });
});
