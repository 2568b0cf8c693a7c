/**
 * My page's figures (spec 3.7, 3.8, 7): `GET /order/user-summary/{id}/` and
 * `GET /api/v4/reviews/my-page-count`. Both need a member (requireMember); the summary answers
 * only for the member's own number (any other is "not found", so numbers cannot be probed).
 * Everything is counted from the tables it describes: balances and coupons (0007), likes,
 * orders and their lines, and the reviews a member wrote for a delivered line.
 */

import { Hono } from 'hono/tiny';
import type { ReviewCountsInput } from '../../schemas/review-count';
import type { UserSummaryInput } from '../../schemas/member';
import { gradeNameOf } from '../../schemas/member-grade';
import { statusSql } from '../../rules/order-progress';
import { orderNowMs } from './order-clock';
import { authNowMs } from '../auth/clock';
import { findMemberByNo, seoulStamp } from '../auth/members';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, ok } from '../http';
import { reviewableBy } from './reviewer-sql';
import { authNow } from '../auth/clock';
import { adultOnlySql, isVerifiedAdult } from './adult-holder';
import { LISTABLE } from '../db/read/cards';
import { sampleWritableCount } from './sample-reviews';

export const myPageRoute = new Hono<MemberAppEnv>();

/**
 * Order states of the reference origin. An order waiting for payment is not yet an order to
 * the shopper, nor is a cancelled one; paid and shipped ones are in progress.
 */
export const ORDER_IN_PROGRESS = ['PAID', 'SHIPPED'] as const;
export const ORDER_COUNTED = ['PAID', 'SHIPPED', 'DELIVERED'] as const;
/** Mileage a review of a delivered line earns (the origin's policy; the page shows what is left to earn). */
export const REVIEW_MILEAGE = { order: 500, gift: 300 } as const;

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

interface Writable {
  order: number;
  gift: number;
}

/**
 * Delivered lines the member may review (their orders, gifts they received) with no review yet,
 * by order kind; adult-only items only for a verified adult (review-write.ts lists the same).
 */
async function writableReviews(db: D1Database, userNo: number, now: number): Promise<Writable> {
  const adult = await isVerifiedAdult(db, userNo, authNow());
  const { results } = await db
    .prepare(
      `SELECT o.kind AS kind, COUNT(*) AS n FROM order_lines l JOIN orders o ON o.order_no = l.order_no LEFT JOIN items i ON i.item_no = l.item_no
       WHERE ${reviewableBy('?1')} AND ${statusSql('?2')} = 'DELIVERED' AND (?3 = 1 OR NOT ${adultOnlySql('i')})
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_no = ?1 AND r.order_no = l.order_no AND r.order_seq = l.seq)
       GROUP BY o.kind`,
    )
    .bind(userNo, now, adult ? 1 : 0)
    .all<{ kind: string; n: number }>();
  return {
    // Bought for oneself, whether at once or from the cart; gifts are the ones received.
    order: results.filter((r) => r.kind !== 'gift').reduce((n, r) => n + r.n, 0),
    gift: results.find((r) => r.kind === 'gift')?.n ?? 0,
  };
}

async function wroteReviews(db: D1Database, userNo: number): Promise<number> {
  return (await db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE user_no = ?').bind(userNo).first<{ n: number }>())?.n ?? 0;
}

const earnable = (w: Writable) => w.order * REVIEW_MILEAGE.order + w.gift * REVIEW_MILEAGE.gift;

myPageRoute.get('/order/user-summary/:id/', requireMember, async (c) => {
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  // Only digits, and only the member's own number.
  if (!/^\d{1,12}$/.test(c.req.param('id')) || Number(c.req.param('id')) !== userNo) {
    return fail(c, 404, 'USER_NOT_FOUND', ko.auth.userNotFound);
  }
  const m = await findMemberByNo(db, userNo);
  if (!m) return fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);
  const now = authNowMs();
  const orderNow = orderNowMs(c);
  const [wallet, coupons, hearts, orders, firstOrder, writable, wrote, samples] = await Promise.all([
    db.prepare('SELECT mileage, deposit FROM members WHERE user_no = ?').bind(userNo).first<{ mileage: number; deposit: number }>(),
    db.prepare('SELECT COUNT(*) AS n FROM member_coupons WHERE user_no = ? AND used_at IS NULL AND expires_at > ?').bind(userNo, now).first<{ n: number }>(),
    db
      // The items counted are the ones the likes page lists (likes.ts: listable items only).
      .prepare(
        `SELECT (SELECT COUNT(*) FROM member_hearts mh JOIN items i ON i.item_no = mh.item_no WHERE mh.user_no = ?1 AND ${LISTABLE}) AS n,
                (SELECT COUNT(*) FROM member_brand_hearts WHERE user_no = ?1) AS brands`,
      )
      .bind(userNo)
      .first<{ n: number; brands: number }>(),
    db
      .prepare(
        `SELECT COUNT(CASE WHEN ${statusSql('?2')} IN (${inList(ORDER_COUNTED)}) THEN 1 END) AS total,
                COUNT(CASE WHEN ${statusSql('?2')} IN (${inList(ORDER_IN_PROGRESS)}) THEN 1 END) AS in_progress
         FROM orders o WHERE o.user_no = ?1`,
      )
      .bind(userNo, orderNow)
      .first<{ total: number; in_progress: number }>(),
    db
      .prepare(`SELECT MIN(o.created_at) AS at FROM orders o WHERE o.user_no = ?1 AND ${statusSql('?2')} IN (${inList(ORDER_COUNTED)})`)
      .bind(userNo, orderNow)
      .first<{ at: number | null }>(),
    writableReviews(db, userNo, orderNow),
    wroteReviews(db, userNo),
    isVerifiedAdult(db, userNo, authNow()).then((adult) => sampleWritableCount(db, userNo, adult)),
  ]);
  const productHearts = hearts?.n ?? 0;
  const brandHearts = hearts?.brands ?? 0;
  const summary: UserSummaryInput = {
    user_no: m.user_no,
    user_id: m.user_id,
    user_name: m.name,
    user_gender: m.gender,
    user_grade: m.grade ?? 0,
    user_grade_name: m.grade === null ? '' : gradeNameOf(m.grade),
    user_email: m.email,
    order_count_total: orders?.total ?? 0,
    user_mileage_total: wallet?.mileage ?? 0,
    user_coupon_total: coupons?.n ?? 0,
    user_deposit_total: wallet?.deposit ?? 0,
    // Items and brands can be liked here; posts and videos do not exist yet and are listed at 0.
    user_heart_total: productHearts + brandHearts,
    user_heart_count: [
      { heart_type: 'PRT', total: productHearts },
      { heart_type: 'BRD', total: brandHearts },
      { heart_type: 'POT', total: 0 },
      { heart_type: 'VDO', total: 0 },
    ],
    user_review_wrote: wrote,
    user_review_writable: writable.order + writable.gift,
    user_review_sample_writable: samples,
    order_count_in_progress: orders?.in_progress ?? 0,
    total_possible_earn_review_mileage: earnable(writable),
    joined_at: seoulStamp(m.created_at),
    first_ordered_at: seoulStamp(firstOrder?.at ?? null),
    birth_year: m.birth_date ? Number(m.birth_date.slice(0, 4)) : null,
  };
  return ok(c, summary);
});

myPageRoute.get('/api/v4/reviews/my-page-count', requireMember, async (c) => {
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const [writable, wrote] = await Promise.all([writableReviews(db, userNo, orderNowMs(c)), wroteReviews(db, userNo)]);
  const counts: ReviewCountsInput = {
    writableCount: writable.order + writable.gift,
    writableOrderCount: writable.order,
    writableGiftCount: writable.gift,
    wroteCount: wrote,
    possibleEarnMileage: earnable(writable),
    possibleEarnMileageOrder: writable.order * REVIEW_MILEAGE.order,
    possibleEarnMileageGift: writable.gift * REVIEW_MILEAGE.gift,
  };
  return ok(c, counts);
});
