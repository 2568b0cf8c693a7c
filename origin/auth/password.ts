/**
 * Password hashing (docs/auth-contract.md): PBKDF2-SHA256 through WebCrypto, 100 000
 * iterations (the most Workers allow), a 16-byte random salt, stored as
 * `pbkdf2$100000$<salt base64>$<hash base64>`. Passwords are NFC-normalised first, so the
 * same Korean password typed on a Mac (NFD) and a phone (NFC) is one password.
 */

import { base64ToBytes, bytesToBase64, timingSafeEqual } from './encoding';

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Workers refuse PBKDF2 above 100 000 iterations; a stored hash asking for more is unusable. */
const MAX_ITERATIONS = 100_000;

export interface ParsedPasswordHash {
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

/** The parts of a stored hash, or null when it is not exactly our format. */
export function parsePasswordHash(stored: string | null | undefined): ParsedPasswordHash | null {
  if (typeof stored !== 'string') return null;
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== 'pbkdf2') return null;
  const [, iterText, saltText, hashText] = parts as [string, string, string, string];
  if (!/^[1-9]\d{0,6}$/.test(iterText)) return null;
  const iterations = Number(iterText);
  if (iterations > MAX_ITERATIONS) return null;
  const salt = base64ToBytes(saltText);
  const hash = base64ToBytes(hashText);
  if (!salt || !hash || salt.length < 8 || hash.length < 16) return null;
  return { iterations, salt, hash };
}

async function derive(password: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, material, bytes * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS, HASH_BYTES);
  return `pbkdf2$${PBKDF2_ITERATIONS}$${bytesToBase64(salt)}$${bytesToBase64(hash)}`;
}

// Verified against when the id is unknown or has no password, so "no such member" costs the
// same time as "wrong password" and the answer time does not tell which ids exist.
const DUMMY_HASH = `pbkdf2$${PBKDF2_ITERATIONS}$${bytesToBase64(new Uint8Array(SALT_BYTES))}$${bytesToBase64(new Uint8Array(HASH_BYTES))}`;

/**
 * Whether `password` matches `stored`. A missing or malformed stored hash is a mismatch (after
 * the same work as a real check), never an error.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  const target = parsed ?? (parsePasswordHash(DUMMY_HASH) as ParsedPasswordHash);
  const derived = await derive(password, target.salt, target.iterations, target.hash.length);
  return timingSafeEqual(derived, target.hash) && parsed !== null;
}
