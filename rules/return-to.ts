/**
 * Where a redirect that came from input may go: only a path on this site, checked on what the
 * browser will follow, not on what was typed. `new URL` removes dot segments (`/.//evil.test`,
 * `/%2e//evil.test` both become `//evil.test`, which a browser reads as another host), so the
 * rule resolves first and then checks the result: it must be one leading slash, not two, not a
 * backslash, and resolving it again must land on the same place. Anything else becomes the
 * fallback. Pure; never throws.
 */
import { memoized } from './memo';

export const DEFAULT_RETURN_TO = '/';
export const MAX_RETURN_TO_LENGTH = 2000;
const BASE = 'http://return-to.invalid';

const CONTROL = /[\u0000-\u001f\u007f]/;

/** `raw` as a same-origin path with its query and hash, or null when it is not one. */
export function sameOriginPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_RETURN_TO_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || CONTROL.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.username || url.password) return null;
  const out = `${url.pathname}${url.search}${url.hash}`;
  if (!out.startsWith('/') || out.startsWith('//') || out.startsWith('/\\') || CONTROL.test(out)) return null;
  // What the browser does with the Location must be what we checked.
  try {
    const again = new URL(out, BASE);
    if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== out) return null;
  } catch {
    return null;
  }
  return out;
}

/** A return path after login or logout: same-origin, and never the login page itself (a loop). */
export function safeReturnTo(raw: unknown): string {
  // Longer than a return path may be: refused before the memo, which must never hold big input.
  return typeof raw === 'string' && raw.length <= MAX_RETURN_TO_LENGTH ? returnPaths(raw) : DEFAULT_RETURN_TO;
}

// Every page asks this of its own path for its login link: two URL parses each time, the same
// few hundred paths over and over.
const returnPaths = memoized(512, (raw: string): string => {
  const path = sameOriginPath(raw);
  if (path === null) return DEFAULT_RETURN_TO;
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (pathname === '/login' || pathname.startsWith('/login/') || pathname === '/logout') return DEFAULT_RETURN_TO;
  return path;
});

/**
 * A navigation target that came from an upstream answer (a checkout address): a same-origin
 * path, or an absolute http(s) URL on one of `origins` (our own and the configured hosts).
 * Anything else — another host, `javascript:`, credentials in the URL — is null.
 */
export function allowedTarget(raw: unknown, origins: readonly string[]): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text.startsWith('/')) return sameOriginPath(text);
  if (text.length > MAX_RETURN_TO_LENGTH || CONTROL.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  return origins.includes(url.origin) ? url.href : null;
}
