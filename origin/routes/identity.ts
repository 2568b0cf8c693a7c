/**
 * Identity (CI) and adult verification of the member behind the bearer token (auth contract,
 * "Identity (CI) and adult verification"; spec 4.3–4.5, 7, 8). Mounted at the root: every path
 * is spelled out, and each route carries requireMember itself so nothing else is guarded.
 *
 * A verification key is spent by its first use, whatever the outcome: a refused key must be
 * fetched again from the provider.
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import { AdultVerificationRequestSchema } from '../../schemas/adult-verification';
import { PersonalInfoRequestSchema } from '../../schemas/requests/personal-info';
import { ko } from '../copy/ko';
import { IDENTITY_MIN_AGE, isAdult, isUnder } from '../../rules/age';
import { authNow, authNowMs } from '../auth/clock';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { fail, ok } from '../http';
import { spendVerificationKey, type VerificationClaims } from '../sandbox/identity/key';
import { loadMemberIdentity, type MemberIdentityRow } from './identity-facts';
import { adultStatus } from './identity-status';
import { readJson } from './json-body';

export const identityRoute = new Hono<MemberAppEnv>();

const m = ko.memberService;

/** Names as people type them: one Unicode form, no spaces, Latin letters in one case. */
export const sameName = (a: string, b: string): boolean => {
  const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, '').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
};

async function memberIdentity(c: Context<MemberAppEnv>): Promise<MemberIdentityRow | Response> {
  const row = await loadMemberIdentity(c.env.DB, c.var.member.userNo);
  return row ?? fail(c, 401, 'LOGIN_REQUIRED', m.memberNotFound);
}

identityRoute.get('/api/v5/users/personal-info/ci:check', requireMember, async (c) => {
  const row = await memberIdentity(c);
  if (row instanceof Response) return row;
  return ok(c, row.identity.ci ? { gender: row.gender, birthDate: row.identity.birthDate } : null);
});

/** The adult-verification status; both of our status paths answer it. */
async function statusAnswer(c: Context<MemberAppEnv>): Promise<Response> {
  const row = await memberIdentity(c);
  if (row instanceof Response) return row;
  return ok(c, adultStatus(row.identity, row.adult, authNow()));
}

identityRoute.get('/api/v5/users/identity-verification', requireMember, statusAnswer);
identityRoute.get('/api/v5/users/adult-verification', requireMember, statusAnswer);

identityRoute.post('/api/v6/users/personal-info', requireMember, async (c) => {
  const input = await readJson(c, PersonalInfoRequestSchema);
  if (!input.ok) return input.response;
  const row = await memberIdentity(c);
  if (row instanceof Response) return row;

  const spent = await spendVerificationKey(c.env.DB, input.value.identityVerificationToken, 'ci', row.userNo, c.env.ENVIRONMENT);
  if (!spent.ok) return fail(c, 400, 'INVALID_VERIFICATION_TOKEN', m.invalidIdentityKey);
  const key = spent.claims;
  if (isUnder(IDENTITY_MIN_AGE, key.birthDate, authNow())) return fail(c, 403, 'AGE_RESTRICTION', m.ageRestriction);
  if (!sameName(key.name, row.name)) return fail(c, 409, 'INVALID_USER_PERSONAL_AUTH_INFO', m.nameMismatch);
  if (row.identity.ci && row.identity.ci !== key.ci) return fail(c, 409, 'CI_MISMATCH', m.ciMismatch);

  const refused = await bindIdentity(c, row.userNo, key);
  if (refused) return refused;
  return ok(c, { gender: key.gender, birthDate: key.birthDate });
});

/**
 * Stores the verified identity, unless the CI belongs to another member: the check and the
 * write are one statement, so two accounts racing with one person's CI cannot both win.
 */
async function bindIdentity(c: Context<MemberAppEnv>, userNo: number, key: VerificationClaims): Promise<Response | null> {
  const now = authNowMs();
  const result = await c.env.DB.prepare(
    `UPDATE members SET ci = ?1, di = ?2, birth_date = ?3, gender = ?4, identity_verified_at = ?5, updated_at = ?5
     WHERE user_no = ?6 AND (ci IS NULL OR ci = ?1)
       AND NOT EXISTS (SELECT 1 FROM members other WHERE other.ci = ?1 AND other.user_no <> ?6)`,
  )
    .bind(key.ci, key.di, key.birthDate, key.gender, now, userNo)
    .run();
  if (result.meta.changes === 1) return null;
  const other = await c.env.DB.prepare('SELECT 1 AS taken FROM members WHERE ci = ? AND user_no <> ?').bind(key.ci, userNo).first();
  return other ? fail(c, 409, 'DUPLICATED_CI', m.duplicatedCi) : fail(c, 409, 'CI_MISMATCH', m.ciMismatch);
}

identityRoute.post('/api/v5/users/adult-verification', requireMember, async (c) => {
  const input = await readJson(c, AdultVerificationRequestSchema);
  if (!input.ok) return input.response;
  const row = await memberIdentity(c);
  if (row instanceof Response) return row;

  const spent = await spendVerificationKey(c.env.DB, input.value.adultVerificationKey, 'adult', row.userNo, c.env.ENVIRONMENT);
  if (!spent.ok) return fail(c, 400, 'INVALID_VERIFICATION_TOKEN', m.invalidAdultKey);
  const key = spent.claims;
  // With a CI on file the key must be that person's; without one, at least the sign-up name's.
  if (row.identity.ci ? key.ci !== row.identity.ci : !sameName(key.name, row.name)) {
    return fail(c, 409, 'ADULT_VERIFICATION_MISMATCH', row.identity.ci ? m.adultOtherPerson : m.nameMismatch);
  }

  const now = authNow();
  const adult = { birthDate: key.birthDate, verifiedAt: now.getTime() };
  const keyIsAdult = isAdult(key.birthDate, now);
  // members.adult_verified_at marks a verified adult only; a minor's verification is kept in
  // adult_verifications alone, so they are not asked again and still never pass the gate.
  const statements = [
    c.env.DB.prepare(
      `INSERT INTO adult_verifications (user_no, ci, birth_date, verified_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (user_no) DO UPDATE SET ci = excluded.ci, birth_date = excluded.birth_date, verified_at = excluded.verified_at`,
    ).bind(row.userNo, key.ci, key.birthDate, adult.verifiedAt),
    c.env.DB.prepare('UPDATE members SET adult_verified_at = ?1, updated_at = ?2 WHERE user_no = ?3').bind(keyIsAdult ? adult.verifiedAt : null, adult.verifiedAt, row.userNo),
  ];
  await c.env.DB.batch(statements);
  // The key proved this birth date just now; with a CI on file it is the same person's.
  return ok(c, { ...adultStatus(row.identity, adult, now), isAdult: keyIsAdult });
});
