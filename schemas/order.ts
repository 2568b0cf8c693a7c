import { z } from 'zod';

/** An order as the checkout page reads it (`GET /api/v4/orders/{orderNo}`): its lines and total. */
const OrderLineSchema = z.object({
  itemNo: z.number().int().positive(),
  optionNo: z.number().int().nullable().optional().transform((v) => (v && v > 0 ? v : null)),
  optionText: z.string().nullish().transform((v) => v ?? ''),
  qty: z.number().int().nonnegative(),
  unitPrice: z.number().nonnegative(),
});
const ms = z.number().int().nullish().transform((v) => v ?? null);
export const OrderSchema = z.object({
  orderNo: z.union([z.string(), z.number()]).transform(String),
  kind: z.string().nullish(),
  /** As read at the order clock (rules/order-progress.ts); an upstream that does not say: pending. */
  status: z.string().nullish().transform((v) => v ?? 'PENDING_PAYMENT'),
  totalPrice: z.number().nonnegative().nullish(),
  createdAt: ms,
  paidAt: ms,
  shipAt: ms,
  deliverAt: ms,
  lines: z.array(OrderLineSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** `GET /api/v4/orders?page=&size=` (ours): the member's orders, newest first, lines with names. */
const ListedLineSchema = OrderLineSchema.extend({
  itemName: z.string().nullish().transform((v) => v ?? ''),
  brandName: z.string().nullish().transform((v) => v ?? ''),
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
