import * as z from 'zod';
import { DeliverySchema } from './checkout-form';
import { toFlag } from './flag';

/** An order as the checkout page reads it (`GET /api/v4/orders/{orderNo}`): its lines and total. */
const OrderLineSchema = z.object({
  itemNo: z.number().int().positive(),
  optionNo: z
    .number()
    .int()
    .nullable()
    .optional()
    .transform((v) => (v && v > 0 ? v : null)),
  optionText: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  qty: z.number().int().nonnegative(),
  unitPrice: z.number().nonnegative(),
});
const ms = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? null);
export const OrderSchema = z.object({
  orderNo: z.union([z.string(), z.number()]).transform(String),
  kind: z.string().nullish(),
  /** As read at the order clock (rules/order-progress.ts); an upstream that does not say: pending. */
  status: z
    .string()
    .nullish()
    .transform((v) => v ?? 'PENDING_PAYMENT'),
  totalPrice: z.number().nonnegative().nullish(),
  /** Included in `totalPrice`; an upstream that does not say charged none. */
  shippingFee: z
    .number()
    .nonnegative()
    .nullish()
    .transform((v) => v ?? 0),
  createdAt: ms,
  paidAt: ms,
  shipAt: ms,
  deliverAt: ms,
  /** A gift's recipient, masked, once the sender named them at the checkout; null otherwise. */
  giftRecipientName: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  giftMessage: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  /** Where it goes, once the checkout form gave it (a gift has none); what it used (issue 29 §1). */
  // Optional in the type too, so answers and fixtures from before the checkout form still fit.
  delivery: DeliverySchema.nullish(),
  couponDiscount: z.number().int().nonnegative().nullish(),
  mileageUsed: z.number().int().nonnegative().nullish(),
  lines: z.array(OrderLineSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** `GET /api/v4/orders?page=&size=` (ours): the member's orders, newest first, lines with names. */
const ListedLineSchema = OrderLineSchema.extend({
  itemName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  brandName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  /** An adult-only item the member may not see (rules/adult-holding.ts): drawn as a placeholder. */
  adultWithheld: z.boolean().optional(),
  /** Whether the item is adult-only: the storefront withholds it again (edge/context/adult-holding.ts). */
  useAdultCheck: z.unknown().transform(toFlag).optional(),
});
export const OrderListSchema = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  results: z.array(OrderSchema.extend({ lines: z.array(ListedLineSchema) })),
});
export type OrderList = z.infer<typeof OrderListSchema>;
export type ListedOrder = OrderList['results'][number];

/** The sandbox payment's answer. */
export const PaymentAnswerSchema = z.object({ orderNo: z.string(), paid: z.boolean() });

/** `POST /api/v4/orders/{orderNo}/gift` (ours): the recipient as the sender sees them. */
export const GiftRecipientAnswerSchema = z.object({ orderNo: z.string(), recipientName: z.string(), message: z.string() });

/** `GET /api/v4/orders/received` (ours): paid gifts the member received, newest first, no prices. */
export const ReceivedGiftsSchema = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  results: z.array(
    z.object({
      orderNo: z.string(),
      status: z.string(),
      createdAt: ms,
      deliverAt: ms,
      senderName: z.string(),
      message: z.string(),
      lines: z.array(
        z.object({
          seq: z.number().int(),
          itemNo: z.number().int().positive(),
          itemName: z.string(),
          brandName: z.string(),
          optionText: z.string(),
          qty: z.number().int().positive(),
          adultWithheld: z.boolean().optional(),
          useAdultCheck: z.unknown().transform(toFlag).optional(),
        }),
      ),
    }),
  ),
});
export type ReceivedGifts = z.infer<typeof ReceivedGiftsSchema>;
