import type { ItemDetail } from '../../schemas/item-detail';
import { productCopy } from '../copy/ko';
import { formatSeoulMonthDay, parseSeoul } from '../../rules/seoul-time';
import { formatWon } from './prices';

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

/**
 * Spec 4.2 shipping types, by who ships (self = our own warehouse, partner = the brand) and how
 * the fee works:
 *   1 self normal ............... paid     유료배송
 *   2 self free ................. free     무료배송
 *   3 self each quantity ........ perQty   수량별 배송비
 *   4 partner free .............. free     무료배송
 *   5 partner each quantity ..... perQty   수량별 배송비
 *   7 partner pay on delivery ... cod      착불
 *   9 partner pay normal ........ paid     유료배송
 *   10 partner basic rate ....... basic    조건부 무료배송 (free above the threshold)
 *   11 self basic rate .......... basic    조건부 무료배송
 * Unknown types read as 1, the schema's default.
 */
export type ShippingFeeRule = 'paid' | 'free' | 'perQty' | 'cod' | 'basic';
export type ShippingSeller = 'self' | 'partner';

const TYPES: Record<number, { seller: ShippingSeller; rule: ShippingFeeRule }> = {
  1: { seller: 'self', rule: 'paid' },
  2: { seller: 'self', rule: 'free' },
  3: { seller: 'self', rule: 'perQty' },
  4: { seller: 'partner', rule: 'free' },
  5: { seller: 'partner', rule: 'perQty' },
  7: { seller: 'partner', rule: 'cod' },
  9: { seller: 'partner', rule: 'paid' },
  10: { seller: 'partner', rule: 'basic' },
  11: { seller: 'self', rule: 'basic' },
};

export interface ShippingTypeView {
  type: number;
  seller: ShippingSeller;
  sellerLabel: string;
  rule: ShippingFeeRule;
  label: string;
}

export function shippingType(type: number): ShippingTypeView {
  const known = TYPES[type];
  const { seller, rule } = known ?? { seller: 'self' as const, rule: 'paid' as const };
  return {
    type: known ? type : 1,
    seller,
    sellerLabel: productCopy.shipping.seller[seller],
    rule,
    label: productCopy.shipping.rule[rule],
  };
}

/** What the fee depends on (an item, or a cart line's shipping terms shaped like one). */
export interface ShippingFeeInput {
  itemOrderMeta: Pick<ItemDetail['itemOrderMeta'], 'shippingType' | 'shippingFee' | 'freeShippingThreshold'>;
  frontBrand: Pick<ItemDetail['frontBrand'], 'isFreeShipping'>;
}

/** A free-shipping brand or a free type ships free whatever the fee says; so does a zero fee. */
function isFree(item: ShippingFeeInput): boolean {
  const { rule } = shippingType(item.itemOrderMeta.shippingType);
  return item.frontBrand.isFreeShipping === 'T' || rule === 'free' || (rule !== 'cod' && item.itemOrderMeta.shippingFee <= 0);
}

/**
 * The fee line: '무료배송', '3,000원', '개당 3,000원', '착불 3,000원' (or '착불'), or
 * '3,000원 (50,000원 이상 구매 시 무료)' for a basic rate with a threshold.
 */
export function shippingFeeText(item: ShippingFeeInput): string {
  if (isFree(item)) return productCopy.shipping.free;
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

/**
 * The fee charged at checkout for `qty` pieces worth `subtotal`. Pay-on-delivery is paid to the
 * courier, so it adds nothing here.
 */
export function shippingFeeFor(item: ShippingFeeInput, qty: number, subtotal: number): number {
  if (qty <= 0 || isFree(item)) return 0;
  const { shippingType: type, shippingFee, freeShippingThreshold } = item.itemOrderMeta;
  switch (shippingType(type).rule) {
    case 'cod':
      return 0;
    case 'perQty':
      return shippingFee * Math.floor(qty);
    case 'basic':
      return freeShippingThreshold > 0 && subtotal >= freeShippingThreshold ? 0 : shippingFee;
    default:
      return shippingFee;
  }
}
