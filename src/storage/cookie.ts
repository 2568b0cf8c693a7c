/**
 * Cookie descriptors and the two directions of the Cookie/Set-Cookie text (spec 4.7, 5, 9).
 * Descriptors are data: the edge writes them as `Set-Cookie`; the client may read them back.
 * The reading half is ./cookie-read.ts, so the browser's entry carries no writer (issue 32 §3).
 */
import { NAME_RE } from './cookie-read';

export { parseCookieHeader, safeDecode } from './cookie-read';
export type SameSite = 'Lax' | 'Strict' | 'None';

export interface CookieDescriptor {
  name: string;
  value: string;
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
  path: string;
  sameSite: SameSite;
  secure: boolean;
  /** False for every cookie of ours that client code must read. */
  httpOnly: boolean;
  /** A shared parent domain such as `.example.com`; absent for a host-only cookie. */
  domain?: string;
}

/** Spec 9: tracking cookies live 1800 s, same-site lax, secure, path /. */
export const DEFAULT_COOKIE_MAX_AGE = 1800;

export const COOKIE_DEFAULTS = {
  maxAge: DEFAULT_COOKIE_MAX_AGE,
  path: '/',
  sameSite: 'Lax',
  secure: true,
  httpOnly: false,
} as const satisfies Omit<CookieDescriptor, 'name' | 'value'>;

const DOMAIN_RE = /^\.?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

export class CookieDescriptorError extends Error {
  override name = 'CookieDescriptorError';
}

export function cookieDescriptor(name: string, value: string, overrides: Partial<Omit<CookieDescriptor, 'name' | 'value'>> = {}): CookieDescriptor {
  return { name, value, ...COOKIE_DEFAULTS, ...overrides };
}

/** A descriptor that removes `name` (same path and domain as it was written with). */
export function expiredCookie(name: string, overrides: { path?: string; domain?: string } = {}): CookieDescriptor {
  return cookieDescriptor(name, '', { ...overrides, maxAge: 0 });
}

/**
 * The `Set-Cookie` value. The cookie value is percent-encoded, so any text round-trips through
 * `parseCookieHeader`. Names and domains are ours, not the shopper's, so a bad one is a
 * programming error and throws `CookieDescriptorError` rather than writing a broken header.
 */
export function serializeCookie(d: CookieDescriptor): string {
  if (!NAME_RE.test(d.name)) throw new CookieDescriptorError(`Invalid cookie name: ${JSON.stringify(d.name)}`);
  if (!Number.isFinite(d.maxAge)) throw new CookieDescriptorError(`Invalid Max-Age for ${d.name}`);
  if (d.domain !== undefined && !DOMAIN_RE.test(d.domain)) {
    throw new CookieDescriptorError(`Invalid cookie domain: ${JSON.stringify(d.domain)}`);
  }
  if (/[;\r\n]/.test(d.path) || !d.path.startsWith('/')) {
    throw new CookieDescriptorError(`Invalid cookie path: ${JSON.stringify(d.path)}`);
  }
  // SameSite=None is only honoured with Secure; fail early instead of silently losing the cookie.
  if (d.sameSite === 'None' && !d.secure) throw new CookieDescriptorError(`SameSite=None needs Secure: ${d.name}`);
  const parts = [`${d.name}=${encodeURIComponent(d.value)}`, `Max-Age=${Math.max(0, Math.floor(d.maxAge))}`];
  if (d.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (d.domain) parts.push(`Domain=${d.domain}`);
  parts.push(`Path=${d.path}`, `SameSite=${d.sameSite}`);
  if (d.secure) parts.push('Secure');
  if (d.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
