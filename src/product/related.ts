import type { ItemCardBase, ItemDetail } from '../../schemas/item-detail';
import type { BrandBestProduct } from '../../schemas/additional-detail';
import { availability } from '../../rules/options';
import type { OptionItem } from '../../schemas/option';
import { imageUrl } from '../ui/image-url';
import { badgesFromFlags, type Badge } from './badges';
import { computeDiscountRate, formatWon } from './prices';
import type { LabelView } from './item-label-view';
import { displayTitle } from './title';

/**
 * One card shape for every list of other items on the page: related items, dependent items and
 * the item group (ItemCard), the relation group (no brand or consumer price), and the brand's
 * best sellers (with tags and subjects). Cards without a valid item number are dropped, and an
 * item listed twice is shown once.
 */

export interface ItemCardView {
  itemNo: number;
  /** Spec 4.2 item label, worded on the server at the request's clock (src/product/item-label.ts); absent: none. */
  label?: LabelView;
  name: string;
  brandName: string;
  imageUrl: string;
  priceText: string;
  /** Struck price, only when above the price. */
  consumerPriceText: string | null;
  discountRateText: string | null;
  badges: Badge[];
  /** Spec 3.2 brand best isLocalGoods: the card carries the local-goods mark. */
  localGoods?: boolean;
  /** Spec 3.2 brand best tag: sold out (품절) and on sale (세일) marks, and the average rating ('4.8'), when the card has them. */
  soldOut?: boolean;
  sale?: boolean;
  rating?: string;
  /** Spec 3.1 relationItemGroup: a relation item's options, drawn under its price (relationOptions). */
  options?: CardOptionGroup[];
}

export interface CardOption {
  label: string;
  soldOut: boolean;
}

/** One line of a card's options: a group's name (사이즈, or a colour over its sizes) and its values; null: values without a group. */
export interface CardOptionGroup {
  name: string | null;
  values: CardOption[];
}

const cardOption = (option: OptionItem): CardOption => ({ label: option.title.trim(), soldOut: availability(option) !== 'onSale' });

function addValues(into: CardOption[], values: readonly CardOption[]): void {
  for (const value of values) {
    if (value.label === '') continue;
    const known = into.find((v) => v.label === value.label);
    // The same value twice (two groups of one name): on sale when either is.
    if (known) known.soldOut &&= value.soldOut;
    else into.push({ ...value });
  }
}

/**
 * A relation item's options as its card draws them (spec 3.1 relationItemGroup: relation items
 * with their options). A relation item carries no option type, so the tree is read as it comes:
 * a first-level entry with options under it is a group (a single option's 사이즈, a combined
 * option's colour) drawn as its name and the values under it; first-level entries without any
 * are values of one unnamed group. Entries of one name form one group (spec 3.3); a value that
 * cannot be bought now (sold out, or everything under it) is marked. Empty groups are dropped.
 */
export function relationOptions(options: readonly OptionItem[]): CardOptionGroup[] {
  const groups: CardOptionGroup[] = [];
  const groupOf = (name: string | null): CardOptionGroup => {
    const found = groups.find((g) => g.name === name);
    if (found) return found;
    const group: CardOptionGroup = { name, values: [] };
    groups.push(group);
    return group;
  };
  for (const option of options) {
    if (option.list.length === 0) addValues(groupOf(null).values, [cardOption(option)]);
    else addValues(groupOf(option.title.trim()).values, option.list.map(cardOption));
  }
  return groups.filter((g) => g.values.length > 0);
}

/** A brand best's average as printed: one decimal, only between 0 (exclusive) and 5. */
export function ratingText(avg: string): string | null {
  const n = Number(avg);
  return Number.isFinite(n) && n > 0 && n <= 5 ? n.toFixed(1) : null;
}

export const CARD_IMAGE_WIDTH = 300;

type RelationItem = NonNullable<ItemDetail['relationItemGroup']>['relationItems'][number];

interface CardParts {
  itemNo: number;
  label?: LabelView | null;
  name: string;
  brandName: string;
  thumbnail: string;
  sellPrice: number;
  consumerPrice: number;
  discountRate: number;
  badges: Badge[];
}

function card(p: CardParts, width: number, localGoods = false): ItemCardView {
  const discounted = p.sellPrice > 0 && p.consumerPrice > p.sellPrice;
  const rate = discounted ? (p.discountRate > 0 && p.discountRate < 100 ? Math.floor(p.discountRate) : computeDiscountRate(p.consumerPrice, p.sellPrice)) : 0;
  return {
    itemNo: p.itemNo,
    ...(p.label ? { label: p.label } : {}),
    name: p.name,
    brandName: p.brandName.trim(),
    imageUrl: imageUrl(p.thumbnail, { width }),
    priceText: formatWon(p.sellPrice),
    consumerPriceText: discounted ? formatWon(p.consumerPrice) : null,
    discountRateText: rate > 0 ? `${rate}%` : null,
    badges: p.badges,
    ...(localGoods ? { localGoods } : {}),
  };
}

/** `label`: the card's item label, when the caller could work it out (server code, cardLabelOf). */
export function fromItemCard(c: ItemCardBase, width = CARD_IMAGE_WIDTH, label: LabelView | null = null): ItemCardView {
  return card(
    {
      itemNo: c.itemNo,
      label,
      name: c.itemName.trim(),
      brandName: c.frontBrandName,
      thumbnail: c.thumbnailImageUrl,
      sellPrice: c.sellPrice,
      consumerPrice: c.consumerPrice,
      discountRate: c.discountRate,
      badges: [],
    },
    width,
  );
}

export function fromRelationItem(r: RelationItem, width = CARD_IMAGE_WIDTH): ItemCardView {
  const view = card({ itemNo: r.itemNo, name: r.itemName.trim(), brandName: '', thumbnail: r.thumbnailImageUrl, sellPrice: r.sellPrice, consumerPrice: 0, discountRate: 0, badges: [] }, width);
  const options = relationOptions(r.options);
  return options.length > 0 ? { ...view, options } : view;
}

export function fromBrandBest(b: BrandBestProduct, width = CARD_IMAGE_WIDTH, label: LabelView | null = null): ItemCardView {
  const rating = ratingText(b.avgReviewPoint);
  const view = card(
    {
      itemNo: b.itemNo,
      label,
      name: displayTitle(b),
      brandName: b.frontBrand.frontBrandName,
      thumbnail: b.thumbnailImageUrl,
      sellPrice: b.sellPrice,
      consumerPrice: b.consumerPrice,
      discountRate: b.discountRate,
      // The coupon type of another item is unknown here: its coupon flag is taken as it is.
      badges: badgesFromFlags({ isCoupon: b.tag.isCoupon, isNew: b.tag.isNew, isFreeShipping: b.frontBrand.isFreeShipping }),
    },
    width,
    b.isLocalGoods === 'T',
  );
  // A sale item label (spec 4.2) already says 세일: the tag's mark is not repeated beside it.
  const sale = b.tag.isSale === 'T' && label?.kind !== 'sale';
  return { ...view, ...(b.tag.isSoldOut === 'T' ? { soldOut: true } : {}), ...(sale ? { sale: true } : {}), ...(rating ? { rating } : {}) };
}

/** Valid, first occurrence only, never the current item. */
export function uniqueCards(cards: readonly ItemCardView[], currentItemNo?: number): ItemCardView[] {
  const seen = new Set<number>();
  return cards.filter((c) => {
    if (!Number.isInteger(c.itemNo) || c.itemNo <= 0 || c.itemNo === currentItemNo || seen.has(c.itemNo)) return false;
    seen.add(c.itemNo);
    return true;
  });
}
