import * as z from 'zod';
import { enveloped } from './envelope';
import { num } from './primitives';

/** Spec 3.8 review counts, `GET /api/v4/reviews/my-page-count`; every count defaults to 0. */
export const ReviewCountsSchema = z.object({
  writableCount: num(0),
  writableOrderCount: num(0),
  writableGiftCount: num(0),
  wroteCount: num(0),
  possibleEarnMileage: num(0),
  possibleEarnMileageOrder: num(0),
  possibleEarnMileageGift: num(0),
});
export type ReviewCounts = z.output<typeof ReviewCountsSchema>;
export type ReviewCountsInput = z.input<typeof ReviewCountsSchema>;

/** Either envelope; an answer without data counts as all zero. */
export const ReviewCountsAnswerSchema = enveloped(ReviewCountsSchema, {});
