/**
 * The age rules of spec 5 and DECISIONS 1: a person is under a limit when, counted in whole
 * years from the birth date to today's date in Seoul, they have not yet reached it. The adult
 * limit is 19; the identity-verification limit is 14. Nothing here reads the clock: callers
 * pass `now`, so server, browser and tests agree on the same instant.
 *
 * Leap-day births: someone born on 29 February gains a year on 1 March in a common year
 * (their birthday has not come while 28 February lasts). This follows the Korean civil-code
 * reckoning of periods (민법 제160조 ③: a period with no corresponding day ends on the last
 * day of the month, so the new year of age begins the day after), and it is the stricter
 * reading, so it never admits anyone early.
 */

import { seoulToday } from './seoul-time';

export const ADULT_AGE = 19;
export const IDENTITY_MIN_AGE = 14;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date from 'yyyy-MM-dd'; 2023-02-29, '1990-5-5' or junk give null. */
export function parseBirthDate(text: string | null | undefined): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const m = DATE_RE.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year); // years below 100 would otherwise be read as 19xx
  if (year < 1 || probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/**
 * Whole years from `birthDate` to the Seoul date at `now`; null when the birth date is not a
 * real date, `now` is invalid, or the birth date lies in the future.
 */
export function ageInYears(birthDate: string | null | undefined, now: Date): number | null {
  const birth = parseBirthDate(birthDate);
  const today = seoulToday(now);
  if (!birth || !today) return null;
  // Comparing (month, day) directly puts a 29 February birthday on 1 March in common years:
  // on 28 February the day is still smaller, on 1 March the month is larger.
  const birthdayReached = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  const age = today.year - birth.year - (birthdayReached ? 0 : 1);
  return age < 0 ? null : age;
}

/**
 * True when the person is under `limit` years old today in Seoul. An unknown or impossible
 * birth date counts as under the limit: a rule that guards a door fails closed.
 */
export function isUnder(limit: number, birthDate: string | null | undefined, now: Date): boolean {
  const age = ageInYears(birthDate, now);
  return age === null || age < limit;
}

/** Spec 5: the adult gate passes only for someone not under 19 today in Seoul. */
export function isAdult(birthDate: string | null | undefined, now: Date): boolean {
  return !isUnder(ADULT_AGE, birthDate, now);
}
