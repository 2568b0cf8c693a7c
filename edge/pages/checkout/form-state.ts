import type { DeliveryTyped } from '../../../src/member/components/CheckoutDelivery';

/** A refused checkout-form post drawn again: what was typed and the refusals (./form.tsx). */
export type CheckoutFormState =
  | { section: 'delivery'; typed: DeliveryTyped; errors: Record<string, string> }
  | { section: 'discount'; typed: { couponNo: string; mileage: string }; error: { field: 'coupon' | 'mileage' | 'form'; text: string } };
