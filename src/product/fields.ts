import { ItemDisplay } from '../../rules/item-enums';
import type { AdditionalDetail } from '../../schemas/additional-detail';
import type { ItemDetail } from '../../schemas/item-detail';
import { formatSeoulDate, formatSeoulMonthDayTime, parseSeoul } from '../../rules/seoul-time';
import { pdpCopy } from '../copy/ko';
import type { SaleStateKind } from './status';

/**
 * Issue 13 item 1: the rules for the spec 3.1/3.2 fields the item page shows, and the page
 * variants of spec 4.2's item display type. Pure: callers pass `now`.
 */

export type DisplayVariant = 'goods' | 'ticket' | 'lodge';

export function displayVariant(itemType: number): DisplayVariant {
  // Spec 4.2 item display (rules/item-enums.ts); anything else is an ordinary item.
  if (itemType === ItemDisplay.TICKET) return 'ticket';
  if (itemType === ItemDisplay.LODGE) return 'lodge';
  return 'goods';
}

export interface VariantParts {
  /** Size chart and model sizes: worn goods only. */
  sizeChart: boolean;
  /** Shipping fee, dispatch and arrival: only what is shipped. */
  shipping: boolean;
  /** The stay (check-in ~ check-out): lodges. */
  stay: boolean;
}

/** What each variant draws: a ticket and a lodge are not shipped and have no sizes. */
export function variantParts(variant: DisplayVariant): VariantParts {
  return { sizeChart: variant === 'goods', shipping: variant === 'goods', stay: variant === 'lodge' };
}

export interface StayView {
  /** '5월 15일 (금) 15:00' in Seoul time. */
  checkIn: string;
  /** The check-out time, or null when the end is missing, unreadable or not after check-in. */
  checkOut: string | null;
}

/**
 * A lodge's stay: the upstream has no stay fields, so the estimated-shipping window (when the
 * service is delivered) is check-in to check-out; no readable check-in, no stay. Two values, so
 * the page draws them as two rows (one line of both wraps mid-date at 375 px).
 */
export function stayView(item: Pick<ItemDetail, 'estimatedShippingBeginTimestamp' | 'estimatedShippingEndTimestamp'>): StayView | null {
  const from = parseSeoul(item.estimatedShippingBeginTimestamp);
  if (!from) return null;
  const to = parseSeoul(item.estimatedShippingEndTimestamp);
  return { checkIn: formatSeoulMonthDayTime(from), checkOut: to && to.getTime() > from.getTime() ? formatSeoulMonthDayTime(to) : null };
}

/**
 * '1,284개 판매' under the price when the item shows its sold quantity: only while it is on sale
 * or sold out (a count on a stopped or waiting item says nothing useful), and never 0.
 */
export function soldQtyText(item: Pick<ItemDetail, 'isDisplaySellQty' | 'soldQty'>, state: SaleStateKind): string | null {
  if (item.isDisplaySellQty !== 'T' || item.soldQty <= 0) return null;
  return state === 'onSale' || state === 'soldOut' ? pdpCopy.fields.soldQty(item.soldQty) : null;
}

export interface BrandCommentView {
  /** Sanitised HTML (spec 3.1 multi-line normalisation). */
  html: ItemDetail['partnerBrand']['brandComment'];
  /** '2026.02.10 작성', or null when the date is missing or unreadable. */
  date: string | null;
}

export function brandComment(item: Pick<ItemDetail, 'partnerBrand'>): BrandCommentView | null {
  const html = item.partnerBrand.brandComment;
  if (!html.trim()) return null;
  const at = parseSeoul(item.partnerBrand.commentDate);
  return { html, date: at ? pdpCopy.fields.brandCommentDate(formatSeoulDate(at)) : null };
}

export interface GiftImage {
  src: string;
  width: number;
  height: number;
}

/** Gift images with a picture; an unknown size falls back to the item photo ratio so space is reserved. */
export function giftImages(item: Pick<ItemDetail, 'giftImages'>): GiftImage[] {
  return item.giftImages
    .filter((g) => g.imageUrl.trim() !== '')
    .map((g) => (g.width > 0 && g.height > 0 ? { src: g.imageUrl, width: g.width, height: g.height } : { src: g.imageUrl, width: 1000, height: 1250 }));
}

export interface SpecialOrderView {
  closed: boolean;
  /** '37명이 보고 있어요' with isDisplayWatchingCnt and a positive count. */
  watching: string | null;
  /** The sold quantity when the special order itself asks to show it, unless the price already shows it. */
  sold: string | null;
}

/**
 * The first special order in use, if any (spec 3.2 specialOrder list). `soldShown`: the item's
 * own isDisplaySellQty already put the count under the price, so the block does not repeat it.
 */
export function specialOrder(additional: Pick<AdditionalDetail, 'specialOrder'>, item: Pick<ItemDetail, 'soldQty'> & { soldShown?: boolean }): SpecialOrderView | null {
  const order = additional.specialOrder.find((o) => o.isUse === 'T');
  if (!order) return null;
  return {
    closed: order.isApplyEnd === 'T',
    watching: order.isDisplayWatchingCnt === 'T' && order.watchingCnt > 0 ? pdpCopy.fields.watching(order.watchingCnt) : null,
    sold: order.isDisplaySellQty === 'T' && item.soldQty > 0 && !item.soldShown ? pdpCopy.fields.soldQty(item.soldQty) : null,
  };
}

export interface FactRow {
  title: string;
  content: string;
}

const filled = (rows: FactRow[]): FactRow[] => rows.map((r) => ({ title: r.title.trim(), content: r.content.trim() })).filter((r) => r.title !== '' && r.content !== '');

/** The seller notice rows (전자상거래법): rows without a value are dropped, never shown blank. */
export function sellerRows(additional: Pick<AdditionalDetail, 'partnerInfoList'>): FactRow[] {
  return filled(additional.partnerInfoList);
}

/** The brand's offline store as rows (name, address, hours); none without a store name. */
export function storeRows(additional: Pick<AdditionalDetail, 'offlineStore'>): FactRow[] {
  const store = additional.offlineStore;
  if (!store?.storeName.trim()) return [];
  const f = pdpCopy.fields;
  return filled([
    { title: f.storeName, content: store.storeName },
    { title: f.storeAddress, content: store.address },
    { title: f.storeHours, content: store.openingHours },
  ]);
}

/**
 * '4월 20일 (월) 10:00 공개 예정 상품입니다.' while the item is not yet visible to everyone
 * (a shared link reaches it early); nothing once visible or without a readable time.
 */
export function visibleFromText(item: Pick<ItemDetail, 'visibleBeginTimestamp'>, now: Date): string | null {
  const at = parseSeoul(item.visibleBeginTimestamp);
  return at && at.getTime() > now.getTime() ? pdpCopy.fields.visibleFrom(formatSeoulMonthDayTime(at)) : null;
}
