import type * as z from 'zod';
import { ko } from '../../src/copy/ko';
import type { AddressValues } from '../../src/member/components/AddressFields';

/**
 * The address fields of a form post (the checkout's 배송지 and account edit's address book), cut
 * to a size worth drawing again; and a refused parse as each field's Korean message.
 */
export const typedAddress = (raw: Readonly<Record<string, string>>): AddressValues => ({
  recipientName: (raw.recipientName ?? '').slice(0, 60),
  recipientPhone: (raw.recipientPhone ?? '').slice(0, 20),
  zipcode: (raw.zipcode ?? '').slice(0, 10),
  address: (raw.address ?? '').slice(0, 400),
  addressDetail: (raw.addressDetail ?? '').slice(0, 200),
});

export function addressFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= ko.checkoutForm.fieldErrors[field] ?? ko.errors.genericTemporary;
  }
  return errors;
}
