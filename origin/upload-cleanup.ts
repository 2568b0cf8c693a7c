/**
 * Uploads no review took within a day are removed (issue 27 item 3): run by the origin's cron
 * trigger (worker.ts `scheduled`, origin/wrangler.toml `[triggers]`). A review takes only
 * uploads younger than UPLOAD_ATTACHABLE_MS, an hour short of the day, so the cleanup never
 * removes one a review is attaching. The rows go first, in one statement that takes only
 * unattached ones, then both places' files (a review that copied a photo but was never written
 * leaves a copy under `reviews/` too).
 */
import type { OriginEnv } from './env';
import { deleteObjects, photoObjectKeys } from './review-photo-store';

export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_ATTACHABLE_MS = UPLOAD_KEPT_MS - 60 * 60 * 1000;
/** Per run: an hourly run removing 500 keeps up with 12,000 abandoned uploads a day. */
const PER_RUN = 500;

/** Removes uploads older than a day that no review uses; answers how many. */
export async function removeStaleUploads(env: Pick<OriginEnv, 'DB' | 'REVIEW_PHOTOS'>, nowMs: number): Promise<number> {
  const bucket = env.REVIEW_PHOTOS;
  if (!bucket) return 0;
  const { results } = await env.DB.prepare(
    `DELETE FROM review_uploads WHERE photo_key IN (
       SELECT photo_key FROM review_uploads WHERE review_no IS NULL AND created_at < ?1 ORDER BY created_at LIMIT ?2)
     AND review_no IS NULL
     RETURNING photo_key, content_type`,
  )
    .bind(nowMs - UPLOAD_KEPT_MS, PER_RUN)
    .all<{ photo_key: string; content_type: string }>();
  const keys = results.flatMap((r) => [...photoObjectKeys('uploads', r.photo_key, r.content_type), ...photoObjectKeys('reviews', r.photo_key, r.content_type)]);
  await deleteObjects(bucket, keys);
  return results.length;
}
