import { MyReviewsSchema, ReviewPhotoAnswerSchema, ReviewWriteAnswerSchema, type MyReviews, type ReviewPhotoAnswer, type ReviewWriteAnswer, type ReviewWriteRequest } from '../../schemas/requests/review';
import { memberCall, type Member } from './member';
import { upstreamCall, type UpstreamDeps } from './request';

/**
 * Writing reviews (issue 11 item 5): the photo upload (the browser's multipart body passed on
 * as it came, with its boundary), the review itself, and the member's lines and reviews.
 *
 * @example const { reviewNo } = await writeReview(upstreamDeps(c), { token, review });
 */
export const uploadReviewPhoto = (deps: UpstreamDeps, input: Member & { body: ArrayBuffer; contentType: string }): Promise<ReviewPhotoAnswer> =>
  upstreamCall(
    { fetch: deps.fetch, signal: deps.signal, timeouts: deps.timeouts },
    {
      path: '/api/v4/reviews/photos',
      schema: ReviewPhotoAnswerSchema,
      envelope: 'either',
      timeout: 'member',
      cache: 'none',
      init: { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${input.token}`, 'content-type': input.contentType }, body: input.body },
    },
  );

export const writeReview = (deps: UpstreamDeps, input: Member & { review: ReviewWriteRequest }): Promise<ReviewWriteAnswer> =>
  memberCall(deps, { path: '/api/v4/reviews', method: 'POST', token: input.token, body: input.review, schema: ReviewWriteAnswerSchema });

export const getMyReviews = (deps: UpstreamDeps, input: Member): Promise<MyReviews> =>
  memberCall(deps, { path: '/api/v4/reviews/mine', token: input.token, schema: MyReviewsSchema });
