import { describe, expect, it } from 'vitest';
import {
  calendarProblem,
  DEFAULT_CALENDAR,
  isMainPeriod,
  mergeCalendars,
  parseSeoulMinute,
  promotionAt,
  promotionFlags,
  promotionKey,
  toPromotion,
  WEEKS_2025,
  type Promotion,
  type PromotionText,
} from './periods';

/** An instant from a Seoul wall-clock time with milliseconds (Seoul is UTC+9 all year). */
const seoul = (wall: string): Date => new Date(`${wall}+09:00`);
const phaseAt = (wall: string, calendar?: readonly Promotion[]) => promotionAt(seoul(wall), calendar)?.phase ?? null;

const none = { isTeasing: false, isInitialMain: false, isFinalDay: false, isMain: false };

describe('the spec 4.7 weeks promotion (Seoul time, end minute inclusive)', () => {
  it.each([
    ['2025-08-15T09:59:59.999', null],
    ['2025-08-15T10:00:00.000', 'teasing'],
    ['2025-08-16T12:00:00.000', 'teasing'],
    ['2025-08-18T18:59:00.000', 'teasing'],
    ['2025-08-18T18:59:59.999', 'teasing'],
    ['2025-08-18T19:00:00.000', 'main'],
    ['2025-08-20T12:00:00.000', 'main'],
    ['2025-08-27T18:59:00.000', 'main'],
    ['2025-08-27T18:59:59.999', 'main'],
    ['2025-08-27T19:00:00.000', 'finalDay'],
    ['2025-08-28T12:00:00.000', 'finalDay'],
    ['2025-08-28T23:59:00.000', 'finalDay'],
    ['2025-08-28T23:59:59.999', 'finalDay'],
    ['2025-08-29T00:00:00.000', null],
    ['2024-08-20T12:00:00.000', null],
    ['2026-08-20T12:00:00.000', null],
  ])('%s Seoul is %s', (wall, phase) => {
    expect(phaseAt(wall)).toBe(phase);
  });

  it('the three preview clocks of issue 12 show teasing, main and the final day', () => {
    expect(promotionAt(new Date('2025-08-16T12:00:00+09:00'))?.phase).toBe('teasing');
    expect(promotionAt(new Date('2025-08-20T12:00:00+09:00'))?.phase).toBe('main');
    expect(promotionAt(new Date('2025-08-28T12:00:00+09:00'))?.phase).toBe('finalDay');
  });

  it('is Seoul time, not UTC: 10:00 Seoul is 01:00 UTC, the final day ends at 15:00 UTC', () => {
    expect(DEFAULT_CALENDAR[0]!.teasing.start.toISOString()).toBe('2025-08-15T01:00:00.000Z');
    expect(promotionAt(new Date('2025-08-15T00:59:59.999Z'))).toBeNull();
    expect(promotionAt(new Date('2025-08-15T01:00:00.000Z'))?.phase).toBe('teasing');
    expect(promotionAt(new Date('2025-08-28T14:59:59.999Z'))?.phase).toBe('finalDay');
    expect(promotionAt(new Date('2025-08-28T15:00:00.000Z'))).toBeNull();
  });

  it('phases meet without gap or overlap', () => {
    const [p] = DEFAULT_CALENDAR;
    expect(p!.teasing.end.getTime()).toBe(p!.main.start.getTime());
    expect(p!.main.end.getTime()).toBe(p!.finalDay.start.getTime());
  });

  it('the state names the opening of the main period and the end of the final day', () => {
    expect(promotionAt(seoul('2025-08-16T12:00:00.000'))).toEqual({
      id: 'weeks-2025-08',
      phase: 'teasing',
      opensAt: seoul('2025-08-18T19:00:00.000'),
      endsAt: seoul('2025-08-29T00:00:00.000'),
    });
  });

  it('an invalid date is no promotion', () => {
    expect(promotionAt(new Date('nope'))).toBeNull();
    expect(promotionFlags(new Date('nope'))).toEqual(none);
  });
});

describe('spec 4.7 flags', () => {
  it.each([
    ['2025-08-16T12:00:00.000', { ...none, isTeasing: true }],
    ['2025-08-20T12:00:00.000', { ...none, isInitialMain: true, isMain: true }],
    ['2025-08-28T12:00:00.000', { ...none, isFinalDay: true, isMain: true }],
    ['2025-08-29T12:00:00.000', none],
  ])('%s', (wall, flags) => {
    expect(promotionFlags(seoul(wall))).toEqual(flags);
  });

  it('the main period is initial main or final day, never teasing', () => {
    expect(isMainPeriod(promotionAt(seoul('2025-08-18T18:59:59.999')))).toBe(false);
    expect(isMainPeriod(promotionAt(seoul('2025-08-18T19:00:00.000')))).toBe(true);
    expect(isMainPeriod(promotionAt(seoul('2025-08-28T23:59:59.999')))).toBe(true);
    expect(isMainPeriod(promotionAt(seoul('2025-08-29T00:00:00.000')))).toBe(false);
  });
});

describe('parseSeoulMinute', () => {
  it('reads yyyy-MM-dd HH:mm (space or T) as Seoul time', () => {
    expect(parseSeoulMinute('2025-08-15 10:00')?.toISOString()).toBe('2025-08-15T01:00:00.000Z');
    expect(parseSeoulMinute('2025-08-15T10:00')?.toISOString()).toBe('2025-08-15T01:00:00.000Z');
  });

  it.each(['2025-08-15', '2025-08-15 10:00:00', '2025-08-15T10:00+09:00', '2025-02-29 10:00', '2025-08-15 24:00', '2025-08-15 10:60', 'soon', ''])('refuses %j', (text) => {
    expect(parseSeoulMinute(text)).toBeNull();
  });
});

const text = (id: string, day: string, next: string): PromotionText => ({
  id,
  teasing: { start: `${day} 10:00`, end: `${day} 18:59` },
  main: { start: `${day} 19:00`, end: `${next} 18:59` },
  finalDay: { start: `${next} 19:00`, end: `${next} 23:59` },
});
const promotion = (t: PromotionText) => toPromotion(t) as Promotion;

describe('toPromotion', () => {
  it('holds each phase as [start, minute after the written end)', () => {
    const p = promotion(text('a', '2026-02-10', '2026-02-11'));
    expect(p.teasing.end.toISOString()).toBe(seoul('2026-02-10T19:00:00.000').toISOString());
    expect(p.finalDay.end.toISOString()).toBe(seoul('2026-02-12T00:00:00.000').toISOString());
  });

  it('a one-minute phase lasts that minute', () => {
    const t = text('a', '2026-02-10', '2026-02-11');
    const p = promotion({ ...t, teasing: { start: '2026-02-10 10:00', end: '2026-02-10 10:00' } });
    expect(p.teasing.end.getTime() - p.teasing.start.getTime()).toBe(60_000);
  });

  it('allows a gap between phases, in which no phase shows', () => {
    const t = text('a', '2026-02-10', '2026-02-11');
    const p = promotion({ ...t, teasing: { start: '2026-02-09 10:00', end: '2026-02-09 18:59' } });
    expect(phaseAt('2026-02-09T18:59:59.999', [p])).toBe('teasing');
    expect(phaseAt('2026-02-09T19:00:00.000', [p])).toBeNull();
    expect(phaseAt('2026-02-10T19:00:00.000', [p])).toBe('main');
  });

  it.each<[string, Partial<PromotionText>, RegExp]>([
    ['a malformed time', { main: { start: '2026-02-10 7pm', end: '2026-02-11 18:59' } }, /^main: times are/],
    ['an end before its start', { finalDay: { start: '2026-02-11 19:00', end: '2026-02-11 18:00' } }, /^finalDay: ends before/],
    ['a phase that starts inside the one before', { main: { start: '2026-02-10 18:59', end: '2026-02-11 18:59' } }, /^main: starts before/],
    ['phases out of order', { teasing: { start: '2026-02-12 10:00', end: '2026-02-12 11:00' } }, /^main: starts before/],
  ])('refuses %s', (_name, over, problem) => {
    expect(toPromotion({ ...text('a', '2026-02-10', '2026-02-11'), ...over })).toMatch(problem);
  });
});

describe('calendars', () => {
  const feb = promotion(text('weeks-2026-02', '2026-02-10', '2026-02-11'));

  it('a configured promotion adds to the default; each is found at its own minutes', () => {
    const calendar = mergeCalendars(DEFAULT_CALENDAR, [feb]);
    expect(calendar.map((p) => p.id)).toEqual(['weeks-2025-08', 'weeks-2026-02']);
    expect(calendarProblem(calendar)).toBeNull();
    expect(promotionAt(seoul('2025-08-20T12:00:00.000'), calendar)?.id).toBe('weeks-2025-08');
    expect(promotionAt(seoul('2026-02-11T19:00:00.000'), calendar)).toMatchObject({ id: 'weeks-2026-02', phase: 'finalDay' });
    expect(phaseAt('2026-02-10T09:59:59.999', calendar)).toBeNull();
  });

  it('one with the default id replaces the default', () => {
    const moved = promotion({ ...text('x', '2025-09-01', '2025-09-02'), id: WEEKS_2025.id });
    const calendar = mergeCalendars(DEFAULT_CALENDAR, [moved]);
    expect(calendar).toEqual([moved]);
    expect(phaseAt('2025-08-20T12:00:00.000', calendar)).toBeNull();
    expect(phaseAt('2025-09-01T10:00:00.000', calendar)).toBe('teasing');
  });

  it('promotions may meet at a minute but not overlap, and ids are unique', () => {
    const before = promotion(text('b', '2026-02-08', '2026-02-09'));
    // b's final day ends at 2026-02-10 00:00; a promotion teasing from then on meets it.
    const meets = promotion({ ...text('c', '2026-02-10', '2026-02-11'), teasing: { start: '2026-02-10 00:00', end: '2026-02-10 18:59' } });
    expect(calendarProblem([before, meets])).toBeNull();
    const overlaps = promotion({ ...text('c', '2026-02-10', '2026-02-11'), teasing: { start: '2026-02-09 23:59', end: '2026-02-10 18:59' } });
    expect(calendarProblem([overlaps, before])).toBe('c overlaps b');
    expect(calendarProblem([feb, { ...feb }])).toBe('weeks-2026-02: the id is used twice');
  });

  it('the cache key of a state changes with its phase, id and dates, and is empty for none', () => {
    const a = promotionAt(seoul('2025-08-20T12:00:00.000'));
    expect(promotionKey(a)).not.toBe(promotionKey(promotionAt(seoul('2025-08-28T12:00:00.000'))));
    expect(promotionKey(a)).not.toBe(promotionKey({ ...a!, endsAt: new Date(0) }));
    expect(promotionKey(a)).toBe(promotionKey(promotionAt(seoul('2025-08-21T12:00:00.000'))));
    expect(promotionKey(null)).toBe('');
  });
});
