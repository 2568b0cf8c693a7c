/**
 * The checkout form's posts (issue 29 §1), plain forms that work without script, members only:
 * - `POST /checkout/delivery`: a saved address (`choice` = its number, read from the member's
 *   address book here) or a new one, 배송 요청사항 (a preset or free text), and optionally kept as
 *   the default saved address → `POST /api/v4/orders/{orderNo}/delivery`;
 * - `POST /checkout/discount`: a coupon and mileage ("모두 사용": the most the rules allow with
 *   that coupon) → `POST /api/v4/orders/{orderNo}/discount`, where the origin computes every
 *   amount and rewrites the order's total.
 * Accepted: back to the checkout (303, `done=`). Refused: the checkout again with what was typed
 * and the refusal beside its field. Rate-limited with the checkout family, bodies size-limited.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { deliveryRequestText } from '../../../rules/address-book';
import { mileageRules } from '../../../rules/mileage';
import { DeliveryRequestSchema } from '../../../schemas/requests/checkout-form';
import { ko } from '../../../src/copy/ko';
import type { DeliveryTyped } from '../../../src/member/components/CheckoutDelivery';
import { loginHref } from '../../../src/member/return-to';
import { buildQuery } from '../../../src/navigation/url';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { applyDiscount, getAddressBook, getCheckoutForm, setDelivery } from '../../upstream/checkout-form';
import { refusalOf } from '../../upstream/errors';
import { upstreamDeps } from '../../upstream-deps';
import { addressFieldErrors, typedAddress } from '../address-form';
import { formOf } from '../form-body';
import type { CheckoutFormState } from './form-state';
import { ORDER_NO } from './loader';

const t = ko.checkoutForm;

export type DrawCheckout = (c: Context<AppEnv>, orderNo: string, state: CheckoutFormState, status: ContentfulStatusCode) => Promise<Response>;

const statusOf = (s: number): ContentfulStatusCode => (s >= 400 && s <= 599 ? s : 502) as ContentfulStatusCode;
const backTo = (orderNo: string, done?: string) =>
  `/checkout${buildQuery([
    ['order', orderNo],
    ['done', done],
  ])}`;

/** The delivery form as typed, and the 주문서 again with it; login or back when there is no member or order. */
async function typedDelivery(c: Context<AppEnv>, draw: DrawCheckout) {
  const form = await formOf(c);
  const orderNo = (form.order ?? '').slice(0, 40);
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(backTo(orderNo)), 303);
  if (!ORDER_NO.test(orderNo)) return c.redirect(backTo(orderNo), 303);
  const typed: DeliveryTyped = {
    choice: (form.choice ?? 'new').slice(0, 12),
    ...typedAddress(form),
    preset: (form.preset ?? '').slice(0, 12),
    custom: (form.custom ?? '').slice(0, 100),
    saveDefault: form.saveDefault === 'on',
  };
  const refuse = (errors: Record<string, string>, status: ContentfulStatusCode) => draw(c, orderNo, { section: 'delivery', typed, errors }, status);
  return { member, orderNo, typed, refuse };
}

/** The 주문서's answer to a delivery post another site sent (sameSiteForm). */
export async function deliveryFromElsewhere(c: Context<AppEnv>, draw: DrawCheckout): Promise<Response> {
  const p = await typedDelivery(c, draw);
  return p instanceof Response ? p : p.refuse({ form: ko.errors.genericTemporary }, 403);
}

export async function deliveryPost(c: Context<AppEnv>, draw: DrawCheckout): Promise<Response> {
  const p = await typedDelivery(c, draw);
  if (p instanceof Response) return p;
  const { member, orderNo, typed, refuse } = p;
  const deps = upstreamDeps(c);
  const token = member.accessToken;
  try {
    let place = { recipientName: typed.recipientName, recipientPhone: typed.recipientPhone, zipcode: typed.zipcode, address: typed.address, addressDetail: typed.addressDetail };
    let saveToBook = typed.saveDefault;
    if (typed.choice !== 'new') {
      const saved = (await getAddressBook(deps, { token })).addresses.find((a) => String(a.addressNo) === typed.choice);
      if (!saved) return refuse({ form: t.fieldErrors.address ?? ko.errors.genericTemporary }, 400);
      place = { recipientName: saved.recipientName, recipientPhone: saved.recipientPhone, zipcode: saved.zipcode, address: saved.address, addressDetail: saved.addressDetail };
      saveToBook = false;
    }
    const deliveryRequest = deliveryRequestText(typed.preset, typed.custom, t.presets);
    if (deliveryRequest === null) return refuse({ deliveryRequest: t.fieldErrors.deliveryRequest ?? '' }, 400);
    const parsed = DeliveryRequestSchema.safeParse({ ...place, deliveryRequest, saveToBook });
    if (!parsed.success) return refuse(addressFieldErrors(parsed.error), 400);
    const answer = await setDelivery(deps, { token, orderNo, delivery: parsed.data });
    return c.redirect(`${backTo(orderNo, answer.bookFull ? 'deliveryBookFull' : 'delivery')}#delivery-title`, 303);
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return c.redirect(loginHref(backTo(orderNo)), 303);
    const status = statusOf(r.status);
    if (status >= 500) console.error('[checkout] delivery failed', r.errorCode);
    return refuse({ form: status < 500 && r.serverMessage ? r.serverMessage : ko.errors.genericTemporary }, status);
  }
}

/** The discount form as typed, and the 주문서 again with it; login or back when there is no member or order. */
async function typedDiscount(c: Context<AppEnv>, draw: DrawCheckout) {
  const form = await formOf(c);
  const orderNo = (form.order ?? '').slice(0, 40);
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(backTo(orderNo)), 303);
  if (!ORDER_NO.test(orderNo)) return c.redirect(backTo(orderNo), 303);
  const typed = { couponNo: (form.couponNo ?? '').slice(0, 12), mileage: (form.mileage ?? '').replace(/[\s,]/g, '').slice(0, 12) };
  const refuse = (field: 'coupon' | 'mileage' | 'form', text: string, status: ContentfulStatusCode) => draw(c, orderNo, { section: 'discount', typed, error: { field, text } }, status);
  return { form, member, orderNo, typed, refuse };
}

/** The 주문서's answer to a discount post another site sent (sameSiteForm). */
export async function discountFromElsewhere(c: Context<AppEnv>, draw: DrawCheckout): Promise<Response> {
  const p = await typedDiscount(c, draw);
  return p instanceof Response ? p : p.refuse('form', ko.errors.genericTemporary, 403);
}

export async function discountPost(c: Context<AppEnv>, draw: DrawCheckout): Promise<Response> {
  const p = await typedDiscount(c, draw);
  if (p instanceof Response) return p;
  const { form, member, orderNo, typed, refuse } = p;
  if (typed.couponNo !== '' && !/^[1-9]\d{0,9}$/.test(typed.couponNo)) return refuse('coupon', ko.errors.genericTemporary, 400);
  if (typed.mileage !== '' && !/^\d{1,9}$/.test(typed.mileage)) return refuse('mileage', t.fieldErrors.mileage ?? '', 400);
  const couponNo = typed.couponNo === '' ? null : Number(typed.couponNo);
  const deps = upstreamDeps(c);
  const token = member.accessToken;
  try {
    let mileage = Number(typed.mileage || '0');
    if (form.mileageAll === 'on') {
      // The most the rules allow with the chosen coupon, as the origin will check it.
      const now = await getCheckoutForm(deps, { token, orderNo });
      const discount = now.coupons.find((x) => x.couponNo === couponNo)?.discount ?? 0;
      mileage = mileageRules(now.mileage.balance + now.mileage.used, now.summary.itemsPrice - now.summary.sale - discount).max;
    }
    await applyDiscount(deps, { token, orderNo, discount: { couponNo, mileage } });
    return c.redirect(`${backTo(orderNo, 'discount')}#discount-title`, 303);
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return c.redirect(loginHref(backTo(orderNo)), 303);
    const status = statusOf(r.status);
    if (status >= 500) console.error('[checkout] discount failed', r.errorCode);
    const text = status < 500 && r.serverMessage ? r.serverMessage : ko.errors.genericTemporary;
    const field = r.errorCode.startsWith('COUPON_') ? 'coupon' : r.errorCode.startsWith('MILEAGE_') ? 'mileage' : 'form';
    return refuse(field, text, status);
  }
}
