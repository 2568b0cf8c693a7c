/**
 * Review photos (issue 11 item 5, issue 27 item 3): `POST /api/v4/reviews/photos` takes one photo
 * a member will attach to a review, as multipart fields `photo` (resized in the browser to at most
 * 1000 px wide) and `thumb` (320 px). The photo is at most 3 MB, the thumbnail 1 MB; each is
 * walked whole as the JPEG, PNG or WebP its bytes claim, its dimensions read from the file and
 * bounded, and its Exif, XMP and text metadata cut out (photo-file.ts; nothing is re-encoded).
 * Each member may upload REVIEW_UPLOADS_PER_DAY photos and REVIEW_UPLOAD_BYTES_PER_DAY bytes a
 * Seoul day, counted in one statement with the cap in its WHERE; a member whose day is already
 * full is refused before the body is read, so the quota also bounds the CPU the walk costs. Both files go to R2 under
 * `uploads/` and a random key only the uploader learns (review-photo-store.ts).
 *
 * `GET /images/reviews/{key}.{ext}?w=` serves them, the thumbnail for widths up to 320: `private,
 * no-store` while no review uses the upload, public and immutable once one does.
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import {
  extensionOf,
  REVIEW_PHOTO_LIMITS,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_THUMB_LIMITS,
  REVIEW_THUMB_MAX_BYTES,
  REVIEW_THUMB_WIDTH,
  REVIEW_UPLOAD_BYTES_PER_DAY,
  REVIEW_UPLOADS_PER_DAY,
  type ReviewPhotoType,
} from '../../rules/review';
import { formatSeoulNumeric } from '../../rules/seoul-time';
import type { ErrorCode } from '../../rules/error-codes';
import { authNowMs } from '../auth/clock';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import type { OriginAppEnv } from '../env';
import { fail, ok } from '../http';
import { checkPhoto, type PhotoLimits } from '../photo-file';
import { deleteObjects, photoObjectKey, photoObjectKeys } from '../review-photo-store';

export const reviewPhotosRoute = new Hono<MemberAppEnv>();
export const reviewPhotoFiles = new Hono<OriginAppEnv>();

const m = ko.memberService;

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Read = { ok: true; bytes: Uint8Array<ArrayBuffer>; type: ReviewPhotoType; width: number; height: number } | { ok: false; response: Response };

/** One form field as a checked image, or the refusal to answer. */
async function readImage(c: Context<MemberAppEnv>, value: unknown, maxBytes: number, limits: PhotoLimits, thumb: boolean): Promise<Read> {
  const refuse = (status: 400 | 413 | 415 | 422, code: ErrorCode, message: string): Read => ({ ok: false, response: fail(c, status, code, message) });
  if (!(value instanceof File)) return refuse(400, 'INVALID_REQUEST', m.reviewPhotoMissing);
  if (value.size > maxBytes) return refuse(413, 'BODY_TOO_LARGE', thumb ? m.reviewThumbTooLarge : m.reviewPhotoTooLarge);
  const checked = checkPhoto(new Uint8Array(await value.arrayBuffer()), limits);
  if (checked.ok) return checked;
  if (checked.problem === 'TYPE') return refuse(415, 'INVALID_TYPE', m.reviewPhotoType);
  if (checked.problem === 'STRUCTURE') return refuse(415, 'INVALID_IMAGE', m.reviewPhotoBroken);
  return refuse(422, 'IMAGE_DIMENSIONS', thumb ? m.reviewThumbTooLarge : m.reviewPhotoDimensions);
}

/**
 * Counts one upload of `bytes` for the member's Seoul day unless that passes a cap: one
 * statement, so twenty at once cannot all slip under it. False when the day's quota is used up.
 */
async function countUpload(db: D1Database, userNo: number, day: string, bytes: number): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO review_upload_days (user_no, day, photos, bytes) SELECT ?1, ?2, 1, ?3 WHERE ?3 <= ?5
       ON CONFLICT (user_no, day) DO UPDATE SET photos = photos + 1, bytes = bytes + excluded.bytes
         WHERE photos + 1 <= ?4 AND bytes + excluded.bytes <= ?5
       RETURNING photos`,
    )
    .bind(userNo, day, bytes, REVIEW_UPLOADS_PER_DAY, REVIEW_UPLOAD_BYTES_PER_DAY)
    .first<{ photos: number }>();
  return row !== null;
}

/**
 * Whether the member's day is already full: read before the body, so a member past the quota
 * costs a lookup, not the reading and walking of two files. countUpload stays the guard (two
 * uploads may both read a day that has room for one).
 */
async function dayFull(db: D1Database, userNo: number, day: string): Promise<boolean> {
  const row = await db.prepare('SELECT photos, bytes FROM review_upload_days WHERE user_no = ? AND day = ?').bind(userNo, day).first<{ photos: number; bytes: number }>();
  return row !== null && (row.photos >= REVIEW_UPLOADS_PER_DAY || row.bytes >= REVIEW_UPLOAD_BYTES_PER_DAY);
}

reviewPhotosRoute.post('/api/v4/reviews/photos', requireMember, async (c) => {
  const bucket = c.env.REVIEW_PHOTOS;
  if (!bucket) return fail(c, 503, 'INTERNAL_ERROR', ko.errors.genericTemporary);
  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const now = authNowMs();
  const day = formatSeoulNumeric(new Date(now), 'yyyy-MM-dd');
  if (await dayFull(db, userNo, day)) return fail(c, 429, 'UPLOAD_QUOTA', m.reviewPhotoQuota);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return fail(c, 400, 'INVALID_REQUEST', m.reviewPhotoMissing);
  }
  const photo = await readImage(c, form.get('photo'), REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_LIMITS, false);
  if (!photo.ok) return photo.response;
  const thumb = await readImage(c, form.get('thumb'), REVIEW_THUMB_MAX_BYTES, REVIEW_THUMB_LIMITS, true);
  if (!thumb.ok) return thumb.response;

  if (!(await countUpload(db, userNo, day, photo.bytes.length + thumb.bytes.length))) {
    return fail(c, 429, 'UPLOAD_QUOTA', m.reviewPhotoQuota);
  }
  // The row first: every stored file then has one, which the cleanup finds by age.
  const key = randomKey();
  const { width, height } = photo;
  await db.prepare('INSERT INTO review_uploads (photo_key, user_no, content_type, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?)').bind(key, userNo, photo.type, width, height, now).run();
  const ext = extensionOf(photo.type);
  try {
    await bucket.put(photoObjectKey('uploads', key, ext, false), photo.bytes, { httpMetadata: { contentType: photo.type } });
    await bucket.put(photoObjectKey('uploads', key, ext, true), thumb.bytes, { httpMetadata: { contentType: thumb.type } });
  } catch (error) {
    console.error('[review photo] R2 put failed', error);
    await deleteObjects(bucket, photoObjectKeys('uploads', key, photo.type)).catch(() => undefined);
    await db.prepare('DELETE FROM review_uploads WHERE photo_key = ?').bind(key).run();
    return fail(c, 503, 'INTERNAL_ERROR', ko.errors.genericTemporary);
  }
  return ok(c, { photoKey: key, imageUrl: `/images/reviews/${key}.${ext}`, width, height });
});

const FILE = /^([0-9a-f]{32})\.(jpg|png|webp)$/;

// Only uploaded photos (32 hex digits) are R2's: a seeded review photo (`/images/reviews/12.jpg`)
// falls through to the catalogue's image route (routes/images.ts), mounted after this one.
reviewPhotoFiles.get('/images/reviews/:file', async (c: Context<OriginAppEnv>, next) => {
  const match = FILE.exec(c.req.param('file') ?? '');
  if (!match) return next();
  const notFound = () => c.text('Not found\n', 404, { 'Cache-Control': 'no-store' });
  const bucket = c.env.REVIEW_PHOTOS;
  if (!bucket) return notFound();
  const [, key, ext] = match as unknown as [string, string, string];
  // Mounted before the database is prepared (app.ts): a database without the table has no uploads.
  const upload = await c.env.DB.prepare('SELECT content_type, review_no FROM review_uploads WHERE photo_key = ?')
    .bind(key)
    .first<{ content_type: string; review_no: number | null }>()
    .catch(() => null);
  if (!upload || extensionOf(upload.content_type as ReviewPhotoType) !== ext) return notFound();
  const width = Number(c.req.query('w') ?? '0');
  const thumb = Number.isFinite(width) && width > 0 && width <= REVIEW_THUMB_WIDTH;
  const attached = upload.review_no !== null;
  const object = await bucket.get(photoObjectKey(attached ? 'reviews' : 'uploads', key, ext, thumb));
  if (!object) return notFound();
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      // Once a review uses it, a key names one photo forever: immutable, like the catalogue's
      // images. Before that only the uploader knows the key, and nothing may keep a copy that
      // would outlive the upload's removal a day on.
      'Cache-Control': attached ? 'public, max-age=31536000, immutable' : 'private, no-store',
      ETag: object.httpEtag,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
