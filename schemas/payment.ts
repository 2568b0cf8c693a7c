import * as z from 'zod';

/** The payment methods the 주문서 offers, by Toss's names (origin/payments/provider.ts). */
export const PAYMENT_METHODS = ['CARD', 'TRANSFER', 'VIRTUAL_ACCOUNT', 'MOBILE_PHONE'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * What each provider offers here. Toss's 가상계좌 is settled by a later deposit callback this
 * shop does not take yet, so only the sandbox (which settles it at once) offers it. The 주문서,
 * the edge's pay post and the origin's start all ask this.
 */
export function methodsFor(mode: 'toss' | 'sandbox'): readonly PaymentMethod[] {
  return mode === 'toss' ? PAYMENT_METHODS.filter((m) => m !== 'VIRTUAL_ACCOUNT') : PAYMENT_METHODS;
}

/** `POST /api/v4/payments/start` (ours): what the provider's window is opened with. */
export const PaymentStartSchema = z.object({
  orderId: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/),
  amount: z.number().int().nonnegative(),
  orderName: z.string().max(100),
  method: PaymentMethodSchema,
  customerKey: z.string().max(64),
  customerName: z
    .string()
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
  customerEmail: z
    .string()
    .max(254)
    .nullish()
    .transform((v) => v ?? null),
  mode: z.enum(['toss', 'sandbox']),
  clientKey: z
    .string()
    .max(200)
    .nullish()
    .transform((v) => v ?? null),
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

/** `POST /api/v4/payments/confirm` (ours): the paid order. */
export const PaymentConfirmedSchema = z.object({ orderNo: z.string(), paid: z.boolean() });

/** `GET /api/v4/payments/{orderNo}` (ours): the order's payment, for the order-complete page. */
export const PaymentSchema = z.object({
  orderNo: z.string(),
  status: z.string(),
  provider: z.string(),
  amount: z.number().int().nonnegative(),
  method: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  approvedAt: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  receiptUrl: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** The success return's query (Toss: `successUrl?paymentKey=…&orderId=…&amount=…&paymentType=NORMAL`). */
export const SuccessReturnSchema = z.object({
  paymentKey: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
  orderId: z.string().regex(/^[0-9A-Za-z-]{1,40}$/),
  amount: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
});

/** The fail return's query (Toss: `failUrl?code=…&message=…&orderId=…`); bounded, as it is shown. */
export const FailReturnSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Z0-9_]{1,80}$/)
    .catch('UNKNOWN'),
  message: z
    .string()
    .catch('')
    .transform((v) => v.slice(0, 200)),
  orderId: z
    .string()
    .regex(/^[0-9A-Za-z-]{1,40}$/)
    .optional()
    .catch(undefined),
});

const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .catch(null)
    .transform((v) => (v ? v : null));
/**
 * Where an order goes, as the order answer says it (`GET /api/v4/orders/{orderNo}`) once the
 * address work adds the fields (issue 29); every field absent or null until then.
 */
export const OrderDeliverySchema = z.object({
  recipientName: text(100),
  recipientPhone: text(40),
  zipcode: text(10),
  address: text(300),
  addressDetail: text(300),
  deliveryRequest: text(300),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;
