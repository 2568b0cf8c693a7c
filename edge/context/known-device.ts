/**
 * The known-device proof (issue 10 audit): a browser where an id logged in with its password
 * carries `sf_kd`, an HMAC of that id under the edge's signing secret. Login attempts from such
 * a browser count against a bucket of their own (`id-known:<id>`), so someone guessing at an id
 * from elsewhere fills the shared `id:<id>` bucket and holds back only browsers without the
 * proof, never the owner on a browser they used before. The per-client limit applies to both.
 * Without the secret there is no proof and every attempt counts as before.
 */
import { cookieDescriptor, serializeCookie } from '../../src/storage/cookie';
import { base64url, fromBase64url, hmacKey } from './hmac';

export const KNOWN_DEVICE_COOKIE = 'sf_kd';
/** A browser used within the last 90 days is known. */
export const KNOWN_DEVICE_MAX_AGE = 90 * 24 * 3600;
const MAX_PROOF_LENGTH = 64;

const payload = (id: string) => new TextEncoder().encode(`known-device\n${id.trim().toLowerCase()}`);

/** The Set-Cookie value proving this browser logged in as `id`; null without a secret. */
export async function knownDeviceCookie(secret: string | undefined, id: string): Promise<string | null> {
  if (!secret) return null;
  const proof = base64url(await crypto.subtle.sign('HMAC', await hmacKey(secret), payload(id)));
  return serializeCookie(cookieDescriptor(KNOWN_DEVICE_COOKIE, proof, { httpOnly: true, maxAge: KNOWN_DEVICE_MAX_AGE }));
}

/** Does `cookie` prove this browser logged in as `id`? Constant-time; never throws. */
export async function isKnownDevice(secret: string | undefined, cookie: string | undefined, id: string): Promise<boolean> {
  const proof = secret && cookie ? fromBase64url(cookie, MAX_PROOF_LENGTH) : null;
  if (!secret || !proof) return false;
  try {
    return await crypto.subtle.verify('HMAC', await hmacKey(secret), proof, payload(id));
  } catch {
    return false;
  }
}
