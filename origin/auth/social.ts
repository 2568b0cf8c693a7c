/**
 * Social accounts: the provider access tokens the sandbox providers issue (purpose 'social'),
 * the links between provider accounts and members, and sign-up through a social login.
 */

import * as z from 'zod';
import { MemberGrade } from '../../schemas/member-grade';
import type { SocialType } from '../../schemas/user';
import { authNowMs } from './clock';
import { findMemberByNo, isEmailTaken, loginIdKey, type MemberRow } from './members';
import { verifySandboxJwt } from './sandbox-jwt';

export type SocialProvider = Exclude<SocialType, 'email'>;
export const SOCIAL_PROVIDERS = ['naver', 'kakao', 'apple', 'facebook', 'google'] as const satisfies readonly SocialProvider[];
export const SOCIAL_TOKEN_PURPOSE = 'social';
/** The sandbox provider's access token lives as long as a real provider's short token. */
export const SOCIAL_TOKEN_TTL_SECONDS = 10 * 60;

export interface SocialProfile {
  provider: SocialProvider;
  socialNo: string;
  name: string;
  email: string;
  gender: 'M' | 'F';
  redirectUri: string;
}

const ProfileClaimsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  sub: z.string().min(1).max(100),
  name: z.string().min(1).max(50),
  email: z.string().min(3).max(254),
  gender: z.enum(['M', 'F']),
  redirect_uri: z.string(),
});

/** The profile behind a provider access token for `provider`, or null when it is not one. */
export async function verifySocialToken(db: D1Database, token: string, provider: SocialProvider, environment: string | undefined): Promise<SocialProfile | null> {
  const payload = await verifySandboxJwt(db, token, { purpose: SOCIAL_TOKEN_PURPOSE, environment });
  const parsed = ProfileClaimsSchema.safeParse(payload);
  if (!parsed.success || parsed.data.provider !== provider) return null;
  const p = parsed.data;
  return { provider, socialNo: p.sub, name: p.name, email: p.email, gender: p.gender, redirectUri: p.redirect_uri };
}

/** Same scheme, host and port: the login finishes where the provider sent the shopper back. */
export function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

export async function findMemberBySocial(db: D1Database, provider: SocialProvider, socialNo: string): Promise<MemberRow | null> {
  const link = await db.prepare('SELECT user_no FROM sns_links WHERE social_type = ? AND social_no = ?').bind(provider, socialNo).first<{ user_no: number }>();
  return link ? findMemberByNo(db, link.user_no) : null;
}

export interface SnsInfo {
  social_type: SocialProvider;
  user_email: string;
}

export async function snsInfoOf(db: D1Database, userNo: number): Promise<SnsInfo[]> {
  const { results } = await db
    .prepare('SELECT social_type, social_email FROM sns_links WHERE user_no = ? ORDER BY linked_at, social_type')
    .bind(userNo)
    .all<{ social_type: SocialProvider; social_email: string }>();
  return results.map((r) => ({ social_type: r.social_type, user_email: r.social_email }));
}

export type LinkOutcome = 'LINKED' | 'LINKED_ELSEWHERE' | 'TYPE_LINKED';

export async function linkSocial(db: D1Database, userNo: number, profile: SocialProfile): Promise<LinkOutcome> {
  const existing = await findMemberBySocial(db, profile.provider, profile.socialNo);
  if (existing) return existing.user_no === userNo ? 'TYPE_LINKED' : 'LINKED_ELSEWHERE';
  const result = await db
    .prepare('INSERT OR IGNORE INTO sns_links (social_type, social_no, user_no, social_email, linked_at) VALUES (?, ?, ?, ?, ?)')
    .bind(profile.provider, profile.socialNo, userNo, profile.email, authNowMs())
    .run();
  // Nothing inserted: the member already has an account of this provider (or a race linked it).
  return result.meta.changes === 1 ? 'LINKED' : 'TYPE_LINKED';
}

export async function unlinkSocial(db: D1Database, userNo: number, provider: SocialProvider): Promise<boolean> {
  const result = await db.prepare('DELETE FROM sns_links WHERE user_no = ? AND social_type = ?').bind(userNo, provider).run();
  return result.meta.changes > 0;
}

/**
 * Sign-up through a social login: a member with no password whose login id is the provider's
 * e-mail. Refused (null) when that e-mail already belongs to a member: linking an existing
 * account needs that member's own login first, or anyone could claim an address at a provider.
 */
export async function createSocialMember(db: D1Database, profile: SocialProfile): Promise<MemberRow | null> {
  const userId = loginIdKey(profile.email);
  if (await isEmailTaken(db, userId)) return null;
  const now = authNowMs();
  const created = await db
    .prepare(
      `INSERT OR IGNORE INTO members (user_id, email, password_hash, name, gender, signup_type, grade, created_at, updated_at)
       VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?) RETURNING user_no`,
    )
    .bind(userId, userId, profile.name, profile.gender, profile.provider, MemberGrade.GREEN, now, now)
    .first<{ user_no: number }>();
  if (!created) return null;
  const outcome = await linkSocial(db, created.user_no, profile);
  if (outcome !== 'LINKED') {
    // Someone else linked this provider account in the meantime: undo the half-made member.
    await db.prepare('DELETE FROM members WHERE user_no = ?').bind(created.user_no).run();
    return findMemberBySocial(db, profile.provider, profile.socialNo);
  }
  return findMemberByNo(db, created.user_no);
}
