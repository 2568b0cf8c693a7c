/**
 * The member's coupons and mileage history (issue 29 §2; spec 2.7's coupon and mileage pages):
 * - `GET /api/v4/coupons`: every coupon handed to the member, usable first (soonest to expire
 *   first), then used or expired (newest first), with its discount and minimum;
 * - `GET /api/v4/mileage?page=&size=`: the mileage ledger, newest first, and the balance.
 * Read-only; the ledger is written in the same batch as every balance change (review-write.ts,
 * order-cancel.ts; the order's own use by the checkout).
 */
import { Hono } from 'hono/tiny';
import { authNowMs } from '../auth/clock';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { describeIssue, fail, ok, PageQuerySchema } from '../http';

export const walletRoute = new Hono<MemberAppEnv>();

/** A member holds a handful of coupons; the list is capped so no account can make it heavy. */
const COUPON_CAP = 200;

interface CouponRow {
  coupon_no: number;
  name: string;
  expires_at: number;
  used_at: number | null;
  /** The coupon's worth as the checkout reads it (0033, rules/coupon.ts). */
  discount_type: 'AMOUNT' | 'RATE';
  discount_value: number;
  min_order_amount: number;
}

walletRoute.get('/api/v4/coupons', requireMember, async (c) => {
  const now = authNowMs();
  const { results } = await c.env.DB.prepare(
    `SELECT coupon_no, name, expires_at, used_at, discount_type, discount_value, min_order_amount FROM member_coupons WHERE user_no = ?1
     ORDER BY (used_at IS NULL AND expires_at > ?2) DESC,
       CASE WHEN used_at IS NULL AND expires_at > ?2 THEN expires_at END ASC,
       COALESCE(used_at, expires_at) DESC, coupon_no DESC
     LIMIT ?3`,
  )
    .bind(c.var.member.userNo, now, COUPON_CAP)
    .all<CouponRow>();
  return ok(c, {
    results: results.map((r) => ({
      couponNo: r.coupon_no,
      name: r.name,
      state: r.used_at !== null ? 'USED' : r.expires_at <= now ? 'EXPIRED' : 'USABLE',
      discountAmount: r.discount_type === 'AMOUNT' ? r.discount_value : 0,
      discountRate: r.discount_type === 'RATE' ? r.discount_value : 0,
      minOrderPrice: r.min_order_amount,
      expiresAt: r.expires_at,
      usedAt: r.used_at,
    })),
  });
});

walletRoute.get('/api/v4/mileage', requireMember, async (c) => {
  const q = PageQuerySchema.safeParse(c.req.query());
  if (!q.success) return fail(c, 400, 'INVALID_QUERY', describeIssue(q.error));
  const { page, size } = q.data;
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const [balance, count, entries] = await db.batch([
    db.prepare('SELECT mileage FROM members WHERE user_no = ?').bind(userNo),
    db.prepare('SELECT COUNT(*) AS n FROM mileage_ledger WHERE user_no = ?').bind(userNo),
    db
      .prepare('SELECT entry_no, amount, kind, order_no, created_at FROM mileage_ledger WHERE user_no = ? ORDER BY created_at DESC, entry_no DESC LIMIT ? OFFSET ?')
      .bind(userNo, size, (page - 1) * size),
  ]);
  const rows = (entries?.results ?? []) as { entry_no: number; amount: number; kind: string; order_no: string | null; created_at: number }[];
  return ok(c, {
    balance: (balance?.results[0] as { mileage: number } | undefined)?.mileage ?? 0,
    count: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
    page,
    size,
    results: rows.map((r) => ({ entryNo: r.entry_no, amount: r.amount, kind: r.kind, orderNo: r.order_no, createdAt: r.created_at })),
  });
});
