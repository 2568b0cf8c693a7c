import {
  MyReviewsSchema,
  ReviewPhotoAnswerSchema,
  ReviewWriteAnswerSchema,
  type MyReviews,
  type ReviewPhotoAnswer,
  type ReviewWriteAnswer,
  type ReviewWriteRequest,
} from '../../schemas/requests/review';
import { defaultCache, forgetEntries } from './cache';
import { PHOTO_REVIEWS_PER_PAGE } from '../../src/product/photo-reviews';
import { REVIEW_PAGE_SIZE } from './catalog';
import { memberCall, type Member } from './member';
import { upstreamCall, type UpstreamDeps } from './request';

/**
 * Writing reviews (issue 11 item 5): the photo upload (the browser's multipart body streamed on
 * as it arrives, with its boundary), the review itself, and the member's lines and reviews.
 *
 * @example const { reviewNo } = await writeReview(upstreamDeps(c), { token, review });
 */
export const uploadReviewPhoto = (deps: UpstreamDeps, input: Member & { body: ReadableStream<Uint8Array> | null; contentType: string }): Promise<ReviewPhotoAnswer> =>
  upstreamCall(
    { fetch: deps.fetch, signal: deps.signal, timeouts: deps.timeouts },
    {
      path: '/api/v4/reviews/photos',
      schema: ReviewPhotoAnswerSchema,
      envelope: 'either',
      timeout: 'upload',
      cache: 'none',
      init: { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${input.token}`, 'content-type': input.contentType }, body: input.body },
    },
  );

/** Photo review viewer positions forgotten after a write: a new review moves every one by one. */
export const FORGOTTEN_VIEWER_POSITIONS = 10;

/**
 * Writes the review, then forgets the cached item and its first review pages here, so the
 * writer sees their review on the item page at once (edge/pages/product/loader.ts reads these),
 * and in the photo review list and viewer (edge/pages/product/photo-reviews.tsx), whose first
 * positions all shift; positions further on catch up within the cache's minute.
 */
export async function writeReview(deps: UpstreamDeps, input: Member & { review: ReviewWriteRequest }): Promise<ReviewWriteAnswer> {
  const answer = await memberCall(deps, { path: '/api/v4/reviews', method: 'POST', token: input.token, body: input.review, schema: ReviewWriteAnswerSchema });
  const item = `/api/v5/product-detail/${answer.itemNo}`;
  const firstPage = `${item}/reviews?page=1&size=${REVIEW_PAGE_SIZE}`;
  const reviews = `${item}/reviews`;
  const photoPages = [`${reviews}?page=1&size=${PHOTO_REVIEWS_PER_PAGE}&photo=T`, ...Array.from({ length: FORGOTTEN_VIEWER_POSITIONS }, (_, i) => `${reviews}?page=${i + 1}&size=1&photo=T`)];
  await forgetEntries([item, firstPage, `${firstPage}&photo=T`, ...photoPages], deps.cacheScope, deps.store === undefined ? defaultCache() : deps.store);
  return answer;
}

export const getMyReviews = (deps: UpstreamDeps, input: Member): Promise<MyReviews> => memberCall(deps, { path: '/api/v4/reviews/mine', token: input.token, schema: MyReviewsSchema });
