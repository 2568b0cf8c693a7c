import type { JWTPayload } from 'jose';
import { authNow } from './clock';
import { signEs256, verifyEs256 } from './jws';
import { activeKey, verificationKey, type KeyPurpose } from './keys';

// Signing and verifying the origin's JWTs with its own keys (origin/auth/keys.ts).
// Verification accepts ES256 only (no `none`, no HMAC key confusion), checks issuer, audience
// and expiry against the auth clock, and never throws: anything wrong is null.

/** Real tokens are a few hundred characters; anything huge is refused before parsing. */
const MAX_TOKEN_LENGTH = 4096;

const nowSeconds = () => Math.floor(authNow().getTime() / 1000);

export async function signJwt(db: D1Database, purpose: KeyPurpose, claims: JWTPayload, iss: string, aud: string, ttl: number) {
  const key = await activeKey(db, purpose);
  const iat = nowSeconds();
  return signEs256({ kid: key.kid, typ: 'JWT' }, { ...claims, iss, aud, iat, exp: iat + ttl }, await key.privateKey());
}

export async function verifyJwt(db: D1Database, token: unknown, purpose: KeyPurpose, iss: string, aud: string): Promise<JWTPayload | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  return verifyEs256(token, (kid) => verificationKey(db, kid, purpose), { issuer: iss, audience: aud, now: nowSeconds() });
}
