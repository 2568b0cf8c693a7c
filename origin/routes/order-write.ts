/**
 * Creating an order, and taking its stock in the same transaction (issue 27 item 2).
 *
 * Stock is taken when the order is created, not when it is paid: twenty buy-nows of an item with
 * five left create exactly five orders, and a shopper who reaches the checkout has the goods
 * held for them. What is counted is `limited_qty` where `is_limited_qty` is set: an option's
 * counted stock and an item's 한정 수량 (rules/quantity.ts reads both as what is left). An
 * unpaid order gives it back when it expires (../order-expiry.ts, which mirrors what is taken
 * here: keep the two in step).
 *
 * Each order line is written with its quantity guarded by the stock as it is at that moment
 * inside the batch, then the stock it took is subtracted. A line the stock cannot cover is
 * written with quantity 0, which order_lines' CHECK (qty > 0) refuses: the batch is one
 * transaction, so the order, its lines and every subtraction before it roll back together.
 */

import type { CheckedLine } from './member-actions-lines';
import { isRefusedByGuard, newOrderNo } from './member-actions-store';

export interface OrderLineToWrite extends CheckedLine {
  itemNo: number;
  /** The cart line the order line came from (orders from the cart), else null. */
  cartItemNo: number | null;
}

export interface OrderToWrite {
  userNo: number;
  kind: 'buy_now' | 'gift' | 'cart';
  lines: readonly OrderLineToWrite[];
  shippingFee: number;
  now: Date;
}

/** The new order's number, or null when the stock left does not cover every line. */
export async function placeOrder(db: D1Database, order: OrderToWrite): Promise<string | null> {
  const orderNo = newOrderNo(order.now);
  const total = order.lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0) + order.shippingFee;
  const statements = [
    db
      .prepare('INSERT INTO orders (order_no, user_no, kind, total_price, shipping_fee, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(orderNo, order.userNo, order.kind, total, order.shippingFee, order.now.getTime()),
  ];
  // The member's default 배송지 is where the order goes until the 주문서 says otherwise, as
  // Korean shops fill it in (checkout-form.ts changes it); a gift's recipient gives their own.
  if (order.kind !== 'gift') {
    statements.push(
      db
        .prepare(
          `UPDATE orders SET (recipient_name, recipient_phone, zipcode, address, address_detail) =
             (SELECT recipient_name, recipient_phone, zipcode, address, address_detail FROM member_addresses WHERE user_no = ?2 AND is_default = 1 LIMIT 1)
           WHERE order_no = ?1 AND EXISTS (SELECT 1 FROM member_addresses WHERE user_no = ?2 AND is_default = 1)`,
        )
        .bind(orderNo, order.userNo),
    );
  }
  order.lines.forEach((l, seq) => {
    statements.push(
      db
        .prepare(
          `INSERT INTO order_lines (order_no, seq, item_no, option_no, option_text, qty, unit_price, cart_item_no)
           VALUES (?1, ?2, ?3, ?4, ?5, CASE WHEN
               NOT EXISTS (SELECT 1 FROM items WHERE item_no = ?3 AND is_limited_qty = 1 AND limited_qty < ?6)
               AND NOT EXISTS (SELECT 1 FROM item_options WHERE option_no = ?4 AND is_limited_qty = 1 AND limited_qty < ?6)
             THEN ?6 ELSE 0 END, ?7, ?8)`,
        )
        .bind(orderNo, seq, l.itemNo, l.optionNo, l.text, l.qty, l.unitPrice, l.cartItemNo),
      db.prepare('UPDATE items SET limited_qty = limited_qty - ?2 WHERE item_no = ?1 AND is_limited_qty = 1').bind(l.itemNo, l.qty),
      db.prepare('UPDATE item_options SET limited_qty = limited_qty - ?2 WHERE option_no = ?1 AND is_limited_qty = 1').bind(l.optionNo, l.qty),
    );
  });
  try {
    await db.batch(statements);
    return orderNo;
  } catch (error) {
    if (isRefusedByGuard(error)) return null;
    throw error;
  }
}
