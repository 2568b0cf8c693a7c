/**
 * The photos a review names, as both review writes take them (review-write.ts for an order line,
 * sample-reviews.ts for a sample grant): the member's own unclaimed uploads, moved to their public
 * place before the review names them, and the private copies dropped once it is written.
 */
import type { Context } from 'hono';
import { authNowMs } from '../auth/clock';
import type { MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { findMemberByNo } from '../auth/members';
import { fail } from '../http';
import { deleteObjects, photoObjectKeys, promoteUpload } from '../review-photo-store';
import { UPLOAD_ATTACHABLE_MS } from '../upload-cleanup';

export type UploadRow = { photo_key: string; content_type: string; width: number; height: number };

/** The member's own unclaimed uploads among `keys` that the cleanup will not take meanwhile. */
export async function claimableUploads(db: D1Database, userNo: number, keys: string[]): Promise<UploadRow[]> {
  if (keys.length === 0) return [];
  return (
    await db
      .prepare(
        `SELECT photo_key, content_type, width, height FROM review_uploads
         WHERE user_no = ? AND review_no IS NULL AND created_at > ? AND photo_key IN (${keys.map(() => '?').join(', ')})`,
      )
      // An upload the cleanup may take within the hour is not attached: a review and the
      // cleanup never hold the same upload at once (upload-cleanup.ts).
      .bind(userNo, authNowMs() - UPLOAD_ATTACHABLE_MS, ...keys)
      .all<UploadRow>()
  ).results;
}

/**
 * Moves each photo to its public place before the review names it; a review that is then not
 * written leaves copies the cleanup removes with their uploads (upload-cleanup.ts). The refusal
 * to answer, or null when every photo is in place.
 */
export async function promotePhotos(c: Context<MemberAppEnv>, photos: UploadRow[]): Promise<Response | null> {
  const bucket = c.env.REVIEW_PHOTOS;
  if (photos.length > 0 && !bucket) return fail(c, 503, 'INTERNAL_ERROR', ko.errors.genericTemporary);
  for (const p of photos) {
    if (!(await promoteUpload(bucket!, p.photo_key, p.content_type))) return fail(c, 400, 'REVIEW_PHOTO_UNKNOWN', ko.memberService.reviewPhotoUnknown);
  }
  return null;
}

/** The private copies are no longer read once the review is written; the lifecycle rule would expire them anyway. */
export async function dropUploadCopies(bucket: R2Bucket | undefined, ordered: UploadRow[]): Promise<void> {
  if (!bucket || ordered.length === 0) return;
  await deleteObjects(
    bucket,
    ordered.flatMap((p) => photoObjectKeys('uploads', p.photo_key, p.content_type)),
  ).catch((error: unknown) => {
    console.error('[review write] uploads left behind', error);
  });
}

/**
 * What both review writes need before their batch: the member's row (for the masked id) and the
 * named photos, claimable and promoted, in the order the review names them; or the refusal.
 */
export async function photosForReview(c: Context<MemberAppEnv>, userNo: number, photoKeys: readonly string[]) {
  const db = c.env.DB;
  const keys = [...new Set(photoKeys)];
  const photos = await claimableUploads(db, userNo, keys);
  if (photos.length !== keys.length) return fail(c, 400, 'REVIEW_PHOTO_UNKNOWN', ko.memberService.reviewPhotoUnknown);
  const member = await findMemberByNo(db, userNo);
  if (!member) return fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);
  const refused = await promotePhotos(c, photos);
  if (refused) return refused;
  return { member, ordered: keys.map((k) => photos.find((p) => p.photo_key === k)!) };
}
