import type { ItemDetail } from '../../schemas/item-detail';
import type { SaleInfo } from '../../schemas/sale-info';
import { memoized } from '../../rules/memo';
import { formatKoNumber } from '../../rules/ko-number';
import { commonCopy, pdpCopy } from '../copy/ko';

/**
 * Prices of the item page. Amounts are whole won; texts are formatted here, once, with the
 * ko-KR locale so server HTML and hydrated islands agree.
 */

// Formatting is slow beside everything else a page does, and a page prints the same few hundred
// prices on every request. Without Intl (rules/ko-number.ts): the purchase panel's code runs
// this module in the browser.
const wonText = memoized(2000, (amount: number) => `${formatKoNumber(amount, 0)}${commonCopy.won}`);

/** '39,000원'. Non-finite amounts print as 0 rather than 'NaN원'. */
export function formatWon(amount: number): string {
  return wonText(Number.isFinite(amount) ? Math.round(amount) : 0);
}

/** '+2,000원' / '-1,000원' for option price differences; 0 gives ''. */
export function formatWonDelta(delta: number): string {
  if (!Number.isFinite(delta) || Math.round(delta) === 0) return '';
  return `${delta > 0 ? '+' : '-'}${formatWon(Math.abs(delta))}`;
}

const whole = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/** floor((consumer − sell) / consumer × 100); 0 when there is no real discount. */
export function computeDiscountRate(consumerPrice: number, sellPrice: number): number {
  const consumer = whole(consumerPrice);
  const sell = whole(sellPrice);
  if (consumer <= 0 || sell >= consumer) return 0;
  return Math.floor(((consumer - sell) / consumer) * 100);
}

export type PriceInput = Pick<ItemDetail, 'sellPrice' | 'consumerPrice' | 'discountRate' | 'mileage' | 'itemOrderMeta' | 'partnerBrand' | 'isCouponAllowedInOrder' | 'isAdvancedIssueMileageType'>;

/** What decides whether an item coupon can be used at all: the brand's coupon use and the item's coupon-in-order flag. */
export type CouponGate = Pick<ItemDetail, 'partnerBrand' | 'isCouponAllowedInOrder'>;

export interface PriceView {
  sellPrice: number;
  sellPriceText: string;
  /** Shown struck through; null unless it is above the sell price. */
  consumerPrice: number | null;
  consumerPriceText: string | null;
  /** Whole percent, null when there is no discount to show. */
  discountRate: number | null;
  discountRateText: string | null;
  /** Price after the item coupon; null unless the coupon can be used (couponApplies) and the price is positive and below the sell price. */
  couponPrice: number | null;
  couponPriceText: string | null;
  /** The brand coupon rate beside the coupon price ('5%'), from spec 3.5's sale info. */
  couponRateText: string | null;
  /**
   * Spec 3.5 beside the consumer price: the total sale price and rate (sale and coupon together),
   * '최대 할인가 …원 (…%)'; null when the coupon takes nothing more off than the sale shown.
   */
  totalSaleText: string | null;
  /** Spec 5: never below 0. */
  mileage: number;
  mileageText: string;
  /** When the mileage is paid: at payment (`isAdvancedIssueMileageType`) or once the purchase is confirmed. */
  mileageTiming: 'advanced' | 'confirmed';
}

/**
 * Discount: the struck consumer price and the rate appear together or not at all, so a stale
 * discountRate on an item whose consumer price is not above its sell price shows nothing.
 * The upstream rate wins when present (it may round differently from ours); otherwise we compute.
 */
function discount(consumerPrice: number, sellPrice: number, upstreamRate: number): number | null {
  // A zero sell price is missing data, not a 100% sale.
  if (whole(sellPrice) <= 0 || whole(consumerPrice) <= whole(sellPrice)) return null;
  const rate = upstreamRate > 0 && upstreamRate < 100 ? Math.floor(upstreamRate) : computeDiscountRate(consumerPrice, sellPrice);
  return rate > 0 ? rate : null;
}

/**
 * Mileage: with the brand's percentage-mileage flag the item's `mileage` is a percent of the sell
 * price (floored to whole won); otherwise it is an amount. Either way never below 0 (spec 5).
 */
export function mileageAmount(item: Pick<ItemDetail, 'mileage' | 'sellPrice' | 'partnerBrand'>): number {
  const raw = item.partnerBrand.isPercentageMileage === 'T' ? (whole(item.sellPrice) * item.mileage) / 100 : item.mileage;
  return whole(raw);
}

/**
 * Spec 3.1: an item coupon is for an item whose brand uses coupons (`partnerBrand.isCouponUse`)
 * and that allows coupons in an order (`isCouponAllowedInOrder`), the same two flags the
 * checkout's coupons obey (rules/coupon.ts); otherwise the page shows no coupon price.
 */
export const couponApplies = (item: CouponGate): boolean => item.partnerBrand.isCouponUse === 'T' && item.isCouponAllowedInOrder === 'T';

export function couponPriceOf(item: Pick<ItemDetail, 'sellPrice' | 'itemOrderMeta'> & CouponGate): number | null {
  if (!couponApplies(item)) return null;
  const coupon = item.itemOrderMeta.couponPrice;
  return Number.isFinite(coupon) && coupon > 0 && coupon < item.sellPrice ? Math.floor(coupon) : null;
}

export function priceView(item: PriceInput): PriceView {
  const sellPrice = whole(item.sellPrice);
  const rate = discount(item.consumerPrice, sellPrice, item.discountRate);
  const consumerPrice = rate === null ? null : whole(item.consumerPrice);
  const couponPrice = couponPriceOf(item);
  const mileage = mileageAmount(item);
  const sale = saleInfo(item);
  return {
    sellPrice,
    sellPriceText: formatWon(sellPrice),
    consumerPrice,
    consumerPriceText: consumerPrice === null ? null : formatWon(consumerPrice),
    discountRate: rate,
    discountRateText: rate === null ? null : `${rate}%`,
    couponPrice,
    couponPriceText: couponPrice === null ? null : formatWon(couponPrice),
    couponRateText: couponPrice === null || sale.brandCouponRate <= 0 ? null : `${sale.brandCouponRate}%`,
    totalSaleText: sale.totalSaleRate > 0 && sale.totalSalePrice < sellPrice ? pdpCopy.totalSale(formatWon(sale.totalSalePrice), sale.totalSaleRate) : null,
    mileage,
    mileageText: formatWon(mileage),
    mileageTiming: item.isAdvancedIssueMileageType === 'T' ? 'advanced' : 'confirmed',
  };
}

/**
 * Spec 3.5 sale info, as we read its fields:
 * - consumerPrice: the reference price (the consumer price, or the sell price when that is not higher);
 * - salePrice / saleRate: the sell price and its discount against the reference;
 * - brandCouponPrice / brandCouponRate: what the item coupon takes off the sell price, and that as a
 *   percent (the upstream couponRate when given); 0 when the coupon cannot be used (couponApplies);
 * - totalSalePrice / totalSaleRate: the final price after sale and coupon, and its discount
 *   against the reference.
 */
export function saleInfo(item: Pick<ItemDetail, 'sellPrice' | 'consumerPrice' | 'discountRate' | 'itemOrderMeta'> & CouponGate): SaleInfo {
  const salePrice = whole(item.sellPrice);
  const consumerPrice = Math.max(whole(item.consumerPrice), salePrice);
  const couponPrice = couponPriceOf(item);
  const brandCouponPrice = couponPrice === null ? 0 : salePrice - couponPrice;
  const upstreamCouponRate = item.itemOrderMeta.couponRate;
  const brandCouponRate = brandCouponPrice === 0 ? 0 : upstreamCouponRate > 0 && upstreamCouponRate < 100 ? Math.floor(upstreamCouponRate) : computeDiscountRate(salePrice, couponPrice ?? salePrice);
  const totalSalePrice = couponPrice ?? salePrice;
  return {
    consumerPrice,
    salePrice,
    saleRate: discount(consumerPrice, salePrice, item.discountRate) ?? 0,
    brandCouponPrice,
    brandCouponRate,
    totalSalePrice,
    totalSaleRate: totalSalePrice > 0 ? computeDiscountRate(consumerPrice, totalSalePrice) : 0,
  };
}
