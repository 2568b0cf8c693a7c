import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ko } from '../../src/copy/ko';
import { parseItemNo } from '../../rules/item-no';
import {
  BuyNowRequestSchema as BuyNowRequest,
  CartRequestSchema as CartRequest,
  HeartRequestSchema as HeartRequest,
  QuestionRequestSchema as QuestionRequest,
  RestockRequestSchema as RestockRequest,
} from '../../schemas/requests/member-actions';
import { getRecommendations, isRecommendationType } from '../upstream/catalog';
import { upstreamDeps } from '../upstream-deps';
import { jsonBody, membersOnly, signedInMember } from './json-body';
import { fail, loginRequired, ok, relay } from './respond';
import { memberOf } from '../context/session';
import * as upstream from '../upstream/member';
import { contextOf } from '../context/request-context';
import { UpstreamError } from '../upstream/errors';
import { allowedTarget } from '../../rules/return-to';
import { parseListingQuery } from '../../src/listing/query';
import { withLabelStates } from '../../src/listing/label-states';

/**
 * The member actions of the item page (like, cart, cart count, buy now, gift, restock, Q&A
 * question) and the catalogue reads islands need, served on the storefront's origin. Member
 * actions need a session (`session()` ran before): a visitor gets 401 LOGIN_REQUIRED, which the
 * islands turn into the login-needed dialog. A member's request is validated here, then
 * forwarded with the member's token; the origin decides (an adult-only item refused to a minor
 * whatever the browser sends), and its refusal comes back as `{ result: 'FAIL', errorCode,
 * message }` with its status.
 */
export const gatewayActions = new Hono<AppEnv>();

gatewayActions.get('/api/v4/cart-item/item-count', async (c) => {
  const member = memberOf(c);
  // Spec 5: no data means a count of 0; a visitor simply has an empty cart.
  if (!member) return ok(c, { count: 0 });
  return relay(c, upstream.getCartCount(upstreamDeps(c), { token: member.accessToken }));
});

gatewayActions.post('/api/v4/cart-item', membersOnly, jsonBody(CartRequest), async (c) => {
  const r = { member: signedInMember(c), input: c.req.valid('json') };
  return relay(c, upstream.addToCart(upstreamDeps(c), { token: r.member.accessToken, ...r.input }));
});

gatewayActions.post('/api/v4/orders/buy-now', membersOnly, jsonBody(BuyNowRequest), async (c) => {
  const r = { member: signedInMember(c), input: c.req.valid('json') };
  return relay(c, onOurSite(c, '/api/v4/orders/buy-now', upstream.buyNow(upstreamDeps(c), { token: r.member.accessToken, ...r.input })));
});

/** An order's checkout address, which the browser will follow: only to us or a configured host (issue 10). */
export function onOurSite<T extends { checkoutUrl: string }>(c: Context<AppEnv>, path: string, answer: Promise<T>): Promise<T> {
  const { url, hosts } = contextOf(c);
  const ours = [url.origin, hosts.siteOrigin, hosts.shopOrigin, hosts.mypageOrigin];
  return answer.then((a) => {
    const checkoutUrl = allowedTarget(a.checkoutUrl, ours);
    if (checkoutUrl === null) throw new UpstreamError({ kind: 'schema', path, message: 'checkoutUrl is not on this site or a configured host' });
    return { ...a, checkoutUrl };
  });
}

gatewayActions.post('/api/v4/hearts', membersOnly, jsonBody(HeartRequest), async (c) => {
  const r = { member: signedInMember(c), input: c.req.valid('json') };
  return relay(c, upstream.like(upstreamDeps(c), { token: r.member.accessToken, itemNo: r.input.itemNo }));
});

/** The member's liked items, one listing page (the likes page's grid pages through it). */
gatewayActions.get('/api/v4/hearts', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  const query = parseListingQuery(new URL(c.req.url).searchParams);
  const now = contextOf(c).now;
  return relay(
    c,
    upstream.getLikedItems(upstreamDeps(c), { token: member.accessToken, query }).then((listing) => withLabelStates(listing, now)),
  );
});

gatewayActions.delete('/api/v4/hearts/:itemNo', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  const itemNo = parseItemNo(c.req.param('itemNo'));
  if (itemNo === null) return fail(c, 400, 'INVALID_ITEM_NO', ko.errors.genericTemporary, 'itemNo must be a positive integer');
  return relay(c, upstream.unlike(upstreamDeps(c), { token: member.accessToken, itemNo }));
});

gatewayActions.post('/api/v4/restock', membersOnly, jsonBody(RestockRequest), async (c) => {
  const r = { member: signedInMember(c), input: c.req.valid('json') };
  return relay(c, upstream.requestRestock(upstreamDeps(c), { token: r.member.accessToken, ...r.input }));
});

gatewayActions.post('/api/v5/product-detail/:itemNo/qna', membersOnly, jsonBody(QuestionRequest), async (c) => {
  const itemNo = parseItemNo(c.req.param('itemNo'));
  if (itemNo === null) return fail(c, 400, 'INVALID_ITEM_NO', ko.errors.genericTemporary, 'itemNo must be a positive integer');
  const r = { member: signedInMember(c), input: c.req.valid('json') };
  return relay(c, upstream.askQuestion(upstreamDeps(c), { token: r.member.accessToken, itemNo, ...r.input }));
});

// Catalogue read for the add-to-cart and like-together sheets: public, cached upstream.
gatewayActions.get('/api/v5/product-detail/:itemNo/recommendations', async (c) => {
  const itemNo = parseItemNo(c.req.param('itemNo'));
  if (itemNo === null) return fail(c, 400, 'INVALID_ITEM_NO', ko.errors.genericTemporary, 'itemNo must be a positive integer');
  const type = c.req.query('type') ?? 'similar';
  if (!isRecommendationType(type)) return fail(c, 400, 'INVALID_TYPE', ko.errors.genericTemporary, 'type must be similar, cart or like');
  return relay(c, getRecommendations(upstreamDeps(c), { itemNo, type }), { headers: { 'Cache-Control': 'public, max-age=60' } });
});
