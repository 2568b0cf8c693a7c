/**
 * `/password-reconfirm?next=` (spec 2.6, 7; issue 11 item 7), mounted at `/password-reconfirm`:
 * the password once more (`POST user/info/confirm-password`) before the account can be edited.
 * The origin answers a proof that lasts a few minutes; it is kept in the HttpOnly `sf_reconfirm`
 * cookie (edge/context/auth-cookies.ts), which `/account/edit` asks for, and the member goes on
 * to `next` (a path on this site; `/account/edit` by default). A plain form post; a refusal
 * shows the form again with the message next to the field.
 *
 * An account made through a social login has no password: it confirms by signing in at its
 * provider again (`GET /password-reconfirm/social` → the provider → `…/social/callback`).
 * Members only (a visitor logs in and comes back); never cached (private, no-store).
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ko } from '../../../src/copy/ko';
import { accountFormErrors, accountRefusal, type AccountFieldErrors } from '../../../src/member/account-forms';
import { PageNotice } from '../../../src/member/components/PageNotice';
import { ReconfirmPage } from '../../../src/member/components/ReconfirmPage';
import { DEFAULT_RETURN_TO, loginHref, safeReturnTo } from '../../../src/member/return-to';
import { buildQuery } from '../../../src/navigation/url';
import type { AppEnv } from '../../app-env';
import { reconfirmCookie, withCookies } from '../../context/auth-cookies';
import { socialAuthorizeBase } from '../../context/providers';
import { contextOf } from '../../context/request-context';
import type { Member } from '../../context/vars';
import { sameSiteForm } from '../same-site-form';
import { renderPage } from '../../render/page';
import { confirmPassword, confirmWithProvider } from '../../upstream/account';
import type { ReconfirmAnswer } from '../../../schemas/account';
import { pageStatusFor, refusalOf, shouldLog } from '../../upstream/errors';
import { getSocialType } from '../../upstream/leave';
import { upstreamDeps } from '../../upstream-deps';
import { formOf } from '../form-body';
import { loadShell } from '../shell-loader';
import { finishTrip, startTrip } from './provider-trip';

export const reconfirmPages = new Hono<AppEnv>();

const PATH = '/password-reconfirm';
const SOCIAL_CALLBACK = `${PATH}/social/callback`;
const DEFAULT_NEXT = '/account/edit';
const head = { title: `${ko.account.reconfirmTitle} | ${ko.shell.siteName}`, robots: 'noindex' };
const privateNoStore = { 'Cache-Control': 'private, no-store' };

/** Where to go once confirmed: a path on this site, the account edit page unless told. */
function nextOf(value: string | undefined): string {
  const next = safeReturnTo(value);
  return next === DEFAULT_RETURN_TO ? DEFAULT_NEXT : next;
}
const here = (next: string) => `${PATH}${buildQuery([['next', next]])}`;

async function reconfirmPage(c: Context<AppEnv>, member: Member, next: string, problem: { errors?: AccountFieldErrors; socialError?: string } = {}, status: ContentfulStatusCode = 200) {
  const deps = upstreamDeps(c);
  const [shell, social] = await Promise.all([
    loadShell(deps, contextOf(c), { assets: c.env?.ASSETS }),
    getSocialType(deps, { token: member.accessToken }).catch((error: unknown) => ({ failed: error })),
  ]);
  if ('failed' in social) {
    const s = pageStatusFor(social.failed);
    // A session the upstream no longer knows (ended elsewhere) logs in again.
    if (s === 401) return c.redirect(loginHref(here(next)), 303);
    if (shouldLog(social.failed)) console.error('[reconfirm] social type unavailable', social.failed);
    return renderPage(c, {
      status: (s >= 500 ? s : 502) as ContentfulStatusCode,
      shell,
      head,
      headers: privateNoStore,
      body: <PageNotice title={ko.account.reconfirmTitle} text={ko.account.unavailable} />,
    });
  }
  const provider = social.is_social_account ? social.social_type : '';
  const body = provider ? (
    <ReconfirmPage
      form={null}
      social={{
        label: ko.account.providers[provider] ?? provider,
        href: socialAuthorizeBase(c.env, provider) ? `${PATH}/social${buildQuery([['next', next]])}` : null,
        error: problem.socialError ?? null,
      }}
    />
  ) : (
    <ReconfirmPage form={{ form: 'reconfirm', action: PATH, values: {}, errors: problem.errors ?? {}, hidden: { next } }} social={null} />
  );
  return renderPage(c, { status, shell, head, headers: privateNoStore, body });
}

/** Confirmed: the proof as a cookie, and on to `next`. */
const confirmed = (c: Context<AppEnv>, answer: ReconfirmAnswer, next: string, extra: string[] = []) =>
  withCookies(c.redirect(next, 303), [reconfirmCookie(answer.reconfirmToken, answer.expiresIn), ...extra]);

reconfirmPages.get('/', async (c) => {
  const next = nextOf(c.req.query('next'));
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(here(next)), 303);
  return reconfirmPage(c, member, next);
});

const reconfirmFromElsewhere = sameSiteForm(async (c) => {
  const next = nextOf((await formOf(c)).next);
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(here(next)), 303);
  return reconfirmPage(c, member, next, { errors: { '': ko.errors.genericTemporary } }, 403);
});

reconfirmPages.post('/', reconfirmFromElsewhere, async (c) => {
  const raw = await formOf(c);
  const next = nextOf(raw.next);
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(here(next)), 303);
  const errors = accountFormErrors('reconfirm', { get: (k) => raw[k] });
  if (Object.keys(errors).length > 0) return reconfirmPage(c, member, next, { errors }, 400);
  try {
    return confirmed(c, await confirmPassword(upstreamDeps(c), { token: member.accessToken, password: raw.password! }), next);
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return c.redirect(loginHref(here(next)), 303);
    // No password on this account: the page offers its provider instead.
    if (r.errorCode === 'NO_PASSWORD') return c.redirect(here(next), 303);
    const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
    if (status >= 500) console.error('[reconfirm] upstream', r.errorCode);
    const mapped = accountRefusal('reconfirm', r.errorCode);
    const text = mapped?.text ?? (status < 500 && r.serverMessage ? r.serverMessage : ko.errors.genericTemporary);
    return reconfirmPage(c, member, next, { errors: { [mapped?.field ?? '']: text } }, status);
  }
});

/** The member's own provider (a social account's), or null for an account with a password. */
async function providerOf(c: Context<AppEnv>, member: Member): Promise<string | null> {
  const social = await getSocialType(upstreamDeps(c), { token: member.accessToken }).catch(() => null);
  return social?.is_social_account && social.social_type ? social.social_type : null;
}

reconfirmPages.get('/social', async (c) => {
  const next = nextOf(c.req.query('next'));
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(here(next)), 303);
  const provider = await providerOf(c, member);
  if (!provider) return c.redirect(here(next), 303);
  return startTrip(c, provider, SOCIAL_CALLBACK, next) ?? reconfirmPage(c, member, next, { socialError: ko.account.sns.unavailable }, 503);
});

reconfirmPages.get('/social/callback', async (c) => {
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(here(DEFAULT_NEXT)), 303);
  const provider = await providerOf(c, member);
  if (!provider) return c.redirect(here(DEFAULT_NEXT), 303);
  const trip = await finishTrip(c, provider, SOCIAL_CALLBACK);
  const failed = async (status: ContentfulStatusCode) => withCookies(await reconfirmPage(c, member, DEFAULT_NEXT, { socialError: ko.account.reconfirmFailed }, status), [trip.clear]);
  if (!trip.ok && trip.cancelled) return withCookies(c.redirect(here(nextOf(trip.returnTo)), 303), [trip.clear]);
  if (!trip.ok) return failed(trip.status);
  try {
    return confirmed(c, await confirmWithProvider(upstreamDeps(c), { token: member.accessToken, provider, accessToken: trip.accessToken }), nextOf(trip.returnTo), [trip.clear]);
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return withCookies(c.redirect(loginHref(here(DEFAULT_NEXT)), 303), [trip.clear]);
    return failed(r.status >= 500 ? 502 : 400);
  }
});
