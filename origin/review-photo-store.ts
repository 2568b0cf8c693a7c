/**
 * Where a review photo's two files live in R2 (REVIEW_PHOTOS) and how they move (issue 27 item
 * 3). An upload goes under `uploads/`, served to no shared cache; when a review takes it, it is
 * copied under `reviews/` (publicly cacheable from then on) before the review is written. So
 * the deployment's R2 lifecycle rule (docs/operations.md, Deploying) can expire everything under `uploads/`
 * a day on without touching a photo a review uses, and the scheduled cleanup
 * (upload-cleanup.ts) removes the rows and files of uploads no review took.
 */
import { extensionOf, REVIEW_THUMB_WIDTH, type ReviewPhotoType } from '../rules/review';

export type PhotoPlace = 'uploads' | 'reviews';

export const photoObjectKey = (place: PhotoPlace, key: string, ext: string, thumb: boolean) => `${place}/${key}${thumb ? `-${REVIEW_THUMB_WIDTH}` : ''}.${ext}`;

/** Both files (photo, thumbnail) of one upload in one place. */
export const photoObjectKeys = (place: PhotoPlace, key: string, type: string) => {
  const ext = extensionOf(type as ReviewPhotoType);
  return [photoObjectKey(place, key, ext, false), photoObjectKey(place, key, ext, true)];
};

/**
 * Copies an upload's files under `reviews/`; false when they are gone. An upload stored before
 * uploads had their own place is already there (the old layout kept every photo under `reviews/`).
 */
export async function promoteUpload(bucket: R2Bucket, key: string, type: string): Promise<boolean> {
  const from = photoObjectKeys('uploads', key, type);
  const to = photoObjectKeys('reviews', key, type);
  for (let k = 0; k < from.length; k++) {
    const object = await bucket.get(from[k]!);
    // The body streams from one object to the other: a photo is never held whole in memory.
    if (object) await bucket.put(to[k]!, object.body, { httpMetadata: object.httpMetadata });
    else if (!(await bucket.head(to[k]!))) return false;
  }
  return true;
}

/** Deletes files by key, at most 1000 a call (R2's bound). */
export async function deleteObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  for (let k = 0; k < keys.length; k += 1000) await bucket.delete(keys.slice(k, k + 1000));
}
