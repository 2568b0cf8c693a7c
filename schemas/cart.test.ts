import { describe, expect, it } from 'vitest';
import { CartCountAnswerSchema, CartCountSchema } from './cart';

describe('CartCount', () => {
  it('reads data.count from either envelope', () => {
    expect(CartCountAnswerSchema.parse({ result: 'SUCCESS', data: { count: 3 } })).toEqual({ count: 3 });
    expect(CartCountAnswerSchema.parse({ count: '4' })).toEqual({ count: 4 });
  });

  it('missing data or count is 0; negatives and fractions are not counts', () => {
    expect(CartCountAnswerSchema.parse({ data: null })).toEqual({ count: 0 });
    expect(CartCountAnswerSchema.parse({ data: {} })).toEqual({ count: 0 });
    expect(CartCountSchema.parse({ count: -2 })).toEqual({ count: 0 });
    expect(CartCountSchema.parse({ count: 2.7 })).toEqual({ count: 2 });
  });

  it('fails on wrong types', () => {
    expect(CartCountAnswerSchema.safeParse({ data: { count: [] } }).success).toBe(false);
  });
});
