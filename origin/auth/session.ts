import type { LoginResponseInput, SocialType } from '../../schemas/user';
import { ageInYears } from '../../rules/age';
import { authNow } from './clock';
import { ageRangeOf, recordLogin, type MemberRow } from './members';
import { issueRefreshToken } from './refresh';
import { issueAccessToken } from './tokens';

/** A fresh pair of tokens for a member, and the login answer built around it. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** A member's access token (login, refresh): the claims come from the member row alone. */
export function accessTokenFor(db: D1Database, member: MemberRow): Promise<string> {
  return issueAccessToken(db, {
    userNo: member.user_no,
    userId: member.user_id,
    name: member.name,
    grade: member.grade,
    tokenVersion: member.token_version,
    email: member.email,
    gender: member.gender,
  });
}

export async function issueSession(db: D1Database, member: MemberRow): Promise<SessionTokens> {
  const accessToken = await accessTokenFor(db, member);
  return { accessToken, refreshToken: await issueRefreshToken(db, member.user_no) };
}

export interface SocialIdentity {
  socialType: Exclude<SocialType, 'email'>;
  socialNo: string;
  socialEmail: string;
}

export type LoginAnswer = LoginResponseInput & { refreshToken: string; userNo: number };

/**
 * Logs the member in: records the time, issues tokens, and answers the LoginResponse of spec
 * 3.7 (schemas/user.ts) with the refresh token and user number the contract adds.
 */
export async function loginAnswer(db: D1Database, member: MemberRow, message: string, social?: SocialIdentity): Promise<LoginAnswer> {
  await recordLogin(db, member.user_no);
  const tokens = await issueSession(db, member);
  return {
    message,
    accessToken: tokens.accessToken,
    socialType: social?.socialType ?? null,
    socialEmail: social?.socialEmail ?? null,
    socialNo: social?.socialNo ?? null,
    userName: member.name,
    birthDate: member.birth_date,
    gender: member.gender,
    ageRange: ageRangeOf(ageInYears(member.birth_date, authNow())),
    userId: member.user_id,
    refreshToken: tokens.refreshToken,
    userNo: member.user_no,
  };
}
