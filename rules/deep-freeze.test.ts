import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays: every mutation throws', () => {
    const answer = deepFreeze({ item: { name: '코트', images: [{ src: '/a.jpg' }] }, tags: ['new', 'a'] });
    expect(() => {
      answer.item.name = '셔츠';
    }).toThrow(TypeError);
    expect(() => answer.item.images.push({ src: '/b.jpg' })).toThrow(TypeError);
    expect(() => {
      (answer.item.images[0] as { src: string }).src = '/c.jpg';
    }).toThrow(TypeError);
    expect(() => answer.tags.sort()).toThrow(TypeError);
    expect(() => {
      delete (answer as { tags?: string[] }).tags;
    }).toThrow(TypeError);
    expect(answer).toEqual({ item: { name: '코트', images: [{ src: '/a.jpg' }] }, tags: ['new', 'a'] });
  });

  it('handles cycles and returns the same value; primitives pass through', () => {
    const a: { self?: unknown; list: number[] } = { list: [1] };
    a.self = a;
    expect(deepFreeze(a)).toBe(a);
    expect(Object.isFrozen(a.list)).toBe(true);
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBe(null);
  });

  it('walks into what a frozen object holds', () => {
    const inner = { n: 1 };
    const outer = Object.freeze({ inner });
    deepFreeze(outer);
    expect(Object.isFrozen(inner)).toBe(true);
  });
});
