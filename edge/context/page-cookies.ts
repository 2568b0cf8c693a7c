/**
 * Spec 4.7 and 9: on every page view the current URL is saved and the old one becomes the
 * previous URL (3 s); entering a cart page counts a visit. The rule is
 * src/storage/page-history.ts; this writes its cookies.
 *
 *     app.use('*', pageCookies());
 *
 * Only successful HTML page views count: JSON, redirects, error pages and the browser's own
 * requests (favicon 404s) are not page changes. A reload of the current URL writes nothing.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { serializeCookie, type CookieDescriptor } from '../../src/storage/cookie';
import { onPageChange, pageHistoryCookies, pageHistoryFromCookies } from '../../src/storage/page-history';
import type { AppEnv } from '../app-env';
import { cookiesOf } from './cookies';
import { rewriteHeaders } from './response-headers';
import { sharedDomain } from './hosts';

export function pageCookies() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!isHtmlPageView(c) || c.res.status < 200 || c.res.status >= 300) return;
    const before = pageHistoryFromCookies(cookiesOf(c));
    const after = onPageChange(before, trackedUrl(new URL(c.req.url)));
    if (after === before) return;
    const domain = sharedDomain(c);
    appendSetCookies(c, pageHistoryCookies(after, domain ? { domain } : {}));
  });
}

/** Longest URL kept in a cookie; a longer one keeps its origin and path only (cookies max ~4 KB). */
export const MAX_TRACKED_URL_LENGTH = 1024;

export function trackedUrl(url: URL): string {
  if (url.href.length <= MAX_TRACKED_URL_LENGTH) return url.href;
  return (url.origin + url.pathname).slice(0, MAX_TRACKED_URL_LENGTH);
}

/** A GET (or HEAD) answered with an HTML page. */
export function isHtmlPageView(c: Context): boolean {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  return (c.res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
}

/**
 * Adds Set-Cookie headers to the response before its first byte leaves the edge (ARCHITECTURE
 * rule 3: the streamed body has not been read yet, only the head is changed). A response that
 * sets cookies is personal: a `public` Cache-Control becomes `private`.
 */
export function appendSetCookies(c: Context, cookies: readonly CookieDescriptor[]): void {
  if (cookies.length === 0) return;
  const lines = cookies.map(serializeCookie);
  rewriteHeaders(c, (headers) => {
    for (const line of lines) headers.append('Set-Cookie', line);
    const cc = headers.get('Cache-Control');
    if (cc && /\bpublic\b/i.test(cc)) headers.set('Cache-Control', cc.replace(/\bpublic\b/i, 'private'));
  });
}
