import type { ItemDetail } from '../../schemas/item-detail';
import { productCopy } from '../copy/ko';
import { formatSeoulMonthDay, parseSeoul } from '../../rules/seoul-time';
import { formatWon } from './prices';
import { scheduleFor } from '../../rules/order-progress';
import { isFreeShipping, shippingTypeOf, type ShippingFeeInput, type ShippingFeeRule, type ShippingSeller } from '../../rules/shipping-fee';

/**
 * Shipping texts of the item page: estimated dispatch dates, the shipping-out kind and the
 * shipping fee. All dates are Seoul calendar dates.
 */

/**
 * The item page's two dispatch lines (issue 29 §2), from the one rule orders are scheduled by
 * (rules/order-progress.ts `scheduleFor`, which the payment applies to the same two fields), so
 * they agree with each other and with the date an order placed now gets:
 * - `durationText`: '결제 후 2일 이내 출고' (calendar days, as the rule counts them), only while
 *   the duration decides; an item waiting for its estimated shipping date has none (the page
 *   once said '결제 후 2영업일 이내 출고' above a date two weeks later);
 * - `estimated`: '12월 18일 (금) 출고 예정', the Seoul date an order paid at `now` ships: the
 *   estimated begin date when that is later, else `now` plus the duration. No estimate and no
 *   duration: nothing is promised.
 */
export interface ShippingPromise {
  durationText: string | null;
  estimated: string | null;
}

export function shippingPromise(item: Pick<ItemDetail, 'estimatedShippingBeginTimestamp' | 'shippingOutDuration'>, now: Date): ShippingPromise {
  const begin = parseSeoul(item.estimatedShippingBeginTimestamp);
  const days = Number.isFinite(item.shippingOutDuration) ? Math.floor(item.shippingOutDuration) : 0;
  const waitsForEstimate = begin !== null && begin.getTime() > now.getTime();
  if (!waitsForEstimate && days <= 0) return { durationText: null, estimated: null };
  const { shipAt } = scheduleFor(now.getTime(), [{ estimatedShipAt: begin?.getTime() ?? null, shippingOutDays: days }]);
  return {
    durationText: waitsForEstimate ? null : productCopy.shipping.outDuration(days),
    estimated: productCopy.shipping.estimated(formatSeoulMonthDay(new Date(shipAt))),
  };
}

export type ShippingOutKind = 'standard' | 'customOrder';

export interface ShippingOutView {
  kind: ShippingOutKind;
  /** '일반 배송' or '주문 제작 배송' (spec 4.2). */
  label: string;
  /** '결제 후 3일 이내 출고' when a positive duration is known (the item page takes shippingPromise's). */
  durationText: string | null;
}

/** Spec 4.2 shipping-out: 2 is custom-order; 1 and anything unknown is standard shipping. */
export function shippingOut(item: Pick<ItemDetail, 'shippingOutType' | 'shippingOutDuration'>): ShippingOutView {
  const kind: ShippingOutKind = item.shippingOutType === 2 ? 'customOrder' : 'standard';
  const days = Math.floor(item.shippingOutDuration);
  return {
    kind,
    label: kind === 'customOrder' ? productCopy.shipping.outCustomOrder : productCopy.shipping.outStandard,
    durationText: days > 0 ? productCopy.shipping.outDuration(days) : null,
  };
}

export type { ShippingFeeRule, ShippingSeller, ShippingFeeInput } from '../../rules/shipping-fee';
export { shippingFeeFor } from '../../rules/shipping-fee';

export interface ShippingTypeView {
  type: number;
  seller: ShippingSeller;
  sellerLabel: string;
  rule: ShippingFeeRule;
  label: string;
}

/** Spec 4.2 shipping types (rules/shipping-fee.ts), with the words the item page shows. */
export function shippingType(type: number): ShippingTypeView {
  const { type: known, seller, rule } = shippingTypeOf(type);
  return {
    type: known,
    seller,
    sellerLabel: productCopy.shipping.seller[seller],
    rule,
    label: productCopy.shipping.rule[rule],
  };
}

/**
 * The word before the fee ('유료배송 · 3,000원', '조건부 무료배송 · 3,000원 (…)'), or null where
 * the fee says it all: a free item is '무료배송' alone whether the brand, the type or a zero fee
 * makes it free (never '유료배송 · 무료배송' nor '무료배송 · 무료배송'), and pay on delivery is
 * '착불 3,000원' alone.
 */
export function shippingRuleText(item: ShippingFeeInput): string | null {
  if (isFreeShipping(item)) return null;
  const { rule } = shippingTypeOf(item.itemOrderMeta.shippingType);
  return rule === 'cod' ? null : productCopy.shipping.rule[rule];
}

/**
 * The fee line: '무료배송', '3,000원', '개당 3,000원', '착불 3,000원' (or '착불'), or
 * '3,000원 (50,000원 이상 구매 시 무료)' for a basic rate with a threshold.
 */
export function shippingFeeText(item: ShippingFeeInput): string {
  if (isFreeShipping(item)) return productCopy.shipping.free;
  const { shippingType: type, shippingFee, freeShippingThreshold } = item.itemOrderMeta;
  const fee = formatWon(shippingFee);
  switch (shippingType(type).rule) {
    case 'cod':
      return shippingFee > 0 ? productCopy.shipping.cashOnDelivery(fee) : productCopy.shipping.rule.cod;
    case 'perQty':
      return productCopy.shipping.perQuantity(fee);
    case 'basic':
      return freeShippingThreshold > 0 ? productCopy.shipping.freeOver(fee, formatWon(freeShippingThreshold)) : fee;
    default:
      return fee;
  }
}
