import { z } from 'zod';
import { enveloped } from './envelope';
import { num } from './primitives';

/** Spec 3.8 cart count, `GET /api/v4/cart-item/item-count` → `data.count`; missing is 0. */
export const CartCountSchema = z.object({
  count: num(0).transform((n) => (n > 0 ? Math.floor(n) : 0)),
});
export type CartCount = z.output<typeof CartCountSchema>;
export type CartCountInput = z.input<typeof CartCountSchema>;

export const CartCountAnswerSchema = enveloped(CartCountSchema, { count: 0 });
