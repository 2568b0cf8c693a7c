/**
 * Member rows (table `members`, origin/db/migrations/0004_members.sql) and the lookups the auth
 * routes need. Login ids are e-mail addresses compared without letter case.
 */

import { formatSeoulNumeric } from '../../rules/seoul-time';
import { authNowMs } from './clock';

export interface MemberRow {
  user_no: number;
  user_id: string;
  email: string;
  password_hash: string | null;
  name: string;
  cell: string;
  gender: 'M' | 'F';
  birth_date: string | null;
  zipcode: string;
  address: string;
  address_detail: string;
  signup_type: string;
  ci: string | null;
  di: string | null;
  identity_verified_at: number | null;
  adult_verified_at: number | null;
  grade: number | null;
  is_receive_email: number;
  is_receive_sms: number;
  is_receive_push: number;
  is_personal_info_agree: number;
  is_email_verify: number;
  token_version: number;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
}

/** The key a login id is stored and looked up by. */
export function loginIdKey(id: string): string {
  return id.trim().toLowerCase();
}

export function findMemberByUserId(db: D1Database, id: string): Promise<MemberRow | null> {
  return db.prepare('SELECT * FROM members WHERE user_id = ?').bind(loginIdKey(id)).first<MemberRow>();
}

/** The statement that reads a member's row by number (alone, or in a batch with a read: require-member.ts). */
export function memberByNoStatement(db: D1Database, userNo: number): D1PreparedStatement {
  return db.prepare('SELECT * FROM members WHERE user_no = ?').bind(userNo);
}

export function findMemberByNo(db: D1Database, userNo: number): Promise<MemberRow | null> {
  return memberByNoStatement(db, userNo).first<MemberRow>();
}

export async function isEmailTaken(db: D1Database, email: string, exceptUserNo = 0): Promise<boolean> {
  const key = loginIdKey(email);
  const row = await db.prepare('SELECT user_no FROM members WHERE (user_id = ?1 OR lower(email) = ?1) AND user_no != ?2 LIMIT 1').bind(key, exceptUserNo).first<{ user_no: number }>();
  return row !== null;
}

/** Invalidates every access token issued to the member so far (logout, password change, reuse). */
export async function bumpTokenVersion(db: D1Database, userNo: number): Promise<void> {
  await db.prepare('UPDATE members SET token_version = token_version + 1, updated_at = ? WHERE user_no = ?').bind(authNowMs(), userNo).run();
}

export async function recordLogin(db: D1Database, userNo: number): Promise<void> {
  await db.prepare('UPDATE members SET last_login_at = ? WHERE user_no = ?').bind(authNowMs(), userNo).run();
}

/** Seoul wall time 'yyyy-MM-dd HH:mm:ss' (spec 5 timestamps), or null. */
export function seoulStamp(ms: number | null | undefined): string | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return null;
  return formatSeoulNumeric(new Date(ms), 'yyyy-MM-dd HH:mm:ss');
}

/** '20~29' style age band from a birth date, as social providers report it; null when unknown. */
export function ageRangeOf(age: number | null): string | null {
  if (age === null) return null;
  const low = Math.floor(age / 10) * 10;
  return `${low}~${low + 9}`;
}
