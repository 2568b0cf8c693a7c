import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CALENDAR, promotionAt } from '../../src/promotion/periods';
import { calendarFrom, calendarWithUpstream, forgetPromotionWarnings, parseCalendar, PROMOTION_WARNING_EVERY_MS } from './promotion';

const FEB = {
  id: 'weeks-2026-02',
  teasing: { start: '2026-02-10 10:00', end: '2026-02-12 18:59' },
  main: { start: '2026-02-12 19:00', end: '2026-02-20 18:59' },
  finalDay: { start: '2026-02-20 19:00', end: '2026-02-21 23:59' },
};

afterEach(() => vi.restoreAllMocks());

describe('PROMOTION_CALENDAR', () => {
  it('unset or blank is the default calendar', () => {
    expect(calendarFrom(undefined)).toBe(DEFAULT_CALENDAR);
    expect(calendarFrom('  ')).toBe(DEFAULT_CALENDAR);
  });

  it('adds its promotions to the default, evaluated at their exact minutes in Seoul', () => {
    const calendar = calendarFrom(JSON.stringify([FEB]));
    expect(calendar.map((p) => p.id)).toEqual(['weeks-2025-08', 'weeks-2026-02']);
    expect(promotionAt(new Date('2026-02-10T09:59:59.999+09:00'), calendar)).toBeNull();
    expect(promotionAt(new Date('2026-02-10T10:00:00+09:00'), calendar)?.phase).toBe('teasing');
    expect(promotionAt(new Date('2026-02-20T18:59:59.999+09:00'), calendar)?.phase).toBe('main');
    expect(promotionAt(new Date('2026-02-20T19:00:00+09:00'), calendar)?.phase).toBe('finalDay');
    expect(promotionAt(new Date('2026-02-22T00:00:00+09:00'), calendar)).toBeNull();
    expect(promotionAt(new Date('2025-08-20T12:00:00+09:00'), calendar)?.id).toBe('weeks-2025-08');
  });

  it.each<[string, string, RegExp]>([
    ['not JSON', '[{', /not JSON/],
    ['not a list', JSON.stringify(FEB), /value/],
    ['an unknown key', JSON.stringify([{ ...FEB, finalday: FEB.finalDay }]), /finalday|0/],
    ['a missing phase', JSON.stringify([{ ...FEB, finalDay: undefined }]), /0\.finalDay/],
    ['an id with capitals', JSON.stringify([{ ...FEB, id: 'Weeks' }]), /0\.id/],
    ['a time with seconds', JSON.stringify([{ ...FEB, main: { ...FEB.main, start: '2026-02-12 19:00:00' } }]), /main: times are/],
    ['phases out of order', JSON.stringify([{ ...FEB, main: { start: '2026-02-12 18:00', end: '2026-02-20 18:59' } }]), /main: starts before/],
    ['an overlap with the default', JSON.stringify([{ ...FEB, id: 'other', teasing: { start: '2025-08-28 10:00', end: '2026-02-12 18:59' } }]), /overlaps weeks-2025-08/],
    ['an id used twice', JSON.stringify([FEB, FEB]), /used twice/],
  ])('refuses %s', (_name, raw, problem) => {
    const result = parseCalendar(raw);
    expect('problem' in result && result.problem).toMatch(problem);
  });

  it('an invalid value is ignored with one warning per value, never a throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(calendarFrom('{"nope"')).toBe(DEFAULT_CALENDAR);
    expect(calendarFrom('{"nope"')).toBe(DEFAULT_CALENDAR);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/PROMOTION_CALENDAR ignored \(not JSON\)/);
  });
});

describe('calendarWithUpstream (DECISIONS 12)', () => {
  const edge = DEFAULT_CALENDAR;
  beforeEach(() => forgetPromotionWarnings());

  it("adds the upstream's periods to the edge's calendar", async () => {
    const calendar = await calendarWithUpstream(edge, async () => ({ periods: [FEB] }));
    expect(calendar.map((p) => p.id)).toEqual(['weeks-2025-08', 'weeks-2026-02']);
    expect(promotionAt(new Date('2026-02-15T12:00:00+09:00'), calendar)?.phase).toBe('main');
  });

  it("keeps the edge's calendar, the same object, when the call fails, answers nothing or answers no calendar", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await calendarWithUpstream(edge, () => Promise.reject(new Error('timeout')))).toBe(edge);
    expect(await calendarWithUpstream(edge, async () => ({ periods: [] }))).toBe(edge);
    expect(await calendarWithUpstream(edge, async () => ({ periods: [{ ...FEB, main: { start: '2026-02-30 19:00', end: 'x' } }] }))).toBe(edge);
    // Overlapping the edge's own promotion under another id is no calendar either.
    expect(await calendarWithUpstream(edge, async () => ({ periods: [{ ...FEB, id: 'other', teasing: { start: '2025-08-16 10:00', end: '2025-08-17 10:00' } }] }))).toBe(edge);
    expect(warn.mock.calls.map(([m]) => String(m))).toEqual([
      expect.stringContaining('upstream periods unavailable (timeout)'),
      expect.stringContaining('upstream periods ignored'),
      expect.stringContaining('upstream periods ignored'),
    ]);
  });

  it('says the same problem once every few minutes, not on every request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    try {
      const notFound = () => Promise.reject(new Error('not found'));
      for (let i = 0; i < 50; i += 1) expect(await calendarWithUpstream(edge, notFound)).toBe(edge);
      expect(warn).toHaveBeenCalledTimes(1);
      // Another problem is news, and is told at once.
      await calendarWithUpstream(edge, () => Promise.reject(new Error('timeout')));
      expect(warn).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(PROMOTION_WARNING_EVERY_MS - 1);
      await calendarWithUpstream(edge, notFound);
      expect(warn).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1);
      await calendarWithUpstream(edge, notFound);
      expect(warn).toHaveBeenCalledTimes(3);
      expect(String(warn.mock.calls[2]?.[0])).toContain('upstream periods unavailable (not found)');
    } finally {
      vi.useRealTimers();
    }
  });
});
