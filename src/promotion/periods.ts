import { parseSeoul } from '../../rules/seoul-time';

/**
 * Spec 4.7 and DECISIONS 12: the promotion calendar is data. Each weeks promotion has three
 * phases written as the spec writes them, Seoul wall-clock minutes with the end minute
 * inclusive ("to 2025-08-18 18:59" runs through 18:59:59.999; 19:00:00.000 is past it). The
 * spec's promotion is the default; configuration adds more (edge/context/promotion.ts).
 *
 * Held as [start, end) with `end` the minute after the written one, so the spec's phases meet
 * without gap or overlap. Every boundary is a whole minute: the phase at an instant is a
 * function of its minute.
 */
export const PHASES = ['teasing', 'main', 'finalDay'] as const;
export type PromotionPhase = (typeof PHASES)[number];

/** A phase as written: `yyyy-MM-dd HH:mm` (or with `T`), Seoul time, end minute inclusive. */
export interface PeriodText {
  start: string;
  end: string;
}
export type PromotionText = { id: string } & Record<PromotionPhase, PeriodText>;

export interface Period {
  /** First instant inside the period. */
  start: Date;
  /** First instant after the period. */
  end: Date;
}
export type Promotion = { id: string } & Record<PromotionPhase, Period>;

/** Spec 4.7: teasing, the initial main period and the final day (the full main period is the last two). */
export const WEEKS_2025: PromotionText = {
  id: 'weeks-2025-08',
  teasing: { start: '2025-08-15 10:00', end: '2025-08-18 18:59' },
  main: { start: '2025-08-18 19:00', end: '2025-08-27 18:59' },
  finalDay: { start: '2025-08-27 19:00', end: '2025-08-28 23:59' },
};

const MINUTE = 60_000;
const MINUTE_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/** A Seoul minute `yyyy-MM-dd HH:mm` as an instant; null for anything else or an impossible date. */
export function parseSeoulMinute(text: string): Date | null {
  const m = MINUTE_RE.exec(text.trim());
  return m ? parseSeoul(`${m[1]} ${m[2]}:00`) : null;
}

/**
 * The promotion a text describes, or a reason it is not one: a malformed time, or phases that
 * are empty or out of order (teasing, then main, then final day; gaps are allowed).
 */
export function toPromotion(text: PromotionText): Promotion | string {
  const out = { id: text.id } as Promotion;
  let previousEnd = -Infinity;
  for (const phase of PHASES) {
    const start = parseSeoulMinute(text[phase].start);
    const last = parseSeoulMinute(text[phase].end);
    if (!start || !last) return `${phase}: times are yyyy-MM-dd HH:mm in Seoul time`;
    if (last < start) return `${phase}: ends before it starts`;
    if (start.getTime() < previousEnd) return `${phase}: starts before the phase before it ends`;
    out[phase] = { start, end: new Date(last.getTime() + MINUTE) };
    previousEnd = out[phase].end.getTime();
  }
  return out;
}

/** Why a calendar is not usable (a repeated id, two promotions that overlap), or null. */
export function calendarProblem(calendar: readonly Promotion[]): string | null {
  const twice = calendar.find((p, i) => calendar.findIndex((q) => q.id === p.id) !== i);
  if (twice) return `${twice.id}: the id is used twice`;
  // Each promotion runs from its teasing start to its final day's end: sorted, neighbours must not overlap.
  const sorted = [...calendar].sort((a, b) => a.teasing.start.getTime() - b.teasing.start.getTime());
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (b.teasing.start < a.finalDay.end) return `${b.id} overlaps ${a.id}`;
  }
  return null;
}

/** The default calendar with configured promotions added; one with a default's id replaces it. */
export function mergeCalendars(defaults: readonly Promotion[], configured: readonly Promotion[]): Promotion[] {
  const ids = new Set(configured.map((p) => p.id));
  return [...defaults.filter((p) => !ids.has(p.id)), ...configured];
}

export const DEFAULT_CALENDAR: readonly Promotion[] = [toPromotion(WEEKS_2025) as Promotion];

/** What the shop shows at an instant: which promotion, which phase, and its two dates. */
export interface PromotionState {
  id: string;
  phase: PromotionPhase;
  /** When the main period starts (teasing counts down to it). */
  opensAt: Date;
  /** First instant after the final day. */
  endsAt: Date;
}

export function isWithin(now: Date, period: Period): boolean {
  const t = now.getTime();
  return Number.isFinite(t) && t >= period.start.getTime() && t < period.end.getTime();
}

/** The promotion phase at `now`, or null outside every period (and for an invalid Date). */
export function promotionAt(now: Date, calendar: readonly Promotion[] = DEFAULT_CALENDAR): PromotionState | null {
  for (const p of calendar) {
    const phase = PHASES.find((name) => isWithin(now, p[name]));
    if (phase) return { id: p.id, phase, opensAt: p.main.start, endsAt: p.finalDay.end };
  }
  return null;
}

/** The full main period (initial main or final day): the sale itself, not its teasing. */
export function isMainPeriod(state: PromotionState | null): boolean {
  return state?.phase === 'main' || state?.phase === 'finalDay';
}

export interface PromotionFlags {
  isTeasing: boolean;
  isInitialMain: boolean;
  isFinalDay: boolean;
  /** The full main period: initial main or final day. */
  isMain: boolean;
}

/** Spec 4.7's flags at `now`; an invalid Date gives all false. */
export function promotionFlags(now: Date, calendar: readonly Promotion[] = DEFAULT_CALENDAR): PromotionFlags {
  const phase = promotionAt(now, calendar)?.phase;
  return { isTeasing: phase === 'teasing', isInitialMain: phase === 'main', isFinalDay: phase === 'finalDay', isMain: phase === 'main' || phase === 'finalDay' };
}

/** A key of the state for caches: what a page drawn from it depends on. */
export function promotionKey(state: PromotionState | null): string {
  return state ? `${state.id}|${state.phase}|${state.opensAt.getTime()}|${state.endsAt.getTime()}` : '';
}
