import { describe, expect, it } from 'vitest';
import { memoized, memoizedBy, memoizedPer, rememberInMemos } from './memo';

describe('memoized', () => {
  it('computes a key once and answers repeats from memory', () => {
    let calls = 0;
    const double = memoized(10, (n: number) => (calls++, n * 2));
    expect([double(2), double(2), double(3), double(2)]).toEqual([4, 4, 6, 4]);
    expect(calls).toBe(2);
  });

  it('never holds more than its bound, and still answers right after starting over', () => {
    let calls = 0;
    const id = memoized(3, (s: string) => (calls++, s.toUpperCase()));
    for (const k of ['a', 'b', 'c', 'd', 'a']) expect(id(k)).toBe(k.toUpperCase());
    expect(calls).toBe(5);
    expect(id('a')).toBe('A');
    expect(calls).toBe(5);
  });

  it('keeps an undefined answer as an answer', () => {
    let calls = 0;
    const none = memoized(5, (_k: number) => (calls++, undefined));
    none(1);
    none(1);
    expect(calls).toBe(1);
  });

  it('remembers a function of several arguments by the key made of them', () => {
    let calls = 0;
    const join = memoizedBy(
      10,
      (a: string, b: number) => `${b}|${a}`,
      (a: string, b: number) => (calls++, `${a}${b}`),
    );
    expect([join('x', 1), join('x', 1), join('x', 2)]).toEqual(['x1', 'x1', 'x2']);
    expect(calls).toBe(2);
  });
});

describe('memoizedPer', () => {
  it('computes once per object, undefined answers included, and anew for another object', () => {
    let calls = 0;
    const size = memoizedPer((o: { items: string[] }) => (calls++, o.items.length > 1 ? o.items.length : undefined));
    const a = { items: ['x', 'y'] };
    const b = { items: ['x'] };
    expect([size(a), size(a), size(b), size(b)]).toEqual([2, 2, undefined, undefined]);
    expect(calls).toBe(2);
    expect(size({ items: ['x', 'y'] })).toBe(2);
    expect(calls).toBe(3);
  });
});

describe('rememberInMemos (the cache-off run)', () => {
  it('switched off, every memo computes on every call; switched on again, remembers', () => {
    let calls = 0;
    const double = memoized(10, (n: number) => (calls++, n * 2));
    const per = memoizedPer((o: { n: number }) => (calls++, o.n));
    const of = { n: 3 };
    rememberInMemos(false);
    try {
      expect([double(1), double(1), per(of), per(of)]).toEqual([2, 2, 3, 3]);
      expect(calls).toBe(4);
    } finally {
      rememberInMemos(true);
    }
    expect([double(1), double(1)]).toEqual([2, 2]);
    expect(calls).toBe(5);
  });
});
