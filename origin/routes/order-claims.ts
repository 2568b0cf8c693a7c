/**
 * `POST /api/v4/orders/{orderNo}/claims` (issue 29 §2): a return or exchange request for one
 * line of the member's delivered order, within the window (rules/order-actions.ts). One INSERT
 * whose SELECT holds the order's checks (the member's, delivered, within the window, the line
 * exists); the partial unique index of order_claims keeps one open request per line, so twenty
 * requests at once make one claim and nineteen 409s.
 */
import { Hono } from 'hono/tiny';
import { claimableSql } from '../../rules/order-actions';
import { OrderClaimRequestSchema } from '../../schemas/requests/order-claim';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, ok } from '../http';
import { readJson } from './json-body';
import { ORDER_NO } from './orders';
import { orderNowMs } from './order-clock';

export const orderClaimsRoute = new Hono<MemberAppEnv>();

const isOpenClaimRefusal = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: order_claims\./i.test(error.message);

orderClaimsRoute.post('/api/v4/orders/:orderNo/claims', requireMember, async (c) => {
  const orderNo = c.req.param('orderNo');
  if (!ORDER_NO.test(orderNo)) return fail(c, 400, 'INVALID_ORDER_NO', ko.memberService.orderNotFound);
  const invalid = ko.orderDetail.claimInvalid;
  const input = await readJson(c, OrderClaimRequestSchema, { fieldMessages: { seq: invalid, kind: invalid, reason: invalid, text: invalid } });
  if (!input.ok) return input.response;
  const { seq, kind, reason, text } = input.value;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const now = orderNowMs(c);
  let claim: { claim_no: number } | null;
  try {
    claim = await db
      .prepare(
        `INSERT INTO order_claims (order_no, seq, user_no, kind, reason_code, reason_text, created_at)
         SELECT l.order_no, l.seq, o.user_no, ?4, ?5, ?6, ?3 FROM orders o JOIN order_lines l ON l.order_no = o.order_no
         WHERE o.order_no = ?1 AND o.user_no = ?2 AND l.seq = ?7 AND ${claimableSql('?3')}
         RETURNING claim_no`,
      )
      .bind(orderNo, userNo, now, kind, reason, text, seq)
      .first<{ claim_no: number }>();
  } catch (error) {
    if (isOpenClaimRefusal(error)) return fail(c, 409, 'CLAIM_OPEN', ko.orderDetail.claimOpen);
    throw error;
  }
  if (claim) return ok(c, { orderNo, seq, claimNo: claim.claim_no, kind, status: 'REQUESTED' });
  const line = await db
    .prepare('SELECT 1 AS found FROM orders o JOIN order_lines l ON l.order_no = o.order_no WHERE o.order_no = ? AND o.user_no = ? AND l.seq = ?')
    .bind(orderNo, userNo, seq)
    .first();
  if (!line) return fail(c, 404, 'ORDER_NOT_FOUND', ko.memberService.orderNotFound);
  return fail(c, 409, 'ORDER_NOT_CLAIMABLE', ko.orderDetail.notClaimable);
});
