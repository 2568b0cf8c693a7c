import * as z from 'zod';
import { toFlag } from './flag';
import { OrderSchema } from './order';

/**
 * `GET /api/v4/orders/{orderNo}/detail` (ours, issue 29 §2): one order for its detail page, with
 * what the member may do with it now (the upstream decides; the page only draws it). Fields a
 * real upstream may not send default to "nothing to show", never to an allowed action.
 */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const ms = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? null);
const won = z
  .number()
  .nonnegative()
  .nullish()
  .transform((v) => v ?? 0);

const DetailLineSchema = z.object({
  seq: z.number().int().nonnegative(),
  itemNo: z.number().int().positive(),
  optionText: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  optionLabel: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  qty: z.number().int().nonnegative(),
  unitPrice: z.number().nonnegative(),
  itemName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  brandName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  adultWithheld: z.boolean().optional(),
  useAdultCheck: z.unknown().transform(toFlag).optional(),
  claim: z
    .object({ kind: z.string(), status: z.string() })
    .nullish()
    .transform((v) => v ?? null),
  actions: z
    .object({ review: z.boolean().catch(false), claim: z.boolean().catch(false) })
    .nullish()
    .transform((v) => v ?? { review: false, claim: false }),
});

export const OrderDetailSchema = OrderSchema.omit({ lines: true }).extend({
  cancelledAt: ms,
  /** NONE (unpaid), PENDING, DONE or FAILED once the member cancelled it; else null. */
  refundState: text,
  couponDiscount: won,
  mileageUsed: won,
  /** The payment engineer's columns arrive at merge: drawn when present. */
  paymentMethod: text,
  receiptUrl: text,
  delivery: z
    .object({ recipientName: text, recipientPhone: text, zipcode: text, address: text, addressDetail: text, request: text })
    .nullish()
    .transform((v) => v ?? null),
  tracking: z
    .object({ carrier: z.string(), invoiceNo: z.string(), url: text })
    .nullish()
    .transform((v) => v ?? null),
  actions: z
    .object({ cancel: z.boolean().catch(false), retryRefund: z.boolean().catch(false), claimUntil: ms })
    .nullish()
    .transform((v) => v ?? { cancel: false, retryRefund: false, claimUntil: null }),
  lines: z.array(DetailLineSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export type OrderDetailLine = OrderDetail['lines'][number];

/** `POST …/cancel`'s answer. */
export const OrderCancelAnswerSchema = z.object({ orderNo: z.string(), cancelled: z.boolean(), refundState: z.string() });

/** `POST …/claims`' answer. */
export const OrderClaimAnswerSchema = z.object({ orderNo: z.string(), seq: z.number().int(), claimNo: z.number().int(), kind: z.string(), status: z.string() });

/** `GET /api/v4/coupons` (ours): the member's coupons. */
export const CouponListSchema = z.object({
  results: z.array(
    z.object({
      couponNo: z.number().int(),
      name: z.string(),
      state: z.enum(['USABLE', 'USED', 'EXPIRED']).catch('EXPIRED'),
      discountAmount: won,
      discountRate: won,
      minOrderPrice: won,
      expiresAt: ms,
      usedAt: ms,
    }),
  ),
});
export type CouponList = z.infer<typeof CouponListSchema>;

/** `GET /api/v4/mileage?page=&size=` (ours): the balance and its history, newest first. */
export const MileageListSchema = z.object({
  balance: z.number(),
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  results: z.array(z.object({ entryNo: z.number().int(), amount: z.number().int(), kind: z.string(), orderNo: text, createdAt: ms })),
});
export type MileageList = z.infer<typeof MileageListSchema>;
