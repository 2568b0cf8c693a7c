/**
 * Tokens the sandbox providers hand out: identity verification keys (purpose 'ci' or 'adult')
 * and social-login access tokens (purpose 'social'). Signed by the 'sandbox' key with their own
 * issuer and audience, so none of them passes for a member access token, nor the reverse.
 */

import type { JWTPayload } from 'jose';
import { isDevelopment } from '../../rules/environment';
import { randomToken } from './encoding';
import { signJwt, verifyJwt } from './jwt';

export const SANDBOX_ISSUER = 'storefront-sandbox';
export const SANDBOX_AUDIENCE = 'storefront-sandbox';
/** Longest sandbox token we sign. */
const SANDBOX_MAX_TTL_SECONDS = 60 * 60;

/**
 * Signs a sandbox provider token (identity verification key, social access token). `iss`,
 * `aud`, `iat` and `exp` are always ours; a `jti` is added when the claims lack one.
 *
 * @example const key = await signSandboxJwt(db, { purpose: 'adult', name, birthDate }, 300);
 */
export function signSandboxJwt(db: D1Database, claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
  const ttl = Math.min(Math.max(Math.floor(ttlSeconds) || 1, 1), SANDBOX_MAX_TTL_SECONDS);
  const { iss: _iss, aud: _aud, iat: _iat, exp: _exp, nbf: _nbf, ...rest } = claims;
  const payload: JWTPayload = { jti: randomToken(16), ...rest };
  return signJwt(db, 'sandbox', payload, SANDBOX_ISSUER, SANDBOX_AUDIENCE, ttl);
}

/**
 * The payload of a valid, unexpired sandbox token, or null (bad signature, wrong key purpose,
 * expired, malformed). With `purpose`, the token's `purpose` claim must equal it. Single use
 * (by `jti`) is the caller's business, since only the caller knows when a key is spent.
 * Always null outside development (`environment`, rules/environment.ts).
 */
export async function verifySandboxJwt(db: D1Database, token: unknown, options: { purpose?: string; environment: string | undefined }): Promise<JWTPayload | null> {
  // A production origin has no sandbox providers, so nothing they signed is worth anything.
  if (!isDevelopment(options.environment)) return null;
  const payload = await verifyJwt(db, token, 'sandbox', SANDBOX_ISSUER, SANDBOX_AUDIENCE);
  if (!payload) return null;
  if (options.purpose !== undefined && payload.purpose !== options.purpose) return null;
  return payload;
}
