/**
 * Review photos (issue 11 item 5): `POST /api/v4/reviews/photos` takes one photo a member will
 * attach to a review, as multipart fields `photo` (at most 1000 px wide) and `thumb` (320 px),
 * both resized in the browser, with the photo's `width` and `height`. Each file is at most
 * 10 MB and must be a JPEG, PNG or WebP by its bytes; anything else is refused with a message.
 * Both go to R2 (REVIEW_PHOTOS) under a random key only the uploader learns; the answer names
 * the key the review then lists. `GET /images/reviews/{key}.{ext}?w=` serves them, the thumbnail
 * for widths up to 320.
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import { extensionOf, REVIEW_PHOTO_MAX_BYTES, REVIEW_THUMB_WIDTH, sniffImageType, type ReviewPhotoType } from '../../rules/review';
import { authNowMs } from '../auth/clock';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import type { OriginAppEnv } from '../env';
import { fail, ok } from '../http';

export const reviewPhotosRoute = new Hono<MemberAppEnv>();
export const reviewPhotoFiles = new Hono<OriginAppEnv>();

const DAY_MS = 24 * 60 * 60 * 1000;
const m = ko.memberService;

const objectKey = (key: string, ext: string, thumb: boolean) => `reviews/${key}${thumb ? `-${REVIEW_THUMB_WIDTH}` : ''}.${ext}`;

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function readImage(value: unknown): Promise<{ bytes: ArrayBuffer; type: ReviewPhotoType } | 'missing' | 'large' | 'type'> {
  if (!(value instanceof File)) return 'missing';
  if (value.size > REVIEW_PHOTO_MAX_BYTES) return 'large';
  const bytes = await value.arrayBuffer();
  const type = sniffImageType(new Uint8Array(bytes.slice(0, 16)));
  return type ? { bytes, type } : 'type';
}

const dimension = (v: unknown) => {
  const n = typeof v === 'string' && /^\d{1,5}$/.test(v) ? Number(v) : 0;
  return n >= 1 && n <= 20_000 ? n : null;
};

reviewPhotosRoute.post('/api/v4/reviews/photos', requireMember, async (c) => {
  const bucket = c.env.REVIEW_PHOTOS;
  if (!bucket) return fail(c, 503, 'INTERNAL_ERROR', ko.errors.genericTemporary);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return fail(c, 400, 'INVALID_REQUEST', m.reviewPhotoMissing);
  }
  const photo = await readImage(form.get('photo'));
  const thumb = await readImage(form.get('thumb'));
  for (const file of [photo, thumb]) {
    if (file === 'missing') return fail(c, 400, 'INVALID_REQUEST', m.reviewPhotoMissing);
    if (file === 'large') return fail(c, 413, 'BODY_TOO_LARGE', m.reviewPhotoTooLarge);
    if (file === 'type') return fail(c, 415, 'INVALID_TYPE', m.reviewPhotoType);
  }
  if (typeof photo === 'string' || typeof thumb === 'string') return fail(c, 400, 'INVALID_REQUEST', m.reviewPhotoMissing);
  const width = dimension(form.get('width'));
  const height = dimension(form.get('height'));
  if (width === null || height === null) return fail(c, 400, 'INVALID_REQUEST', m.reviewPhotoMissing);

  const db = c.env.DB;
  const userNo = c.var.member.userNo;
  const now = authNowMs();
  // Housekeeping rides along: this member's photos never attached to a review, a day on.
  const stale = await db
    .prepare('SELECT photo_key, content_type FROM review_uploads WHERE user_no = ? AND review_no IS NULL AND created_at < ?')
    .bind(userNo, now - DAY_MS)
    .all<{ photo_key: string; content_type: string }>();
  for (const s of stale.results) {
    const ext = extensionOf(s.content_type as ReviewPhotoType);
    await bucket.delete([objectKey(s.photo_key, ext, false), objectKey(s.photo_key, ext, true)]);
    await db.prepare('DELETE FROM review_uploads WHERE photo_key = ?').bind(s.photo_key).run();
  }

  const key = randomKey();
  const ext = extensionOf(photo.type);
  await bucket.put(objectKey(key, ext, false), photo.bytes, { httpMetadata: { contentType: photo.type } });
  await bucket.put(objectKey(key, ext, true), thumb.bytes, { httpMetadata: { contentType: thumb.type } });
  await db
    .prepare('INSERT INTO review_uploads (photo_key, user_no, content_type, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(key, userNo, photo.type, width, height, now)
    .run();
  return ok(c, { photoKey: key, imageUrl: `/images/reviews/${key}.${ext}`, width, height });
});

const FILE = /^([0-9a-f]{32})\.(jpg|png|webp)$/;

// Only uploaded photos (32 hex digits) are R2's: a seeded review photo (`/images/reviews/12.jpg`)
// falls through to the catalogue's image route (routes/images.ts), mounted after this one.
reviewPhotoFiles.get('/images/reviews/:file', async (c: Context<OriginAppEnv>, next) => {
  const match = FILE.exec(c.req.param('file') ?? '');
  if (!match) return next();
  const bucket = c.env.REVIEW_PHOTOS;
  if (!bucket) return c.text('Not found\n', 404, { 'Cache-Control': 'no-store' });
  const width = Number(c.req.query('w') ?? '0');
  const thumb = Number.isFinite(width) && width > 0 && width <= REVIEW_THUMB_WIDTH;
  const object = await bucket.get(objectKey(match[1]!, match[2]!, thumb));
  if (!object) return c.text('Not found\n', 404, { 'Cache-Control': 'no-store' });
  // A key names one photo forever: immutable, like the catalogue's images.
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: object.httpEtag,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
