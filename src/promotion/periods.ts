import { fromZonedTime } from 'date-fns-tz';

/**
 * Spec 4.7: the weeks-promotion periods, in Seoul time.
 *
 * Boundaries: the spec writes minute-precision ends ("to 18:59"), so an end minute is
 * inclusive through its last millisecond: "to 2025-08-18 18:59" means up to 18:59:59.999 and
 * the period is over at 19:00:00.000. Each period is therefore held as [start, end) with the
 * end being the next minute, which makes the periods meet without gap or overlap: teasing ends
 * exactly where the initial main period starts, and that where the final day starts.
 */
export const SEOUL = 'Asia/Seoul';

export interface Period {
  /** First instant inside the period. */
  start: Date;
  /** First instant after the period. */
  end: Date;
}

const seoul = (wall: string): Date => fromZonedTime(wall, SEOUL);

export const PROMOTION_PERIODS = {
  /** 2025-08-15 10:00 – 2025-08-18 18:59 */
  teasing: { start: seoul('2025-08-15T10:00:00'), end: seoul('2025-08-18T19:00:00') },
  /** 2025-08-18 19:00 – 2025-08-27 18:59 */
  initialMain: { start: seoul('2025-08-18T19:00:00'), end: seoul('2025-08-27T19:00:00') },
  /** 2025-08-27 19:00 – 2025-08-28 23:59 */
  finalDay: { start: seoul('2025-08-27T19:00:00'), end: seoul('2025-08-29T00:00:00') },
} as const satisfies Record<string, Period>;

export function isWithin(now: Date, period: Period): boolean {
  const t = now.getTime();
  return Number.isFinite(t) && t >= period.start.getTime() && t < period.end.getTime();
}

export interface PromotionFlags {
  isTeasing: boolean;
  isInitialMain: boolean;
  isFinalDay: boolean;
  /** The full main period: initial main or final day. */
  isMain: boolean;
}

/** The flags at `now`; an invalid Date gives all false. */
export function promotionFlags(now: Date): PromotionFlags {
  const isTeasing = isWithin(now, PROMOTION_PERIODS.teasing);
  const isInitialMain = isWithin(now, PROMOTION_PERIODS.initialMain);
  const isFinalDay = isWithin(now, PROMOTION_PERIODS.finalDay);
  return { isTeasing, isInitialMain, isFinalDay, isMain: isInitialMain || isFinalDay };
}

/** Whether any part of the promotion (teasing or main) is running. */
export function isPromotionActive(now: Date): boolean {
  const f = promotionFlags(now);
  return f.isTeasing || f.isMain;
}
