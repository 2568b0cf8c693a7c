import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AdultVerificationRequestSchema } from '../../schemas/adult-verification';
import { IdCheckRequestSchema, LoginRequestSchema } from '../../schemas/requests/login';
import { PersonalInfoRequestSchema } from '../../schemas/requests/personal-info';
import { contextOf } from '../context/request-context';
import { ko } from '../../src/copy/ko';
import { isKeyShape } from '../../src/identity/trusted-origin';
import { isEmailShape } from '../../rules/email';
import type { AppEnv } from '../app-env';
import { clearedSessionCookies, sessionCookies, userInfoCookies, withCookies } from '../context/auth-cookies';
import type { UserInfo } from '../../schemas/member';
import { memberOf } from '../context/session';
import { getAdultVerification, getIdentityCheck, postAdultVerification, postPersonalInfo } from '../upstream/identity';
import { refusalOf } from '../upstream/errors';
import * as member from '../upstream/member';
import { upstreamDeps } from '../upstream-deps';
import * as z from 'zod';
import { jsonBody, membersOnly, signedInMember } from './json-body';
import { fail, loginRequired, ok, relay, upstreamFailure } from './respond';
import { clientKey, keyed, overLimit, RETRY_AFTER_SECONDS } from './rate-limit';
import { cookiesOf } from '../context/cookies';
import { recordServerEvent } from './collect';
import { isKnownDevice, KNOWN_DEVICE_COOKIE, knownDeviceCookie } from '../context/known-device';
import { reportError } from '../ops/error-report';

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

export type LoginOutcome = { ok: true; cookies: string[]; user: { no: number; id: string; name: string } } | { ok: false; status: ContentfulStatusCode; errorCode: string; message: string };

/** The login both the form (/login) and the JSON endpoint use. */
export async function performLogin(c: Context<AppEnv>, input: unknown): Promise<LoginOutcome> {
  const parsed = LoginRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, errorCode: 'INVALID_REQUEST', message: ko.login.idRequired };
  if (!isEmailShape(parsed.data.id)) return { ok: false, status: 400, errorCode: 'INVALID_EMAIL', message: ko.login.emailShape };
  // Guessing is slowed per id (whoever guesses) and per client (whichever ids it tries); a
  // browser the id logged in on before has an id bucket of its own (edge/context/known-device.ts).
  const id = parsed.data.id.trim().toLowerCase();
  const secret = c.env?.IMAGE_URL_KEY;
  const known = await isKnownDevice(secret, cookiesOf(c)[KNOWN_DEVICE_COOKIE], id);
  if (await overLimit(c.env, 'RATE_LIMIT_LOGIN', [`${known ? 'id-known' : 'id'}:${id}`, keyed('client', clientKey(c))])) {
    return { ok: false, status: 429, errorCode: 'RATE_LIMITED', message: ko.errors.tooManyRequests };
  }
  const outcome = await sessionFrom(member.login(upstreamDeps(c), parsed.data));
  if (!outcome.ok) return outcome;
  recordServerEvent(c, { name: 'login', path: new URL(c.req.url).pathname, at: Date.now(), params: { method: 'password' } }, outcome.user.id);
  const proof = await knownDeviceCookie(secret, id);
  return proof ? { ...outcome, cookies: [...outcome.cookies, proof] } : outcome;
}

/** A login call (id/password or social) as cookies, or the refusal to show. */
export async function sessionFrom(call: Promise<member.LoginAnswer>): Promise<LoginOutcome> {
  let answer: member.LoginAnswer;
  try {
    answer = await call;
  } catch (error) {
    const r = refusalOf(error);
    const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
    const fallback = r.errorCode === 'LOGIN_LOCKED' ? ko.login.locked : status === 401 ? ko.login.invalidCredentials : ko.errors.genericTemporary;
    if (status >= 500) console.error('[login] upstream', r.errorCode);
    return { ok: false, status, errorCode: r.errorCode, message: status < 500 && r.serverMessage ? r.serverMessage : fallback };
  }
  const user = { no: answer.userNo, id: answer.userId, name: answer.userName };
  return { ok: true, user, cookies: sessionCookies({ accessToken: answer.accessToken, refreshToken: answer.refreshToken, user }) };
}

/** Ends the session upstream (best effort) and answers the cookies that end it in the browser. */
export async function performLogout(c: Context<AppEnv>): Promise<string[]> {
  const m = memberOf(c);
  if (m) {
    await member.logout(upstreamDeps(c), { token: m.accessToken }).catch((error: unknown) => {
      // The shopper is logged out here whatever the upstream says (the answer is 200), so the
      // gateway's 5xx check never sees this failure: it is reported on its own.
      const r = refusalOf(error);
      if (r.status >= 500) reportError(c, error, r.status);
    });
  }
  return clearedSessionCookies();
}

/**
 * The body read as JSON only (`jsonBody`'s INVALID_JSON for anything else); each of these routes
 * checks the shape itself and answers in its own words (the login's and the identity dialogs').
 */
const anyJson = jsonBody(z.unknown());

gatewayAuth.post('/user/login', anyJson, async (c) => {
  const outcome = await performLogin(c, c.req.valid('json'));
  if (!outcome.ok) return withRetryAfter(fail(c, outcome.status, outcome.errorCode, outcome.message));
  return withCookies(ok(c, { userNo: outcome.user.no, userId: outcome.user.id, userName: outcome.user.name }), outcome.cookies);
});

/**
 * `POST /user/validator/id` (spec 7) for the sign-up form: 200 with the account types when the
 * e-mail is taken, 404 when it is free. It tells whether an address has an account, so it is
 * limited (edge/app.ts) in the id-check bucket of `idCheckKeys`.
 */
gatewayAuth.post('/user/validator/id', anyJson, async (c) => {
  const parsed = IdCheckRequestSchema.safeParse(c.req.valid('json'));
  if (!parsed.success || !isEmailShape(parsed.data.user_id)) return fail(c, 400, 'INVALID_EMAIL', ko.login.emailShape, 'user_id: not an e-mail address', 'user_id');
  return relay(c, member.validateId(upstreamDeps(c), { userId: parsed.data.user_id }));
});

gatewayAuth.post('/user/logout', async (c) => {
  const cookies = await performLogout(c);
  // The session middleware saw this request's (now ended) session; its cookies must not come back.
  c.set('member', null);
  return withCookies(ok(c, { message: ko.member.loggedOut }), cookies);
});

gatewayAuth.get('/api/v5/users/personal-info/ci:check', async (c) => {
  const m = memberOf(c);
  if (!m) return loginRequired(c);
  return relay(c, getIdentityCheck(upstreamDeps(c), { token: m.accessToken }));
});

gatewayAuth.post('/api/v6/users/personal-info', membersOnly, anyJson, async (c) => {
  const m = signedInMember(c);
  const parsed = PersonalInfoRequestSchema.safeParse(c.req.valid('json'));
  if (!parsed.success) return fail(c, 400, 'IDENTITY_KEY_MISSING', ko.identity.identityKeyMissing, 'identityVerificationToken: missing or malformed', 'identityVerificationToken');
  // The answer carries its own `result`, `message` and `errorCode`: passed through as it came.
  return relay(c, postPersonalInfo(upstreamDeps(c), { token: m.accessToken, identityVerificationToken: parsed.data.identityVerificationToken }), { envelope: 'as-is' });
});

gatewayAuth.get('/api/v5/users/adult-verification', async (c) => {
  const m = memberOf(c);
  if (!m) return loginRequired(c);
  return relay(c, getAdultVerification(upstreamDeps(c), { token: m.accessToken }), { envelope: 'as-is' });
});

gatewayAuth.post('/api/v5/users/adult-verification', membersOnly, anyJson, async (c) => {
  const m = signedInMember(c);
  // The adult-verification flag off (issue 12 item 7): no new verification, whatever the page showed.
  if (!contextOf(c).flags.adultVerification) return fail(c, 409, 'ADULT_VERIFICATION_PAUSED', ko.identity.verificationPaused);
  const parsed = AdultVerificationRequestSchema.safeParse(c.req.valid('json'));
  if (!parsed.success || !isKeyShape(parsed.data.adultVerificationKey))
    return fail(c, 400, 'ADULT_KEY_MISSING', ko.identity.adultKeyMissing, 'adultVerificationKey: missing or malformed', 'adultVerificationKey');
  return relay(c, postAdultVerification(upstreamDeps(c), { token: m.accessToken, adultVerificationKey: parsed.data.adultVerificationKey }), { envelope: 'as-is' });
});

/**
 * The user-info refresh (spec 6): the answer also renews what the browser keeps of the session,
 * the display hint (`sf_user`, with the name as the account has it now) and the grade cookie, so
 * a rename or a new grade shows without a new login. Only for the member the token names.
 */
gatewayAuth.get('/user/info/', async (c) => {
  const m = memberOf(c);
  if (!m) return loginRequired(c);
  let info: UserInfo;
  try {
    info = await member.getUserInfo(upstreamDeps(c), { token: m.accessToken });
  } catch (error) {
    return upstreamFailure(c, error);
  }
  return withCookies(ok(c, info), userInfoCookies(m, info));
});

/** A 429 says when to come back (the limiter's period). */
export function withRetryAfter(res: Response): Response {
  if (res.status === 429 && !res.headers.has('Retry-After')) res.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return res;
}
