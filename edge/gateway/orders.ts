import { Hono, type Context } from 'hono';
import { ko } from '../../src/copy/ko';
import { OrderCancelRequestSchema, OrderClaimRequestSchema } from '../../schemas/requests/order-claim';
import type { AppEnv } from '../app-env';
import * as upstream from '../upstream/orders';
import { upstreamDeps } from '../upstream-deps';
import { jsonBody, membersOnly, signedInMember } from './json-body';
import { fail, relay } from './respond';

/**
 * The order detail page's writes on the storefront's origin (issue 29 §2): cancel before
 * shipping, and a return or exchange request for a delivered line. Members only, same-site
 * JSON; the upstream decides whether the order allows it (the page only offers what it said).
 */
export const gatewayOrders = new Hono<AppEnv>();

const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;

const orderNoOf = (c: Context<AppEnv>): string | null => {
  const no = c.req.param('orderNo') ?? '';
  return ORDER_NO.test(no) ? no : null;
};

const badOrder = (c: Context<AppEnv>) => fail(c, 400, 'INVALID_ORDER_NO', ko.orderDetail.notFound, 'orderNo must be 1–40 letters, digits or dashes');

gatewayOrders.post('/api/v4/orders/:orderNo/cancel', membersOnly, jsonBody(OrderCancelRequestSchema), async (c) => {
  const orderNo = orderNoOf(c);
  if (orderNo === null) return badOrder(c);
  return relay(c, upstream.cancelOrder(upstreamDeps(c), { token: signedInMember(c).accessToken, orderNo }));
});

gatewayOrders.post('/api/v4/orders/:orderNo/claims', membersOnly, jsonBody(OrderClaimRequestSchema), async (c) => {
  const orderNo = orderNoOf(c);
  if (orderNo === null) return badOrder(c);
  return relay(c, upstream.requestClaim(upstreamDeps(c), { token: signedInMember(c).accessToken, orderNo, claim: c.req.valid('json') }));
});
