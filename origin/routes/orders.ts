/**
 * `GET /api/v4/orders/{orderNo}` (ours): one order of the signed-in member, for the checkout
 * page after buy now or gift. Another member's order answers 404 like an unknown one, so order
 * numbers cannot be probed.
 */

import { Hono } from 'hono';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { fail, ok } from '../http';

export const ordersRoute = new Hono<MemberAppEnv>();

const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;

interface OrderRow {
  order_no: string;
  kind: string;
  status: string;
  total_price: number;
  created_at: number;
}

interface LineRow {
  item_no: number;
  option_no: number | null;
  option_text: string;
  qty: number;
  unit_price: number;
}

ordersRoute.get('/api/v4/orders/:orderNo', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', 'orderNo must be 1–40 letters, digits or dashes');
  const db = c.env.DB;
  const [orders, lines] = await db.batch([
    db.prepare('SELECT order_no, kind, status, total_price, created_at FROM orders WHERE order_no = ? AND user_no = ?').bind(orderNo, c.var.member.userNo),
    db
      .prepare(
        'SELECT l.item_no, l.option_no, l.option_text, l.qty, l.unit_price FROM order_lines l JOIN orders o ON o.order_no = l.order_no WHERE l.order_no = ? AND o.user_no = ? ORDER BY l.seq',
      )
      .bind(orderNo, c.var.member.userNo),
  ]);
  const order = (orders?.results as OrderRow[] | undefined)?.[0];
  if (!order) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such order for this member');
  return ok(c, {
    orderNo: order.order_no,
    kind: order.kind,
    status: order.status,
    totalPrice: order.total_price,
    createdAt: order.created_at,
    lines: ((lines?.results as LineRow[] | undefined) ?? []).map((l) => ({
      itemNo: l.item_no,
      optionNo: l.option_no,
      optionText: l.option_text,
      qty: l.qty,
      unitPrice: l.unit_price,
    })),
  });
});
