import * as z from 'zod';

/**
 * The checkout form's answers (ours, docs/auth-contract.md; origin/routes/checkout-form.ts and
 * address-book.ts) as the edge reads them. Every amount is the origin's.
 */
const won = z.number().int().nonnegative();

export const SavedAddressSchema = z.object({
  addressNo: z.number().int().positive(),
  label: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  recipientName: z.string(),
  recipientPhone: z.string(),
  zipcode: z.string(),
  address: z.string(),
  addressDetail: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const AddressBookSchema = z.object({ addresses: z.array(SavedAddressSchema), max: z.number().int().positive().optional() });
export type AddressBook = z.infer<typeof AddressBookSchema>;

export const DeliverySchema = z.object({
  recipientName: z.string(),
  recipientPhone: z.string(),
  zipcode: z.string(),
  address: z.string(),
  addressDetail: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  deliveryRequest: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const CheckoutSummarySchema = z.object({ itemsPrice: won, sale: won, coupon: won, mileage: won, shipping: won, final: won });
export type CheckoutSummaryAnswer = z.infer<typeof CheckoutSummarySchema>;

export const CheckoutFormSchema = z.object({
  orderNo: z.string(),
  kind: z.string().nullish(),
  editable: z.boolean(),
  delivery: DeliverySchema.nullable(),
  coupons: z.array(
    z.object({
      couponNo: z.number().int().positive(),
      name: z.string(),
      expiresAt: z.number(),
      usable: z.boolean(),
      discount: won,
      reason: z.string().nullable(),
    }),
  ),
  couponNo: z.number().int().positive().nullable(),
  mileage: z.object({ balance: won, used: won, minBalance: won, unit: z.number().int().positive(), max: won }),
  summary: CheckoutSummarySchema,
  totalPrice: won,
  problem: z.object({ code: z.string(), message: z.string() }).nullable(),
  saved: z.boolean().optional(),
  bookFull: z.string().nullish(),
});
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;
