/**
 * Account edit's 배송지 관리 (issue 31 §3), mounted under `/account/edit/address`: the member's
 * address book (the checkout's, origin/routes/address-book.ts), each change a plain form post:
 * `POST /account/edit/address` (add), `…/{addressNo}` (edit), `…/{addressNo}/delete`,
 * `…/{addressNo}/default`. Accepted: 303 back to the page (`?book=`); refused: the page again
 * with what was typed and the refusal beside its field. Rate-limited with the account family
 * (`/account/edit/*`), bodies limited to the account forms' 4 KB.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AddressRequestSchema } from '../../../schemas/requests/checkout-form';
import { ko } from '../../../src/copy/ko';
import type { AddressBookState } from '../../../src/member/components/AddressBookSection';
import { buildQuery } from '../../../src/navigation/url';
import type { AppEnv } from '../../app-env';
import type { Member } from '../../context/vars';
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from '../../upstream/checkout-form';
import { refusalOf } from '../../upstream/errors';
import { upstreamDeps } from '../../upstream-deps';
import { addressFieldErrors, typedAddress } from '../address-form';
import { formOf } from '../form-body';

export type BookRefusal = NonNullable<AddressBookState['refused']>;
export type DrawBook = (refused: BookRefusal | null, status: ContentfulStatusCode, loginAgain: boolean) => Promise<Response>;

const doneHref = (done: string) => `/account/edit${buildQuery([['book', done]])}#address-book`;
export const addressNoOf = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

/** An added or edited address as typed, and the book again with it and a refusal. */
async function typedEntry(c: Context<AppEnv>, addressNo: number | null, draw: DrawBook) {
  const raw = await formOf(c);
  const values = { label: (raw.label ?? '').slice(0, 40), ...typedAddress(raw), isDefault: raw.isDefault === 'on' };
  const target = addressNo === null ? 'new' : String(addressNo);
  const refuse = (errors: Record<string, string>, status: ContentfulStatusCode) => draw({ target, values, errors }, status, false);
  return { values, refuse };
}

/** The book's answer to an add or edit another site sent (sameSiteForm). */
export async function saveFromElsewhere(c: Context<AppEnv>, addressNo: number | null, draw: DrawBook): Promise<Response> {
  return (await typedEntry(c, addressNo, draw)).refuse({ form: ko.errors.genericTemporary }, 403);
}

/** Add (`addressNo` null) or edit. */
export async function saveAddress(c: Context<AppEnv>, member: Member, addressNo: number | null, draw: DrawBook): Promise<Response> {
  const { values, refuse } = await typedEntry(c, addressNo, draw);
  const parsed = AddressRequestSchema.safeParse(values);
  if (!parsed.success) return refuse(addressFieldErrors(parsed.error), 400);
  const deps = upstreamDeps(c);
  try {
    if (addressNo === null) await addAddress(deps, { token: member.accessToken, address: parsed.data });
    else await updateAddress(deps, { token: member.accessToken, addressNo, address: parsed.data });
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return draw(null, 401, true);
    const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
    if (status >= 500) console.error('[account] address book', r.errorCode);
    return refuse({ form: status < 500 && r.serverMessage ? r.serverMessage : ko.errors.genericTemporary }, status);
  }
  return c.redirect(doneHref(addressNo === null ? 'added' : 'updated'), 303);
}

/** The book again with a refusal of a delete or a default (nothing typed). */
const changeRefused = (draw: DrawBook) => (text: string, status: ContentfulStatusCode) =>
  draw({ target: '', values: { label: '', recipientName: '', recipientPhone: '', zipcode: '', address: '', addressDetail: '', isDefault: false }, errors: { form: text } }, status, false);

/** The book's answer to a delete or default another site sent (sameSiteForm). */
export const changeFromElsewhere = (draw: DrawBook): Promise<Response> => changeRefused(draw)(ko.errors.genericTemporary, 403);

/** Delete, or make the default. */
export async function changeAddress(c: Context<AppEnv>, member: Member, rawNo: string | undefined, change: 'delete' | 'default', draw: DrawBook): Promise<Response> {
  const addressNo = addressNoOf(rawNo);
  const refuse = changeRefused(draw);
  if (addressNo === null) return c.redirect(doneHref(''), 303);
  const deps = upstreamDeps(c);
  try {
    if (change === 'delete') await deleteAddress(deps, { token: member.accessToken, addressNo });
    else await setDefaultAddress(deps, { token: member.accessToken, addressNo });
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return draw(null, 401, true);
    // Already gone (a double press): the page shows the book as it is.
    if (r.errorCode === 'ADDRESS_NOT_FOUND') return c.redirect(doneHref(''), 303);
    const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
    if (status >= 500) console.error('[account] address book', r.errorCode);
    return refuse(status < 500 && r.serverMessage ? r.serverMessage : ko.errors.genericTemporary, status);
  }
  return c.redirect(doneHref(change === 'delete' ? 'deleted' : 'defaulted'), 303);
}
