import { describe, expect, it } from 'vitest';
import { delayAfter, FREE_FAILURES, MAX_DELAY_MS, minutesLeft } from './lockout';

describe('delayAfter', () => {
  it('costs nothing for the first four failures, then 30 s doubling up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(delayAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map(delayAfter)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, MAX_DELAY_MS]);
    expect(delayAfter(FREE_FAILURES + 1)).toBeGreaterThan(0);
  });

  it('stays at the cap however long the run, without overflowing', () => {
    for (const n of [11, 40, 1000, Number.MAX_SAFE_INTEGER]) expect(delayAfter(n)).toBe(MAX_DELAY_MS);
  });
});

describe('minutesLeft', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect([1, 30_000, 60_000, 60_001, 900_000].map(minutesLeft)).toEqual([1, 1, 1, 2, 15]);
  });
});
