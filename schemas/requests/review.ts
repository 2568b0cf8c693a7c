import * as z from 'zod';
import { toFlag } from '../flag';
import { REVIEW_CONTENT_MAX, REVIEW_PHOTOS_MAX } from '../../rules/review';
import { memberTextInput } from '../primitives';

/**
 * `POST /api/v4/reviews` (ours; issue 11 item 5): a review of one delivered order line, with the
 * photos uploaded before (`POST /api/v4/reviews/photos`) and the optional size write. The shape
 * only; rules/review.ts decides what is acceptable.
 */
export const PHOTO_KEY = /^[0-9a-f]{32}$/;

export const ReviewWriteRequestSchema = z.strictObject({
  orderNo: z.string().regex(/^[0-9A-Za-z-]{1,40}$/),
  seq: z.number().int().nonnegative().max(1000),
  rating: z.number(),
  content: memberTextInput({ max: REVIEW_CONTENT_MAX * 4, multiline: true }),
  photoKeys: z.array(z.string().regex(PHOTO_KEY)).max(REVIEW_PHOTOS_MAX).default([]),
  size: z
    .strictObject({
      height: z.number(),
      weight: z.number(),
      usualSize: z.string().max(8),
      fit: z.string().max(8),
    })
    .nullish()
    .transform((v) => v ?? null),
});
export type ReviewWriteRequest = z.output<typeof ReviewWriteRequestSchema>;
export type ReviewWriteRequestInput = z.input<typeof ReviewWriteRequestSchema>;

/** What writing answers: the review's number and the mileage it earned. */
export const ReviewWriteAnswerSchema = z.object({ reviewNo: z.number().int().positive(), itemNo: z.number().int().positive(), mileage: z.number().int().nonnegative() });
export type ReviewWriteAnswer = z.output<typeof ReviewWriteAnswerSchema>;

/** An uploaded photo, to be named in a review. */
export const ReviewPhotoAnswerSchema = z.object({ photoKey: z.string().regex(PHOTO_KEY), imageUrl: z.string(), width: z.number().int(), height: z.number().int() });
export type ReviewPhotoAnswer = z.output<typeof ReviewPhotoAnswerSchema>;

/**
 * The writable line's `kind` for an item the member was given as a sample (issue 31 §3): written
 * as any line, with `orderNo` naming the grant (the origin's `sample-{grantNo}`, seq 0); it
 * earns no mileage and its review is marked as a sample review.
 */
export const SAMPLE_LINE_KIND = 'sample';

/** `GET /api/v4/reviews/mine`: the lines the member can review and the reviews they wrote. */
export const MyReviewsSchema = z.object({
  writable: z.array(
    z.object({
      orderNo: z.string(),
      seq: z.number().int(),
      kind: z.string(),
      itemNo: z.number().int(),
      itemName: z.string(),
      brandName: z.string(),
      optionText: z.string(),
      deliveredAt: z.number().int().nullable(),
      mileage: z.number().int().nonnegative(),
      /** Whether the item is adult-only: the storefront withholds it again (edge/context/adult-holding.ts). */
      useAdultCheck: z.unknown().transform(toFlag).optional(),
    }),
  ),
  written: z.array(
    z.object({
      reviewNo: z.number().int(),
      itemNo: z.number().int(),
      itemName: z.string(),
      rating: z.number().int(),
      content: z.string(),
      optionText: z.string(),
      insertedAt: z.string(),
      photos: z.array(z.object({ imageUrl: z.string(), width: z.number().int(), height: z.number().int() })),
      /** An adult-only item the member may not see (rules/adult-holding.ts): no name, no link. */
      adultWithheld: z.boolean().optional(),
      /** Whether the item is adult-only: the storefront withholds it again (edge/context/adult-holding.ts). */
      useAdultCheck: z.unknown().transform(toFlag).optional(),
    }),
  ),
});
export type MyReviews = z.output<typeof MyReviewsSchema>;
export type MyReviewsInput = z.input<typeof MyReviewsSchema>;
