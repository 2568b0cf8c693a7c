/**
 * Login plumbing of spec 7 and docs/auth-contract.md, mounted at /user: `POST login`,
 * `POST sns-login`, `GET logout`, `POST token/refresh` (ours), `GET token/status` (ours),
 * `POST validator/id`.
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import * as z from 'zod';
import { IdValidatorRequestSchema, LoginRequestSchema, SocialLoginRequestSchema } from '../../schemas/user';
import { ko } from '../copy/ko';
import { checkPasswordGuarded, lockedResponse } from '../auth/guarded-password';
import { findMemberByNo, findMemberByUserId, loginIdKey } from '../auth/members';
import { rotateRefreshToken, revokeMemberSessions } from '../auth/refresh';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { badRequest, membersReady, readJson } from '../auth/request';
import { accessTokenFor, loginAnswer } from '../auth/session';
import { createSocialMember, findMemberBySocial, sameOrigin, snsInfoOf, verifySocialToken, type SocialProvider } from '../auth/social';
import { fail, ok } from '../http';

export const userRoute = new Hono<MemberAppEnv>();
userRoute.use('*', membersReady);

/** Ids and passwords longer than any real one are refused before any hashing work. */
const MAX_ID_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 256;

const invalidCredentials = (c: Context) => fail(c, 401, 'INVALID_CREDENTIALS', ko.auth.invalidCredentials);

async function socialLogin(c: Context<MemberAppEnv>, token: string, provider: SocialProvider, redirectUri?: string) {
  const db = c.env.DB;
  const profile = await verifySocialToken(db, token, provider, c.env.ENVIRONMENT);
  if (!profile || (redirectUri !== undefined && !sameOrigin(redirectUri, profile.redirectUri))) {
    return fail(c, 401, 'INVALID_SOCIAL_TOKEN', ko.auth.socialTokenInvalid);
  }
  const member = (await findMemberBySocial(db, provider, profile.socialNo)) ?? (await createSocialMember(db, profile));
  if (!member) return fail(c, 409, 'SOCIAL_EMAIL_IN_USE', ko.auth.socialEmailInUse);
  const social = { socialType: provider, socialNo: profile.socialNo, socialEmail: profile.email };
  return ok(c, await loginAnswer(db, member, ko.auth.loginSuccess, social));
}

userRoute.post('/login', async (c) => {
  const body = await readJson(c, LoginRequestSchema);
  if (!body.ok) return body.response;
  const { id, password, access_token: accessToken, social_type: socialType } = body.value;
  if (socialType !== 'email') return socialLogin(c, accessToken ?? '', socialType);
  if (!id || !password) return badRequest(c, 'id and password are required');
  if (id.length > MAX_ID_LENGTH || password.length > MAX_PASSWORD_LENGTH) return invalidCredentials(c);

  const db = c.env.DB;
  const idKey = loginIdKey(id);
  const member = await findMemberByUserId(db, idKey);
  const check = await checkPasswordGuarded(db, idKey, password, member?.password_hash);
  if (!check.ok) return check.locked ? lockedResponse(c, check.retryAfterMs) : invalidCredentials(c);
  if (!member) return invalidCredentials(c);
  return ok(c, await loginAnswer(db, member, ko.auth.loginSuccess));
});

userRoute.post('/sns-login', async (c) => {
  const body = await readJson(c, SocialLoginRequestSchema);
  if (!body.ok) return body.response;
  const { access_token: token, social_type: provider, redirect_uri: redirectUri } = body.value;
  return socialLogin(c, token, provider as SocialProvider, redirectUri);
});

userRoute.get('/logout', requireMember, async (c) => {
  await revokeMemberSessions(c.env.DB, c.var.member.userNo);
  return c.json({ result: 'SUCCESS', message: ko.auth.loggedOut });
});

/**
 * Whether an access token still opens the member's session (ours): 200 while it does, 401
 * LOGIN_REQUIRED once logout, a password change, leaving or a reused refresh token ended it
 * (requireMember checks the token version). The edge asks before it trusts a token for a page.
 */
userRoute.get('/token/status', requireMember, (c) => {
  c.header('Cache-Control', 'no-store');
  return ok(c, { active: true, userNo: c.var.member.userNo });
});

const RefreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });

userRoute.post('/token/refresh', async (c) => {
  const body = await readJson(c, RefreshRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const outcome = await rotateRefreshToken(db, body.value.refreshToken);
  if (!outcome.ok) {
    return outcome.reason === 'REUSED' ? fail(c, 401, 'REFRESH_TOKEN_REUSED', ko.auth.sessionReused) : fail(c, 401, 'INVALID_REFRESH_TOKEN', ko.auth.sessionExpired);
  }
  const member = await findMemberByNo(db, outcome.userNo);
  if (!member) return fail(c, 401, 'INVALID_REFRESH_TOKEN', ko.auth.sessionExpired);
  const accessToken = await accessTokenFor(db, member);
  return ok(c, { accessToken, refreshToken: outcome.refreshToken });
});

userRoute.post('/validator/id', async (c) => {
  const body = await readJson(c, IdValidatorRequestSchema.extend({ user_id: z.string().trim().min(1).max(MAX_ID_LENGTH) }));
  if (!body.ok) return body.response;
  const member = await findMemberByUserId(c.env.DB, body.value.user_id);
  if (!member) return fail(c, 404, 'USER_NOT_FOUND', ko.auth.userNotFound);
  const social = (await snsInfoOf(c.env.DB, member.user_no)).map((s) => s.social_type);
  const accountType = [...(member.password_hash ? ['email'] : []), ...social];
  return ok(c, { user_id: member.user_id, account_type: accountType });
});
