import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_FRESH_MS, RecommendationMemory } from './recommendation-memory';

describe('RecommendationMemory', () => {
  it('answers a kept list while fresh, per item and type', () => {
    const memory = new RecommendationMemory<string>();
    memory.set(1001, 'cart', 'cart list', 0);
    expect(memory.get(1001, 'cart', RECOMMENDATION_FRESH_MS - 1)).toBe('cart list');
    expect(memory.get(1001, 'like', 0)).toBeUndefined();
    expect(memory.get(1002, 'cart', 0)).toBeUndefined();
  });

  it('forgets a list once it is stale, so the next opening asks again', () => {
    const memory = new RecommendationMemory<string>();
    memory.set(1001, 'cart', 'cart list', 0);
    expect(memory.get(1001, 'cart', RECOMMENDATION_FRESH_MS)).toBeUndefined();
    memory.set(1001, 'cart', 'newer', RECOMMENDATION_FRESH_MS);
    expect(memory.get(1001, 'cart', RECOMMENDATION_FRESH_MS + 1)).toBe('newer');
  });

  it('keeps at most its limit, dropping the oldest', () => {
    const memory = new RecommendationMemory<number>(RECOMMENDATION_FRESH_MS, 2);
    memory.set(1, 'cart', 1, 0);
    memory.set(2, 'cart', 2, 0);
    memory.set(1, 'cart', 11, 1); // refreshed: now the newest
    memory.set(3, 'cart', 3, 2);
    expect(memory.get(2, 'cart', 3)).toBeUndefined();
    expect(memory.get(1, 'cart', 3)).toBe(11);
    expect(memory.get(3, 'cart', 3)).toBe(3);
  });
});
