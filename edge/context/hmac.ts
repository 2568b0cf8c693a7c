/**
 * HMAC-SHA256 under the edge's signing secret (`IMAGE_URL_KEY`), for the proofs the edge hands
 * out and checks itself: signed adult image URLs (adult-images.ts) and the known-device cookie
 * (known-device.ts). Their payloads cannot be taken for one another (an image's starts with its
 * path, `/images/adult/…`; a device's with `known-device`). Keys are imported once per secret.
 */
const keys = new Map<string, Promise<CryptoKey>>();

export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export const base64url = (bytes: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The bytes of a base64url text of at most `maxLength` characters; null for anything else. */
export function fromBase64url(text: string, maxLength: number): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length > maxLength) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}
