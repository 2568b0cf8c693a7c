/**
 * Where the login page sends the shopper back to: only a path on this site. Anything that could
 * leave the site — `//evil.test`, `/\evil.test`, `https://…`, `javascript:` — or that would
 * loop back to the login page, becomes '/'. Pure; never throws on shopper input.
 */
export const DEFAULT_RETURN_TO = '/';
const MAX_LENGTH = 2000;
const BASE = 'http://return-to.invalid';

export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_LENGTH) return DEFAULT_RETURN_TO;
  // Only a path: no scheme, no protocol-relative host, no backslash tricks, no control characters.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== BASE) return DEFAULT_RETURN_TO;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/') || url.pathname === '/logout') return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address for coming back to `here` (a path with its query). */
export function loginHref(here: string): string {
  const back = safeReturnTo(here);
  return back === DEFAULT_RETURN_TO ? '/login' : `/login?returnTo=${encodeURIComponent(back)}`;
}
