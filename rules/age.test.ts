import { describe, expect, it } from 'vitest';
import { ADULT_AGE, ageInYears, isAdult, isUnder, parseBirthDate } from './age';

/** An instant given as Seoul wall time (UTC+9, no daylight saving). */
const seoul = (iso: string) => new Date(`${iso}+09:00`);

describe('parseBirthDate', () => {
  it('reads real dates only', () => {
    expect(parseBirthDate('1990-05-05')).toEqual({ year: 1990, month: 5, day: 5 });
    expect(parseBirthDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthDate('0050-01-01')).toEqual({ year: 50, month: 1, day: 1 });
    for (const bad of ['2023-02-29', '1900-02-29', '1990-13-01', '1990-00-10', '1990-5-5', '19900505', '', 'x', null, undefined]) {
      expect(parseBirthDate(bad)).toBeNull();
    }
  });
});

describe('ageInYears', () => {
  it('counts whole years up to the day before the birthday', () => {
    expect(ageInYears('1990-05-05', seoul('2009-05-04T23:59:59'))).toBe(18);
    expect(ageInYears('1990-05-05', seoul('2009-05-05T00:00:00'))).toBe(19);
    expect(ageInYears('1990-05-05', seoul('2024-12-31T12:00:00'))).toBe(34);
  });

  it('uses the Seoul date, not the UTC one', () => {
    // 15:00 UTC on 4 May is already midnight of 5 May in Seoul.
    expect(ageInYears('2000-05-05', new Date('2019-05-04T15:00:00Z'))).toBe(19);
    expect(ageInYears('2000-05-05', new Date('2019-05-04T14:59:59.999Z'))).toBe(18);
  });

  it('puts a 29 February birthday on 1 March in common years', () => {
    expect(ageInYears('2004-02-29', seoul('2023-02-28T23:59:59'))).toBe(18);
    expect(ageInYears('2004-02-29', seoul('2023-03-01T00:00:00'))).toBe(19);
    // In a leap year the birthday itself counts.
    expect(ageInYears('2004-02-29', seoul('2024-02-28T12:00:00'))).toBe(19);
    expect(ageInYears('2004-02-29', seoul('2024-02-29T00:00:00'))).toBe(20);
  });

  it('is 0 on the day of birth and null before it or for bad input', () => {
    expect(ageInYears('2020-01-01', seoul('2020-01-01T00:00:00'))).toBe(0);
    expect(ageInYears('2020-01-02', seoul('2020-01-01T23:00:00'))).toBeNull();
    expect(ageInYears('2023-02-29', seoul('2030-01-01T00:00:00'))).toBeNull();
    expect(ageInYears('1990-05-05', new Date(Number.NaN))).toBeNull();
  });
});

describe('isAdult and isUnder', () => {
  it('admits from the 19th birthday in Seoul, not the calendar year', () => {
    expect(ADULT_AGE).toBe(19);
    expect(isAdult('2006-12-31', seoul('2025-12-30T23:59:59'))).toBe(false);
    expect(isAdult('2006-12-31', seoul('2025-12-31T00:00:00'))).toBe(true);
    // Youth Protection Act would admit a 2006 birth from 1 January 2025; we do not.
    expect(isAdult('2006-12-31', seoul('2025-01-01T00:00:00'))).toBe(false);
  });

  it('fails closed on unknown birth dates', () => {
    expect(isAdult(null, seoul('2025-01-01T00:00:00'))).toBe(false);
    expect(isAdult('not a date', seoul('2025-01-01T00:00:00'))).toBe(false);
    expect(isUnder(14, undefined, seoul('2025-01-01T00:00:00'))).toBe(true);
  });

  it('applies the under-14 rule at the 14th birthday', () => {
    expect(isUnder(14, '2011-03-01', seoul('2025-02-28T23:59:59'))).toBe(true);
    expect(isUnder(14, '2011-03-01', seoul('2025-03-01T00:00:00'))).toBe(false);
  });
});
