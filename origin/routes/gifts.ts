/**
 * Gifts (ours, docs/auth-contract.md; issue 11 items 4 and 5), members only:
 * - `POST /api/v4/orders/{orderNo}/gift` `{ recipientId, message }`: who the member's pending
 *   gift order goes to (a member, by their login e-mail; not the sender; for an adult-only item,
 *   a verified adult: adult-holder.ts) and the note;
 * - `GET /api/v4/orders/received?page=&size=`: the paid gifts the member received, newest first,
 *   with the sender's masked name, the note and what is in it (no prices: a gift's price is the
 *   sender's business), statuses read at the order clock.
 * The recipient, not the sender, reviews a received gift once it arrives (rules/gift.ts).
 */
import { Hono } from 'hono/tiny';
import { heldLine } from '../../rules/adult-holding';
import { maskedName } from '../../rules/gift';
import { statusSql } from '../../rules/order-progress';
import { GiftRecipientRequestSchema } from '../../schemas/requests/gift';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { describeIssue, fail, ok, PageQuerySchema } from '../http';
import { authNow } from '../auth/clock';
import { adultOnlySql, isVerifiedAdult, orderHasAdultItem, viewerSeesAdult } from './adult-holder';
import { readJson } from './json-body';
import { orderNowMs } from './order-clock';

export const giftsRoute = new Hono<MemberAppEnv>();

const m = ko.memberService;
const ORDER_NO = /^[0-9A-Za-z-]{1,40}$/;

giftsRoute.post('/api/v4/orders/:orderNo/gift', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', m.invalidRequest);
  const input = await readJson(c, GiftRecipientRequestSchema, { fieldMessages: { recipientId: m.giftInvalid, message: m.giftInvalid } });
  if (!input.ok) return input.response;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const order = await db.prepare('SELECT kind, status FROM orders WHERE order_no = ? AND user_no = ?').bind(orderNo, userNo).first<{ kind: string; status: string }>();
  if (!order) return fail(c, 404, 'ORDER_NOT_FOUND', m.orderNotFound);
  if (order.kind !== 'gift' || order.status !== 'PENDING_PAYMENT') return fail(c, 409, 'GIFT_NOT_EDITABLE', m.giftNotEditable);
  // Only a member who can log in receives: a member who left keeps no login id of theirs.
  const recipient = await db.prepare("SELECT user_no, name FROM members WHERE user_id = ? AND user_id NOT LIKE 'left-%'").bind(input.value.recipientId).first<{ user_no: number; name: string }>();
  if (!recipient) return fail(c, 404, 'GIFT_RECIPIENT_NOT_FOUND', m.giftRecipientNotFound);
  if (recipient.user_no === userNo) return fail(c, 400, 'GIFT_TO_SELF', m.giftToSelf);
  // DECISIONS 14: an adult-only item goes only to a verified adult (the payment asks again).
  if ((await orderHasAdultItem(db, orderNo)) && !(await isVerifiedAdult(db, recipient.user_no, authNow()))) {
    return fail(c, 403, 'GIFT_RECIPIENT_NOT_ADULT', m.giftRecipientNotAdult);
  }
  const updated = await db
    .prepare("UPDATE orders SET gift_recipient_user_no = ?1, gift_message = ?2 WHERE order_no = ?3 AND user_no = ?4 AND status = 'PENDING_PAYMENT' RETURNING order_no")
    .bind(recipient.user_no, input.value.message, orderNo, userNo)
    .first();
  if (!updated) return fail(c, 409, 'GIFT_NOT_EDITABLE', m.giftNotEditable);
  return ok(c, { orderNo, recipientName: maskedName(recipient.name), message: input.value.message });
});

interface ReceivedRow {
  order_no: string;
  status: string;
  created_at: number;
  deliver_at: number | null;
  gift_message: string | null;
  sender_name: string | null;
}

giftsRoute.get('/api/v4/orders/received', requireMember, async (c) => {
  const q = PageQuerySchema.safeParse(c.req.query());
  if (!q.success) return fail(c, 400, 'INVALID_QUERY', describeIssue(q.error));
  const { page, size } = q.data;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  // Not yet paid is not yet given: the gift appears once the sender has paid.
  const given = `o.gift_recipient_user_no = ?1 AND o.kind = 'gift' AND o.status <> 'PENDING_PAYMENT' AND o.status <> 'CANCELLED'`;
  const [total, orders] = await Promise.all([
    db.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE ${given}`).bind(userNo).first<{ n: number }>(),
    db
      .prepare(
        `SELECT o.order_no, ${statusSql('?2')} AS status, o.created_at, o.deliver_at, o.gift_message, s.name AS sender_name
         FROM orders o LEFT JOIN members s ON s.user_no = o.user_no
         WHERE ${given} ORDER BY o.created_at DESC, o.rowid DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(userNo, orderNowMs(c), size, (page - 1) * size)
      .all<ReceivedRow>(),
  ]);
  const numbers = orders.results.map((o) => o.order_no);
  const lines = numbers.length
    ? (
        await db
          .prepare(
            `SELECT l.order_no, l.seq, l.item_no, l.option_text, l.qty, i.item_name AS item_name, b.name AS brand_name, ${adultOnlySql('i')} AS adult_only
             FROM order_lines l LEFT JOIN items i ON i.item_no = l.item_no LEFT JOIN brands b ON b.brand_no = i.brand_no
             WHERE l.order_no IN (${numbers.map(() => '?').join(', ')}) ORDER BY l.order_no, l.seq`,
          )
          .bind(...numbers)
          .all<{ order_no: string; seq: number; item_no: number; option_text: string; qty: number; item_name: string | null; brand_name: string | null; adult_only: number }>()
      ).results
    : [];
  // DECISIONS 14: an adult-only item received before a verification lapsed (or before the gift
  // step asked) is shown as the item page's gate shows it.
  const seesAdult = await viewerSeesAdult(db, userNo, lines, authNow());
  return ok(c, {
    count: total?.n ?? 0,
    page,
    size,
    results: orders.results.map((o) => ({
      orderNo: o.order_no,
      status: o.status,
      createdAt: o.created_at,
      deliverAt: o.deliver_at,
      senderName: maskedName(o.sender_name ?? ''),
      message: o.gift_message ?? '',
      lines: lines
        .filter((l) => l.order_no === o.order_no)
        .map((l) => heldLine({ seq: l.seq, itemNo: l.item_no, itemName: l.item_name ?? '', brandName: l.brand_name ?? '', optionText: l.option_text, qty: l.qty }, l.adult_only === 1, seesAdult)),
    })),
  });
});
