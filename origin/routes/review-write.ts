/**
 * Writing reviews (spec 2.1 review write, size write; issue 11 item 5), members only:
 * `POST /api/v4/reviews` for one delivered line of the member's own order or of a gift they
 * received (rules/gift.ts; read at the order clock), once per line, with photos the member uploaded (review-photos.ts) and the optional
 * size write; it earns the mileage my page promised (REVIEW_MILEAGE by order kind). `GET
 * /api/v4/reviews/mine` lists the lines still to review and the reviews written.
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import { heldLine } from '../../rules/adult-holding';
import { statusSql } from '../../rules/order-progress';
import { extensionOf, reviewProblems, type ReviewPhotoType } from '../../rules/review';
import { ReviewWriteRequestSchema, type MyReviewsInput, type ReviewWriteRequest } from '../../schemas/requests/review';
import { seoulStamp } from '../auth/members';
import { authNow, authNowMs } from '../auth/clock';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, ok } from '../http';
import { UPLOAD_ATTACHABLE_MS } from '../upload-cleanup';
import { readJson } from './json-body';
import { adultOnlySql, isVerifiedAdult } from './adult-holder';
import { maskUserId } from './member-actions-store';
import { REVIEW_MILEAGE } from './my-page';
import { orderNowMs } from './order-clock';
import { reviewableBy } from './reviewer-sql';
import { sampleGrantOf, sampleWritableLines, writeSampleReview } from './sample-reviews';
import { dropUploadCopies, photosForReview, type UploadRow } from './review-photo-claim';

export const reviewWriteRoute = new Hono<MemberAppEnv>();

const m = ko.memberService;
const mileageFor = (kind: string) => (kind === 'gift' ? REVIEW_MILEAGE.gift : REVIEW_MILEAGE.order);
/** SQLite's refusals as D1 words them: the line already has a review; an upload was not claimed. */
const isUniqueRefusal = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: reviews\./i.test(error.message);
const isNotNullRefusal = (error: unknown) => error instanceof Error && /NOT NULL constraint failed: review_photos\.review_no/i.test(error.message);

interface LineRow {
  order_no: string;
  seq: number;
  kind: string;
  item_no: number;
  option_text: string;
  item_name: string | null;
  brand_name: string | null;
  deliver_at: number | null;
  adult_only: number;
}

/**
 * The member's delivered lines without a review, newest first (optionally one line). Lines of
 * adult-only items only with `adult` (DECISIONS 14: a member who is not a verified adult neither
 * sees nor reviews one, nor is promised its mileage).
 */
function writableLines(c: Context<MemberAppEnv>, adult: boolean, one?: { orderNo: string; seq: number }) {
  const filter = one ? 'AND l.order_no = ?4 AND l.seq = ?5' : '';
  const binds: Array<number | string> = [c.var.member.userNo, orderNowMs(c), adult ? 1 : 0];
  if (one) binds.push(one.orderNo, one.seq);
  return c.env.DB.prepare(
    `SELECT l.order_no, l.seq, o.kind, l.item_no, l.option_text, i.item_name, b.name AS brand_name, o.deliver_at, ${adultOnlySql('i')} AS adult_only
     FROM order_lines l JOIN orders o ON o.order_no = l.order_no
     LEFT JOIN items i ON i.item_no = l.item_no LEFT JOIN brands b ON b.brand_no = i.brand_no
     WHERE ${reviewableBy('?1')} AND ${statusSql('?2')} = 'DELIVERED' AND (?3 = 1 OR NOT ${adultOnlySql('i')}) ${filter}
       AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_no = l.order_no AND r.order_seq = l.seq)
     ORDER BY o.created_at DESC, l.seq`,
  )
    .bind(...binds)
    .all<LineRow>();
}

/**
 * One batch, one transaction: the review, the claim of each upload, its photo rows and the
 * mileage are written together or not at all. The review is named by its line (unique), so
 * the later statements need no number read back in between.
 */
function reviewStatements(db: D1Database, w: { r: ReviewWriteRequest; line: LineRow; userNo: number; maskedId: string; ordered: UploadRow[]; mileage: number; now: number }) {
  const { r, line, userNo, ordered, mileage, now } = w;
  const reviewNo = '(SELECT review_no FROM reviews WHERE order_no = ?1 AND order_seq = ?2)';
  return [
    db
      .prepare(
        `INSERT INTO reviews (item_no, user_masked_id, review_point, content, option_text, has_photo, is_gift, inserted_at,
           user_no, order_no, order_seq, size_height, size_weight, size_usual, size_fit)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15) RETURNING review_no`,
      )
      .bind(
        line.item_no,
        w.maskedId,
        r.rating,
        r.content.trim(),
        line.option_text,
        ordered.length > 0 ? 1 : 0,
        line.kind === 'gift' ? 1 : 0,
        seoulStamp(now),
        userNo,
        line.order_no,
        line.seq,
        r.size?.height ?? null,
        r.size?.weight ?? null,
        r.size?.usualSize ?? null,
        r.size?.fit ?? null,
      ),
    // The claim holds its own condition: an upload another review took since the read above
    // (two reviews of two lines sent at once) is not taken from it.
    ...ordered.map((p) =>
      db
        .prepare(`UPDATE review_uploads SET review_no = ${reviewNo} WHERE photo_key = ?3 AND user_no = ?4 AND review_no IS NULL AND created_at > ?5`)
        .bind(line.order_no, line.seq, p.photo_key, userNo, now - UPLOAD_ATTACHABLE_MS),
    ),
    // Each photo row takes its review number from the claimed upload: an upload not claimed
    // gives NULL, which review_photos' NOT NULL refuses, and the whole batch rolls back.
    ...ordered.map((p, seq) =>
      db
        .prepare(
          `INSERT INTO review_photos (review_no, seq, image_url, width, height)
           VALUES ((SELECT review_no FROM review_uploads WHERE photo_key = ?3 AND review_no = ${reviewNo}), ?4, ?5, ?6, ?7)`,
        )
        .bind(line.order_no, line.seq, p.photo_key, seq, `/images/reviews/${p.photo_key}.${extensionOf(p.content_type as ReviewPhotoType)}`, p.width, p.height),
    ),
    db.prepare('UPDATE members SET mileage = mileage + ? WHERE user_no = ?').bind(mileage, userNo),
    // The mileage history (0034) gains the entry in the same transaction as the balance.
    db.prepare("INSERT INTO mileage_ledger (user_no, amount, kind, order_no, created_at) VALUES (?, ?, 'EARN_REVIEW', ?, ?)").bind(userNo, mileage, line.order_no, now),
  ];
}

/** Why the line cannot be reviewed: written already (409) or not the member's delivered line (404). */
async function notWritable(c: Context<MemberAppEnv>, r: ReviewWriteRequest) {
  const written = await c.env.DB.prepare('SELECT 1 AS x FROM reviews WHERE order_no = ? AND order_seq = ? AND user_no = ?').bind(r.orderNo, r.seq, c.var.member.userNo).first();
  return written ? fail(c, 409, 'REVIEW_WRITTEN', m.reviewAlreadyWritten) : fail(c, 404, 'REVIEW_NOT_WRITABLE', m.reviewNotWritable);
}

reviewWriteRoute.post('/api/v4/reviews', requireMember, async (c) => {
  const body = await readJson(c, ReviewWriteRequestSchema);
  if (!body.ok) return body.response;
  const r = body.value;
  if (reviewProblems({ rating: r.rating, content: r.content, photoCount: r.photoKeys.length, size: r.size }).length > 0) {
    return fail(c, 400, 'INVALID_REQUEST', m.reviewInvalid);
  }
  // A sample the member was given (issue 31 §3) is its own line: sample-reviews.ts.
  const grantNo = sampleGrantOf(r.orderNo, r.seq);
  if (grantNo !== null) return writeSampleReview(c, grantNo, r);
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const line = (await writableLines(c, true, { orderNo: r.orderNo, seq: r.seq })).results[0];
  if (line?.adult_only && !(await isVerifiedAdult(db, userNo, authNow()))) return fail(c, 403, 'ADULT_VERIFICATION_REQUIRED', m.adultOnlyAction);
  if (!line) return notWritable(c, r);
  const ready = await photosForReview(c, userNo, r.photoKeys);
  if (ready instanceof Response) return ready;
  const { member, ordered } = ready;

  const now = authNowMs();
  const mileage = mileageFor(line.kind);
  const statements = reviewStatements(db, { r, line, userNo, maskedId: maskUserId(member.user_id), ordered, mileage, now });
  let inserted: { review_no: number } | undefined;
  try {
    inserted = (await db.batch<{ review_no: number }>(statements))[0]?.results[0];
  } catch (error) {
    // The unique (order_no, order_seq) decides two sends of one review at the same moment.
    if (isUniqueRefusal(error)) return fail(c, 409, 'REVIEW_WRITTEN', m.reviewAlreadyWritten);
    if (isNotNullRefusal(error)) return fail(c, 400, 'REVIEW_PHOTO_UNKNOWN', m.reviewPhotoUnknown);
    throw error;
  }
  if (!inserted) throw new Error('review insert returned no row');
  await dropUploadCopies(c.env.REVIEW_PHOTOS, ordered);
  return ok(c, { reviewNo: inserted.review_no, itemNo: line.item_no, mileage });
});

reviewWriteRoute.get('/api/v4/reviews/mine', requireMember, async (c) => {
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const adult = await isVerifiedAdult(db, userNo, authNow());
  const [lines, reviews, samples] = await Promise.all([
    writableLines(c, adult),
    db
      .prepare(
        `SELECT r.review_no, r.item_no, i.item_name, r.review_point, r.content, r.option_text, r.inserted_at, ${adultOnlySql('i')} AS adult_only
         FROM reviews r LEFT JOIN items i ON i.item_no = r.item_no WHERE r.user_no = ? ORDER BY r.review_no DESC LIMIT 50`,
      )
      .bind(userNo)
      .all<{ review_no: number; item_no: number; item_name: string | null; review_point: number; content: string; option_text: string; inserted_at: string; adult_only: number }>(),
    sampleWritableLines(db, userNo, adult),
  ]);
  const numbers = reviews.results.map((r) => r.review_no);
  const photos = numbers.length
    ? (
        await db
          .prepare(`SELECT review_no, image_url, width, height FROM review_photos WHERE review_no IN (${numbers.map(() => '?').join(', ')}) ORDER BY review_no, seq`)
          .bind(...numbers)
          .all<{ review_no: number; image_url: string; width: number; height: number }>()
      ).results
    : [];
  const answer: MyReviewsInput = {
    writable: lines.results.map((l) => ({
      orderNo: l.order_no,
      seq: l.seq,
      kind: l.kind,
      itemNo: l.item_no,
      itemName: l.item_name ?? '',
      brandName: l.brand_name ?? '',
      optionText: l.option_text,
      deliveredAt: l.deliver_at,
      mileage: mileageFor(l.kind),
      useAdultCheck: l.adult_only ? 'T' : 'F',
    })),
    // A review written while verified stays the member's; its item is drawn as the gate draws it.
    written: reviews.results.map((r) =>
      heldLine(
        {
          reviewNo: r.review_no,
          itemNo: r.item_no,
          itemName: r.item_name ?? '',
          rating: r.review_point,
          content: r.content,
          optionText: r.option_text,
          insertedAt: r.inserted_at,
          photos: photos.filter((p) => p.review_no === r.review_no).map((p) => ({ imageUrl: p.image_url, width: p.width, height: p.height })),
        },
        r.adult_only === 1,
        adult,
      ),
    ),
  };
  // The sample grants still to review (sample-reviews.ts) after the order lines.
  answer.writable.push(...samples);
  return ok(c, answer);
});
