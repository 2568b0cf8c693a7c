/**
 * Small URL helpers shared by the navigation rules. Pure: strings in, strings out, never a throw
 * on shopper-controlled input.
 */

/**
 * An upstream id is usable in a link when it is a non-negative safe integer, or a string of
 * 1–19 ASCII digits (upstream ids arrive as either). Anything else — '', ' 12', '12a', -1, 1.5,
 * NaN — is not an id, and the link builders answer `null` for it rather than a broken address.
 */
export function numericId(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  }
  if (typeof value === 'string' && /^[0-9]{1,19}$/.test(value)) return value;
  return null;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * `?a=1&b=x` from an ordered list of pairs; pairs whose value is null, undefined or '' are left
 * out. Keys and values go through encodeURIComponent (space → %20, not '+', so every consumer
 * decodes it the same way). Returns '' when nothing is left.
 */
export function buildQuery(pairs: ReadonlyArray<readonly [string, QueryValue]>): string {
  const parts: string[] = [];
  for (const [key, value] of pairs) {
    if (value === null || value === undefined || value === '') continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The path part of whatever arrives: a path, a path with query/fragment, or an absolute URL. */
export function pathOf(input: string): string {
  let s = input;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) {
    try {
      return new URL(s).pathname || '/';
    } catch {
      return '/';
    }
  }
  const cut = s.search(/[?#]/);
  if (cut >= 0) s = s.slice(0, cut);
  return s.startsWith('/') ? s : `/${s}`;
}

/** Query parameters from a URLSearchParams, a query string ('?a=1' or 'a=1') or a full URL. */
export function searchParamsOf(input: URLSearchParams | URL | string | null | undefined): URLSearchParams {
  if (input === null || input === undefined) return new URLSearchParams();
  if (input instanceof URLSearchParams) return input;
  if (input instanceof URL) return input.searchParams;
  let s = input;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(s) || s.startsWith('/')) {
    const q = s.indexOf('?');
    if (q < 0) return new URLSearchParams();
    s = s.slice(q);
  }
  const hash = s.indexOf('#');
  if (hash >= 0) s = s.slice(0, hash);
  // URLSearchParams never throws: a bad escape stays as text, broken UTF-8 becomes U+FFFD.
  return new URLSearchParams(s);
}

/** `https://a.example:8443` → `a.example:8443`; a bare host passes through; lower-cased. */
export function hostOf(originOrHost: string): string {
  const s = originOrHost.trim();
  if (s.includes('://')) {
    try {
      return new URL(s).host.toLowerCase();
    } catch {
      return '';
    }
  }
  return s.replace(/\/.*$/, '').toLowerCase();
}

/**
 * The query parameters a page's HTML reads: a list of names, or 'all' for a page that has not
 * narrowed them (pages the page cache does not keep).
 */
export type PageQuery = readonly string[] | 'all';

/**
 * The address a page is drawn from: the request URL with only the parameters the page reads,
 * in the order listed, the first value of each, and no fragment. Anything else a link carries
 * (tracking tags, junk, a cache-buster) cannot change the page, so it must not split the page
 * cache or ride along in the login link's return path.
 */
export function pageUrl(url: URL, query: PageQuery): URL {
  const out = new URL(url.href);
  out.hash = '';
  if (query === 'all') return out;
  const kept = new URLSearchParams();
  for (const name of query) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  out.search = kept.toString();
  return out;
}
