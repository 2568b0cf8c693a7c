/**
 * `POST /user/join` (ours, docs/auth-contract.md; issue 11 item 8): sign-up with an e-mail id,
 * a password, name, gender and the consents, answering the login answer of `POST /user/login`
 * so the new member is logged in at once. Mounted at /user.
 *
 * The e-mail id is unique however it is written (loginIdKey) and the insert cannot race past
 * that: two sign-ups with one address at the same moment make one member; the other is told
 * the address is taken. Required consents are recorded with the terms version and time;
 * optional marketing consents as the consent page stores them (rules/agreements.ts).
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import { CURRENT_AGREEMENT_VERSION } from '../../rules/agreements';
import { joinProblems, type JoinProblem } from '../../rules/join';
import { JoinRequestSchema } from '../../schemas/requests/join';
import { MemberGrade } from '../../schemas/member-grade';
import { authNowMs } from '../auth/clock';
import { findMemberByNo, isEmailTaken, loginIdKey } from '../auth/members';
import { hashPassword } from '../auth/password';
import { membersReady } from '../auth/request';
import { loginAnswer } from '../auth/session';
import { ko } from '../copy/ko';
import type { OriginAppEnv } from '../env';
import { fail, ok } from '../http';
import { readJson } from './json-body';

export const joinRoute = new Hono<OriginAppEnv>();
joinRoute.use('*', membersReady);

function refusal(c: Context, p: JoinProblem): Response {
  switch (p.field) {
    case 'userId':
      return fail(c, 400, 'INVALID_EMAIL', ko.auth.joinEmailShape);
    case 'password':
    case 'passwordConfirm':
      return fail(c, 400, 'PASSWORD_RULE', ko.auth.passwordRule);
    case 'name':
      return fail(c, 400, 'INVALID_NAME', ko.auth.joinName);
    case 'gender':
      return fail(c, 400, 'INVALID_REQUEST', ko.auth.joinGender);
    case 'consents':
      return fail(c, 400, 'AGREEMENT_REQUIRED', ko.auth.joinAgreements);
  }
}

joinRoute.post('/join', async (c) => {
  const body = await readJson(c, JoinRequestSchema);
  if (!body.ok) return body.response;
  const v = body.value;
  const a = v.agreements;
  const problem = joinProblems({ userId: v.user_id, password: v.password, name: v.name, gender: v.gender, consents: a })[0];
  if (problem) return refusal(c, problem);

  const db = c.env.DB;
  const userId = loginIdKey(v.user_id.trim());
  const taken = () => fail(c, 409, 'USER_ID_TAKEN', ko.auth.joinIdTaken);
  // Checked first for the clear answer; in the write, the unique user_id decides a race of two
  // sign-ups (INSERT OR IGNORE) and the NOT EXISTS one with a member changing their e-mail to it.
  if (await isEmailTaken(db, userId)) return taken();
  const now = authNowMs();
  const advertising = a.sms || a.push || a.email;
  const created = await db
    .prepare(
      `INSERT OR IGNORE INTO members (user_id, email, password_hash, name, gender, signup_type, grade,
         terms_version, terms_agreed_at, is_personal_info_agree, is_receive_sms, is_receive_push, is_receive_email,
         privacy_agreement_version, advertising_agreement_version, agreements_updated_at, created_at, updated_at)
       SELECT ?1, ?1, ?2, ?3, ?4, 'email', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?7, ?7, ?7
       WHERE NOT EXISTS (SELECT 1 FROM members WHERE lower(email) = ?1) RETURNING user_no`,
    )
    .bind(
      userId,
      await hashPassword(v.password),
      v.name.trim(),
      v.gender,
      MemberGrade.GREEN,
      CURRENT_AGREEMENT_VERSION,
      now,
      a.privacy ? 1 : 0,
      a.sms ? 1 : 0,
      a.push ? 1 : 0,
      a.email ? 1 : 0,
      a.privacy ? CURRENT_AGREEMENT_VERSION : null,
      advertising ? CURRENT_AGREEMENT_VERSION : null,
    )
    .first<{ user_no: number }>();
  if (!created) return taken();
  const member = await findMemberByNo(db, created.user_no);
  if (!member) return fail(c, 500, 'INTERNAL_ERROR', ko.errors.genericTemporary);
  return ok(c, await loginAnswer(db, member, ko.auth.joinWelcome));
});
