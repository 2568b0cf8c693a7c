/**
 * The promotion calendar of this deployment (DECISIONS 12): the spec's weeks promotion
 * (src/promotion/periods.ts) plus those in the `PROMOTION_CALENDAR` var, a JSON list of
 *
 *     { "id": "weeks-2026-02",
 *       "teasing":  { "start": "2026-02-10 10:00", "end": "2026-02-12 18:59" },
 *       "main":     { "start": "2026-02-12 19:00", "end": "2026-02-20 18:59" },
 *       "finalDay": { "start": "2026-02-20 19:00", "end": "2026-02-21 23:59" } }
 *
 * in Seoul time, end minutes inclusive as the spec writes them. A promotion with the default's
 * id replaces it. A value that is not such a list (bad JSON, unknown keys, a time that is not a
 * minute, phases out of order, promotions that overlap or share an id) is ignored as a whole
 * with one warning per value: the default calendar stays and no request fails for it.
 *
 *     const calendar = calendarFrom(c.env?.PROMOTION_CALENDAR);
 *     const state = promotionAt(contextOf(c).now, calendar);
 */
import * as z from 'zod';
import { calendarProblem, DEFAULT_CALENDAR, mergeCalendars, toPromotion, type Promotion } from '../../src/promotion/periods';

const phase = z.object({ start: z.string().max(20), end: z.string().max(20) }).strict();
const CalendarSchema = z.array(z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), teasing: phase, main: phase, finalDay: phase }).strict()).max(100);

/** The calendar a value gives, or why it gives none. */
export function parseCalendar(raw: string): { calendar: readonly Promotion[] } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { problem: 'not JSON' };
  }
  return calendarWith(DEFAULT_CALENDAR, json);
}

/** `base` with the promotions a list gives added (one with a base id replaces it), or why not. */
export function calendarWith(base: readonly Promotion[], json: unknown): { calendar: readonly Promotion[] } | { problem: string } {
  const parsed = CalendarSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'invalid'}` };
  }
  const configured: Promotion[] = [];
  for (const text of parsed.data) {
    const promotion = toPromotion(text);
    if (typeof promotion === 'string') return { problem: `${text.id} ${promotion}` };
    configured.push(promotion);
  }
  const calendar = mergeCalendars(base, configured);
  const problem = calendarProblem(calendar);
  return problem ? { problem } : { calendar };
}

// One parse (and at most one warning) per value; an isolate sees one or two values in its life.
let last: { raw: string; calendar: readonly Promotion[] } | null = null;

export function calendarFrom(raw: string | undefined): readonly Promotion[] {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_CALENDAR;
  if (last?.raw === value) return last.calendar;
  const result = parseCalendar(value);
  if ('problem' in result) console.warn(`[promotion] PROMOTION_CALENDAR ignored (${result.problem}); using the default calendar`);
  last = { raw: value, calendar: 'problem' in result ? DEFAULT_CALENDAR : result.calendar };
  return last.calendar;
}

/**
 * The calendar with the upstream's periods (GET /api/v4/promotion-periods, DECISIONS 12) added to
 * the edge's own (`calendarFrom`): the upstream's promotion replaces the edge's of the same id.
 * The edge's calendar is the fallback: when the call fails, answers no period, or answers a list
 * that is not a calendar (then with a warning), the edge's calendar alone is used and no request
 * fails for it.
 */
export async function calendarWithUpstream(edgeCalendar: readonly Promotion[], load: () => Promise<{ periods: unknown[] }>): Promise<readonly Promotion[]> {
  let periods: unknown[];
  try {
    periods = (await load()).periods;
  } catch (error) {
    warnNow(`[promotion] upstream periods unavailable (${error instanceof Error ? error.message : String(error)}); using the edge's calendar`);
    return edgeCalendar;
  }
  if (periods.length === 0) return edgeCalendar;
  const result = calendarWith(edgeCalendar, periods);
  if ('problem' in result) {
    warnNow(`[promotion] upstream periods ignored (${result.problem}); using the edge's calendar`);
    return edgeCalendar;
  }
  return result.calendar;
}

// Every read asks for the periods, and an upstream without the call (or with a broken list)
// answers every request alike: one line per problem per isolate every few minutes says as much
// as thousands of identical ones, and leaves the rest of the log readable.
export const PROMOTION_WARNING_EVERY_MS = 5 * 60_000;
const MAX_REMEMBERED_WARNINGS = 32;
const warnedAt = new Map<string, number>();

function warnNow(message: string, now = Date.now()): void {
  const last = warnedAt.get(message);
  if (last !== undefined && now - last < PROMOTION_WARNING_EVERY_MS) return;
  if (warnedAt.size >= MAX_REMEMBERED_WARNINGS) warnedAt.clear();
  warnedAt.set(message, now);
  console.warn(message);
}

/** Forgets which warnings were given (tests: the `workers` project shares this module across files). */
export function forgetPromotionWarnings(): void {
  warnedAt.clear();
}
