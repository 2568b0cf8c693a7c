import type { Context, MiddlewareHandler } from 'hono';
import { ko } from '../copy/ko';
import type { OriginEnv } from '../env';
import { fail } from '../http';
import { findMemberByNo, memberByNoStatement, type MemberRow } from './members';
import { verifyAccessToken, type AccessClaims } from './tokens';

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
  return (await memberRowFromAuthorization(db, authorization))?.member ?? null;
}

/** `memberFromAuthorization` with the member's whole row (the user-level answer reads its grade). */
export async function memberRowFromAuthorization(db: D1Database, authorization: string | undefined | null): Promise<{ member: Member; row: MemberRow } | null> {
  const claims = await signedClaims(db, authorization);
  if (!claims) return null;
  const row = await findMemberByNo(db, claims.userNo);
  const member = row && currentMember(row, claims);
  return member ? { member, row } : null;
}

async function signedClaims(db: D1Database, authorization: string | undefined | null): Promise<AccessClaims | null> {
  const token = bearerToken(authorization);
  return token ? verifyAccessToken(db, token) : null;
}

/** The member of a row, when the token's claims still match it (same id, current token version). */
function currentMember(row: MemberRow, claims: AccessClaims): Member | null {
  if (row.token_version !== claims.tokenVersion || row.user_id !== claims.userId) return null;
  return { userNo: row.user_no, userId: row.user_id, name: row.name };
}

/** 401 LOGIN_REQUIRED with spec 8's 로그인이 필요해요: no member, or no longer. */
export const loginNeeded = (c: Context) => fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);

/**
 * A member's read in one D1 round trip (issue 28: each call was two, the member row and then
 * the read): the token's signature and claims are checked first, without D1; then the member
 * row and `read` (built for the user number the signed token names) go in one batch, and the
 * read's rows count only when the row says the token is still current. Nothing is written, so
 * a read made for a token that turns out revoked is simply dropped: the answer is null (401),
 * as from `requireMember`. For GET routes only; a write checks the member first.
 *
 * @example const r = await readAsMember<{ n: number }>(c.env.DB, c.req.header('authorization'), (no) => db.prepare('SELECT …').bind(no));
 *          if (!r) return fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);
 */
export async function readAsMember<T>(db: D1Database, authorization: string | undefined | null, read: (userNo: number) => D1PreparedStatement): Promise<{ member: Member; results: T[] } | null> {
  const claims = await signedClaims(db, authorization);
  if (!claims) return null;
  const [rows, answer] = await db.batch<unknown>([memberByNoStatement(db, claims.userNo), read(claims.userNo)]);
  const row = rows?.results[0] as MemberRow | undefined;
  const member = row && currentMember(row, claims);
  return member && answer ? { member, results: answer.results as T[] } : null;
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
  if (!member) return loginNeeded(c);
  c.set('member', member);
  await next();
};
