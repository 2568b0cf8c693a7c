import type { JWK, JWTPayload } from 'jose';
import { bytesToBase64Url } from './encoding';

/**
 * Compact ES256 JWTs with WebCrypto alone. The origin used jose's SignJWT, jwtVerify and
 * importJWK for this: 7 KiB of its gzip budget (docs/operations.md, Worker size) for the one
 * algorithm it signs with, whose signature WebCrypto already writes in the JWS form (r‖s, RFC
 * 7518 §3.4). What a verifier checks is what those calls checked with the options jwt.ts passed
 * (alg ES256 only, no `crit` it does not know, issuer, audience, exp and iat required, nbf
 * honoured); the edge keeps verifying these tokens with jose (edge/context/access-token.ts), and
 * jws.test.ts holds each side to the other.
 */

const ES256 = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const encoder = new TextEncoder();
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The ES256 key of a JWK (a private one signs, a public one verifies); only its curve fields are read. */
export function importEs256Jwk(jwk: JWK): Promise<CryptoKey> {
  const { kty, crv, x, y, d } = jwk;
  const usage: KeyUsage = d === undefined ? 'verify' : 'sign';
  return crypto.subtle.importKey('jwk', { kty, crv, x, y, d }, ES256, false, [usage]);
}

const encodeJson = (value: unknown) => bytesToBase64Url(encoder.encode(JSON.stringify(value)));

function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** A base64url JSON object, or null for anything else (bad encoding, bad JSON, an array). */
function decodeObject(text: string): Record<string, unknown> | null {
  const bytes = decodeBase64Url(text);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function signEs256(header: { kid: string; typ: 'JWT' }, payload: JWTPayload, key: CryptoKey): Promise<string> {
  const input = `${encodeJson({ alg: 'ES256', ...header })}.${encodeJson(payload)}`;
  const signature = await crypto.subtle.sign(ES256, key, encoder.encode(input));
  return `${input}.${bytesToBase64Url(new Uint8Array(signature))}`;
}

export interface ClaimChecks {
  issuer: string;
  audience: string;
  /** Seconds since the epoch. */
  now: number;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The registered claims as jose's jwtVerify judged them (exp and iat required, no clock tolerance). */
function claimsHold(p: Record<string, unknown>, { issuer, audience, now }: ClaimChecks): boolean {
  if (!isNumber(p.exp) || !isNumber(p.iat)) return false;
  if (p.nbf !== undefined && (!isNumber(p.nbf) || p.nbf > now)) return false;
  if (p.exp <= now || p.iss !== issuer) return false;
  return p.aud === audience || (Array.isArray(p.aud) && p.aud.includes(audience));
}

/**
 * The payload of a token signed with ES256 by the key `keyFor` finds for its header's `kid`
 * whose claims hold; null for anything else. Never throws: a `keyFor` that throws or finds no
 * key is a refusal like any other.
 */
export async function verifyEs256(token: string, keyFor: (kid: unknown) => Promise<CryptoKey | null>, checks: ClaimChecks): Promise<JWTPayload | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, sig] = parts as [string, string, string];
  const header = decodeObject(head);
  // `crit` names extensions a verifier must understand; this one understands none (RFC 7515 §4.1.11).
  if (header?.alg !== 'ES256' || header.crit !== undefined) return null;
  const signature = decodeBase64Url(sig);
  if (!signature) return null;
  try {
    const key = await keyFor(header.kid);
    if (!key || !(await crypto.subtle.verify(ES256, key, signature, encoder.encode(`${head}.${body}`)))) return null;
  } catch {
    return null;
  }
  const payload = decodeObject(body);
  return payload && claimsHold(payload, checks) ? (payload as JWTPayload) : null;
}
