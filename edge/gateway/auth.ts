import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { AdultVerificationRequestSchema } from '../../schemas/adult-verification';
import { UserInfoSchema } from '../../schemas/member';
import { ko } from '../../src/copy/ko';
import { isKeyShape } from '../../src/identity/trusted-origin';
import { isEmailShape } from '../../src/navigation/email';
import type { AppEnv } from '../app-env';
import { clearedSessionCookies, sessionCookies, withCookies } from '../context/auth-cookies';
import { memberOf } from '../context/session';
import type { MemberSession } from '../context/vars';
import { getAdultVerification, getIdentityCheck, postAdultVerification, postPersonalInfo } from '../upstream/identity';
import * as member from '../upstream/member';
import type { MemberResult } from '../upstream/member';
import { answer, crossSiteRefusal } from './forward';
import { fail, loginRequired, ok } from './respond';

/**
 * The login plumbing and identity calls for the browser, on the storefront's origin:
 * - `POST /user/login` (JSON `{ id, password }`): sets the session cookies; the tokens never
 *   reach page scripts (HttpOnly), the answer carries only who logged in;
 * - `POST /user/logout`: `GET user/logout` upstream with the member's token, cookies cleared;
 * - `GET /api/v5/users/personal-info/ci:check`, `POST /api/v6/users/personal-info`,
 *   `GET|POST /api/v5/users/adult-verification`: forwarded with the member's token; the answers
 *   keep their `result`, `errorCode` and `message` so the dialogs can say what spec 8 says;
 * - `GET /user/info/`: the user-info refresh (spec 6).
 * Every POST is refused when another site sent it.
 */
export const gatewayAuth = new Hono<AppEnv>();

export const LoginBody = z.object({ id: z.string().trim().min(1).max(254), password: z.string().min(1).max(200) });

export type LoginOutcome =
  | { ok: true; cookies: string[]; user: { no: number; id: string; name: string } }
  | { ok: false; status: ContentfulStatusCode; errorCode: string; message: string };

/** The login both the form (/login) and the JSON endpoint use. */
export async function performLogin(c: Context<AppEnv>, input: unknown): Promise<LoginOutcome> {
  const parsed = LoginBody.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, errorCode: 'INVALID_REQUEST', message: ko.login.idRequired };
  if (!isEmailShape(parsed.data.id)) return { ok: false, status: 400, errorCode: 'INVALID_EMAIL', message: ko.login.emailShape };
  return sessionFrom(await member.login(c.var.upstream, parsed.data, c.req.raw.signal));
}

/** A login answer (id/password or social) as cookies, or the refusal to show. */
export function sessionFrom(r: MemberResult<member.LoginAnswer>): LoginOutcome {
  if (!r.ok) {
    const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
    const fallback = r.errorCode === 'LOGIN_LOCKED' ? ko.login.locked : status === 401 ? ko.login.invalidCredentials : ko.errors.genericTemporary;
    if (status >= 500) console.error('[login] upstream', r.kind, r.errorCode);
    return { ok: false, status, errorCode: r.errorCode, message: status < 500 && r.message ? r.message : fallback };
  }
  const user = { no: r.data.userNo, id: r.data.userId, name: r.data.userName };
  return { ok: true, user, cookies: sessionCookies({ accessToken: r.data.accessToken, refreshToken: r.data.refreshToken, user }) };
}

/** Ends the session upstream (best effort) and answers the cookies that end it in the browser. */
export async function performLogout(c: Context<AppEnv>): Promise<string[]> {
  const m = memberOf(c);
  if (m) {
    const r = await member.logout(c.var.upstream, m.accessToken, c.req.raw.signal);
    if (!r.ok && r.status >= 500) console.error('[logout] upstream', r.kind, r.errorCode);
  }
  return clearedSessionCookies();
}

async function jsonBody(c: Context<AppEnv>): Promise<{ ok: true; body: unknown } | { ok: false; res: Response }> {
  try {
    return { ok: true, body: await c.req.json() };
  } catch {
    return { ok: false, res: fail(c, 400, 'INVALID_JSON', 'Request body must be JSON') };
  }
}

/**
 * The preamble of a member's verification submission: a member, from this site, with a JSON
 * body — or the answer that says which of these is missing.
 */
async function memberSubmission(c: Context<AppEnv>): Promise<{ member: MemberSession; body: unknown } | Response> {
  const m = memberOf(c);
  if (!m) return loginRequired(c);
  const refused = crossSiteRefusal(c);
  if (refused) return refused;
  const body = await jsonBody(c);
  return body.ok ? { member: m, body: body.body } : body.res;
}

gatewayAuth.post('/user/login', async (c) => {
  const refused = crossSiteRefusal(c);
  if (refused) return refused;
  const body = await jsonBody(c);
  if (!body.ok) return body.res;
  const outcome = await performLogin(c, body.body);
  if (!outcome.ok) return fail(c, outcome.status, outcome.errorCode, outcome.message);
  return withCookies(ok(c, { userNo: outcome.user.no, userId: outcome.user.id, userName: outcome.user.name }), outcome.cookies);
});

gatewayAuth.post('/user/logout', async (c) => {
  const refused = crossSiteRefusal(c);
  if (refused) return refused;
  const cookies = await performLogout(c);
  // The session middleware saw this request's (now ended) session; its cookies must not come back.
  c.set('session', null);
  return withCookies(ok(c, { message: ko.member.loggedOut }), cookies);
});

/** Passes a `{ result, data, message, errorCode }` answer through as it came. */
function resultAnswer<T extends { result: string }>(c: Context<AppEnv>, r: MemberResult<T>): Response {
  if (!r.ok) return answer(c, r);
  return c.json(r.data, 200, { 'Cache-Control': 'no-store' });
}

gatewayAuth.get('/api/v5/users/personal-info/ci:check', async (c) => {
  const m = memberOf(c);
  if (!m) return loginRequired(c);
  return answer(c, await getIdentityCheck(c.var.upstream, m.accessToken, c.req.raw.signal));
});

const PersonalInfoBody = z.object({
  identityVerificationToken: z.string().refine(isKeyShape, { message: 'not a verification token' }),
  type: z.literal('UNKNOWN_CI_VERIFICATION').default('UNKNOWN_CI_VERIFICATION'),
});

gatewayAuth.post('/api/v6/users/personal-info', async (c) => {
  const sub = await memberSubmission(c);
  if (sub instanceof Response) return sub;
  const m = sub.member;
  const parsed = PersonalInfoBody.safeParse(sub.body);
  if (!parsed.success) return fail(c, 400, 'IDENTITY_KEY_MISSING', ko.identity.identityKeyMissing);
  return resultAnswer(c, await postPersonalInfo(c.var.upstream, m.accessToken, parsed.data.identityVerificationToken, c.req.raw.signal));
});

gatewayAuth.get('/api/v5/users/adult-verification', async (c) => {
  const m = memberOf(c);
  if (!m) return loginRequired(c);
  return resultAnswer(c, await getAdultVerification(c.var.upstream, m.accessToken, c.req.raw.signal));
});

gatewayAuth.post('/api/v5/users/adult-verification', async (c) => {
  const sub = await memberSubmission(c);
  if (sub instanceof Response) return sub;
  const m = sub.member;
  const parsed = AdultVerificationRequestSchema.safeParse(sub.body);
  if (!parsed.success || !isKeyShape(parsed.data.adultVerificationKey)) return fail(c, 400, 'ADULT_KEY_MISSING', ko.identity.adultKeyMissing);
  return resultAnswer(c, await postAdultVerification(c.var.upstream, m.accessToken, parsed.data.adultVerificationKey, c.req.raw.signal));
});

gatewayAuth.get('/user/info/', async (c) => {
  const m = memberOf(c);
  if (!m) return loginRequired(c);
  return answer(c, await member.memberCall({ fetch: c.var.upstream, signal: c.req.raw.signal }, { path: '/user/info/', token: m.accessToken, schema: UserInfoSchema }));
});
