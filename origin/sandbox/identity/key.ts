/**
 * Verification keys: what the sandbox provider hands the storefront after the shopper has
 * "verified" (auth contract, Sandbox identity provider). A key is a sandbox-signed JWT that
 * lives five minutes and is spent by its first use, whatever the outcome of that use.
 */

import * as z from 'zod';
import { authNowMs } from '../../auth/clock';
import { randomToken } from '../../auth/encoding';
import { signSandboxJwt, verifySandboxJwt } from '../../auth/sandbox-jwt';
import { ciOf, diOf } from './ci';
import type { IdentityForm, Purpose } from './form';

export const KEY_TTL_SECONDS = 5 * 60;

export const VerificationClaimsSchema = z.object({
  purpose: z.enum(['ci', 'adult']),
  name: z.string().min(1).max(100),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  gender: z.enum(['M', 'F']),
  phone: z.string().regex(/^\d{10,11}$/),
  ci: z.string().min(16).max(200),
  di: z.string().min(16).max(200),
  jti: z.string().min(8).max(100),
  exp: z.number().int().positive(),
});
export type VerificationClaims = z.output<typeof VerificationClaimsSchema>;

export async function issueVerificationKey(db: D1Database, purpose: Purpose, person: IdentityForm): Promise<string> {
  const [ci, di] = await Promise.all([ciOf(person), diOf(person)]);
  const claims = { purpose, name: person.name, birthDate: person.birthDate, gender: person.gender, phone: person.phone, ci, di, jti: randomToken(16) };
  return signSandboxJwt(db, claims, KEY_TTL_SECONDS);
}

/** Why a key was refused; the member is told only that it is invalid. */
export type KeyRefusal = 'invalid' | 'reused';

export type SpentKey = { ok: true; claims: VerificationClaims } | { ok: false; reason: KeyRefusal };

const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Checks signature, issuer, expiry (against the auth clock) and purpose, then spends the key:
 * recording its `jti` is one atomic INSERT, so of two concurrent uses exactly one wins.
 * Spent keys a day past their expiry are purged on the way: such a key is refused as expired
 * anyway (the day is slack for a clock that a test or a host moves backwards).
 */
export async function spendVerificationKey(db: D1Database, token: string, purpose: Purpose, userNo: number, environment: string | undefined): Promise<SpentKey> {
  const payload = await verifySandboxJwt(db, token, { purpose, environment });
  const parsed = VerificationClaimsSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const claims = parsed.data;
  const now = authNowMs();
  const expiresAt = claims.exp * 1000;
  if (expiresAt <= now) return { ok: false, reason: 'invalid' };
  const [, insert] = await db.batch([
    db.prepare('DELETE FROM used_verification_keys WHERE expires_at < ?').bind(now - PURGE_AFTER_MS),
    db.prepare('INSERT INTO used_verification_keys (jti, purpose, user_no, used_at, expires_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (jti) DO NOTHING').bind(claims.jti, purpose, userNo, now, expiresAt),
  ]);
  if ((insert?.meta.changes ?? 0) !== 1) return { ok: false, reason: 'reused' };
  return { ok: true, claims };
}
