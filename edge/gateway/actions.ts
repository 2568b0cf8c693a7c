import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { parseItemNo } from '../../src/net/item-no';
import { getRecommendations, isRecommendationType } from '../upstream/catalog';
import { upstreamDeps } from '../upstream-deps';
import { fail, loginRequired, ok, upstreamFailure } from './respond';

/**
 * The member actions of the item page (like, cart, buy now, gift, restock) and the catalogue
 * reads islands need, served on the storefront's origin. Member actions need a session: until
 * the login work lands there is none, so every caller is a visitor and gets LOGIN_REQUIRED,
 * which the islands turn into the login-needed dialog.
 */
export const gatewayActions = new Hono<AppEnv>();

const Line = z.object({
  optionNo: z.number().int().positive().nullable(),
  qty: z.number().int().min(1).max(999),
  text: z.string().max(200).optional(),
});
export const CartRequest = z.object({ itemNo: z.number().int().positive(), lines: z.array(Line).min(1).max(50) });
export const BuyNowRequest = CartRequest.extend({ gift: z.boolean().default(false) });
export const HeartRequest = z.object({ itemNo: z.number().int().positive() });
export const RestockRequest = z.object({ itemNo: z.number().int().positive(), optionNo: z.number().int().positive().nullable() });

/** Whether the request carries a member session (set by the session middleware, when it exists). */
function isMember(c: Context<AppEnv>): boolean {
  const userId = c.var.session?.userId;
  return userId !== undefined && userId !== null && userId !== '';
}

async function memberAction<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<Response | z.output<S>> {
  if (!isMember(c)) return loginRequired(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return fail(c, 400, 'INVALID_JSON', 'Request body must be JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return fail(c, 400, 'INVALID_REQUEST', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

gatewayActions.post('/api/v4/cart-item', async (c) => {
  const input = await memberAction(c, CartRequest);
  if (input instanceof Response) return input;
  return fail(c, 501, 'NOT_IMPLEMENTED', 'cart is not connected yet');
});

gatewayActions.post('/api/v4/orders/buy-now', async (c) => {
  const input = await memberAction(c, BuyNowRequest);
  if (input instanceof Response) return input;
  return fail(c, 501, 'NOT_IMPLEMENTED', 'buy now is not connected yet');
});

gatewayActions.post('/api/v4/hearts', async (c) => {
  const input = await memberAction(c, HeartRequest);
  if (input instanceof Response) return input;
  return fail(c, 501, 'NOT_IMPLEMENTED', 'likes are not connected yet');
});

gatewayActions.delete('/api/v4/hearts/:itemNo', async (c) => {
  if (!isMember(c)) return loginRequired(c);
  if (parseItemNo(c.req.param('itemNo')) === null) return fail(c, 400, 'INVALID_ITEM_NO', 'itemNo must be a positive integer');
  return fail(c, 501, 'NOT_IMPLEMENTED', 'likes are not connected yet');
});

gatewayActions.post('/api/v4/restock', async (c) => {
  const input = await memberAction(c, RestockRequest);
  if (input instanceof Response) return input;
  return fail(c, 501, 'NOT_IMPLEMENTED', 'restock is not connected yet');
});

// Catalogue read for the add-to-cart and like-together sheets: public, cached upstream.
gatewayActions.get('/api/v5/product-detail/:itemNo/recommendations', async (c) => {
  const itemNo = parseItemNo(c.req.param('itemNo'));
  if (itemNo === null) return fail(c, 400, 'INVALID_ITEM_NO', 'itemNo must be a positive integer');
  const type = c.req.query('type') ?? 'similar';
  if (!isRecommendationType(type)) return fail(c, 400, 'INVALID_TYPE', 'type must be similar, cart or like');
  try {
    const data = await getRecommendations(upstreamDeps(c), itemNo, type);
    return ok(c, data, { 'Cache-Control': 'public, max-age=60' });
  } catch (error) {
    return upstreamFailure(c, error);
  }
});
