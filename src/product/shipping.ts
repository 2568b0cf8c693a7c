import type { ItemDetail } from '../../schemas/item-detail';
import { productCopy } from '../copy/ko';
import { formatSeoulMonthDay, parseSeoul } from '../../rules/seoul-time';
import { formatWon } from './prices';
import { isFreeShipping, shippingTypeOf, type ShippingFeeInput, type ShippingFeeRule, type ShippingSeller } from '../../rules/shipping-fee';

/**
 * Shipping texts of the item page: estimated dispatch dates, the shipping-out kind and the
 * shipping fee. All dates are Seoul calendar dates.
 */

/**
 * '3월 1일 (월) ~ 3월 5일 (금) 출고 예정', or only the begin date when the item ships without an
 * end date, the end is missing or unreadable, or both fall on the same Seoul day. An end before
 * the begin is upstream noise and is dropped. No begin date, no text.
 */
export function estimatedShippingText(
  item: Pick<ItemDetail, 'estimatedShippingBeginTimestamp' | 'estimatedShippingEndTimestamp' | 'useWithoutEstimatedShippingEndDate'>,
): string | null {
  const begin = parseSeoul(item.estimatedShippingBeginTimestamp);
  if (!begin) return null;
  const beginText = formatSeoulMonthDay(begin);
  const end = item.useWithoutEstimatedShippingEndDate === 'T' ? null : parseSeoul(item.estimatedShippingEndTimestamp);
  const endText = end && end.getTime() > begin.getTime() ? formatSeoulMonthDay(end) : '';
  const range = endText && endText !== beginText ? `${beginText} ~ ${endText}` : beginText;
  return productCopy.shipping.estimated(range);
}

export type ShippingOutKind = 'standard' | 'customOrder';

export interface ShippingOutView {
  kind: ShippingOutKind;
  /** '일반 배송' or '주문 제작 배송' (spec 4.2). */
  label: string;
  /** '결제 후 3일 이내 출고' when a positive duration is known. */
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
