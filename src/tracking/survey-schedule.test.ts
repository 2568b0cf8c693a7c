import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SURVEY_DELAY_MS, surveyScheduler, type SurveyContext } from './survey-schedule';

describe('surveyScheduler (spec 4.7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number, clearTimeout: (id: number) => clearTimeout(id) };

  it('evaluates 200 ms after a navigation, not before', () => {
    const seen: SurveyContext[] = [];
    const s = surveyScheduler((c) => seen.push(c), timers);
    s.navigated({ url: 'https://shop.example/best-items', pageType: 'best' });
    vi.advanceTimersByTime(SURVEY_DELAY_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([{ url: 'https://shop.example/best-items', pageType: 'best' }]);
  });

  it('takes navigations within 200 ms as one, where the shopper settled', () => {
    const seen: string[] = [];
    const s = surveyScheduler((c) => seen.push(c.url), timers);
    s.navigated({ url: '/a', pageType: 'x' });
    vi.advanceTimersByTime(150);
    s.navigated({ url: '/b', pageType: 'x' });
    vi.advanceTimersByTime(150);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['/b']);
    s.navigated({ url: '/c', pageType: 'x' });
    vi.advanceTimersByTime(SURVEY_DELAY_MS);
    expect(seen).toEqual(['/b', '/c']);
  });
});
