import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ko } from '../../src/copy/ko';
import { backToHeart, CARD_HEART_ACTION, HEART_STATES_PATH, parseStateItems, readCardHeartPost } from '../../src/listing/card-heart';
import { loginHref } from '../../src/member/return-to';
import { memberOf } from '../context/session';
import { formOf } from '../pages/form-body';
import { upstreamDeps } from '../upstream-deps';
import * as upstream from '../upstream/member';
import { isUpstreamError } from '../upstream/errors';
import { fail, failureAnswer, loginRequired, ok, relay } from './respond';

/**
 * The listing card's heart (issue 29 §3). Listing pages are shared by every shopper (page and
 * kept-HTML caches), so their hearts are drawn unliked for all; a member's own state comes
 * from `GET /api/v4/hearts/states` after load (client/card-hearts.ts). Without JavaScript the
 * heart is a form posting here: a visitor is sent to log in and back to the card, a member's
 * like or unlike goes to the same upstream call as the item page's (so they agree), and they
 * come back to the card. Its size and rate limits are the item page's like's: the body limit
 * for every route and the RATE_LIMIT_LIKES family for `/api/v4/hearts/*`.
 */
export const gatewayCardHearts = new Hono<AppEnv>();

gatewayCardHearts.post(CARD_HEART_ACTION, async (c) => {
  const post = readCardHeartPost(await formOf(c));
  if (!post) return fail(c, 400, 'INVALID_REQUEST', ko.body.invalid, 'itemNo must be an item number and like 1 or 0');
  const back = backToHeart(post.back, post.itemNo);
  const member = memberOf(c);
  if (!member) return c.redirect(loginHref(back), 303);
  const d = upstreamDeps(c);
  const call = post.like ? upstream.like(d, { token: member.accessToken, itemNo: post.itemNo }) : upstream.unlike(d, { token: member.accessToken, itemNo: post.itemNo });
  try {
    await call;
  } catch (error) {
    // The shopper comes back to the card as it was (its state is read again after load); a
    // refusal (an adult-only item to a minor) is not a fault, an upstream that broke is logged.
    if (failureAnswer(error).log) console.error('[gateway POST card heart] upstream', isUpstreamError(error) ? error.toJSON() : error);
  }
  return c.redirect(back, 303);
});

/** The member's like state for the cards in view: `{ states: [{ itemNo, liked, heartCount }] }`. */
gatewayCardHearts.get(HEART_STATES_PATH, async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  const items = parseStateItems(c.req.query('items'));
  if (!items) return fail(c, 400, 'INVALID_QUERY', ko.errors.genericTemporary, 'items must be 1 to 60 item numbers, comma-separated');
  const d = upstreamDeps(c);
  const settled = await Promise.allSettled(items.map((itemNo) => upstream.getHeart(d, { token: member.accessToken, itemNo }).then((h) => ({ itemNo, ...h }))));
  const states = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const firstFailure = settled.find((s) => s.status === 'rejected');
  // None answered: the failure itself (an expired session is 401, so the browser asks again after login).
  if (states.length === 0 && firstFailure) return relay(c, Promise.reject(firstFailure.reason));
  return ok(c, { states }, { Vary: 'Cookie' });
});
