import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTH_STEPS, imageWidthStep, normaliseImageQuery } from './image-query';

const norm = (q: string) => normaliseImageQuery(new URLSearchParams(q));

describe('normaliseImageQuery', () => {
  it('keeps what the storefront asks for as it is, in w, f, q order', () => {
    expect(norm('w=320&f=webp&q=80')).toBe('w=320&f=webp&q=80');
    expect(norm('q=80&f=webp&w=640')).toBe('w=640&f=webp&q=80');
    expect(norm('')).toBe('');
  });

  it('rounds widths up to a step and qualities up to a multiple of 10, and names formats one way', () => {
    expect(norm('w=1')).toBe('w=300');
    expect(norm('w=321')).toBe('w=640');
    expect(norm('w=9999')).toBe('w=1000');
    expect(norm('q=1')).toBe('q=10');
    expect(norm('q=79')).toBe('q=80');
    expect(norm('q=100')).toBe('q=100');
    expect(norm('f=JPG')).toBe('f=jpeg');
    expect(norm('f=Auto')).toBe('f=auto');
  });

  it('bounds the spellings: every width from 1 to 10000 is one of a few', () => {
    const seen = new Set<string | null>();
    for (let w = 1; w <= 10_000; w++) seen.add(norm(`w=${w}`));
    expect(seen.size).toBe(IMAGE_WIDTH_STEPS.length);
  });

  it('drops other parameters and refuses malformed or repeated ones', () => {
    expect(norm('w=320&x=evil&exp=1&sig=abc')).toBe('w=320');
    for (const bad of ['w=0', 'w=-1', 'w=1.5', 'w=abc', 'w=', 'w=10001', 'w=0320', 'q=0', 'q=101', 'q=8e1', 'f=gif', 'f=constructor', 'f=__proto__', 'w=320&w=640', 'f=webp&f=jpeg']) {
      expect(norm(bad), bad).toBeNull();
    }
  });
});

describe('imageWidthStep', () => {
  it('is the smallest step at least as wide, else the widest', () => {
    expect(IMAGE_WIDTH_STEPS[IMAGE_WIDTH_STEPS.length - 1]).toBe(imageWidthStep(Infinity));
    expect([1, 299, 300, 301, 321, 640, 641, 800, 801, 1000, 5000].map(imageWidthStep)).toEqual([300, 300, 300, 320, 640, 640, 800, 800, 1000, 1000, 1000]);
  });
});
