import { expect } from 'vitest';
import { call, createMember, DB } from './origin-auth-helpers';

/**
 * Orders of item 1001 by a member of the test's own, with counted stock on the item and its
 * option (order-write.ts takes both): shared by the order expiry and order detail tests.
 */
export const ORDER_ITEM = 1001;

export async function buyer() {
  const made = await createMember({ password: 'demo1234!' });
  const session = await call<{ accessToken: string }>('POST', '/user/login', { json: { id: made.userId, password: 'demo1234!' } });
  return { ...made, token: session.body.data!.accessToken };
}

export async function buyNow(token: string, option: number, qty: number): Promise<string> {
  const res = await call<{ orderNo: string }>('POST', '/api/v4/orders/buy-now', { token, json: { itemNo: ORDER_ITEM, lines: [{ optionNo: option, qty }], gift: false } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!.orderNo;
}

/** Counted stock on both the item (한정 수량) and its option, as order-write.ts takes both. */
export async function countStock(option: number, left: number) {
  await DB.batch([
    DB.prepare('UPDATE items SET is_limited_qty = 1, limited_qty = ? WHERE item_no = ?').bind(left, ORDER_ITEM),
    DB.prepare('UPDATE item_options SET is_limited_qty = 1, limited_qty = ? WHERE option_no = ?').bind(left, option),
  ]);
}

export async function stockLeft(option: number) {
  const item = await DB.prepare('SELECT limited_qty AS n FROM items WHERE item_no = ?').bind(ORDER_ITEM).first<{ n: number }>();
  const opt = await DB.prepare('SELECT limited_qty AS n FROM item_options WHERE option_no = ?').bind(option).first<{ n: number }>();
  return { item: item!.n, option: opt!.n };
}
