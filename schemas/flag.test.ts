import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { flag, isOn, toFlag } from './flag';

describe('flag (spec 3.1: server flags become T/F)', () => {
  const S = z.object({ f: flag });

  it.each([
    [true, 'T'],
    [false, 'F'],
    ['T', 'T'],
    ['F', 'F'],
    ['Y', 'T'],
    ['N', 'F'],
    ['y', 'T'],
    ['n', 'F'],
    ['true', 'T'],
    ['false', 'F'],
    [1, 'T'],
    [0, 'F'],
    [null, 'F'],
  ] as const)('%j → %s', (input, expected) => {
    expect(S.parse({ f: input }).f).toBe(expected);
  });

  it('a missing flag is F', () => {
    expect(S.parse({}).f).toBe('F');
  });

  it('refuses values that are not flags', () => {
    for (const bad of ['maybe', 2, -1, {}, []]) expect(S.safeParse({ f: bad }).success).toBe(false);
  });

  it('toFlag folds anything into T/F and isOn reads it', () => {
    expect(toFlag(' y ')).toBe('T');
    expect(toFlag('TRUE')).toBe('T');
    expect(toFlag('1')).toBe('T');
    expect(toFlag(2)).toBe('F');
    expect(toFlag(undefined)).toBe('F');
    expect(isOn('T')).toBe(true);
    expect(isOn('F')).toBe(false);
  });
});
