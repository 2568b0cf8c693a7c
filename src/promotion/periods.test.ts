import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { isPromotionActive, PROMOTION_PERIODS, promotionFlags } from './periods';

/** An instant from a Seoul wall-clock time, with milliseconds. */
const seoul = (wall: string): Date => fromZonedTime(wall, 'Asia/Seoul');
const none = { isTeasing: false, isInitialMain: false, isFinalDay: false, isMain: false };
const teasing = { ...none, isTeasing: true };
const initial = { ...none, isInitialMain: true, isMain: true };
const finalDay = { ...none, isFinalDay: true, isMain: true };

describe('promotion periods (Seoul time, end minute inclusive)', () => {
  it.each([
    ['2025-08-15T09:59:59.999', none],
    ['2025-08-15T10:00:00.000', teasing],
    ['2025-08-16T12:00:00.000', teasing],
    ['2025-08-18T18:59:00.000', teasing],
    ['2025-08-18T18:59:59.999', teasing],
    ['2025-08-18T19:00:00.000', initial],
    ['2025-08-22T00:00:00.000', initial],
    ['2025-08-27T18:59:59.999', initial],
    ['2025-08-27T19:00:00.000', finalDay],
    ['2025-08-28T12:00:00.000', finalDay],
    ['2025-08-28T23:59:00.000', finalDay],
    ['2025-08-28T23:59:59.999', finalDay],
    ['2025-08-29T00:00:00.000', none],
    ['2024-08-20T12:00:00.000', none],
    ['2026-08-20T12:00:00.000', none],
  ])('%s Seoul', (wall, flags) => {
    expect(promotionFlags(seoul(wall))).toEqual(flags);
  });

  it('is Seoul time, not UTC: 10:00 Seoul is 01:00 UTC', () => {
    expect(PROMOTION_PERIODS.teasing.start.toISOString()).toBe('2025-08-15T01:00:00.000Z');
    expect(promotionFlags(new Date('2025-08-15T00:59:59.999Z')).isTeasing).toBe(false);
    expect(promotionFlags(new Date('2025-08-15T01:00:00.000Z')).isTeasing).toBe(true);
    // 2025-08-28 23:59 Seoul is 14:59 UTC; the final day is over at 15:00 UTC.
    expect(promotionFlags(new Date('2025-08-28T14:59:59.999Z')).isFinalDay).toBe(true);
    expect(promotionFlags(new Date('2025-08-28T15:00:00.000Z')).isFinalDay).toBe(false);
  });

  it('periods meet without gap or overlap', () => {
    expect(PROMOTION_PERIODS.teasing.end.getTime()).toBe(PROMOTION_PERIODS.initialMain.start.getTime());
    expect(PROMOTION_PERIODS.initialMain.end.getTime()).toBe(PROMOTION_PERIODS.finalDay.start.getTime());
  });

  it('an invalid date gives no flags', () => {
    expect(promotionFlags(new Date('nope'))).toEqual(none);
  });

  it('isPromotionActive covers teasing and main', () => {
    expect(isPromotionActive(seoul('2025-08-15T10:00:00'))).toBe(true);
    expect(isPromotionActive(seoul('2025-08-28T23:00:00'))).toBe(true);
    expect(isPromotionActive(seoul('2025-08-29T00:00:00'))).toBe(false);
  });
});
