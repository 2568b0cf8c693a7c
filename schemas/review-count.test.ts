import { describe, expect, it } from 'vitest';
import { ReviewCountsAnswerSchema, ReviewCountsSchema } from './review-count';

describe('ReviewCountsSchema', () => {
  const zero = { writableCount: 0, writableOrderCount: 0, writableGiftCount: 0, wroteCount: 0, possibleEarnMileage: 0, possibleEarnMileageOrder: 0, possibleEarnMileageGift: 0 };

  it('parses counts in either envelope', () => {
    expect(ReviewCountsSchema.parse({ writableCount: '3', wroteCount: 5 })).toEqual({ ...zero, writableCount: 3, wroteCount: 5 });
    expect(ReviewCountsAnswerSchema.parse({ result: 'SUCCESS', data: { possibleEarnMileage: 1500 } })).toEqual({ ...zero, possibleEarnMileage: 1500 });
  });

  it('defaults to zero and fails on wrong types', () => {
    expect(ReviewCountsAnswerSchema.parse({ data: null })).toEqual(zero);
    expect(ReviewCountsSchema.safeParse({ wroteCount: [] }).success).toBe(false);
  });
});
