import * as z from 'zod';
import { toFlag } from './flag';
import { enveloped } from './envelope';
import { num } from './primitives';

/** Spec 3.8 cart count, `GET /api/v4/cart-item/item-count` → `data.count`; missing is 0. */
export const CartCountSchema = z.object({
  count: num(0).transform((n) => (n > 0 ? Math.floor(n) : 0)),
});
export type CartCount = z.output<typeof CartCountSchema>;
export type CartCountInput = z.input<typeof CartCountSchema>;

export const CartCountAnswerSchema = enveloped(CartCountSchema, { count: 0 });

/**
 * The cart (ours, docs/auth-contract.md; issue 11 item 3): `GET /api/v4/cart-item` and the
 * answer of every cart change, so the page settles to what is stored. Each line is read against
 * the item as it is now: its current price, quantity limits and whether it can still be ordered
 * (`state`; a state this storefront does not know reads as unavailable, never as orderable).
 */
export const CART_LINE_STATES = ['orderable', 'quantity', 'soldOut', 'unavailable'] as const;
export type CartLineState = (typeof CART_LINE_STATES)[number];

export const CartLineSchema = z.object({
  cartItemNo: z.number().int().positive(),
  itemNo: z.number().int().positive(),
  itemName: z.string(),
  brandName: z.string(),
  imageUrl: z.string(),
  optionNo: z.number().int().positive().nullable(),
  /** "블랙 / M"; '' for an item without options. */
  optionLabel: z.string(),
  /** The shopper's text of a text option. */
  text: z.string(),
  qty: z.number().int().positive(),
  unitPrice: z.number().int().nonnegative(),
  /** The struck price per piece; the unit price when there is no discount. */
  consumerUnitPrice: z.number().int().nonnegative(),
  minQty: z.number().int().positive(),
  /** null: no upper limit. */
  maxQty: z.number().int().nonnegative().nullable(),
  state: z.enum(CART_LINE_STATES).catch('unavailable'),
  /** Why a line cannot be ordered as it is, in the shopper's words; '' when it can. */
  reason: z.string(),
  shipping: z.object({
    type: z.number().int(),
    fee: z.number().int().nonnegative(),
    freeThreshold: z.number().int().nonnegative(),
    freeBrand: z.boolean(),
  }),
  /** An adult-only item the member may not see (rules/adult-holding.ts): no name, picture or link. */
  adultWithheld: z.boolean().optional(),
  /** Whether the item is adult-only: the storefront withholds it again (edge/context/adult-holding.ts). */
  useAdultCheck: z.unknown().transform(toFlag).optional(),
});
export type CartLine = z.output<typeof CartLineSchema>;

export const CartSchema = z.object({
  count: z.number().int().nonnegative(),
  lines: z.array(CartLineSchema),
});
export type Cart = z.output<typeof CartSchema>;

/** A cart answer must carry its lines: an empty default would show a full cart as empty. */
export const CartAnswerSchema = enveloped(CartSchema);

/** `POST /api/v4/orders/from-cart`: the order made of the chosen lines, to pay at checkout. */
export const CartOrderAnswerSchema = z.object({ orderNo: z.string(), checkoutUrl: z.string() });
