/**
 * Where a sandbox provider may send the shopper back. A provider that redirects anywhere is an
 * open redirect that also leaks codes, so only http(s) addresses without credentials or
 * fragment on a loopback host, on the provider's own host, or on an origin listed in
 * `allowedOrigins` (comma-separated, `SANDBOX_REDIRECT_ORIGINS`) are accepted.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function allowedRedirect(uri: string, requestUrl: string, allowedOrigins = ''): URL | null {
  if (uri.length === 0 || uri.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.hash || uri.includes('#')) return null;
  if (LOOPBACK.has(url.hostname)) return url;
  let own = '';
  try {
    own = new URL(requestUrl).host;
  } catch {
    // A request URL that does not parse grants nothing.
  }
  if (own && url.host === own) return url;
  const listed = allowedOrigins
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return listed.includes(url.origin) ? url : null;
}
