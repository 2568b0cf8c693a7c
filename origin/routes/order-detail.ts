/**
 * One order as its detail page shows it, and what the member may do with it (issue 29 §2):
 * - `GET /api/v4/orders/{orderNo}/detail`: the order, its lines with names, options, reviews
 *   and open return or exchange requests, the delivery address and the discounts it used
 *   (order-extras.ts), its tracking once shipped, and the actions allowed now
 *   (rules/order-actions.ts). Another member's order answers 404 like an unknown one.
 * - `POST …/cancel` (order-cancel.ts) and `POST …/claims` (order-claims.ts) do the writes.
 */
import { Hono } from 'hono/tiny';
import { heldLine } from '../../rules/adult-holding';
import { maskedName } from '../../rules/gift';
import { canCancel, canClaim, claimDeadline } from '../../rules/order-actions';
import { statusAt } from '../../rules/order-progress';
import { sandboxInvoiceNo, trackingLink } from '../../rules/tracking-link';
import { authNow } from '../auth/clock';
import { isDevelopment } from '../auth/request';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import type { OriginEnv } from '../env';
import { fail, ok } from '../http';
import { adultOnlySql, viewerSeesAdult } from './adult-holder';
import { orderExtras } from './order-extras';
import { orderNowMs } from './order-clock';
import { ORDER_NO, type OrderRow } from './orders';

export const orderDetailRoute = new Hono<MemberAppEnv>();

interface DetailRow extends OrderRow {
  cancelled_at: number | null;
  refund_state: string | null;
}

interface DetailLineRow {
  seq: number;
  item_no: number;
  option_no: number | null;
  option_text: string;
  qty: number;
  unit_price: number;
  item_name: string | null;
  brand_name: string | null;
  adult_only: number;
  /** The chosen option as the item page names it ('블랙 / M'), through up to three levels. */
  option_label: string | null;
  reviewed: number;
  claim_kind: string | null;
  claim_status: string | null;
}

/** The carrier and tracking link of a shipped order: the sandbox carrier in development. */
function tracking(env: OriginEnv, orderNo: string) {
  const invoiceNo = sandboxInvoiceNo(orderNo);
  const carrier = isDevelopment(env) ? ko.orderDetail.sandboxCarrier : env.CARRIER_NAME?.trim() || ko.orderDetail.defaultCarrier;
  return { carrier, invoiceNo, url: trackingLink(env.CARRIER_TRACKING_URL, invoiceNo) };
}

orderDetailRoute.get('/api/v4/orders/:orderNo/detail', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.orderNotFound);
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const now = orderNowMs(c);
  const [orders, lines] = await db.batch([
    db
      .prepare(
        `SELECT o.order_no, o.kind, o.status, o.total_price, o.shipping_fee, o.created_at, o.paid_at, o.ship_at, o.deliver_at, o.gift_message,
           (SELECT r.name FROM members r WHERE r.user_no = o.gift_recipient_user_no) AS recipient_name,
           x.cancelled_at, x.refund_state
         FROM orders o LEFT JOIN order_cancels x ON x.order_no = o.order_no WHERE o.order_no = ?1 AND o.user_no = ?2`,
      )
      .bind(orderNo, userNo),
    db
      .prepare(
        `SELECT l.seq, l.item_no, l.option_no, l.option_text, l.qty, l.unit_price, i.item_name AS item_name, b.name AS brand_name,
           ${adultOnlySql('i')} AS adult_only,
           (SELECT COALESCE(gp.title || ' / ', '') || COALESCE(p.title || ' / ', '') || io.title FROM item_options io
              LEFT JOIN item_options p ON p.option_no = io.parent_option_no LEFT JOIN item_options gp ON gp.option_no = p.parent_option_no
            WHERE io.option_no = l.option_no) AS option_label,
           EXISTS (SELECT 1 FROM reviews r WHERE r.order_no = l.order_no AND r.order_seq = l.seq) AS reviewed,
           k.kind AS claim_kind, k.status AS claim_status
         FROM order_lines l JOIN orders o ON o.order_no = l.order_no
           LEFT JOIN items i ON i.item_no = l.item_no LEFT JOIN brands b ON b.brand_no = i.brand_no
           LEFT JOIN order_claims k ON k.claim_no = (SELECT MAX(claim_no) FROM order_claims WHERE order_no = l.order_no AND seq = l.seq)
         WHERE l.order_no = ?1 AND o.user_no = ?2 ORDER BY l.seq`,
      )
      .bind(orderNo, userNo),
  ]);
  const order = (orders?.results as DetailRow[] | undefined)?.[0];
  if (!order) return fail(c, 404, 'ORDER_NOT_FOUND', ko.memberService.orderNotFound);
  const rows = (lines?.results as DetailLineRow[] | undefined) ?? [];
  const seesAdult = await viewerSeesAdult(db, userNo, rows, authNow());
  const extras = await orderExtras(db, orderNo);
  const schedule = { status: order.status, shipAt: order.ship_at, deliverAt: order.deliver_at };
  const status = statusAt(order.status, schedule, now);
  const claimable = canClaim(schedule, now);
  const delivered = status === 'DELIVERED';
  return ok(c, {
    orderNo: order.order_no,
    kind: order.kind,
    status,
    totalPrice: order.total_price,
    shippingFee: order.shipping_fee,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    shipAt: order.ship_at,
    deliverAt: order.deliver_at,
    cancelledAt: order.cancelled_at,
    refundState: order.refund_state,
    giftRecipientName: order.recipient_name === null ? null : maskedName(order.recipient_name),
    giftMessage: order.gift_message,
    couponDiscount: extras.couponDiscount,
    mileageUsed: extras.mileageUsed,
    delivery: extras.delivery,
    tracking: status === 'SHIPPED' || delivered ? tracking(c.env, order.order_no) : null,
    actions: {
      cancel: canCancel(schedule, now),
      // A cancelled order whose refund failed is refunded by cancelling again.
      retryRefund: order.refund_state === 'FAILED',
      claimUntil: claimable ? claimDeadline(schedule, now) : null,
    },
    lines: rows.map((l) => {
      const line = heldLine(
        {
          itemNo: l.item_no,
          optionNo: l.option_no,
          optionText: l.option_text,
          optionLabel: l.option_label ?? '',
          qty: l.qty,
          unitPrice: l.unit_price,
          itemName: l.item_name ?? '',
          brandName: l.brand_name ?? '',
        },
        l.adult_only === 1,
        seesAdult,
      );
      const open = l.claim_status === 'REQUESTED';
      return {
        seq: l.seq,
        ...line,
        claim: l.claim_kind && l.claim_status ? { kind: l.claim_kind, status: l.claim_status } : null,
        actions: {
          // A gift is reviewed by its recipient, not its sender (gifts.ts).
          review: delivered && order.kind !== 'gift' && l.reviewed === 0 && !line.adultWithheld,
          claim: claimable && !open,
        },
      };
    }),
  });
});
