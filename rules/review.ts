/**
 * Writing a review (spec 2.1 review write and size write; issue 11 item 5): one rule for the
 * form's check before sending and the origin's. Problems are keys; each side words them.
 */
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 5;
/** The widths a review photo is kept at: the viewer's and the thumbnails' (rules/image-query.ts steps). */
export const REVIEW_PHOTO_WIDTH = 1000;
export const REVIEW_THUMB_WIDTH = 320;
/**
 * The original a shopper may pick in the form, before the browser resizes it (src/member/photo-resize.ts):
 * a phone's photo is 2 to 8 MB. It never crosses the network as it is.
 */
export const REVIEW_PHOTO_PICK_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Per photo as sent. The form sends JPEG at 0.85 drawn REVIEW_PHOTO_WIDTH wide; 3 MB is six
 * bits a pixel at the 4 MP limit below, well above what such a JPEG spends on a photo. Every
 * viewer above the thumbnail width is served this very file, so it is kept near what the form sends.
 */
export const REVIEW_PHOTO_MAX_BYTES = 3 * 1024 * 1024;
/** The thumbnail as sent: the browser draws it 320 px wide, so a megabyte is far more than it needs. */
export const REVIEW_THUMB_MAX_BYTES = 1024 * 1024;
/**
 * A photo's own size, read from its file (origin/photo-file.ts): as wide as the form draws it,
 * and up to four times as tall (a 3:4 photo is 1333 px, a 9:19.5 screenshot 2167), 4 MP in all.
 */
export const REVIEW_PHOTO_LIMITS = { maxWidth: REVIEW_PHOTO_WIDTH, maxHeight: 4 * REVIEW_PHOTO_WIDTH, maxPixels: 4_000_000 } as const;
/** The thumbnail's: 320 wide (never enlarged), up to four times as tall. */
export const REVIEW_THUMB_LIMITS = { maxWidth: REVIEW_THUMB_WIDTH, maxHeight: 4 * REVIEW_THUMB_WIDTH, maxPixels: 4 * REVIEW_THUMB_WIDTH * REVIEW_THUMB_WIDTH } as const;
/**
 * Uploads per member and Seoul day: a review takes up to five photos, so thirty is six reviews'
 * worth (and a few retries); the bytes cap is thirty photos the browser resized (well under
 * 1 MB each with their thumbnails) several times over, or fifteen at the 3 MB + 1 MB limits.
 */
export const REVIEW_UPLOADS_PER_DAY = 30;
export const REVIEW_UPLOAD_BYTES_PER_DAY = 60 * 1024 * 1024;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReviewPhotoType = (typeof REVIEW_PHOTO_TYPES)[number];

export const USUAL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'FREE'] as const;
export const FITS = ['SMALL', 'TRUE', 'LARGE'] as const;
export const HEIGHT_CM = { min: 100, max: 220 } as const;
export const WEIGHT_KG = { min: 20, max: 200 } as const;

export interface SizeInput {
  height: number;
  weight: number;
  usualSize: string;
  fit: string;
}

export interface ReviewInput {
  rating: number;
  content: string;
  photoCount: number;
  /** Size write is optional; when given, every field is needed. */
  size: SizeInput | null;
}

export type ReviewProblem = 'RATING' | 'CONTENT' | 'PHOTOS' | 'HEIGHT' | 'WEIGHT' | 'USUAL_SIZE' | 'FIT';

/** Every problem, in form order; empty when the review may be sent. */
export function reviewProblems(r: ReviewInput): ReviewProblem[] {
  const out: ReviewProblem[] = [];
  if (!Number.isInteger(r.rating) || r.rating < 1 || r.rating > 5) out.push('RATING');
  const length = [...r.content.trim()].length;
  if (length < REVIEW_CONTENT_MIN || length > REVIEW_CONTENT_MAX) out.push('CONTENT');
  if (!Number.isInteger(r.photoCount) || r.photoCount < 0 || r.photoCount > REVIEW_PHOTOS_MAX) out.push('PHOTOS');
  if (r.size) {
    const { height, weight, usualSize, fit } = r.size;
    if (!Number.isInteger(height) || height < HEIGHT_CM.min || height > HEIGHT_CM.max) out.push('HEIGHT');
    if (!Number.isInteger(weight) || weight < WEIGHT_KG.min || weight > WEIGHT_KG.max) out.push('WEIGHT');
    if (!(USUAL_SIZES as readonly string[]).includes(usualSize)) out.push('USUAL_SIZE');
    if (!(FITS as readonly string[]).includes(fit)) out.push('FIT');
  }
  return out;
}

/**
 * The image type of a photo by its first bytes (never by its name or declared type): JPEG, PNG
 * or WebP; null for anything else, which is refused.
 */
export function sniffImageType(head: Uint8Array): ReviewPhotoType | null {
  const at = (i: number) => head[i];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export const extensionOf = (type: ReviewPhotoType): string => (type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'webp');

/**
 * Reading an item's reviews (issue 29): the orders a shopper may list them in. `recent` newest
 * first; `high` and `low` by rating, newest first within a rating. (No helpful counts are kept,
 * so there is no 도움순.) Shared by the origin, which sorts in SQL, and the storefront's links.
 */
export const REVIEW_SORTS = ['recent', 'high', 'low'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** A sort from a query string; anything else is the default, newest first. */
export function parseReviewSort(raw: unknown): ReviewSort {
  return typeof raw === 'string' && (REVIEW_SORTS as readonly string[]).includes(raw) ? (raw as ReviewSort) : 'recent';
}
