import type { MiddlewareHandler } from 'hono';
import { ko } from '../copy/ko';
import type { OriginEnv } from '../env';
import { fail } from '../http';
import { findMemberByNo } from './members';
import { verifyAccessToken } from './tokens';

/** Who is asking, once `requireMember` has let the request through. */
export interface Member {
  userNo: number;
  userId: string;
  name: string;
}

/** Hono env for sub-apps whose routes sit behind `requireMember`. */
export type MemberAppEnv = { Bindings: OriginEnv; Variables: { member: Member } };

/** The bearer token of a request, or null; only the `Bearer` scheme counts. */
export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const m = /^Bearer[ ]+([A-Za-z0-9_.~+/-]+=*)\s*$/i.exec(header);
  return m ? (m[1] ?? null) : null;
}

/**
 * The member behind a request's access token, or null. Besides the signature (ES256, our own
 * keys, `iss`/`aud`, expiry) the member must still exist and the token must carry the
 * member's current token version, so logout and password changes take effect at once here.
 */
export async function memberFromAuthorization(db: D1Database, authorization: string | undefined | null): Promise<Member | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = await verifyAccessToken(db, token);
  if (!claims) return null;
  const row = await findMemberByNo(db, claims.userNo);
  if (!row || row.token_version !== claims.tokenVersion || row.user_id !== claims.userId) return null;
  return { userNo: row.user_no, userId: row.user_id, name: row.name };
}

/**
 * Middleware: lets a request through only with a valid member access token
 * (`Authorization: Bearer`) and sets `c.var.member`; otherwise 401 LOGIN_REQUIRED with
 * spec 8's 로그인이 필요해요.
 *
 * @example const route = new Hono<MemberAppEnv>(); route.use('*', requireMember);
 *          route.get('/x', (c) => ok(c, { no: c.var.member.userNo }));
 */
export const requireMember: MiddlewareHandler<MemberAppEnv> = async (c, next) => {
  const member = await memberFromAuthorization(c.env.DB, c.req.header('authorization'));
  if (!member) return fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);
  c.set('member', member);
  await next();
};
