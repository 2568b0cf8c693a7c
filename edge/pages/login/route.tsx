/**
 * The login page and the form posts behind it (spec 2.8, 3.7, 5):
 * - `GET /login?returnTo=`: id/password form and social buttons; `returnTo` only a path here;
 * - `POST /login`: the form without JavaScript too; success → 303 to returnTo with the session
 *   cookies, failure → the page again with the message (wrong password 401, lockout 429);
 * - `POST /logout`: the no-JavaScript logout (the header's island shows the dialog instead);
 * - `GET /login/social/{provider}` → the provider (edge/context/providers.ts: configured, or the
 *   sandbox in development; unavailable otherwise); `…/callback` trades its code for a
 *   provider token, logs in with `POST user/sns-login`, and returns to where the shopper was.
 * Mounted at `/login` and `/logout`.
 */
import { Hono, type Context } from 'hono';
import { ko } from '../../../src/copy/ko';
import type { LoginFormProps } from '../../../src/member/islands/LoginForm';
import { LoginPage } from '../../../src/member/components/LoginPage';
import { loginHref, safeReturnTo, socialLoginHref } from '../../../src/member/return-to';
import { cookieDescriptor, expiredCookie, serializeCookie } from '../../../src/storage/cookie';
import type { AppEnv } from '../../app-env';
import { withCookies } from '../../context/auth-cookies';
import { socialAuthorizeBase } from '../../context/providers';
import { isDevelopment } from '../../../rules/environment';
import { contextOf } from '../../context/request-context';
import { performLogin, performLogout, sessionFrom, withRetryAfter } from '../../gateway/auth';
import { sameSiteForm } from '../same-site-form';
import { renderPage } from '../../render/page';
import { refusalOf } from '../../upstream/errors';
import { exchangeSocialCode, socialLogin } from '../../upstream/member';
import { upstreamDeps } from '../../upstream-deps';
import { loadLoginPage } from './loader';
import { formOf } from '../form-body';

export const loginPages = new Hono<AppEnv>();
export const logoutPages = new Hono<AppEnv>();

export const SOCIAL_BUTTONS = ['naver', 'kakao', 'apple', 'facebook', 'google'] as const;
type Provider = (typeof SOCIAL_BUTTONS)[number];
const isProvider = (p: string): p is Provider => (SOCIAL_BUTTONS as readonly string[]).includes(p);

/** The state of a social login in flight: a random nonce and where to return, for 10 minutes. */
const OAUTH_COOKIE = 'sf_oauth';
const OAUTH_MAX_AGE = 600;

const noStore = { 'Cache-Control': 'private, no-store' };

async function loginPage(c: Context<AppEnv>, props: Omit<LoginFormProps, 'social' | 'demoHint'>, status = 200) {
  // Only the providers this edge can reach are offered (none in an unconfigured production).
  const social = SOCIAL_BUTTONS.filter((type) => socialAuthorizeBase(c.env, type) !== null).map((type) => ({
    type,
    label: ko.login.social[type],
    href: socialLoginHref(type, props.returnTo),
  }));
  const form: LoginFormProps = { ...props, social, demoHint: isDevelopment(c.env?.ENVIRONMENT) };
  return renderPage(c, {
    status,
    ...(await loadLoginPage(upstreamDeps(c), contextOf(c), { assets: c.env?.ASSETS })),
    head: { title: `${ko.login.title} | ${ko.shell.siteName}`, robots: 'noindex' },
    headers: noStore,
    body: <LoginPage form={form} />,
  });
}

loginPages.get('/', async (c) => {
  const returnTo = safeReturnTo(c.req.query('returnTo'));
  if (contextOf(c).member) return c.redirect(returnTo, 303);
  return loginPage(c, { returnTo, id: '', error: null });
});

/** The login form as typed: where to go next, and the id (never the password). */
async function typedLogin(c: Context<AppEnv>) {
  const form = await formOf(c);
  return { form, returnTo: safeReturnTo(form.returnTo), id: (form.id ?? '').trim().slice(0, 254) };
}

const loginFromElsewhere = sameSiteForm(async (c) => {
  const { returnTo, id } = await typedLogin(c);
  return loginPage(c, { returnTo, id, error: ko.errors.genericTemporary }, 403);
});

loginPages.post('/', loginFromElsewhere, async (c) => {
  const { form, returnTo, id } = await typedLogin(c);
  const outcome = await performLogin(c, { id, password: form.password ?? '' });
  if (!outcome.ok) return withRetryAfter(await loginPage(c, { returnTo, id, error: outcome.message }, outcome.status));
  return withCookies(c.redirect(returnTo, 303), outcome.cookies);
});

/** Another site's logout post ends nothing: back where it came from. */
const backFromElsewhere = sameSiteForm(async (c) => c.redirect(safeReturnTo((await formOf(c)).returnTo), 303));

logoutPages.post('/', backFromElsewhere, async (c) => {
  const form = await formOf(c);
  const returnTo = safeReturnTo(form.returnTo);
  const cookies = await performLogout(c);
  c.set('member', null);
  return withCookies(c.redirect(returnTo, 303), cookies);
});

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const callbackUrl = (c: Context<AppEnv>, provider: Provider) => `${new URL(c.req.url).origin}/login/social/${provider}/callback`;

loginPages.get('/social/:provider', (c) => {
  const provider = c.req.param('provider');
  if (!isProvider(provider)) return c.redirect('/login', 303);
  const returnTo = safeReturnTo(c.req.query('returnTo'));
  const authorize = socialAuthorizeBase(c.env, provider);
  if (!authorize) return loginPage(c, { returnTo, id: '', error: ko.login.socialUnavailable }, 503);
  const state = randomState();
  const cookie = serializeCookie(cookieDescriptor(OAUTH_COOKIE, JSON.stringify({ state, returnTo, provider }), { httpOnly: true, maxAge: OAUTH_MAX_AGE }));
  const target = new URL(authorize, c.req.url);
  target.searchParams.set('redirect_uri', callbackUrl(c, provider));
  target.searchParams.set('state', state);
  return withCookies(c.redirect(target.origin === new URL(c.req.url).origin ? target.pathname + target.search : target.href, 302), [cookie]);
});

function pendingSocial(c: Context<AppEnv>): { state: string; returnTo: string; provider: string } | null {
  try {
    const v = JSON.parse(contextOf(c).cookies[OAUTH_COOKIE] ?? '') as Record<string, unknown>;
    return typeof v.state === 'string' && typeof v.returnTo === 'string' && typeof v.provider === 'string' ? { state: v.state, returnTo: v.returnTo, provider: v.provider } : null;
  } catch {
    return null;
  }
}

loginPages.get('/social/:provider/callback', async (c) => {
  const provider = c.req.param('provider');
  const pending = pendingSocial(c);
  const clear = serializeCookie(expiredCookie(OAUTH_COOKIE));
  const returnTo = safeReturnTo(pending?.returnTo);
  const failed = async (status: 400 | 401 | 502) => withCookies(await loginPage(c, { returnTo, id: '', error: ko.login.socialFailed }, status), [clear]);
  // The state must be the one this browser started with: nobody else's code logs the shopper in.
  if (!isProvider(provider) || !pending || pending.provider !== provider || c.req.query('state') !== pending.state) return failed(400);
  // The shopper backed out at the provider (OAuth `error=access_denied`): nothing failed, so they
  // are back on the login page they came from, with no error to read.
  if (c.req.query('error') === 'access_denied') return withCookies(c.redirect(loginHref(returnTo), 303), [clear]);
  const code = c.req.query('code');
  if (!code || code.length > 512) return failed(401);
  const redirectUri = callbackUrl(c, provider);
  let accessToken: string;
  try {
    ({ accessToken } = await exchangeSocialCode(upstreamDeps(c), { provider, code, redirectUri }));
  } catch (error) {
    return failed(refusalOf(error).status >= 500 ? 502 : 401);
  }
  const outcome = await sessionFrom(socialLogin(upstreamDeps(c), { access_token: accessToken, social_type: provider, redirect_uri: redirectUri }));
  if (!outcome.ok) return withCookies(await loginPage(c, { returnTo, id: '', error: outcome.message }, outcome.status), [clear]);
  return withCookies(c.redirect(returnTo, 303), [...outcome.cookies, clear]);
});
