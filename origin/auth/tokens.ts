/**
 * Member access tokens (docs/auth-contract.md, Tokens): ES256, `iss` storefront-origin, `aud`
 * storefront, `sub` the user number, `uid`, `name`, `grade` when the member has one, 15
 * minutes. `tv` is the member's token version: bumping it revokes every earlier token at the
 * origin, and at the edge within seconds (it asks `GET /user/token/status`, which checks it).
 */

import type { JWTPayload } from 'jose';
import * as z from 'zod';
import { signJwt, verifyJwt } from './jwt';

export const ACCESS_ISSUER = 'storefront-origin';
export const ACCESS_AUDIENCE = 'storefront';
export const ACCESS_TTL_SECONDS = 15 * 60;

export interface AccessTokenSubject {
  userNo: number;
  userId: string;
  name: string;
  grade: number | null;
  tokenVersion: number;
  /** Spec 3.7's session user: e-mail and gender ('M', 'F' or '' when unknown). */
  email: string;
  gender: string;
}

const AccessClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  uid: z.string().min(1),
  name: z.string(),
  grade: z.number().int().nonnegative().optional(),
  tv: z.number().int().nonnegative(),
  iat: z.number(),
  exp: z.number(),
});

export interface AccessClaims {
  userNo: number;
  userId: string;
  name: string;
  grade: number | null;
  tokenVersion: number;
  issuedAt: number;
  expiresAt: number;
}

export function issueAccessToken(db: D1Database, who: AccessTokenSubject): Promise<string> {
  const claims: JWTPayload = { sub: String(who.userNo), uid: who.userId, name: who.name, tv: who.tokenVersion, email: who.email, gender: who.gender === 'M' || who.gender === 'F' ? who.gender : '' };
  if (who.grade !== null) claims.grade = who.grade;
  return signJwt(db, 'access', claims, ACCESS_ISSUER, ACCESS_AUDIENCE, ACCESS_TTL_SECONDS);
}

/** The claims of a valid access token, or null for anything forged, expired or malformed. */
export async function verifyAccessToken(db: D1Database, token: unknown): Promise<AccessClaims | null> {
  const payload = await verifyJwt(db, token, 'access', ACCESS_ISSUER, ACCESS_AUDIENCE);
  const parsed = AccessClaimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const c = parsed.data;
  return {
    userNo: Number(c.sub),
    userId: c.uid,
    name: c.name,
    grade: c.grade ?? null,
    tokenVersion: c.tv,
    issuedAt: c.iat,
    expiresAt: c.exp,
  };
}

/**
 * The proof that a member just typed their password again (`POST /user/info/confirm-password`,
 * issue 11 item 7; docs/auth-contract.md). Signed with the access key but for another audience,
 * so it can never pass as an access token, nor an access token as a proof; the storefront keeps
 * it in an HttpOnly cookie and asks for it before the account edit page. Ten minutes: enough to
 * fetch a code from the mailbox, short enough that an unattended screen soon asks again.
 */
export const RECONFIRM_AUDIENCE = 'storefront-reconfirm';
export const RECONFIRM_TTL_SECONDS = 10 * 60;

export function issueReconfirmToken(db: D1Database, userNo: number): Promise<string> {
  return signJwt(db, 'access', { sub: String(userNo), purpose: 'reconfirm' }, ACCESS_ISSUER, RECONFIRM_AUDIENCE, RECONFIRM_TTL_SECONDS);
}
