/**
 * Reviews of an item. The spec names reviews only by event; this shape is ours, served by the
 * reference origin at `GET /api/v5/product-detail/{itemNo}/reviews?page=&size=&photo=T`.
 */

import * as z from 'zod';
import { flag, toFlag } from './flag';
import { list, memberText, num, seoulDateTime, str } from './primitives';

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
