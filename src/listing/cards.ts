import type { ItemCardBase } from '../../schemas/item-detail';
import { isAdultCard } from '../../rules/adult-listing';
import { itemLabelStateFrom } from '../../rules/item-label-state';
import { labelView, type LabelView } from '../product/item-label-view';
import { fromItemCard, type ItemCardView } from '../product/related';
import { DEFAULT_SORT, isSort, type Sort } from './query';

/**
 * The cards of a listing grid. The server maps the first page and the browser maps the pages it
 * fetches through the same function, so both render identical markup (prices are formatted
 * with an explicit ko-KR locale, ARCHITECTURE rule 6).
 */
export interface GridCard extends Omit<ItemCardView, 'badges'> {
  href: string;
}

export interface GridPage {
  count: number;
  page: number;
  size: number;
  sort: Sort;
  cards: GridCard[];
}

/**
 * `hrefTemplate` holds `{itemNo}`: the product link with the hosts already applied on the server.
 * `label`: the card's item label, worded on the server (src/product/item-label.ts) or from the
 * state the gateway sent with the card (`gridPageFrom`).
 */
export function toGridCard(card: ItemCardBase, hrefTemplate: string, label: LabelView | null = null): GridCard {
  const { badges: _badges, ...view } = fromItemCard(card, undefined, label);
  return { ...view, href: hrefTemplate.replace('{itemNo}', String(card.itemNo)) };
}

const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** An item card from untrusted JSON, or null when it has no usable item number or is adult-only. */
export function itemCardFrom(raw: unknown): ItemCardBase | null {
  const r = record(raw);
  // The edge already drops adult-only cards; the browser does too, whatever answered.
  if (!r || isAdultCard(r)) return null;
  const itemNo = num(r.itemNo, 0);
  if (!Number.isSafeInteger(itemNo) || itemNo <= 0) return null;
  return {
    itemNo,
    itemName: str(r.itemName),
    thumbnailImageUrl: str(r.thumbnailImageUrl),
    sellPrice: num(r.sellPrice, 0),
    consumerPrice: num(r.consumerPrice, 0),
    discountRate: num(r.discountRate, 0),
    frontBrandNo: num(r.frontBrandNo, 0),
    frontBrandName: str(r.frontBrandName),
    useAdultCheck: 'F',
  };
}

/**
 * One page of the grid from a gateway answer (`{ result, data: { count, page, size, sort,
 * results } }`); null when the answer is not a listing at all. Never throws.
 */
export function gridPageFrom(body: unknown, hrefTemplate: string): GridPage | null {
  const outer = record(body);
  const data = record(outer && 'data' in outer ? outer.data : outer);
  if (!data || !Array.isArray(data.results)) return null;
  const cards = data.results.flatMap((raw) => {
    const card = itemCardFrom(raw);
    // The gateway works each card's label state out with the edge's clock (edge/gateway/navigation.ts).
    const label = labelView(itemLabelStateFrom(record(raw)?.label));
    return card ? [toGridCard(card, hrefTemplate, label)] : [];
  });
  return {
    count: Math.max(0, Math.floor(num(data.count, cards.length))),
    page: Math.max(1, Math.floor(num(data.page, 1))),
    size: Math.max(1, Math.floor(num(data.size, cards.length || 1))),
    sort: isSort(data.sort) ? data.sort : DEFAULT_SORT,
    cards,
  };
}
