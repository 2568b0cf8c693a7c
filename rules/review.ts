/**
 * Writing a review (spec 2.1 review write and size write; issue 11 item 5): one rule for the
 * form's check before sending and the origin's. Problems are keys; each side words them.
 */
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 5;
/** Per photo as sent (the browser resizes first, so real photos are far smaller). */
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The thumbnail as sent: the browser draws it 320 px wide, so a megabyte is far more than it needs. */
export const REVIEW_THUMB_MAX_BYTES = 1024 * 1024;
/** A photo's own size, read from its file (origin/photo-file.ts): a phone's 48 MP original is refused, 40 MP is not. */
export const REVIEW_PHOTO_LIMITS = { maxWidth: 8000, maxHeight: 8000, maxPixels: 40_000_000 } as const;
/** The thumbnail's: 320 wide (never enlarged), up to four times as tall. */
export const REVIEW_THUMB_LIMITS = { maxWidth: 320, maxHeight: 1280, maxPixels: 320 * 1280 } as const;
/**
 * Uploads per member and Seoul day: a review takes up to five photos, so thirty is six reviews'
 * worth (and a few retries); the bytes cap is six full reviews of photos the browser resized
 * (about 1 MB each), or six at the 10 MB limit.
 */
export const REVIEW_UPLOADS_PER_DAY = 30;
export const REVIEW_UPLOAD_BYTES_PER_DAY = 60 * 1024 * 1024;
/** The widths a review photo is kept at: the viewer's and the thumbnails' (rules/image-query.ts steps). */
export const REVIEW_PHOTO_WIDTH = 1000;
export const REVIEW_THUMB_WIDTH = 320;
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
