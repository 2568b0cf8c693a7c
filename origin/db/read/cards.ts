import type { ItemCardSchema } from '../../../schemas/item-detail';
import type * as z from 'zod';
import { bool, int, text, textOrNull, type DbRow } from './rows';

export type ItemCardInput = z.input<typeof ItemCardSchema>;

/**
 * Columns for an item card, from `items i JOIN brands b`. The thumbnail is the first main
 * image (type 3), read through the (item_no, seq) primary key.
 */
export const CARD_COLUMNS = `i.item_no, i.item_name, i.sell_price, i.consumer_price, i.discount_rate, i.use_adult_check,
  i.item_label, i.available_begin_at, i.available_end_at, i.use_without_available_end_date,
  b.brand_no AS front_brand_no, b.name AS front_brand_name, b.is_free_shipping AS brand_free_shipping,
  (SELECT image_url FROM item_images im WHERE im.item_no = i.item_no AND im.image_type = 3 AND im.is_gift = 0 ORDER BY im.seq LIMIT 1) AS thumbnail_url`;

/** Items other pages may list: on sale or sold out, and never adult-only (rule 8). */
export const LISTABLE = 'i.item_stock_status IN (1, 5) AND i.use_adult_check = 0';

export function toCard(r: DbRow): ItemCardInput {
  return {
    itemNo: int(r.item_no),
    itemName: text(r.item_name),
    thumbnailImageUrl: text(r.thumbnail_url),
    sellPrice: int(r.sell_price),
    consumerPrice: int(r.consumer_price),
    discountRate: int(r.discount_rate),
    frontBrandNo: int(r.front_brand_no),
    frontBrandName: text(r.front_brand_name),
    // Always false under LISTABLE; sent so every card carries the flag the storefront filters on.
    useAdultCheck: bool(r.use_adult_check),
    // Spec 4.2 item label and the sale window the storefront words it from (rules/item-label.ts).
    itemLabel: int(r.item_label),
    availableBeginTimestamp: textOrNull(r.available_begin_at),
    availableEndTimestamp: textOrNull(r.available_end_at),
    useWithoutAvailableEndDate: bool(r.use_without_available_end_date),
  };
}
