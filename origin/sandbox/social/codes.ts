/**
 * The sandbox social providers' OAuth pieces: authorization codes (single use, 5 minutes,
 * bound to provider and redirect URI, stored hashed) and the provider access token a code is
 * exchanged for (a sandbox JWT with purpose 'social', 10 minutes).
 */

import { authNowMs } from '../../auth/clock';
import { randomToken, sha256Hex } from '../../auth/encoding';
import { signSandboxJwt } from '../../auth/sandbox-jwt';
import { SOCIAL_TOKEN_PURPOSE, SOCIAL_TOKEN_TTL_SECONDS, type SocialProvider } from '../../auth/social';

export const CODE_TTL_MS = 5 * 60 * 1000;

export interface SandboxPerson {
  name: string;
  email: string;
  gender: 'M' | 'F';
}

/**
 * The provider's user number for a person: stable per provider and e-mail, so logging in
 * twice as the same person reaches the same social account.
 */
export async function socialNoOf(provider: SocialProvider, email: string): Promise<string> {
  return (await sha256Hex(`${provider}:${email.trim().toLowerCase()}`)).slice(0, 16);
}

export async function issueCode(db: D1Database, provider: SocialProvider, redirectUri: string, person: SandboxPerson): Promise<string> {
  const code = randomToken(24);
  const now = authNowMs();
  await db.batch([
    db.prepare('DELETE FROM sandbox_social_codes WHERE expires_at < ?').bind(now - CODE_TTL_MS),
    db
      .prepare(
        `INSERT INTO sandbox_social_codes (code_hash, social_type, redirect_uri, social_no, name, email, gender, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(await sha256Hex(code), provider, redirectUri, await socialNoOf(provider, person.email), person.name, person.email, person.gender, now + CODE_TTL_MS),
  ]);
  return code;
}

/**
 * Spends a code and signs the provider access token, or null when the code is unknown,
 * spent, expired, or was issued for another provider or redirect URI (exact match, as OAuth
 * requires).
 */
export async function exchangeCode(db: D1Database, provider: SocialProvider, code: string, redirectUri: string): Promise<string | null> {
  if (code.length > 200) return null;
  const now = authNowMs();
  const row = await db
    .prepare(
      `UPDATE sandbox_social_codes SET used_at = ?1
       WHERE code_hash = ?2 AND social_type = ?3 AND redirect_uri = ?4 AND used_at IS NULL AND expires_at > ?1
       RETURNING social_no, name, email, gender, redirect_uri`,
    )
    .bind(now, await sha256Hex(code), provider, redirectUri)
    .first<{ social_no: string; name: string; email: string; gender: string; redirect_uri: string }>();
  if (!row) return null;
  return signSandboxJwt(
    db,
    {
      purpose: SOCIAL_TOKEN_PURPOSE,
      provider,
      sub: row.social_no,
      name: row.name,
      email: row.email,
      gender: row.gender,
      redirect_uri: row.redirect_uri,
    },
    SOCIAL_TOKEN_TTL_SECONDS,
  );
}
