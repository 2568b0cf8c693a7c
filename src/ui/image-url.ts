/**
 * Image links (spec 9): every image is requested at the width it is shown, as webp, quality 80
 * unless said otherwise, through `w`, `f` and `q` query parameters that the image CDN reads.
 * Also the check that an upstream URL is safe to put in `src` or `href`.
 */

import { IMAGE_SCHEMES, LINK_SCHEMES, safeUrl as policyUrl, type UrlScheme } from '../../rules/html/url-policy';
import { memoizedBy } from '../../rules/memo';

export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';

export interface ImageUrlOptions {
  width?: number;
  format?: ImageFormat;
  quality?: number;
}

export const DEFAULT_IMAGE_QUALITY = 80;

/**
 * An upstream URL fit for `src` (http(s), protocol-relative or relative), or '' when it is not.
 * The scheme check is the sanitiser's (src/text/url-policy.ts: control characters, hidden blanks
 * and 'java\tscript:' tricks included); a leading backslash is refused too, since browsers read
 * '/\host' and '\\host' as another host.
 */
export function safeImageUrl(raw: string | null | undefined): string {
  return checked(raw, IMAGE_SCHEMES);
}

/** The same for `href`: http(s), mailto, tel or relative. */
export function safeLinkUrl(raw: string | null | undefined): string {
  return checked(raw, LINK_SCHEMES);
}

function checked(raw: string | null | undefined, schemes: readonly UrlScheme[]): string {
  if (typeof raw !== 'string') return '';
  const url = policyUrl(raw, schemes) ?? '';
  return /^[/\\]?\\/.test(url) ? '' : url;
}

const positiveInt = (n: number | undefined): number | null => (n !== undefined && Number.isFinite(n) && n > 0 ? Math.round(n) : null);

/**
 * Append or replace w, f, q; other parameters and the fragment stay as they were. A page links
 * the same pictures at the same widths on every request, and the URL check is the costly part.
 */
export const imageUrl = memoizedBy(
  4000,
  (src: string | null | undefined, options: ImageUrlOptions = {}) => `${options.width}|${options.format}|${options.quality}|${typeof src === 'string' ? `=${src}` : 'none'}`,
  computeImageUrl,
);

function computeImageUrl(src: string | null | undefined, options: ImageUrlOptions = {}): string {
  const url = safeImageUrl(src);
  if (url === '') return '';
  const { format = 'webp', quality = DEFAULT_IMAGE_QUALITY } = options;
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  const ours = new Set(['w', 'f', 'q']);
  const kept = query.split('&').filter((p) => p !== '' && !ours.has(decodeKey(p.split('=')[0] ?? '')));
  const width = positiveInt(options.width);
  const q = Math.min(100, positiveInt(quality) ?? DEFAULT_IMAGE_QUALITY);
  const added = [...(width === null ? [] : [`w=${width}`]), `f=${format}`, `q=${q}`];
  return `${path}?${[...kept, ...added].join('&')}${hash}`;
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** 'url?w=320… 320w, url?w=640… 640w' for the given widths (deduplicated, ascending). */
export function srcSet(src: string | null | undefined, widths: readonly number[], options: Omit<ImageUrlOptions, 'width'> = {}): string {
  if (safeImageUrl(src) === '') return '';
  const unique = [...new Set(widths.map(positiveInt).filter((w): w is number => w !== null))].sort((a, b) => a - b);
  return unique.map((w) => `${imageUrl(src, { ...options, width: w })} ${w}w`).join(', ');
}
