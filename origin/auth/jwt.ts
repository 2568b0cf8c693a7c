import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { authNow } from './clock';
import { activeKey, JWT_ALG, verificationKey, type KeyPurpose } from './keys';

// Signing and verifying the origin's JWTs with its own keys (origin/auth/keys.ts).
// Verification accepts ES256 only (no `none`, no HMAC key confusion), checks issuer, audience
// and expiry against the auth clock, and never throws: anything wrong is null.

/** Real tokens are a few hundred characters; anything huge is refused before parsing. */
const MAX_TOKEN_LENGTH = 4096;

const nowSeconds = () => Math.floor(authNow().getTime() / 1000);

export async function signJwt(db: D1Database, purpose: KeyPurpose, claims: JWTPayload, iss: string, aud: string, ttl: number) {
  const key = await activeKey(db, purpose);
  const iat = nowSeconds();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: JWT_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(await key.privateKey());
}

export async function verifyJwt(db: D1Database, token: unknown, purpose: KeyPurpose, iss: string, aud: string): Promise<JWTPayload | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = await verificationKey(db, header.kid, purpose);
        if (!key) throw new Error('unknown key');
        return key;
      },
      { algorithms: [JWT_ALG], issuer: iss, audience: aud, currentDate: authNow(), requiredClaims: ['exp', 'iat'] },
    );
    return payload;
  } catch {
    return null;
  }
}
