/**
 * Security headers for HTML answers. Scripts run only from our origin or with the per-request
 * nonce (React's streaming boundary scripts carry it); frames only from the two video hosts of
 * the detail content (spec 4.2 video kinds).
 */
export const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const NONCE_BYTES = 16;
/**
 * Random bytes for 256 nonces, drawn from the system's generator at once: one call per request
 * was a few percent of a page-cache miss. Each nonce takes bytes no other nonce took, so they
 * stay as unpredictable as with one call each.
 */
const pool = new Uint8Array(NONCE_BYTES * 256);
let poolAt = pool.length;

export function newNonce(): string {
  if (poolAt === pool.length) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  let s = '';
  for (let i = poolAt; i < poolAt + NONCE_BYTES; i++) s += String.fromCharCode(pool[i]!);
  poolAt += NONCE_BYTES;
  return btoa(s);
}

/**
 * `tagOrigin`: the third-party origin the deployment's tags load from (TAG_SCRIPT_BASE), allowed
 * to run scripts and take beacons; the tag scripts themselves carry the nonce.
 */
export function htmlSecurityHeaders(nonce: string, tagOrigin: string | null = null): Record<string, string> {
  const [before, after] = cspAround(tagOrigin);
  const csp = `${before}${nonce}${after}`;
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // Our own popups (the identity provider) keep their opener, so its key can be posted back.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

// The policy around its nonce, per tag origin (one or two per deployment): written once.
const cspParts = new Map<string | null, [string, string]>();

function cspAround(tagOrigin: string | null): [string, string] {
  let parts = cspParts.get(tagOrigin);
  if (!parts) {
    const tags = tagOrigin ? ` ${tagOrigin}` : '';
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-\u0000'${tags}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      `connect-src 'self'${tags}`,
      `frame-src ${VIDEO_FRAME_HOSTS.join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; ');
    const at = csp.indexOf('\u0000');
    parts = [csp.slice(0, at), csp.slice(at + 1)];
    if (cspParts.size >= 8) cspParts.clear();
    cspParts.set(tagOrigin, parts);
  }
  return parts;
}

/**
 * Headers every answer carries, JSON, redirects and files included: no MIME sniffing, and on
 * https in production HSTS (a development run on http://127.0.0.1 must not pin the host).
 */
export function baseSecurityHeaders(url: URL, production: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (production && url.protocol === 'https:') headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
