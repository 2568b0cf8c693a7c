import { describe, expect, it } from 'vitest';
import { createPrng, hash32 } from './prng';

describe('createPrng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
    expect(new Set(seqA).size).toBe(20);
  });

  it('differs between seeds', () => {
    expect(createPrng(1).next()).not.toBe(createPrng(2).next());
  });

  it('keeps int within bounds and reaches both ends', () => {
    const r = createPrng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const v = r.int(3, 6);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct entries', () => {
    const out = createPrng(9).sample([1, 2, 3, 4, 5, 6], 4);
    expect(out).toHaveLength(4);
    expect(new Set(out).size).toBe(4);
  });

  it('refuses to pick from nothing', () => {
    expect(() => createPrng(1).pick([])).toThrow();
  });
});

describe('hash32', () => {
  it('is stable and spreads', () => {
    expect(hash32('active-cart:user-1')).toBe(hash32('active-cart:user-1'));
    expect(hash32('a')).not.toBe(hash32('b'));
    expect(hash32('')).toBe(0x811c9dc5);
  });
});
