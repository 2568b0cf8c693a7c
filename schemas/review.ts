/**
 * Reviews of an item. The spec names reviews only by event; this shape is ours, served by the
 * reference origin at `GET /api/v5/product-detail/{itemNo}/reviews?page=&size=&photo=T&sort=`
 * (sort: recent, high, low; rules/review.ts).
 */

import * as z from 'zod';
import { flag, toFlag } from './flag';
import { list, memberText, num, seoulDateTime, str } from './primitives';

/**
 * The size information a writer gave beside the review (spec 2.1 size write): height cm, weight
 * kg, usual size, fit (SMALL, TRUE, LARGE). Read leniently: anything that is not all four is none.
 */
const ReviewSizeSchema = z
  .unknown()
  .optional()
  .transform((v) => {
    const parsed = z.object({ height: z.number().int().positive(), weight: z.number().int().positive(), usualSize: z.string().min(1).max(10), fit: z.string().min(1).max(10) }).safeParse(v);
    return parsed.success ? parsed.data : null;
  });

export const ReviewSchema = z.object({
  reviewNo: num(),
  userMaskedId: str(),
  reviewPoint: num(0),
  /** What the member wrote: text, line breaks kept (issue 10). */
  content: memberText,
  optionText: str(),
  isPhotoReview: flag,
  photos: list(z.object({ imageUrl: str(), width: num(0), height: num(0) })),
  isGift: flag,
  insertTimestamp: seoulDateTime,
  /** Written about an item the member was given as a sample (spec 4.2 sample display); read leniently, missing is 'F'. */
  isSample: z.unknown().optional().transform(toFlag),
  size: ReviewSizeSchema,
});
export type Review = z.output<typeof ReviewSchema>;

export const ReviewPageSchema = z.object({
  count: num(0),
  page: num(1),
  size: num(10),
  avgReviewPoint: num(0),
  photoReviewCount: num(0),
  results: list(ReviewSchema),
});
export type ReviewPage = z.output<typeof ReviewPageSchema>;
export type ReviewPageInput = z.input<typeof ReviewPageSchema>;
