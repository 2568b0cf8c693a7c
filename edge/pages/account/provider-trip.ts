/**
 * A trip to a social provider and back, for the account pages (issue 11 item 7): linking a
 * provider account, and a social account confirming who it is instead of typing a password.
 * The login page makes the same trip for logging in (edge/pages/login). The state cookie holds a
 * random nonce, the provider and where to return, for ten minutes: only the browser that left
 * comes back with the provider's code.
 *
 *     return startTrip(c, 'kakao', '/account/edit/sns/kakao/callback', '/account/edit');
 *     const trip = await finishTrip(c, 'kakao', '/account/edit/sns/kakao/callback');
 */
import type { Context } from 'hono';
import { safeReturnTo } from '../../../src/member/return-to';
import { cookieDescriptor, expiredCookie, serializeCookie } from '../../../src/storage/cookie';
import type { AppEnv } from '../../app-env';
import { withCookies } from '../../context/auth-cookies';
import { socialAuthorizeBase } from '../../context/providers';
import { contextOf } from '../../context/request-context';
import { refusalOf } from '../../upstream/errors';
import { exchangeSocialCode } from '../../upstream/member';
import { upstreamDeps } from '../../upstream-deps';

const TRIP_COOKIE = 'sf_trip';
const TRIP_MAX_AGE = 600;

const callbackUrl = (c: Context<AppEnv>, path: string) => `${new URL(c.req.url).origin}${path}`;

/** Sends the browser to the provider's sign-in; null when this edge can reach no such provider. */
export function startTrip(c: Context<AppEnv>, provider: string, callbackPath: string, returnTo: string): Response | null {
  const authorize = socialAuthorizeBase(c.env, provider);
  if (!authorize) return null;
  const state = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  const cookie = serializeCookie(cookieDescriptor(TRIP_COOKIE, JSON.stringify({ state, provider, returnTo: safeReturnTo(returnTo) }), { httpOnly: true, maxAge: TRIP_MAX_AGE }));
  const target = new URL(authorize, c.req.url);
  target.searchParams.set('redirect_uri', callbackUrl(c, callbackPath));
  target.searchParams.set('state', state);
  const own = target.origin === new URL(c.req.url).origin;
  return withCookies(c.redirect(own ? target.pathname + target.search : target.href, 302), [cookie]);
}

export type TripOutcome =
  | { ok: true; accessToken: string; returnTo: string; clear: string }
  /** The member backed out at the provider (OAuth `error=access_denied`): nothing failed. */
  | { ok: false; cancelled: true; returnTo: string; clear: string }
  | { ok: false; cancelled?: false; status: 400 | 401 | 502; clear: string };

/** Back from the provider: the state must be this browser's; the code is traded for the provider's token. */
export async function finishTrip(c: Context<AppEnv>, provider: string, callbackPath: string): Promise<TripOutcome> {
  const clear = serializeCookie(expiredCookie(TRIP_COOKIE));
  let pending: { state?: unknown; provider?: unknown; returnTo?: unknown } = {};
  try {
    pending = JSON.parse(contextOf(c).cookies[TRIP_COOKIE] ?? '') as typeof pending;
  } catch {
    return { ok: false, status: 400, clear };
  }
  const state = c.req.query('state');
  if (typeof pending.state !== 'string' || pending.provider !== provider || !state || state !== pending.state) return { ok: false, status: 400, clear };
  const returnTo = safeReturnTo(typeof pending.returnTo === 'string' ? pending.returnTo : undefined);
  if (c.req.query('error') === 'access_denied') return { ok: false, cancelled: true, returnTo, clear };
  const code = c.req.query('code');
  if (!code || code.length > 512) return { ok: false, status: 401, clear };
  try {
    const { accessToken } = await exchangeSocialCode(upstreamDeps(c), { provider, code, redirectUri: callbackUrl(c, callbackPath) });
    return { ok: true, accessToken, returnTo, clear };
  } catch (error) {
    return { ok: false, status: refusalOf(error).status >= 500 ? 502 : 401, clear };
  }
}
