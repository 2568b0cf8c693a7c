/**
 * Seoul wall time. Upstream timestamps (spec 5) carry no offset and mean Asia/Seoul; every
 * date shown to a shopper is formatted here with an explicit zone and the ko locale, so the
 * server and a browser in any zone print the same text (no hydration mismatch).
 * Nothing reads the clock: callers pass `now`.
 */

import { lightFormat } from 'date-fns';
import { formatInTimeZone, fromZonedTime, toZonedTime } from 'date-fns-tz';
import { ko as koLocale } from 'date-fns/locale/ko';

export const SEOUL_TIME_ZONE = 'Asia/Seoul';

const STAMP_RE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps the host zone out.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Parsing asks date-fns-tz for Seoul's offset at that instant (Intl, formatToParts), which was a
 * tenth of an item page's render. A stamp always means the same instant, so a bounded memo of
 * stamp → epoch ms answers repeats (the same item, reviews and sale windows on every request).
 * It holds numbers, never Date objects: callers get a new Date they may do with as they like.
 */
const PARSE_MEMO_MAX = 2000;
const parseMemo = new Map<string, number | null>();

/**
 * 'yyyy-MM-dd' (midnight) or 'yyyy-MM-dd HH:mm:ss' as Seoul wall time. Anything else, or an
 * impossible calendar date such as 2023-02-29 or 24:00:00, is null rather than a rolled-over date.
 */
export function parseSeoul(text: string | null | undefined): Date | null {
  if (typeof text !== 'string') return null;
  const known = parseMemo.get(text);
  if (known !== undefined) return known === null ? null : new Date(known);
  const parsed = parseSeoulStamp(text);
  // Only stamp-shaped text is kept (short, bounded), so junk cannot fill the memo with big keys.
  if (text.length <= 32) {
    if (parseMemo.size >= PARSE_MEMO_MAX) parseMemo.clear();
    parseMemo.set(text, parsed ? parsed.getTime() : null);
  }
  return parsed;
}

function parseSeoulStamp(text: string): Date | null {
  const m = STAMP_RE.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((p) => (p === undefined ? 0 : Number(p))) as [number, number, number, number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const date = fromZonedTime(iso, SEOUL_TIME_ZONE);
  return Number.isNaN(date.getTime()) ? null : date;
}

const isValid = (date: Date | null | undefined): date is Date => date instanceof Date && !Number.isNaN(date.getTime());

/**
 * Formatting the same instants over and over (review dates, sale windows) is most of the date
 * cost of a page, and the answer never changes: a small bounded memo keeps it off the render path.
 */
const FORMAT_MEMO_MAX = 2000;
const formatMemo = new Map<string, string>();

function format(date: Date | null | undefined, pattern: string): string {
  if (!isValid(date)) return '';
  const key = `${pattern}|${date.getTime()}`;
  const hit = formatMemo.get(key);
  if (hit !== undefined) return hit;
  const text = formatInTimeZone(date, SEOUL_TIME_ZONE, pattern, { locale: koLocale });
  if (formatMemo.size >= FORMAT_MEMO_MAX) formatMemo.clear();
  formatMemo.set(key, text);
  return text;
}

/**
 * Seoul wall time in a pattern of numbers only ('yyyy-MM-dd HH:mm:ss' for spec 5 stamps,
 * 'yyyyMMdd' for order numbers). `lightFormat` knows no locale or names, so a caller that only
 * writes numbers (the origin) does not carry date-fns' formatters and locales: a fifteenth of
 * its script. Invalid input gives ''.
 */
export function formatSeoulNumeric(date: Date, pattern: 'yyyy-MM-dd HH:mm:ss' | 'yyyy-MM-dd' | 'yyyyMMdd'): string {
  return isValid(date) ? lightFormat(toZonedTime(date, SEOUL_TIME_ZONE), pattern) : '';
}

/** '3월 1일 (월)'. Invalid input gives ''. */
export const formatSeoulMonthDay = (date: Date | null | undefined): string => format(date, 'M월 d일 (EEE)');

/** '3월 1일 (월) 10:00'. */
export const formatSeoulMonthDayTime = (date: Date | null | undefined): string => format(date, 'M월 d일 (EEE) HH:mm');

/** '2025.03.01 10:00'. */
export const formatSeoulDateTime = (date: Date | null | undefined): string => format(date, 'yyyy.MM.dd HH:mm');

/** '2025.03.01'. */
export const formatSeoulDate = (date: Date | null | undefined): string => format(date, 'yyyy.MM.dd');

export interface SeoulDate {
  year: number;
  month: number;
  day: number;
  /** 'yyyy-MM-dd', comparable as a string. */
  iso: string;
}

/** The calendar date in Seoul at `now` (Seoul is UTC+9: 15:00 UTC is already tomorrow there). */
export function seoulToday(now: Date): SeoulDate | null {
  if (!isValid(now)) return null;
  const iso = formatSeoulNumeric(now, 'yyyy-MM-dd');
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day, iso };
}

/** The instant Seoul's day containing `now` began. */
export function startOfSeoulDay(now: Date): Date | null {
  const today = seoulToday(now);
  return today ? parseSeoul(today.iso) : null;
}
