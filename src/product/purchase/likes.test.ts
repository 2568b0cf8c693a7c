import { describe, expect, it } from 'vitest';
import { confirmedHeart, formatHeartCount, optimisticToggle } from './likes';

describe('heart state', () => {
  it('a like adds one at once, an unlike takes one away, never below 0', () => {
    expect(optimisticToggle({ liked: false, count: 4821 })).toEqual({ liked: true, count: 4822 });
    expect(optimisticToggle({ liked: true, count: 4822 })).toEqual({ liked: false, count: 4821 });
    expect(optimisticToggle({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 });
  });

  it('an unknown count stays unknown', () => {
    expect(optimisticToggle({ liked: false, count: null })).toEqual({ liked: true, count: null });
  });

  it('the server answer wins over the guess', () => {
    expect(confirmedHeart({ liked: true, heartCount: 5000 })).toEqual({ liked: true, count: 5000 });
  });

  it('formats with ko-KR separators', () => {
    expect(formatHeartCount(4821)).toBe('4,821');
    expect(formatHeartCount(1234567)).toBe('1,234,567');
    expect(formatHeartCount(0)).toBe('0');
    expect(formatHeartCount(null)).toBe('');
    expect(formatHeartCount(Number.NaN)).toBe('');
  });
});
