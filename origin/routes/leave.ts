/**
 * Leaving (spec 3.7, 7; issue 11 item 9): `DELETE /user/info/` with the password and an
 * optional message, and `DELETE /api/v4/users/me/leave` for a social account that has no
 * password (its session is the proof). Both answer the leave-account record of spec 3.7 as it
 * stood, which the storefront shows as the confirmation.
 *
 * What leaving does, in one batch (all or nothing): every session ends; the cart, likes of items and brands (their
 * counts follow), restock requests, coupons, saved addresses, linked social accounts, pending e-mail changes,
 * adult verification and consents go; reviews and questions stay on the items under their
 * masked ids but no longer point at the member; the member row keeps no personal data (login
 * id `left-<no>`, so the address may join again) and holds the orders, which commerce law
 * requires us to keep for five years (docs/member-area.md says which records).
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import * as z from 'zod';
import { LeaveAccountRequestSchema, type LeaveAccountResponseInput } from '../../schemas/account';
import { authNowMs } from '../auth/clock';
import { findMemberByNo, seoulStamp, type MemberRow } from '../auth/members';
import { requireMember, type MemberAppEnv } from '../auth/require-member';
import { ko } from '../copy/ko';
import { fail, ok } from '../http';
import { readJson } from './json-body';
import { passwordRefusal } from './user-info';

export const leaveRoute = new Hono<MemberAppEnv>();

type LeaveRow = MemberRow & { agreements_updated_at: number | null };

/** Spec 3.7's leave answer: the record as it stood before it was emptied. */
function leaveAnswer(m: LeaveRow): LeaveAccountResponseInput {
  const consentedAt = seoulStamp(m.agreements_updated_at ?? m.created_at);
  const marketing = m.is_receive_email === 1 || m.is_receive_sms === 1 || m.is_receive_push === 1;
  return {
    user_no: m.user_no,
    name: m.name,
    email: m.email,
    cell: m.cell,
    gender: m.gender,
    birth_date: m.birth_date,
    zipcode: m.zipcode,
    address: m.address,
    address_detail: m.address_detail,
    is_receive_email: m.is_receive_email === 1,
    is_receive_sms: m.is_receive_sms === 1,
    is_receive_push: m.is_receive_push === 1,
    personal_info_agree_timestamp: m.is_personal_info_agree === 1 ? consentedAt : null,
    marketing_agree_timestamp: marketing ? consentedAt : null,
  };
}

async function leave(db: D1Database, m: MemberRow, message: string): Promise<void> {
  const no = m.user_no;
  const now = authNowMs();
  const mine = (table: string) => db.prepare(`DELETE FROM ${table} WHERE user_no = ?`).bind(no);
  await db.batch([
    // The items' like counts lose this member's likes before the likes go.
    db.prepare('UPDATE hearts SET heart_count = MAX(heart_count - 1, 0) WHERE item_no IN (SELECT item_no FROM member_hearts WHERE user_no = ?)').bind(no),
    mine('member_hearts'),
    db.prepare('UPDATE brands SET heart_count = MAX(COALESCE(heart_count, 0) - 1, 0) WHERE brand_no IN (SELECT brand_no FROM member_brand_hearts WHERE user_no = ?)').bind(no),
    mine('member_brand_hearts'),
    mine('cart_items'),
    mine('restock_requests'),
    mine('member_coupons'),
    mine('member_addresses'),
    mine('mileage_ledger'),
    mine('sns_links'),
    mine('email_change_tokens'),
    mine('adult_verifications'),
    mine('refresh_tokens'),
    db.prepare('DELETE FROM login_attempts WHERE id_key = ?').bind(m.user_id),
    db.prepare('UPDATE reviews SET user_no = NULL WHERE user_no = ?').bind(no),
    db.prepare('UPDATE qna SET user_no = NULL WHERE user_no = ?').bind(no),
    db
      .prepare(
        `UPDATE members SET user_id = 'left-' || user_no, email = '', password_hash = NULL, name = '', cell = '',
           birth_date = NULL, zipcode = '', address = '', address_detail = '', ci = NULL, di = NULL,
           identity_verified_at = NULL, adult_verified_at = NULL, grade = NULL,
           is_receive_email = 0, is_receive_sms = 0, is_receive_push = 0, is_personal_info_agree = 0, is_email_verify = 0,
           privacy_agreement_version = NULL, advertising_agreement_version = NULL, agreements_updated_at = ?2,
           mileage = 0, deposit = 0, token_version = token_version + 1,
           left_at = ?2, leave_message = ?3, updated_at = ?2
         WHERE user_no = ?1`,
      )
      .bind(no, now, message.trim().slice(0, 1000)),
  ]);
}

const gone = (c: Context) => fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);

async function current(c: Context<MemberAppEnv>): Promise<LeaveRow | null> {
  return (await findMemberByNo(c.env.DB, c.var.member.userNo)) as LeaveRow | null;
}

leaveRoute.delete('/user/info/', requireMember, async (c) => {
  const body = await readJson(c, LeaveAccountRequestSchema);
  if (!body.ok) return body.response;
  const m = await current(c);
  if (!m) return gone(c);
  const refused = await passwordRefusal(c, m, body.value.user_password);
  if (refused) return refused;
  const answer = leaveAnswer(m);
  await leave(c.env.DB, m, body.value.leave_message);
  return ok(c, answer);
});

const SocialLeaveSchema = z.object({ leave_message: z.string().max(1000).default('') });

leaveRoute.delete('/api/v4/users/me/leave', requireMember, async (c) => {
  const body = await readJson(c, SocialLeaveSchema);
  if (!body.ok) return body.response;
  const m = await current(c);
  if (!m) return gone(c);
  // A password account proves itself with the password (DELETE /user/info/), not the session alone.
  if (m.password_hash) return fail(c, 400, 'PASSWORD_REQUIRED', ko.auth.leavePasswordRequired);
  const answer = leaveAnswer(m);
  await leave(c.env.DB, m, body.value.leave_message);
  return ok(c, answer);
});
