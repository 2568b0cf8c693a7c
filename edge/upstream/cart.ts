import { CartAnswerSchema, CartOrderAnswerSchema, type Cart } from '../../schemas/cart';
import type { CartOrderRequest, CartRemoveRequest } from '../../schemas/requests/cart';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * The cart calls (ours, docs/auth-contract.md; issue 11 item 3): personal, never cached,
 * `(deps, input)` and an `UpstreamError` like every call here. Each change answers the whole
 * cart as stored.
 *
 * @example const cart = await getCart(upstreamDeps(c), { token: member.accessToken });
 */

/** `GET /api/v4/cart-item`: the lines, priced and checked against each item as it is now. */
export const getCart = (deps: UpstreamDeps, input: Member): Promise<Cart> => memberCall(deps, { path: '/api/v4/cart-item', token: input.token, schema: CartAnswerSchema });

/** `PUT /api/v4/cart-item/{cartItemNo}`: one line's quantity. */
export const setCartQuantity = (deps: UpstreamDeps, input: Member & { cartItemNo: number; qty: number }): Promise<Cart> =>
  memberCall(deps, { path: `/api/v4/cart-item/${input.cartItemNo}`, method: 'PUT', token: input.token, body: { qty: input.qty }, schema: CartAnswerSchema });

/** `POST /api/v4/cart-item/remove`: takes lines out. */
export const removeCartLines = (deps: UpstreamDeps, input: Member & CartRemoveRequest): Promise<Cart> =>
  memberCall(deps, { path: '/api/v4/cart-item/remove', method: 'POST', token: input.token, body: { cartItemNos: input.cartItemNos }, schema: CartAnswerSchema });

/** `POST /api/v4/orders/from-cart`: one order of the chosen lines, to pay at checkout. */
export const orderFromCart = (deps: UpstreamDeps, input: Member & CartOrderRequest) =>
  memberCall(deps, { path: '/api/v4/orders/from-cart', method: 'POST', token: input.token, body: { lines: input.lines }, schema: CartOrderAnswerSchema });
