/**
 * E-mail change (spec 7): `POST /api/v4/user/email/change-request` then
 * `POST /api/v4/user/email/verify-token`. The token (32 random bytes, stored as SHA-256) would
 * be mailed; there is no mail service here, so in development the mail is written to the
 * sandbox outbox (`/sandbox/outbox`, origin/sandbox/outbox) and the answer carries the token as
 * `sandboxToken` too (the storefront never passes it on). Only the newest request of a member counts; it lasts 30 minutes. The login
 * id stays what it was: this changes the contact address (`user_email`).
 * Mounted at /api/v4/user/email.
 */

import { Hono } from 'hono/tiny';
import { EmailChangeRequestSchema, EmailChangeVerifySchema } from '../../schemas/user';
import { ko } from '../copy/ko';
import { sandboxOutboxCopy } from '../copy/sandbox-ko';
import { authNowMs } from '../auth/clock';
import { randomToken, sha256Hex } from '../auth/encoding';
import { findMemberByNo, isEmailTaken, loginIdKey, seoulStamp } from '../auth/members';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { isDevelopment, readJson } from '../auth/request';
import { fail, ok } from '../http';
import { writeSandboxMail } from '../sandbox/outbox/store';

export const userEmailRoute = new Hono<MemberAppEnv>();

export const EMAIL_TOKEN_TTL_MS = 30 * 60 * 1000;

userEmailRoute.post('/change-request', requireMember, async (c) => {
  const body = await readJson(c, EmailChangeRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const email = body.value.email;
  const m = await findMemberByNo(db, c.var.member.userNo);
  if (!m) return fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);
  if (loginIdKey(email) === loginIdKey(m.email)) return fail(c, 400, 'EMAIL_SAME', ko.auth.emailSame);
  if (await isEmailTaken(db, email, m.user_no)) return fail(c, 409, 'EMAIL_IN_USE', ko.auth.emailInUse);

  const token = randomToken(32);
  const expiresAt = authNowMs() + EMAIL_TOKEN_TTL_MS;
  await db.batch([
    db.prepare('DELETE FROM email_change_tokens WHERE user_no = ?').bind(m.user_no),
    db.prepare('INSERT INTO email_change_tokens (token_hash, user_no, new_email, expires_at) VALUES (?, ?, ?, ?)').bind(await sha256Hex(token), m.user_no, email, expiresAt),
  ]);
  const until = seoulStamp(expiresAt);
  // The sandbox outbox is development's mail; a deploy's bundle leaves it out (the define alone
  // in the condition: the bundler drops only a branch it sees is dead while parsing).
  if (typeof __STOREFRONT_DEV_PAGES__ === 'undefined' || __STOREFRONT_DEV_PAGES__) {
    if (isDevelopment(c.env)) {
      const copy = sandboxOutboxCopy;
      await writeSandboxMail(db, { to: email, subject: copy.emailChangeSubject, body: copy.emailChangeBody(email, until ?? ''), token });
    }
  }
  return ok(c, {
    email,
    expiresAt: until,
    message: ko.auth.emailChangeSent,
    ...(isDevelopment(c.env) ? { sandboxToken: token } : {}),
  });
});

userEmailRoute.post('/verify-token', requireMember, async (c) => {
  const body = await readJson(c, EmailChangeVerifySchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { token, email } = body.value;
  if (token.length > 200) return fail(c, 400, 'INVALID_EMAIL_TOKEN', ko.auth.emailTokenInvalid);
  const now = authNowMs();
  // Spending the token and checking it belong to one statement: a token works once.
  const spent = await db
    .prepare(
      `UPDATE email_change_tokens SET used_at = ?1
       WHERE token_hash = ?2 AND user_no = ?3 AND lower(new_email) = ?4 AND used_at IS NULL AND expires_at > ?1
       RETURNING new_email`,
    )
    .bind(now, await sha256Hex(token), c.var.member.userNo, loginIdKey(email))
    .first<{ new_email: string }>();
  if (!spent) return fail(c, 400, 'INVALID_EMAIL_TOKEN', ko.auth.emailTokenInvalid);
  // Whether another member holds the address is checked inside the write, so two members
  // confirming the same address at once cannot both get it (isEmailTaken's rule).
  const changed = await db
    .prepare(
      `UPDATE members SET email = ?1, is_email_verify = 1, updated_at = ?2 WHERE user_no = ?3
       AND NOT EXISTS (SELECT 1 FROM members o WHERE (o.user_id = ?4 OR lower(o.email) = ?4) AND o.user_no != ?3) RETURNING user_no`,
    )
    .bind(spent.new_email, now, c.var.member.userNo, loginIdKey(spent.new_email))
    .first();
  if (!changed) return fail(c, 409, 'EMAIL_IN_USE', ko.auth.emailInUse);
  return ok(c, { email: spent.new_email, message: ko.auth.emailChanged });
});
