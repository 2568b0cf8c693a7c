import * as z from 'zod';
import { CartSchema } from './cart-line';
import { enveloped } from './envelope';
import { num } from './primitives';

/** Spec 3.8 cart count, `GET /api/v4/cart-item/item-count` → `data.count`; missing is 0. */
export const CartCountSchema = z.object({
  count: num(0).transform((n) => (n > 0 ? Math.floor(n) : 0)),
});
export type CartCount = z.output<typeof CartCountSchema>;
export type CartCountInput = z.input<typeof CartCountSchema>;

export const CartCountAnswerSchema = enveloped(CartCountSchema, { count: 0 });

export { CART_LINE_STATES, type Cart, type CartLine, CartLineSchema, type CartLineState, CartSchema } from './cart-line';

/** A cart answer must carry its lines: an empty default would show a full cart as empty. */
export const CartAnswerSchema = enveloped(CartSchema);

/** `POST /api/v4/orders/from-cart`: the order made of the chosen lines, to pay at checkout. */
export const CartOrderAnswerSchema = z.object({ orderNo: z.string(), checkoutUrl: z.string() });
