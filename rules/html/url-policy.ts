/**
 * URL checks for sanitised attributes. The value given here is already entity-decoded, so
 * `&#106;avascript:` arrives as `javascript:`. We then do what the browser's URL parser does
 * before it reads a scheme — strip leading and trailing C0 controls and spaces, delete every
 * tab and line break — and refuse anything that still holds a control character or invisible
 * separator. Whatever has a `:` before its first `/`, `?` or `#` carries a scheme, and that
 * scheme must be on the list; otherwise the URL is relative and stays on our origins.
 */

export type UrlScheme = 'http' | 'https' | 'mailto' | 'tel';

export const LINK_SCHEMES: readonly UrlScheme[] = ['http', 'https', 'mailto', 'tel'];
export const IMAGE_SCHEMES: readonly UrlScheme[] = ['http', 'https'];

/** Longer than any URL a description needs; longer ones are dropped, not cut. */
export const MAX_URL_LENGTH = 2048;

// Controls, and the blanks a reader cannot see: NBSP, zero-widths, bidi marks, line and
// paragraph separators, BOM.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;

/** The cleaned URL when its scheme is allowed (or it has none), else null. */
export function safeUrl(decoded: string, schemes: readonly UrlScheme[]): string | null {
  const url = decoded.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (url === '' || url.length > MAX_URL_LENGTH || UNSAFE.test(url)) return null;
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const cut = url.search(/[/?#]/);
  if (cut !== -1 && cut < colon) return url;
  const scheme = url.slice(0, colon).toLowerCase();
  return (schemes as readonly string[]).includes(scheme) ? url : null;
}
