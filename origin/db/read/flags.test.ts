import { describe, expect, it } from 'vitest';
import { inRollout, toggleOn } from './flags';

describe('inRollout', () => {
  it('admits everyone at 100 and no one at 0', () => {
    expect(inRollout('a', undefined, 100)).toBe(true);
    expect(inRollout('a', 'u1', 0)).toBe(false);
  });

  it('needs a user id for a partial rollout', () => {
    expect(inRollout('a', undefined, 50)).toBe(false);
    expect(inRollout('a', '', 50)).toBe(false);
  });

  it('is stable per user and splits users near the percentage', () => {
    const users = Array.from({ length: 2000 }, (_, i) => `user-${i}`);
    const first = users.map((u) => inRollout('saving-mode', u, 30));
    expect(users.map((u) => inRollout('saving-mode', u, 30))).toEqual(first);
    const share = first.filter(Boolean).length / users.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });

  it('grows monotonically: a user inside 20 % stays inside 60 %', () => {
    for (let i = 0; i < 300; i++) {
      if (inRollout('x', `u${i}`, 20)) expect(inRollout('x', `u${i}`, 60)).toBe(true);
    }
  });
});

describe('toggleOn', () => {
  it("a user's own setting wins over the toggle's state and rollout, for that user only", () => {
    const off = { name: 'active-cart', enabled: false, rollout: 100 };
    const on = { name: 'active-cart', enabled: true, rollout: 100 };
    expect(toggleOn(off, 'a@demo.test', true)).toBe(true);
    expect(toggleOn(on, 'a@demo.test', false)).toBe(false);
    expect(toggleOn(on, 'b@demo.test', undefined)).toBe(true);
    expect(toggleOn(off, undefined, undefined)).toBe(false);
  });

  it('without a setting of their own, the rollout decides as before', () => {
    const half = { name: 'x', enabled: true, rollout: 50 };
    expect(toggleOn(half, undefined, undefined)).toBe(false);
    expect(toggleOn(half, 'u1', undefined)).toBe(inRollout('x', 'u1', 50));
  });
});
