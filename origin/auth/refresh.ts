/**
 * Refresh tokens (docs/auth-contract.md): opaque, 32 random bytes base64url, stored as SHA-256
 * with member and expiry (30 days). Each use spends the token and hands out a new one. Using a
 * spent token again means it was copied: every refresh token of the member is revoked and the
 * member's access tokens stop working at the origin.
 *
 * One allowance: a browser that fires two requests at once with the same expired session makes
 * the edge refresh twice within moments. A spent token presented again within
 * REUSE_GRACE_MS of being spent gets a sibling pair instead of tripping the alarm, so a
 * shopper is not logged out by their own page. Anything later is treated as theft.
 */

import { authNowMs } from './clock';
import { randomToken, sha256Hex } from './encoding';
import { bumpTokenVersion } from './members';

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REUSE_GRACE_MS = 5 * 1000;
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

interface RefreshRow {
  token_hash: string;
  user_no: number;
  expires_at: number;
  spent_at: number | null;
  revoked_at: number | null;
}

export async function issueRefreshToken(db: D1Database, userNo: number): Promise<string> {
  const token = randomToken(32);
  const now = authNowMs();
  await db.batch([
    // Housekeeping rides along: tokens that expired a day ago can no longer tell us anything.
    db.prepare('DELETE FROM refresh_tokens WHERE user_no = ? AND expires_at < ?').bind(userNo, now - 24 * 60 * 60 * 1000),
    db.prepare('INSERT INTO refresh_tokens (token_hash, user_no, created_at, expires_at) VALUES (?, ?, ?, ?)').bind(await sha256Hex(token), userNo, now, now + REFRESH_TTL_MS),
  ]);
  return token;
}

export type RefreshOutcome = { ok: true; userNo: number; refreshToken: string } | { ok: false; reason: 'INVALID' | 'EXPIRED' | 'REUSED' };

/** Spends `token` and issues its successor; see the file comment for reuse. */
export async function rotateRefreshToken(db: D1Database, token: string): Promise<RefreshOutcome> {
  if (!TOKEN_RE.test(token)) return { ok: false, reason: 'INVALID' };
  const hash = await sha256Hex(token);
  const now = authNowMs();
  // One statement decides who spends the token, so two racing requests cannot both win it.
  const spent = await db
    .prepare('UPDATE refresh_tokens SET spent_at = ?1 WHERE token_hash = ?2 AND spent_at IS NULL AND revoked_at IS NULL AND expires_at > ?1 RETURNING user_no')
    .bind(now, hash)
    .first<{ user_no: number }>();
  if (spent) return { ok: true, userNo: spent.user_no, refreshToken: await issueRefreshToken(db, spent.user_no) };

  const row = await db.prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?').bind(hash).first<RefreshRow>();
  if (!row || row.revoked_at !== null) return { ok: false, reason: 'INVALID' };
  if (row.expires_at <= now) return { ok: false, reason: 'EXPIRED' };
  if (row.spent_at !== null && now - row.spent_at <= REUSE_GRACE_MS && now >= row.spent_at) {
    return { ok: true, userNo: row.user_no, refreshToken: await issueRefreshToken(db, row.user_no) };
  }
  await revokeMemberSessions(db, row.user_no);
  return { ok: false, reason: 'REUSED' };
}

/** Revokes every refresh token of the member (logout, reuse detected, password changed). */
export async function revokeRefreshTokens(db: D1Database, userNo: number): Promise<void> {
  await db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_no = ? AND revoked_at IS NULL').bind(authNowMs(), userNo).run();
}

/** Ends every session of the member: refresh tokens revoked, access tokens refused by the origin. */
export async function revokeMemberSessions(db: D1Database, userNo: number): Promise<void> {
  await revokeRefreshTokens(db, userNo);
  await bumpTokenVersion(db, userNo);
}
