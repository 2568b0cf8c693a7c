import { z } from 'zod';

/** An order as the checkout page reads it (`GET /api/v4/orders/{orderNo}`): its lines and total. */
const OrderLineSchema = z.object({
  itemNo: z.number().int().positive(),
  optionNo: z.number().int().nullable().optional().transform((v) => (v && v > 0 ? v : null)),
  optionText: z.string().nullish().transform((v) => v ?? ''),
  qty: z.number().int().nonnegative(),
  unitPrice: z.number().nonnegative(),
});
export const OrderSchema = z.object({
  orderNo: z.union([z.string(), z.number()]).transform(String),
  kind: z.string().nullish(),
  totalPrice: z.number().nonnegative().nullish(),
  lines: z.array(OrderLineSchema),
});
export type Order = z.infer<typeof OrderSchema>;
