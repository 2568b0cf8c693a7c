import * as z from 'zod';
import { MAX_LINE_QTY } from '../../rules/order-lines';
import { CART_MAX_LINES } from '../../rules/cart';

/**
 * The cart's request bodies (ours, docs/auth-contract.md), one definition for the gateway and
 * the origin. A cart line is named by its `cartItemNo`; an order names the quantity the
 * shopper saw, so a line changed meanwhile in another tab is refused as stale, not ordered.
 */
export const CartItemNoSchema = z.number().int().positive().max(2_147_483_647);

export const CartQuantityRequestSchema = z.object({ qty: z.number().int().min(1).max(MAX_LINE_QTY) });
export type CartQuantityRequest = z.output<typeof CartQuantityRequestSchema>;

export const CartRemoveRequestSchema = z.object({ cartItemNos: z.array(CartItemNoSchema).min(1).max(CART_MAX_LINES) });
export type CartRemoveRequest = z.output<typeof CartRemoveRequestSchema>;

export const CartOrderRequestSchema = z.object({
  lines: z
    .array(z.object({ cartItemNo: CartItemNoSchema, qty: z.number().int().min(1).max(MAX_LINE_QTY) }))
    .min(1)
    .max(CART_MAX_LINES)
    .refine((lines) => new Set(lines.map((l) => l.cartItemNo)).size === lines.length, 'each cart line once'),
});
export type CartOrderRequest = z.output<typeof CartOrderRequestSchema>;
