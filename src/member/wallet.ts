import type { CouponList, MileageList } from '../../schemas/order-detail';
import { formatSeoulDate, formatSeoulDateTime } from '../../rules/seoul-time';
import { orderDetailCopy as t } from '../copy/ko';
import { formatWon, formatWonDelta } from '../product/prices';

/**
 * My page's coupon and mileage lists (issue 29 §2; spec 2.7's coupon and mileage pages) as the
 * pages print them. Pure; Seoul times.
 */
export interface CouponView {
  key: string;
  name: string;
  discount: string;
  minimum: string;
  expires: string;
  state: string;
  stateLabel: string;
}

export function couponsView(list: CouponList): { usable: CouponView[]; past: CouponView[] } {
  const views = list.results.map((c) => ({
    key: String(c.couponNo),
    name: c.name,
    discount: c.discountRate > 0 ? t.couponRate(c.discountRate) : c.discountAmount > 0 ? t.couponAmount(formatWon(c.discountAmount)) : '',
    minimum: c.minOrderPrice > 0 ? t.couponMin(formatWon(c.minOrderPrice)) : t.couponNoMin,
    expires: c.expiresAt === null ? '' : t.couponExpires(formatSeoulDateTime(new Date(c.expiresAt))),
    state: c.state,
    stateLabel: t.couponStates[c.state] ?? c.state,
  }));
  return { usable: views.filter((c) => c.state === 'USABLE'), past: views.filter((c) => c.state !== 'USABLE') };
}

export interface MileageEntryView {
  key: string;
  date: string;
  label: string;
  /** '+500원' / '-1,000원'. */
  amount: string;
  earned: boolean;
  orderNo: string | null;
}

export function mileageView(list: MileageList): { balance: string; entries: MileageEntryView[] } {
  return {
    // Spec 5: displayed mileage is never below 0 (a clawed-back balance).
    balance: formatWon(Math.max(0, list.balance)),
    entries: list.results.map((e) => ({
      key: String(e.entryNo),
      date: e.createdAt === null ? '' : formatSeoulDate(new Date(e.createdAt)),
      label: t.mileageKinds[e.kind] ?? t.mileageOther,
      amount: formatWonDelta(e.amount),
      earned: e.amount > 0,
      orderNo: e.orderNo,
    })),
  };
}
