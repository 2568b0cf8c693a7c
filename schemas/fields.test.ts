import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { apiResult, bool, calendarDate, code, gender, lenientList, resultAnswer, toCalendarDate } from './fields';

describe('fields', () => {
  it('bool reads server flags as booleans, missing as false', () => {
    expect(bool.parse(true)).toBe(true);
    expect(bool.parse('Y')).toBe(true);
    expect(bool.parse(1)).toBe(true);
    expect(bool.parse('N')).toBe(false);
    expect(bool.parse(undefined)).toBe(false);
    expect(bool.safeParse('sure').success).toBe(false);
  });

  it('gender is M, F or empty', () => {
    expect(gender.parse('m')).toBe('M');
    expect(gender.parse(' F ')).toBe('F');
    expect(gender.parse('X')).toBe('');
    expect(gender.parse(null)).toBe('');
    expect(gender.safeParse(1).success).toBe(false);
  });

  it('calendar dates normalise to yyyy-MM-dd and refuse impossible dates', () => {
    expect(toCalendarDate('2000-02-29')).toBe('2000-02-29');
    expect(toCalendarDate('19900101')).toBe('1990-01-01');
    expect(toCalendarDate('2025-08-18 19:00:00')).toBe('2025-08-18');
    expect(toCalendarDate('2023-02-29')).toBeNull();
    expect(toCalendarDate('2025-13-01')).toBeNull();
    expect(toCalendarDate('18/08/2025')).toBeNull();
    expect(toCalendarDate(20250818)).toBeNull();
    expect(calendarDate.parse(undefined)).toBeNull();
  });

  it('code is always a trimmed string', () => {
    expect(code.parse(100100100)).toBe('100100100');
    expect(code.parse(' 100 ')).toBe('100');
    expect(code.parse(null)).toBe('');
    expect(code.safeParse(true).success).toBe(false);
  });

  it('lenientList drops bad entries only', () => {
    const L = lenientList(z.object({ n: z.number() }));
    expect(L.parse([{ n: 1 }, { n: 'x' }, null, { n: 2 }])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(L.parse(undefined)).toEqual([]);
    expect(L.safeParse({ n: 1 }).success).toBe(false);
  });

  it('apiResult succeeds only on SUCCESS', () => {
    expect(apiResult.parse('SUCCESS')).toBe('SUCCESS');
    expect(apiResult.parse('success')).toBe('SUCCESS');
    expect(apiResult.parse('FAIL')).toBe('FAIL');
    expect(apiResult.parse('OK')).toBe('FAIL');
    expect(apiResult.parse(undefined)).toBe('FAIL');
  });

  it('resultAnswer keeps missing data as null and stringifies error codes', () => {
    const A = resultAnswer(z.object({ n: z.number() }));
    expect(A.parse({ result: 'SUCCESS', data: { n: 1 } })).toEqual({ result: 'SUCCESS', data: { n: 1 }, message: null, errorCode: null });
    expect(A.parse({ result: 'FAIL', errorCode: 401, message: '만료' })).toEqual({ result: 'FAIL', data: null, message: '만료', errorCode: '401' });
    expect(A.safeParse({ result: 'SUCCESS', data: { n: '1' } }).success).toBe(false);
  });
});
