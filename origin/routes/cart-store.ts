/**
 * The cart's reads and writes (migration 0005 `cart_items`, 0014 `order_lines.cart_item_no`).
 * A cart keeps lines, never prices: every read prices each line from the item as it is now.
 */
import type { Cart } from '../../schemas/cart';
import { adultWithheldLine, cartLineOf, goneLine, type StoredCartLine } from './cart-lines';
import { isVerifiedAdult } from './adult-holder';
import { readItem } from './member-item';
import type { ItemDetail } from '../../schemas/item-detail';

interface Row {
  cart_item_no: number;
  item_no: number;
  option_key: number;
  option_text: string;
  qty: number;
  item_name: string | null;
  brand_name: string | null;
}

/** The member's lines, the latest added first. */
export async function storedLines(db: D1Database, userNo: number): Promise<StoredCartLine[]> {
  const { results } = await db
    .prepare(
      `SELECT c.cart_item_no, c.item_no, c.option_key, c.option_text, c.qty, i.item_name AS item_name, b.name AS brand_name
       FROM cart_items c LEFT JOIN items i ON i.item_no = c.item_no LEFT JOIN brands b ON b.brand_no = i.brand_no
       WHERE c.user_no = ? ORDER BY c.created_at DESC, c.cart_item_no DESC`,
    )
    .bind(userNo)
    .all<Row>();
  return results.map((r) => ({
    cartItemNo: r.cart_item_no,
    itemNo: r.item_no,
    optionKey: r.option_key,
    text: r.option_text,
    qty: r.qty,
    itemName: r.item_name,
    brandName: r.brand_name,
  }));
}

/** Each distinct item once; an item gone from the catalogue (or unreadable) is null. */
export async function itemsOf(db: D1Database, itemNos: Iterable<number>): Promise<Map<number, ItemDetail | null>> {
  const items = new Map<number, ItemDetail | null>();
  await Promise.all(
    [...new Set(itemNos)].map(async (no) => {
      const item = await readItem(db, no);
      items.set(no, item === 'unfit' ? null : item);
    }),
  );
  return items;
}

export async function readCart(db: D1Database, userNo: number, now: Date): Promise<Cart> {
  const lines = await storedLines(db, userNo);
  const items = await itemsOf(
    db,
    lines.map((l) => l.itemNo),
  );
  const adultOnly = (item: ItemDetail | null | undefined) => item?.useAdultCheck === 'T';
  const seesAdult = [...items.values()].some(adultOnly) ? await isVerifiedAdult(db, userNo, now) : false;
  return {
    count: lines.length,
    lines: lines.map((l) => {
      const item = items.get(l.itemNo);
      const line = item ? cartLineOf(l, item, now) : goneLine(l);
      return adultOnly(item) && !seesAdult ? adultWithheldLine(line) : { ...line, useAdultCheck: adultOnly(item) ? ('T' as const) : ('F' as const) };
    }),
  };
}

/**
 * Sets a line's quantity, with the bounds checked inside the statement against what is stored
 * at that moment: the line within `caps.line`, and all of the item's lines together within
 * `caps.item` (so two lines of one item raised at once cannot pass it together). Coming down is
 * always allowed, as the route allows it. False when the line is gone or a bound refused.
 */
export async function setQuantity(db: D1Database, userNo: number, cartItemNo: number, qty: number, now: number, caps: { item: number | null; line: number | null }): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE cart_items SET qty = ?1, updated_at = ?2 WHERE cart_item_no = ?3 AND user_no = ?4 AND (?1 < qty OR (
         (?5 IS NULL OR ?1 <= ?5)
         AND (?6 IS NULL OR ?1 + (SELECT COALESCE(SUM(o.qty), 0) FROM cart_items o WHERE o.user_no = ?4 AND o.item_no = cart_items.item_no AND o.cart_item_no <> ?3) <= ?6)))
       RETURNING cart_item_no`,
    )
    .bind(qty, now, cartItemNo, userNo, caps.line, caps.item)
    .first();
  return row !== null;
}

/** Removes the member's lines among `cartItemNos`; numbers that are not theirs change nothing. */
export async function removeLines(db: D1Database, userNo: number, cartItemNos: readonly number[]): Promise<void> {
  await db
    .prepare(`DELETE FROM cart_items WHERE user_no = ? AND cart_item_no IN (${cartItemNos.map(() => '?').join(', ')})`)
    .bind(userNo, ...cartItemNos)
    .run();
}
