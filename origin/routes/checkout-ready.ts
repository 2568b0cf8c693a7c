/**
 * Whether an order may be paid now (the contract of issue 29): the payment calls
 * `checkoutProblem` before it starts and charges only when it answers null. Otherwise the
 * answer is an error code whose Korean words are `checkoutProblemMessage(code)`
 * (origin/copy/ko.ts), which the checkout shows beside the section it concerns:
 * - DELIVERY_ADDRESS_REQUIRED: a non-gift order with no delivery address;
 * - COUPON_NO_LONGER_VALID: its coupon expired, is no longer held by it, or no longer applies
 *   for the amount the order took off;
 * - MILEAGE_ABOVE_BALANCE: the mileage it uses is no longer covered (the balance, which
 *   already had it taken off, went below 0 since: a return's clawback);
 * - CHECKOUT_CHANGED: `total_price` is not the summary's final amount (never, while every write
 *   goes through the checkout form's batches; a guard for the charge);
 * - ORDER_NOT_FOUND / ORDER_NOT_PAYABLE: not this member's, or no longer unpaid.
 */
import type { ErrorCode } from '../../rules/error-codes';
import { couponVerdict } from '../../rules/coupon';
import { authNowMs } from '../auth/clock';
import { ko } from '../copy/ko';
import { loadWallet, summaryOf } from './checkout-wallet';

export type CheckoutProblem = Extract<ErrorCode, 'DELIVERY_ADDRESS_REQUIRED' | 'COUPON_NO_LONGER_VALID' | 'MILEAGE_ABOVE_BALANCE' | 'CHECKOUT_CHANGED' | 'ORDER_NOT_FOUND' | 'ORDER_NOT_PAYABLE'>;

export async function checkoutProblem(db: D1Database, orderNo: string, userNo: number, nowMs: number = authNowMs()): Promise<CheckoutProblem | null> {
  const w = await loadWallet(db, orderNo, userNo, nowMs);
  if (!w) return 'ORDER_NOT_FOUND';
  return walletProblem(w, nowMs);
}

/** The same for a wallet already read (the checkout form's answer carries it). */
export function walletProblem(w: NonNullable<Awaited<ReturnType<typeof loadWallet>>>, nowMs: number): CheckoutProblem | null {
  const o = w.order;
  if (!o.editable) return 'ORDER_NOT_PAYABLE';
  if (o.kind !== 'gift' && o.delivery === null) return 'DELIVERY_ADDRESS_REQUIRED';
  if (o.couponNo !== null) {
    const coupon = w.coupons.find((c) => c.couponNo === o.couponNo);
    const verdict = coupon && coupon.usedOrderNo === o.orderNo ? couponVerdict(coupon, w.lines, o.orderNo, nowMs) : null;
    if (!verdict?.usable || verdict.discount !== o.couponDiscount) return 'COUPON_NO_LONGER_VALID';
  }
  if (o.mileageUsed > 0 && w.balance < 0) return 'MILEAGE_ABOVE_BALANCE';
  if (summaryOf(w).final !== o.totalPrice) return 'CHECKOUT_CHANGED';
  return null;
}

export function checkoutProblemMessage(code: CheckoutProblem): string {
  const t = ko.checkoutForm;
  switch (code) {
    case 'DELIVERY_ADDRESS_REQUIRED':
      return t.deliveryAddressRequired;
    case 'COUPON_NO_LONGER_VALID':
      return t.couponNoLongerValid;
    case 'MILEAGE_ABOVE_BALANCE':
      return t.mileageAboveBalance;
    case 'CHECKOUT_CHANGED':
      return t.checkoutChanged;
    case 'ORDER_NOT_FOUND':
      return ko.memberService.orderNotFound;
    case 'ORDER_NOT_PAYABLE':
      return ko.memberService.orderNotPayable;
  }
}
