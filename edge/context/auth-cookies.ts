/**
 * The auth cookies of the contract ("Edge cookies"): every one SameSite=Lax, Secure, Path=/.
 * - `sf_at` access token and `sf_rt` refresh token: HttpOnly; they live as long as the refresh
 *   token (30 days), so an expired access token is still seen and refreshed.
 * - `sf_grade`: the grade id, readable by the page, 1800 s (spec 6, 9).
 * - `sf_user`: `{ no, id, name }`, a display hint for islands, never trusted for a decision.
 * - `sf_reconfirm`: the origin's proof that the member typed their password again a few minutes
 *   ago (issue 11 item 7), HttpOnly, Path=/account, as long as the proof lasts; the account
 *   edit page asks for it. Ended with the session.
 */
import { cookieDescriptor, expiredCookie, serializeCookie } from '../../src/storage/cookie';
import type { UserInfo } from '../../schemas/member';
import { withHeaders } from './response-headers';
import type { CookieJar, Member } from './vars';

export const ACCESS_COOKIE = 'sf_at';
export const REFRESH_COOKIE = 'sf_rt';
export const GRADE_COOKIE = 'sf_grade';
export const USER_COOKIE = 'sf_user';
export const RECONFIRM_COOKIE = 'sf_reconfirm';
/** Sent only where it is asked for (the account pages), so no other request verifies it. */
export const RECONFIRM_PATH = '/account';
/** The audience of the origin's reconfirmation proof (docs/auth-contract.md). */
export const RECONFIRM_AUDIENCE = 'storefront-reconfirm';

export const SESSION_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
export const GRADE_COOKIE_MAX_AGE = 1800;

export interface AuthCookies {
  accessToken: string | null;
  refreshToken: string | null;
  grade: string | null;
}

const nonEmpty = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

export function readAuthCookies(jar: CookieJar): AuthCookies {
  return { accessToken: nonEmpty(jar[ACCESS_COOKIE]), refreshToken: nonEmpty(jar[REFRESH_COOKIE]), grade: nonEmpty(jar[GRADE_COOKIE]) };
}

/** Whether any cookie of ours is present (so clearing them is worth a header). */
export function hasAnyAuthCookie(jar: CookieJar): boolean {
  return [ACCESS_COOKIE, REFRESH_COOKIE, GRADE_COOKIE, USER_COOKIE].some((n) => n in jar);
}

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  user: { no: number; id: string; name: string };
}

/** Set-Cookie values for a new or refreshed session. */
export function sessionCookies(s: IssuedSession): string[] {
  const secret = { httpOnly: true, maxAge: SESSION_COOKIE_MAX_AGE };
  return [
    serializeCookie(cookieDescriptor(ACCESS_COOKIE, s.accessToken, secret)),
    serializeCookie(cookieDescriptor(REFRESH_COOKIE, s.refreshToken, secret)),
    serializeCookie(cookieDescriptor(USER_COOKIE, JSON.stringify(s.user), { maxAge: SESSION_COOKIE_MAX_AGE })),
  ];
}

export function gradeCookie(levelId: number): string {
  return serializeCookie(cookieDescriptor(GRADE_COOKIE, String(levelId), { maxAge: GRADE_COOKIE_MAX_AGE }));
}

/**
 * What a user-info answer renews of the browser's session (spec 6): the display hint with the
 * account's current name and the grade cookie with its grade. Nothing when the answer is about
 * another member than the token's (a mixed-up upstream must not relabel this session).
 */
export function userInfoCookies(m: Pick<Member, 'userNo' | 'userId' | 'name'>, info: Pick<UserInfo, 'user_no' | 'user_name' | 'user_grade'>): string[] {
  if (info.user_no !== m.userNo) return [];
  const user = { no: m.userNo, id: m.userId, name: info.user_name.trim() || m.name };
  return [serializeCookie(cookieDescriptor(USER_COOKIE, JSON.stringify(user), { maxAge: SESSION_COOKIE_MAX_AGE })), gradeCookie(info.user_grade)];
}

export const clearGradeCookie = (): string => serializeCookie(expiredCookie(GRADE_COOKIE));
export const clearUserCookie = (): string => serializeCookie(expiredCookie(USER_COOKIE));

/** The reconfirmation proof as a cookie, for as many seconds as the origin says it lasts. */
export function reconfirmCookie(token: string, maxAge: number): string {
  return serializeCookie(cookieDescriptor(RECONFIRM_COOKIE, token, { httpOnly: true, maxAge, path: RECONFIRM_PATH }));
}

/** Set-Cookie values that end the session in the browser (logout, a forged or dead token). */
export function clearedSessionCookies(): string[] {
  return [...[ACCESS_COOKIE, REFRESH_COOKIE, USER_COOKIE, GRADE_COOKIE].map((n) => serializeCookie(expiredCookie(n))), serializeCookie(expiredCookie(RECONFIRM_COOKIE, { path: RECONFIRM_PATH }))];
}

/** Appends cookies to a response, copying it first when its headers are immutable (a proxied answer). */
export function withCookies(res: Response, cookies: readonly string[]): Response {
  if (cookies.length === 0) return res;
  return withHeaders(res, (headers) => {
    for (const c of cookies) headers.append('Set-Cookie', c);
  });
}
