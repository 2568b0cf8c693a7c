import type { Flag } from '../../schemas/flag';
import type { ItemDetail } from '../../schemas/item-detail';
import type { AdditionalDetail } from '../../schemas/additional-detail';
import { productCopy } from '../copy/ko';
import { couponApplies, type CouponGate } from './prices';

/** Spec 3.6 badges, in display order. */
export type BadgeKind = 'coupon' | 'freeShipping' | 'new';
export interface Badge {
  kind: BadgeKind;
  label: string;
}

export type CouponType = ItemDetail['itemOrderMeta']['couponType'];

/** Coupons limited to one use (per product or per cart) are not advertised with a badge. */
const SINGLE_COUPON_TYPES: ReadonlySet<string> = new Set(['PRODUCT_SINGLE_COUPON', 'CART_SINGLE_COUPON']);

export const isSingleCouponType = (type: string | null | undefined): boolean => SINGLE_COUPON_TYPES.has(type ?? '');

export interface BadgeFlags {
  isCoupon: Flag;
  isFreeShipping: Flag;
  isNew: Flag;
  /** Unknown for cards of other items: treated as NONE (not single). */
  couponType?: string | null;
}

const LABELS: Record<BadgeKind, string> = {
  coupon: productCopy.badge.coupon,
  freeShipping: productCopy.badge.freeShipping,
  new: productCopy.badge.new,
};

/** Coupon, free shipping, new: always in that order (spec 3.6). */
export function badgesFromFlags(flags: BadgeFlags): Badge[] {
  const kinds: BadgeKind[] = [];
  if (flags.isCoupon === 'T' && !isSingleCouponType(flags.couponType)) kinds.push('coupon');
  if (flags.isFreeShipping === 'T') kinds.push('freeShipping');
  if (flags.isNew === 'T') kinds.push('new');
  return kinds.map((kind) => ({ kind, label: LABELS[kind] }));
}

/**
 * Badges of the item page. The coupon and new flags live in the additional detail, which streams
 * later and may fail: without it those two badges are simply absent, while free shipping still
 * comes from the item detail's front brand. The coupon badge follows the price block's rule
 * (couponApplies): an item whose brand has coupons off, or that allows none in an order, shows
 * no coupon price, so it advertises no coupon either, whatever the tag says.
 */
export function itemBadges(item: Pick<ItemDetail, 'frontBrand' | 'itemOrderMeta'> & CouponGate, additional: Pick<AdditionalDetail, 'tag'> | null | undefined): Badge[] {
  return badgesFromFlags({
    isCoupon: couponApplies(item) ? (additional?.tag.isCoupon ?? 'F') : 'F',
    isNew: additional?.tag.isNew ?? 'F',
    isFreeShipping: item.frontBrand.isFreeShipping,
    couponType: item.itemOrderMeta.couponType,
  });
}
