/**
 * One page of a product grid (search results, brand home, category list, best items): a COUNT
 * and a LIMIT/OFFSET page in one batch. Callers give the filter as SQL over `items i` with
 * bound values; the order comes from this file's whitelist, never from input.
 *
 * Every order ends in item_no, so it is total: pages never repeat or skip an item. The column
 * order of each is exactly an index of 0006, so an unfiltered page walks one index.
 */

import { CARD_COLUMNS, LISTABLE, toCard, type ItemCardInput } from './cards';
import { bool, int, resultsOf, type DbRow } from './rows';

export const LISTING_SORTS = ['popular', 'new', 'price_asc', 'price_desc', 'discount'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** `best` is the best-items order (sales); it is not a sort shoppers pick. */
export type ListingOrder = ListingSort | 'best';

const ORDER_BY: Record<ListingOrder, string> = {
  // Hearts, as the shop's public measure of how liked an item is.
  popular: 'COALESCE(h.heart_count, 0) DESC, i.item_no DESC',
  new: 'i.visible_begin_at DESC, i.item_no DESC',
  price_asc: 'i.sell_price ASC, i.item_no ASC',
  price_desc: 'i.sell_price DESC, i.item_no DESC',
  discount: 'i.discount_rate DESC, i.item_no DESC',
  best: 'i.sold_qty DESC, i.item_no DESC',
};

export interface ListingFilter {
  /** A condition over `items i`. */
  where: string;
  binds: (string | number)[];
}

export const NO_FILTER: ListingFilter = { where: '1', binds: [] };

/** A card with the grid's badges; extra members pass ItemCardSchema untouched. */
export type ListingCard = ItemCardInput & {
  isNew: boolean;
  isCoupon: boolean;
  isFreeShipping: boolean;
  isSoldOut: boolean;
  heartCount: number;
};

export interface ListingPage {
  count: number;
  page: number;
  size: number;
  sort: ListingSort;
  results: ListingCard[];
}

export interface PageRequest {
  order: ListingOrder;
  page: number;
  size: number;
  /** Spec 4.2 attribute filters (origin/routes/listing-query.ts checked them); null or absent: none. */
  gender?: number | null;
  fit?: number | null;
}

/** The filter narrowed to one gender and fit; an item without one (0) matches no chosen filter. */
export function withAttributes(filter: ListingFilter, req: Pick<PageRequest, 'gender' | 'fit'>): ListingFilter {
  const conds = [`(${filter.where})`];
  const binds = [...filter.binds];
  if (req.gender) {
    conds.push('i.gender = ?');
    binds.push(req.gender);
  }
  if (req.fit) {
    conds.push('i.fit = ?');
    binds.push(req.fit);
  }
  return { where: conds.join(' AND '), binds };
}

function toListingCard(r: DbRow): ListingCard {
  return {
    ...toCard(r),
    isNew: bool(r.is_new),
    isCoupon: bool(r.is_coupon),
    isFreeShipping: bool(r.brand_free_shipping) || int(r.shipping_type) === 2,
    isSoldOut: int(r.item_stock_status) === 5,
    heartCount: int(r.heart_count),
  };
}

// The unary plus keeps SQLite off items_status (nearly every item is on sale, so it narrows
// nothing): an unfiltered page then walks its sort index and stops at the LIMIT, while a
// filtered page still starts from its filter's index. A no-op if LISTABLE is ever reworded.
const LISTABLE_BY_SORT = LISTABLE.replace(/\bi\.item_stock_status\b/, '+i.item_stock_status');

export async function readListing(db: D1Database, unfiltered: ListingFilter, req: PageRequest): Promise<ListingPage> {
  const filter = withAttributes(unfiltered, req);
  const where = `${LISTABLE_BY_SORT} AND (${filter.where})`;
  const [countResult, pageResult] = await db.batch<DbRow>([
    db.prepare(`SELECT COUNT(*) AS n FROM items i WHERE ${where}`).bind(...filter.binds),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, i.is_new, i.is_coupon, i.shipping_type, i.item_stock_status, COALESCE(h.heart_count, 0) AS heart_count
         FROM items i JOIN brands b ON b.brand_no = i.brand_no LEFT JOIN hearts h ON h.item_no = i.item_no
         WHERE ${where} ORDER BY ${ORDER_BY[req.order]} LIMIT ? OFFSET ?`,
      )
      .bind(...filter.binds, req.size, (req.page - 1) * req.size),
  ]);
  return {
    count: int(resultsOf(countResult)[0]?.n),
    page: req.page,
    size: req.size,
    sort: req.order === 'best' ? 'popular' : req.order,
    results: resultsOf(pageResult).map(toListingCard),
  };
}
