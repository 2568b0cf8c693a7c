/**
 * The cart's one shape, in zod/mini so the cart island (browser code) reads its props and every
 * cart answer with the same schema the edge and origin use (schemas/cart.ts re-exports it).
 */
import * as z from 'zod/mini';
import { toFlag } from './to-flag';

const int = () => z.int();
const positive = () => z.int().check(z.positive());
const nonnegative = () => z.int().check(z.nonnegative());

/**
 * The cart (ours, docs/auth-contract.md; issue 11 item 3): `GET /api/v4/cart-item` and the
 * answer of every cart change, so the page settles to what is stored. Each line is read against
 * the item as it is now: its current price, quantity limits and whether it can still be ordered
 * (`state`; a state this storefront does not know reads as unavailable, never as orderable).
 */
export const CART_LINE_STATES = ['orderable', 'quantity', 'soldOut', 'unavailable'] as const;
export type CartLineState = (typeof CART_LINE_STATES)[number];

export const CartLineSchema = z.object({
  cartItemNo: positive(),
  itemNo: positive(),
  itemName: z.string(),
  brandName: z.string(),
  imageUrl: z.string(),
  optionNo: z.nullable(positive()),
  /** "블랙 / M"; '' for an item without options. */
  optionLabel: z.string(),
  /** The shopper's text of a text option. */
  text: z.string(),
  qty: positive(),
  unitPrice: nonnegative(),
  /** The struck price per piece; the unit price when there is no discount. */
  consumerUnitPrice: nonnegative(),
  minQty: positive(),
  /** null: no upper limit. */
  maxQty: z.nullable(nonnegative()),
  state: z.catch(z.enum(CART_LINE_STATES), 'unavailable'),
  /** Why a line cannot be ordered as it is, in the shopper's words; '' when it can. */
  reason: z.string(),
  shipping: z.object({
    type: int(),
    fee: nonnegative(),
    freeThreshold: nonnegative(),
    freeBrand: z.boolean(),
  }),
  /** An adult-only item the member may not see (rules/adult-holding.ts): no name, picture or link. */
  adultWithheld: z.optional(z.boolean()),
  /** Whether the item is adult-only: the storefront withholds it again (edge/context/adult-holding.ts). */
  useAdultCheck: z.optional(z.pipe(z.unknown(), z.transform(toFlag))),
});
export type CartLine = z.output<typeof CartLineSchema>;

export const CartSchema = z.object({
  count: nonnegative(),
  lines: z.array(CartLineSchema),
});
export type Cart = z.output<typeof CartSchema>;
