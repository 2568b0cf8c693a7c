import * as z from 'zod';
import { flag } from './flag';

/**
 * Field helpers for the member, identity and content shapes (spec 3.7, 3.8). Like
 * primitives.ts they are lenient where the spec asks for defaults and strict where a value
 * decides something (gender, dates, result codes).
 */

/** A server flag read as a boolean: true, 'T', 'Y', 1 are true; missing is false. */
export const bool = flag.transform((f) => f === 'T');

export type Gender = 'M' | 'F' | '';
/** 'M', 'F' or '' when unknown (spec 3.7 session user); case and blanks are forgiven. */
export const gender = z
  .string()
  .nullish()
  .transform((v): Gender => {
    const g = (v ?? '').trim().toUpperCase();
    return g === 'M' || g === 'F' ? g : '';
  });

/**
 * A calendar date as `yyyy-MM-dd`, from `yyyy-MM-dd`, `yyyyMMdd` or a date-time whose date
 * part is one of those; anything else (including 2023-02-30) is null.
 */
export function toCalendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:[ T].*)?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const valid = date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d);
  return valid ? `${y}-${mo}-${d}` : null;
}
export const calendarDate = z.string().nullish().transform(toCalendarDate);

/** Codes arrive as strings or numbers ("100100100" or 100100100); always a string here. */
export const code = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

/** A list whose malformed entries are dropped one by one instead of failing the whole answer. */
export const lenientList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((items): z.output<T>[] =>
      (items ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

export type ApiResult = 'SUCCESS' | 'FAIL';
/** Spec 7 result codes: only an explicit SUCCESS succeeds. */
export const apiResult = z
  .string()
  .nullish()
  .transform((v): ApiResult => (v?.trim().toUpperCase() === 'SUCCESS' ? 'SUCCESS' : 'FAIL'));

/**
 * The `{ result, data, message, errorCode }` answers whose result the caller reads (adult
 * verification, user level, personal info). Missing data is null, never a default: these
 * answers decide something, so "no data" must stay visible.
 */
export const resultAnswer = <T extends z.ZodType>(data: T) =>
  z.object({
    result: apiResult,
    data: data.nullish().transform((v) => (v ?? null) as z.output<T> | null),
    message: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    errorCode: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : String(v))),
  });
