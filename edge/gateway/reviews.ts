import { Hono } from 'hono';
import { ReviewWriteRequestSchema } from '../../schemas/requests/review';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
import { memberOf } from '../context/session';
import * as upstream from '../upstream/reviews';
import { upstreamDeps } from '../upstream-deps';
import { jsonBody, membersOnly, signedInMember } from './json-body';
import { bodyLimitFor } from '../../rules/body-limits';
import { countedBody } from './body-limit';
import { fail, loginRequired, relay } from './respond';
import { heldReviews } from '../context/adult-holding';

/**
 * Review writing on the storefront's origin (issue 11 item 5). The photo upload is a multipart
 * body of one photo, its thumbnail and the form (rules/body-limits.ts) streamed to the upstream as it arrives, never
 * held whole here: a declared length over the limit is refused unread, and an undeclared one is
 * counted as it flows and cut at the limit (issue 27 item 3). The upstream checks the files.
 */
export const gatewayReviews = new Hono<AppEnv>();

gatewayReviews.post('/api/v4/reviews/photos', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType) || contentType.length > 200) {
    return fail(c, 415, 'INVALID_TYPE', ko.reviews.photoType, 'a multipart/form-data body is expected');
  }
  const maxBytes = bodyLimitFor(c.req.path);
  const counted = countedBody(c.req.raw.body, maxBytes);
  const call = upstream.uploadReviewPhoto(upstreamDeps(c), { token: member.accessToken, body: counted.body, contentType });
  // Past the limit the upstream call fails mid-body: that is the sender's 413, not an upstream fault.
  await call.catch(() => undefined);
  if (counted.over()) return fail(c, 413, 'BODY_TOO_LARGE', ko.reviews.photoSentTooLarge, `Request body over ${maxBytes} bytes`);
  return relay(c, call);
});

gatewayReviews.post('/api/v4/reviews', membersOnly, jsonBody(ReviewWriteRequestSchema), async (c) => {
  const r = { member: signedInMember(c), input: c.req.valid('json') };
  return relay(c, upstream.writeReview(upstreamDeps(c), { token: r.member.accessToken, review: r.input }));
});

gatewayReviews.get('/api/v4/reviews/mine', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  const deps = upstreamDeps(c);
  return relay(
    c,
    upstream.getMyReviews(deps, { token: member.accessToken }).then((reviews) => heldReviews(deps, member, reviews)),
  );
});
