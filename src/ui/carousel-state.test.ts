import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampIndex, debounce, indexFromScroll, paging, slideAfterScroll, step } from './carousel-state';

describe('paging', () => {
  it('disables previous at the first slide and shows 1 / total', () => {
    expect(paging(0, 5)).toEqual({ index: 0, total: 5, canPrevious: false, canNext: true, position: '1 / 5' });
  });

  it('disables next at the last slide', () => {
    expect(paging(4, 5)).toMatchObject({ canPrevious: true, canNext: false, position: '5 / 5' });
  });

  it('enables both arrows in the middle', () => {
    expect(paging(2, 5)).toMatchObject({ canPrevious: true, canNext: true, position: '3 / 5' });
  });

  it('disables both arrows for a single slide and for none', () => {
    expect(paging(0, 1)).toMatchObject({ canPrevious: false, canNext: false, position: '1 / 1' });
    expect(paging(0, 0)).toMatchObject({ canPrevious: false, canNext: false, position: '', total: 0 });
  });

  it('clamps out-of-range and non-finite indexes', () => {
    expect(paging(9, 3).index).toBe(2);
    expect(paging(-2, 3).index).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(1.7, 3)).toBe(1);
  });
});

describe('step', () => {
  it('moves one slide and stops at the ends', () => {
    expect(step(0, 1, 3)).toBe(1);
    expect(step(2, 1, 3)).toBe(2);
    expect(step(0, -1, 3)).toBe(0);
    expect(step(2, -1, 3)).toBe(1);
  });
});

describe('indexFromScroll', () => {
  it('picks the nearest snapped slide', () => {
    expect(indexFromScroll(0, 300, 4)).toBe(0);
    expect(indexFromScroll(149, 300, 4)).toBe(0);
    expect(indexFromScroll(151, 300, 4)).toBe(1);
    expect(indexFromScroll(900, 300, 4)).toBe(3);
    expect(indexFromScroll(5000, 300, 4)).toBe(3);
  });

  it('handles RTL offsets and an unmeasured track', () => {
    expect(indexFromScroll(-600, 300, 4)).toBe(2);
    expect(indexFromScroll(600, 0, 4)).toBe(0);
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once, 16 ms after the last call, with the last arguments', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 16);
    d(1);
    vi.advanceTimersByTime(10);
    d(2);
    vi.advanceTimersByTime(15);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[2]]);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 16);
    d();
    d.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('slideAfterScroll', () => {
  it('follows the track when no arrow travel is under way', () => {
    expect(slideAfterScroll(2, null, 0)).toEqual({ index: 2, arrived: true });
  });

  it('keeps the slide an arrow asked for while the track passes the slides on the way', () => {
    // Next from slide 1: the position says 2 at once; a slow read mid-travel still sees slide 1.
    expect(slideAfterScroll(0, 1, 1)).toEqual({ index: 1, arrived: false });
    expect(slideAfterScroll(1, 1, 1)).toEqual({ index: 1, arrived: true });
  });
});
