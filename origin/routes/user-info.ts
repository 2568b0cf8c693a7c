/**
 * The signed-in member's own account (spec 3.7, 7): `GET /user/info/`, `GET
 * /user/info/social-type/`, password confirmation and change, linking social accounts
 * (`POST`/`PATCH /user/sns/`) and `GET /api/v4/user-level`. Every route needs a member
 * (requireMember). Mounted at the root, since the paths span /user and /api/v4.
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import * as z from 'zod';
import type { SocialTypeAnswerInput } from '../../schemas/account';
import { SnsLinkRequestSchema, SnsUnlinkRequestSchema, SocialReconfirmRequestSchema } from '../../schemas/account';
import type { UserInfoInput } from '../../schemas/member';
import { PasswordChangeSchema, PasswordConfirmSchema } from '../../schemas/user';
import { ageInYears } from '../../rules/age';
import { ko } from '../copy/ko';
import { authNow, authNowMs } from '../auth/clock';
import { checkPasswordGuarded, lockedResponse } from '../auth/guarded-password';
import { ageRangeOf, findMemberByNo, seoulStamp, type MemberRow } from '../auth/members';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../../rules/password';
import { revokeMemberSessions } from '../auth/refresh';
import { memberRowFromAuthorization, requireMember, type MemberAppEnv } from '../auth/require-member';
import { badRequest, readJson } from '../auth/request';
import { issueSession } from '../auth/session';
import { issueReconfirmToken, RECONFIRM_TTL_SECONDS } from '../auth/tokens';
import { findMemberBySocial, linkSocial, snsInfoOf, unlinkSocial, verifySocialToken, type SocialProvider } from '../auth/social';
import { fail, ok } from '../http';

export const userInfoRoute = new Hono<MemberAppEnv>();

type MemberContext = Context<MemberAppEnv>;

/** The member row behind the request; requireMember has checked it exists. */
async function currentMember(c: MemberContext): Promise<MemberRow | null> {
  return findMemberByNo(c.env.DB, c.var.member.userNo);
}

const gone = (c: MemberContext) => fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);

export async function userInfoOf(db: D1Database, m: MemberRow): Promise<UserInfoInput> {
  return {
    user_no: m.user_no,
    user_id: m.user_id,
    user_email: m.email,
    user_name: m.name,
    user_cell: m.cell,
    zipcode: m.zipcode,
    address: m.address,
    address_detail: m.address_detail,
    sns_info: await snsInfoOf(db, m.user_no),
    user_grade: m.grade,
    birth_status: m.identity_verified_at !== null ? 'VERIFIED' : 'UNVERIFIED',
    birth_date: m.birth_date,
    gender: m.gender,
    age_range: ageRangeOf(ageInYears(m.birth_date, authNow())),
    is_receive_email: m.is_receive_email === 1,
    is_receive_sms: m.is_receive_sms === 1,
    is_receive_push: m.is_receive_push === 1,
    is_personal_info_agree: m.is_personal_info_agree === 1,
    is_email_verify: m.is_email_verify === 1,
    is_legacy_password: false,
    insert_timestamp: seoulStamp(m.created_at),
    update_timestamp: seoulStamp(m.updated_at),
    last_login_timestamp: seoulStamp(m.last_login_at),
  };
}

for (const path of ['/user/info/', '/user/info']) {
  userInfoRoute.get(path, requireMember, async (c) => {
    const m = await currentMember(c);
    return m ? ok(c, await userInfoOf(c.env.DB, m)) : gone(c);
  });
}

for (const path of ['/user/info/social-type/', '/user/info/social-type']) {
  userInfoRoute.get(path, requireMember, async (c) => {
    const m = await currentMember(c);
    if (!m) return gone(c);
    const social = m.signup_type !== 'email';
    const answer: SocialTypeAnswerInput = { is_social_account: social, social_type: social ? m.signup_type : '' };
    return ok(c, answer);
  });
}

/** Checks the member's current password behind the lockout; a Response when it fails. */
/** Why `password` does not prove the member (no password, wrong, locked), as the answer; null when it does. */
export async function passwordRefusal(c: MemberContext, m: MemberRow, password: string): Promise<Response | null> {
  if (!m.password_hash) return fail(c, 400, 'NO_PASSWORD', ko.auth.noPassword);
  if (password.length > 256) return fail(c, 400, 'INVALID_PASSWORD', ko.auth.passwordMismatch);
  const check = await checkPasswordGuarded(c.env.DB, m.user_id, password, m.password_hash);
  if (check.ok) return null;
  return check.locked ? lockedResponse(c, check.retryAfterMs) : fail(c, 400, 'INVALID_PASSWORD', ko.auth.passwordMismatch);
}

/**
 * `POST /user/info/confirm-password` with `{ user_password }` (spec 7), or, for an account
 * without a password, `{ social_type, access_token }` from signing in at a linked provider
 * again (ours). The answer carries a short-lived proof of it (origin/auth/tokens.ts).
 */
userInfoRoute.post('/user/info/confirm-password', requireMember, async (c) => {
  const body = await readJson(c, z.union([PasswordConfirmSchema, SocialReconfirmRequestSchema]));
  if (!body.ok) return body.response;
  const m = await currentMember(c);
  if (!m) return gone(c);
  if ('user_password' in body.value) {
    const refused = await passwordRefusal(c, m, body.value.user_password);
    if (refused) return refused;
  } else {
    const provider = body.value.social_type as SocialProvider;
    const profile = await verifySocialToken(c.env.DB, body.value.access_token, provider, c.env.ENVIRONMENT);
    if (!profile) return fail(c, 400, 'INVALID_SOCIAL_TOKEN', ko.auth.socialTokenInvalid);
    const owner = await findMemberBySocial(c.env.DB, provider, profile.socialNo);
    if (owner?.user_no !== m.user_no) return fail(c, 403, 'SOCIAL_ACCOUNT_MISMATCH', ko.auth.socialAccountMismatch);
  }
  return ok(c, { confirmed: true, reconfirmToken: await issueReconfirmToken(c.env.DB, m.user_no), expiresIn: RECONFIRM_TTL_SECONDS });
});

userInfoRoute.post('/user/info/change-password', requireMember, async (c) => {
  const raw = await readJson(c, z.record(z.string(), z.unknown()));
  if (!raw.ok) return raw.response;
  const parsed = PasswordChangeSchema.safeParse(raw.value);
  if (!parsed.success) {
    const mismatch = parsed.error.issues.some((i) => i.code === 'custom' && i.path[0] === 'confirm_password');
    return mismatch ? fail(c, 400, 'PASSWORD_CONFIRM_MISMATCH', ko.auth.passwordConfirmMismatch) : badRequest(c, 'user_password, new_password and confirm_password are required');
  }
  const { user_password: current, new_password: next } = parsed.data;
  if (passwordProblem(next)) return fail(c, 400, 'PASSWORD_RULE', ko.auth.passwordRule);
  const m = await currentMember(c);
  if (!m) return gone(c);
  const refused = await passwordRefusal(c, m, current);
  if (refused) return refused;
  if (next.normalize('NFC') === current.normalize('NFC')) return fail(c, 400, 'PASSWORD_SAME', ko.auth.passwordSame);

  const db = c.env.DB;
  // Compare-and-set on the hash the current password was checked against: of changes sent at
  // once with the same current password, one wins and the rest are told it is no longer current.
  const changed = await db
    .prepare('UPDATE members SET password_hash = ?1, updated_at = ?2 WHERE user_no = ?3 AND password_hash = ?4 RETURNING user_no')
    .bind(await hashPassword(next), authNowMs(), m.user_no, m.password_hash)
    .first();
  if (!changed) return fail(c, 400, 'INVALID_PASSWORD', ko.auth.passwordMismatch);
  // Every other session ends; this one continues on the fresh pair returned here.
  await revokeMemberSessions(db, m.user_no);
  const fresh = await findMemberByNo(db, m.user_no);
  if (!fresh) return gone(c);
  return ok(c, { message: ko.auth.passwordChanged, ...(await issueSession(db, fresh)) });
});

for (const path of ['/user/sns/', '/user/sns']) {
  userInfoRoute.post(path, requireMember, async (c) => {
    const body = await readJson(c, SnsLinkRequestSchema);
    if (!body.ok) return body.response;
    const provider = body.value.social_type as SocialProvider;
    const db = c.env.DB;
    const profile = await verifySocialToken(db, body.value.access_token, provider, c.env.ENVIRONMENT);
    if (!profile) return fail(c, 401, 'INVALID_SOCIAL_TOKEN', ko.auth.socialTokenInvalid);
    const outcome = await linkSocial(db, c.var.member.userNo, profile);
    if (outcome === 'LINKED_ELSEWHERE') return fail(c, 409, 'SNS_LINKED_ELSEWHERE', ko.auth.snsLinkedElsewhere);
    if (outcome === 'TYPE_LINKED') return fail(c, 409, 'SNS_TYPE_LINKED', ko.auth.snsTypeLinked);
    return ok(c, { message: ko.auth.snsLinked, sns_info: await snsInfoOf(db, c.var.member.userNo) });
  });

  userInfoRoute.patch(path, requireMember, async (c) => {
    const body = await readJson(c, SnsUnlinkRequestSchema);
    if (!body.ok) return body.response;
    const provider = body.value.social_type as SocialProvider;
    const db = c.env.DB;
    const m = await currentMember(c);
    if (!m) return gone(c);
    const links = await snsInfoOf(db, m.user_no);
    if (!links.some((l) => l.social_type === provider)) return fail(c, 404, 'SNS_NOT_LINKED', ko.auth.snsNotLinked);
    // A member without a password would lose their only way in.
    if (!m.password_hash && links.length === 1) return fail(c, 409, 'SNS_LAST_LOGIN', ko.auth.snsLastLogin);
    await unlinkSocial(db, m.user_no, provider);
    return ok(c, { message: ko.auth.snsUnlinked, sns_info: await snsInfoOf(db, m.user_no) });
  });
}

// The row the member check reads has the grade: one D1 read, not a second one for the same row.
userInfoRoute.get('/api/v4/user-level', async (c) => {
  const m = (await memberRowFromAuthorization(c.env.DB, c.req.header('authorization')))?.row;
  if (!m) return gone(c);
  if (m.grade === null) return fail(c, 404, 'USER_LEVEL_NOT_FOUND', ko.auth.userLevelMissing);
  return ok(c, { levelId: m.grade });
});
