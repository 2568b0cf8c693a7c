/**
 * Sample reviews (issue 31 §3; spec 3.7 `user_review_sample_writable`): a member who received an
 * item as a sample (체험단/샘플) holds a grant (`sample_grants`, migration 0039); a grant without
 * a review is a sample review still to write. The review write takes one as the pseudo order
 * line `sample-{grantNo}` / seq 0, so the storefront's list, write page and form serve it as any
 * other line; the review is stored `is_sample = 1`, so the item's sample display
 * (rules/sample-reviews.ts, db/read/reviews.ts) places or hides it. A sample earns no mileage:
 * the item was the reward.
 */
import type { Context } from 'hono';
import { extensionOf, type ReviewPhotoType } from '../../rules/review';
import { SAMPLE_LINE_KIND, type MyReviewsInput, type ReviewWriteRequest } from '../../schemas/requests/review';
import { authNow, authNowMs } from '../auth/clock';
import { seoulStamp } from '../auth/members';
import type { MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, ok } from '../http';
import { UPLOAD_ATTACHABLE_MS } from '../upload-cleanup';
import { adultOnlySql, isVerifiedAdult } from './adult-holder';
import { dropUploadCopies, photosForReview } from './review-photo-claim';
import { maskUserId } from './member-actions-store';

const m = ko.memberService;

/** A grant's line as the review write names it. */
const SAMPLE_LINE = /^sample-(\d{1,9})$/;

export const sampleLineNo = (grantNo: number): string => `sample-${grantNo}`;

/** The grant a review write names (`sample-{n}`, seq 0), or null for an ordinary order line. */
export function sampleGrantOf(orderNo: string, seq: number): number | null {
  const match = SAMPLE_LINE.exec(orderNo);
  return match && seq === 0 ? Number(match[1]) : null;
}

/** A grant still to review; adult-only items only for a verified adult (as the order lines). */
const OPEN_GRANTS = `FROM sample_grants g LEFT JOIN items i ON i.item_no = g.item_no LEFT JOIN brands b ON b.brand_no = i.brand_no
  WHERE g.user_no = ?1 AND (?2 = 1 OR NOT ${adultOnlySql('i')})
    AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.sample_grant_no = g.grant_no)`;

/** `user_review_sample_writable`: the member's grants without a review. */
export async function sampleWritableCount(db: D1Database, userNo: number, adult: boolean): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n ${OPEN_GRANTS}`)
    .bind(userNo, adult ? 1 : 0)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The member's grants without a review, as writable lines (newest grant first). */
export async function sampleWritableLines(db: D1Database, userNo: number, adult: boolean): Promise<MyReviewsInput['writable']> {
  const { results } = await db
    .prepare(
      `SELECT g.grant_no, g.item_no, g.option_text, g.granted_at, i.item_name, b.name AS brand_name, ${adultOnlySql('i')} AS adult_only
       ${OPEN_GRANTS} ORDER BY g.granted_at DESC, g.grant_no DESC`,
    )
    .bind(userNo, adult ? 1 : 0)
    .all<{ grant_no: number; item_no: number; option_text: string; granted_at: number; item_name: string | null; brand_name: string | null; adult_only: number }>();
  return results.map((g) => ({
    orderNo: sampleLineNo(g.grant_no),
    seq: 0,
    kind: SAMPLE_LINE_KIND,
    itemNo: g.item_no,
    itemName: g.item_name ?? '',
    brandName: g.brand_name ?? '',
    optionText: g.option_text,
    deliveredAt: g.granted_at,
    mileage: 0,
    useAdultCheck: g.adult_only ? 'T' : 'F',
  }));
}

/**
 * Writes the sample review of one grant. The check is inside the one batch: the review is
 * inserted only while the grant is the member's and has none (NOT EXISTS), and the unique index
 * on `reviews.sample_grant_no` stands behind it, so twenty sends at once write one review and the
 * others are told it is written (409).
 */
export async function writeSampleReview(c: Context<MemberAppEnv>, grantNo: number, r: ReviewWriteRequest): Promise<Response> {
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const grant = await db
    .prepare(
      `SELECT g.item_no, ${adultOnlySql('i')} AS adult_only, EXISTS (SELECT 1 FROM reviews r WHERE r.sample_grant_no = g.grant_no) AS written
       FROM sample_grants g LEFT JOIN items i ON i.item_no = g.item_no WHERE g.grant_no = ? AND g.user_no = ?`,
    )
    .bind(grantNo, userNo)
    .first<{ item_no: number; adult_only: number; written: number }>();
  if (!grant) return fail(c, 404, 'REVIEW_NOT_WRITABLE', m.sampleReviewNotWritable);
  if (grant.written) return fail(c, 409, 'REVIEW_WRITTEN', m.reviewAlreadyWritten);
  if (grant.adult_only && !(await isVerifiedAdult(db, userNo, authNow()))) return fail(c, 403, 'ADULT_VERIFICATION_REQUIRED', m.adultOnlyAction);

  const ready = await photosForReview(c, userNo, r.photoKeys);
  if (ready instanceof Response) return ready;
  const { member, ordered } = ready;

  const now = authNowMs();
  const reviewNo = '(SELECT review_no FROM reviews WHERE sample_grant_no = ?1)';
  const statements = [
    db
      .prepare(
        `INSERT INTO reviews (item_no, user_masked_id, review_point, content, option_text, has_photo, is_gift, is_sample, inserted_at,
           user_no, sample_grant_no, size_height, size_weight, size_usual, size_fit)
         SELECT g.item_no, ?3, ?4, ?5, g.option_text, ?6, 0, 1, ?7, g.user_no, g.grant_no, ?8, ?9, ?10, ?11
         FROM sample_grants g
         WHERE g.grant_no = ?1 AND g.user_no = ?2 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.sample_grant_no = ?1)
         RETURNING review_no, item_no`,
      )
      .bind(
        grantNo,
        userNo,
        maskUserId(member.user_id),
        r.rating,
        r.content.trim(),
        ordered.length > 0 ? 1 : 0,
        seoulStamp(now),
        r.size?.height ?? null,
        r.size?.weight ?? null,
        r.size?.usualSize ?? null,
        r.size?.fit ?? null,
      ),
    // The claims and photo rows as review-write.ts writes them, the review named by its grant.
    ...ordered.map((p) =>
      db
        .prepare(`UPDATE review_uploads SET review_no = ${reviewNo} WHERE photo_key = ?2 AND user_no = ?3 AND review_no IS NULL AND created_at > ?4`)
        .bind(grantNo, p.photo_key, userNo, now - UPLOAD_ATTACHABLE_MS),
    ),
    ...ordered.map((p, seq) =>
      db
        .prepare(
          `INSERT INTO review_photos (review_no, seq, image_url, width, height)
           VALUES ((SELECT review_no FROM review_uploads WHERE photo_key = ?2 AND review_no = ${reviewNo}), ?3, ?4, ?5, ?6)`,
        )
        .bind(grantNo, p.photo_key, seq, `/images/reviews/${p.photo_key}.${extensionOf(p.content_type as ReviewPhotoType)}`, p.width, p.height),
    ),
  ];
  let inserted: { review_no: number; item_no: number } | undefined;
  try {
    inserted = (await db.batch<{ review_no: number; item_no: number }>(statements))[0]?.results[0];
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: reviews\./i.test(error.message)) return fail(c, 409, 'REVIEW_WRITTEN', m.reviewAlreadyWritten);
    // A photo row without its review: the review was not inserted (written meanwhile) or an upload was not claimed.
    if (error instanceof Error && /NOT NULL constraint failed: review_photos\.review_no/i.test(error.message)) {
      const written = await db.prepare('SELECT 1 AS x FROM reviews WHERE sample_grant_no = ?').bind(grantNo).first();
      return written ? fail(c, 409, 'REVIEW_WRITTEN', m.reviewAlreadyWritten) : fail(c, 400, 'REVIEW_PHOTO_UNKNOWN', m.reviewPhotoUnknown);
    }
    throw error;
  }
  // No row: another send wrote the grant's review between the read above and this batch.
  if (!inserted) return fail(c, 409, 'REVIEW_WRITTEN', m.reviewAlreadyWritten);
  await dropUploadCopies(c.env.REVIEW_PHOTOS, ordered);
  return ok(c, { reviewNo: inserted.review_no, itemNo: inserted.item_no, mileage: 0 });
}
