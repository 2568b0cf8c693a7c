import * as z from 'zod';
import { ADDRESS_BOUNDS, DELIVERY_REQUEST_MAX, isZonecode, normalisedMobile } from '../../rules/address-book';
import { memberTextInput } from '../primitives';

/**
 * The checkout form's request bodies (ours, docs/auth-contract.md; issue 29 §1, issue 31 §3),
 * one definition for the edge's form handlers and the origin.
 */
const mobile = z
  .string()
  .max(20)
  .transform((v, ctx) => {
    const n = normalisedMobile(v);
    if (n === null) ctx.addIssue({ code: 'custom', message: 'must be a Korean mobile number' });
    return n ?? '';
  });

const place = {
  recipientName: memberTextInput({ min: 1, max: ADDRESS_BOUNDS.recipientName }),
  recipientPhone: mobile,
  zipcode: z.string().trim().refine(isZonecode, 'must be a five-digit zonecode'),
  address: memberTextInput({ min: 1, max: ADDRESS_BOUNDS.address }),
  addressDetail: memberTextInput({ max: ADDRESS_BOUNDS.addressDetail }).default(''),
};

/** `POST /api/v4/addresses`, `PUT /api/v4/addresses/{addressNo}`: a saved address. */
export const AddressRequestSchema = z.object({
  label: memberTextInput({ max: ADDRESS_BOUNDS.label }).default(''),
  ...place,
  isDefault: z.boolean().default(false),
});
export type AddressRequest = z.output<typeof AddressRequestSchema>;

/** `POST /api/v4/orders/{orderNo}/delivery`: where the order goes; `saveToBook` also keeps it as the default address. */
export const DeliveryRequestSchema = z.object({
  ...place,
  deliveryRequest: memberTextInput({ max: DELIVERY_REQUEST_MAX }).default(''),
  saveToBook: z.boolean().default(false),
});
export type DeliveryRequest = z.output<typeof DeliveryRequestSchema>;

/** `POST /api/v4/orders/{orderNo}/discount`: the coupon (null: none) and the mileage to use. */
export const DiscountRequestSchema = z.object({
  couponNo: z.number().int().positive().max(2_147_483_647).nullable(),
  mileage: z.number().int().min(0).max(100_000_000),
});
export type DiscountRequest = z.output<typeof DiscountRequestSchema>;
