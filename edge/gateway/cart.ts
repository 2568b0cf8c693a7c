import { Hono } from 'hono';
import { CartOrderRequestSchema, CartQuantityRequestSchema, CartRemoveRequestSchema } from '../../schemas/requests/cart';
import { ko } from '../../src/copy/ko';
import { parseItemNo } from '../../rules/item-no';
import type { AppEnv } from '../app-env';
import { heldCart } from '../context/adult-holding';
import { memberOf } from '../context/session';
import * as upstream from '../upstream/cart';
import { upstreamDeps } from '../upstream-deps';
import { onOurSite } from './actions';
import { jsonBody, membersOnly, signedInMember } from './json-body';
import { fail, loginRequired, relay } from './respond';

/**
 * The cart page's calls on the storefront's origin (issue 11 item 3), members only. Bodies are
 * checked here (quantities 1–999, at most the cart's 100 lines, each line once) and again by
 * the origin, which prices and checks every line against the item as it is now. Every cart
 * answer is drawn as the pages draw it: an adult-only line withheld from a member the gate
 * would not let in (context/adult-holding.ts).
 */
export const gatewayCart = new Hono<AppEnv>();

gatewayCart.get('/api/v4/cart-item', async (c) => {
  const member = memberOf(c);
  if (!member) return loginRequired(c);
  const deps = upstreamDeps(c);
  return relay(
    c,
    upstream.getCart(deps, { token: member.accessToken }).then((cart) => heldCart(deps, member, cart)),
  );
});

gatewayCart.put('/api/v4/cart-item/:cartItemNo', membersOnly, jsonBody(CartQuantityRequestSchema), async (c) => {
  const cartItemNo = parseItemNo(c.req.param('cartItemNo'));
  if (cartItemNo === null) return fail(c, 400, 'INVALID_REQUEST', ko.errors.genericTemporary, 'cartItemNo must be a positive integer');
  const member = signedInMember(c);
  const deps = upstreamDeps(c);
  return relay(
    c,
    upstream.setCartQuantity(deps, { token: member.accessToken, cartItemNo, qty: c.req.valid('json').qty }).then((cart) => heldCart(deps, member, cart)),
  );
});

gatewayCart.post('/api/v4/cart-item/remove', membersOnly, jsonBody(CartRemoveRequestSchema), async (c) => {
  const member = signedInMember(c);
  const deps = upstreamDeps(c);
  return relay(
    c,
    upstream.removeCartLines(deps, { token: member.accessToken, cartItemNos: c.req.valid('json').cartItemNos }).then((cart) => heldCart(deps, member, cart)),
  );
});

gatewayCart.post('/api/v4/orders/from-cart', membersOnly, jsonBody(CartOrderRequestSchema), async (c) => {
  const path = '/api/v4/orders/from-cart';
  return relay(c, onOurSite(c, path, upstream.orderFromCart(upstreamDeps(c), { token: signedInMember(c).accessToken, lines: c.req.valid('json').lines })));
});
