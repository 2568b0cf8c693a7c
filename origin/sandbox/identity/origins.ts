/**
 * Which storefront origins the sandbox identity provider hands a verification key to. The key
 * proves an identity, so it is posted only to a window whose origin we name exactly — never to
 * '*', and never to whatever origin a link happened to carry.
 *
 * IDENTITY_ALLOWED_ORIGINS is a comma-separated list of origins (`scheme://host[:port]`). An
 * entry may end in `:*` to admit that scheme and host on any port. Unset or blank, the default
 * is `http://127.0.0.1:*`: the local storefront (`npm start` serves it on 127.0.0.1:8787, and
 * PORT may move it) on any port of the loopback address, and nothing else.
 *
 * @example isAllowedOrigin('http://127.0.0.1:8787', parseAllowedOrigins(env.IDENTITY_ALLOWED_ORIGINS)) // true
 */

export const DEFAULT_ALLOWED_ORIGINS = 'http://127.0.0.1:*';

export interface AllowedOrigin {
  protocol: string;
  hostname: string;
  /** null: any port. '' means the scheme's default port. */
  port: string | null;
}

/** The text as a URL when it is exactly an http(s) origin (a trailing slash forgiven). */
function parseOrigin(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 200) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // An origin has no path, query or fragment: 'http://a.test/x' is not one.
  if (url.href !== `${url.origin}/`) return null;
  return url;
}

export function parseAllowedOrigins(setting: string | null | undefined): AllowedOrigin[] {
  const text = setting && setting.trim() !== '' ? setting : DEFAULT_ALLOWED_ORIGINS;
  const out: AllowedOrigin[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const anyPort = entry.endsWith(':*');
    const url = parseOrigin(anyPort ? entry.slice(0, -2) : entry);
    if (!url) continue;
    out.push({ protocol: url.protocol, hostname: url.hostname, port: anyPort ? null : url.port });
  }
  return out;
}

/** The canonical origin when it is allowed, else null (use the answer as postMessage's target). */
export function allowedTargetOrigin(candidate: string | null | undefined, allowed: readonly AllowedOrigin[]): string | null {
  if (typeof candidate !== 'string') return null;
  const url = parseOrigin(candidate);
  if (!url) return null;
  const match = allowed.some((a) => a.protocol === url.protocol && a.hostname === url.hostname && (a.port === null || a.port === url.port));
  return match ? url.origin : null;
}

export const isAllowedOrigin = (candidate: string | null | undefined, allowed: readonly AllowedOrigin[]): boolean => allowedTargetOrigin(candidate, allowed) !== null;
