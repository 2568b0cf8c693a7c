/**
 * The member's orders (ours, docs/auth-contract.md): `GET /api/v4/orders/{orderNo}`, one order
 * for the checkout page after buy now or gift, and `GET /api/v4/orders?page=&size=`, the order
 * list, newest first. Another member's order answers 404 like an unknown one, so order numbers
 * cannot be probed. Statuses are read at the order clock (rules/order-progress.ts).
 */

import { Hono } from 'hono/tiny';
import { heldLine } from '../../rules/adult-holding';
import { maskedName } from '../../rules/gift';
import { statusSql } from '../../rules/order-progress';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { describeIssue, fail, ok, PageQuerySchema } from '../http';
import { authNow } from '../auth/clock';
import { adultOnlySql, viewerSeesAdult } from './adult-holder';
import { orderNowMs } from './order-clock';

export const ordersRoute = new Hono<MemberAppEnv>();

export const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;

export interface OrderRow {
  order_no: string;
  kind: string;
  status: string;
  total_price: number;
  shipping_fee: number;
  created_at: number;
  paid_at: number | null;
  ship_at: number | null;
  deliver_at: number | null;
  gift_message: string | null;
  recipient_name: string | null;
  delivery_name: string | null;
  delivery_phone: string | null;
  zipcode: string | null;
  address: string | null;
  address_detail: string | null;
  delivery_request: string | null;
  coupon_no: number | null;
  coupon_discount: number;
  mileage_used: number;
}

const ORDER_COLUMNS = (now: string) =>
  `o.order_no, o.kind, ${statusSql(now)} AS status, o.total_price, o.shipping_fee, o.created_at, o.paid_at, o.ship_at, o.deliver_at, o.gift_message,
   (SELECT r.name FROM members r WHERE r.user_no = o.gift_recipient_user_no) AS recipient_name,
   o.recipient_name AS delivery_name, o.recipient_phone AS delivery_phone, o.zipcode, o.address, o.address_detail, o.delivery_request,
   o.coupon_no, o.coupon_discount, o.mileage_used`;

const orderAnswer = (o: OrderRow) => ({
  orderNo: o.order_no,
  kind: o.kind,
  status: o.status,
  totalPrice: o.total_price,
  shippingFee: o.shipping_fee,
  createdAt: o.created_at,
  paidAt: o.paid_at,
  shipAt: o.ship_at,
  deliverAt: o.deliver_at,
  // A gift's recipient as its sender sees them (masked), once named at the checkout.
  giftRecipientName: o.recipient_name === null ? null : maskedName(o.recipient_name),
  giftMessage: o.gift_message,
  // Where it goes (null until the checkout form gave it; a gift's recipient gives theirs) and
  // what it used (routes/checkout-form.ts); totalPrice is already less both.
  delivery:
    o.zipcode && o.address && o.delivery_name
      ? {
          recipientName: o.delivery_name,
          recipientPhone: o.delivery_phone ?? '',
          zipcode: o.zipcode,
          address: o.address,
          addressDetail: o.address_detail ?? '',
          deliveryRequest: o.delivery_request ?? '',
        }
      : null,
  couponNo: o.coupon_no,
  couponDiscount: o.coupon_discount,
  mileageUsed: o.mileage_used,
});

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
    db.prepare(`SELECT ${ORDER_COLUMNS('?3')} FROM orders o WHERE o.order_no = ?1 AND o.user_no = ?2`).bind(orderNo, c.var.member.userNo, orderNowMs(c)),
    db
      .prepare(
        `SELECT l.item_no, l.option_no, l.option_text, l.qty, l.unit_price, ${adultOnlySql('i')} AS adult_only
         FROM order_lines l JOIN orders o ON o.order_no = l.order_no LEFT JOIN items i ON i.item_no = l.item_no WHERE l.order_no = ? AND o.user_no = ? ORDER BY l.seq`,
      )
      .bind(orderNo, c.var.member.userNo),
  ]);
  const order = (orders?.results as OrderRow[] | undefined)?.[0];
  if (!order) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such order for this member');
  const rows = (lines?.results as (LineRow & { adult_only: number })[] | undefined) ?? [];
  const seesAdult = await viewerSeesAdult(db, c.var.member.userNo, rows, authNow());
  return ok(c, {
    ...orderAnswer(order),
    // DECISIONS 14: an adult-only line of a member who is not (or no longer) a verified adult
    // keeps its quantity and price but not its option text, which may name the item.
    lines: rows.map((l) => {
      const { itemName: _name, ...line } = heldLine(
        { itemNo: l.item_no, optionNo: l.option_no, optionText: l.option_text, qty: l.qty, unitPrice: l.unit_price, itemName: '' },
        l.adult_only === 1,
        seesAdult,
      );
      return line;
    }),
  });
});

interface ListLineRow extends LineRow {
  order_no: string;
  item_name: string | null;
  brand_name: string | null;
  adult_only: number;
}

ordersRoute.get('/api/v4/orders', requireMember, async (c) => {
  const q = PageQuerySchema.safeParse(c.req.query());
  if (!q.success) return fail(c, 400, 'INVALID_QUERY', describeIssue(q.error));
  const { page, size } = q.data;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const [total, orders] = await Promise.all([
    db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_no = ?').bind(userNo).first<{ n: number }>(),
    db
      .prepare(`SELECT ${ORDER_COLUMNS('?2')} FROM orders o WHERE o.user_no = ?1 ORDER BY o.created_at DESC, o.rowid DESC LIMIT ?3 OFFSET ?4`)
      .bind(userNo, orderNowMs(c), size, (page - 1) * size)
      .all<OrderRow>(),
  ]);
  const numbers = orders.results.map((o) => o.order_no);
  const lines = numbers.length
    ? await db
        .prepare(
          `SELECT l.order_no, l.item_no, l.option_no, l.option_text, l.qty, l.unit_price, i.item_name AS item_name, b.name AS brand_name, ${adultOnlySql('i')} AS adult_only
           FROM order_lines l LEFT JOIN items i ON i.item_no = l.item_no LEFT JOIN brands b ON b.brand_no = i.brand_no
           WHERE l.order_no IN (${numbers.map(() => '?').join(', ')}) ORDER BY l.order_no, l.seq`,
        )
        .bind(...numbers)
        .all<ListLineRow>()
    : { results: [] as ListLineRow[] };
  // DECISIONS 14: an adult-only item bought while verified is shown, once the verification has
  // lapsed, as the item page's gate shows it.
  const seesAdult = await viewerSeesAdult(db, userNo, lines.results, authNow());
  return ok(c, {
    count: total?.n ?? 0,
    page,
    size,
    results: orders.results.map((o) => ({
      ...orderAnswer(o),
      lines: lines.results
        .filter((l) => l.order_no === o.order_no)
        .map((l) =>
          heldLine(
            { itemNo: l.item_no, optionNo: l.option_no, optionText: l.option_text, qty: l.qty, unitPrice: l.unit_price, itemName: l.item_name ?? '', brandName: l.brand_name ?? '' },
            l.adult_only === 1,
            seesAdult,
          ),
        ),
    })),
  });
});
