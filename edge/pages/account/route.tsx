/**
 * The account area's pages on the storefront (issue 11), mounted at `/account`:
 * `/account/agreements` (the member's consents as toggles), `/account/leave` (leaving: a
 * plain form post; the answer is the spec 3.7 record shown as the confirmation, with the
 * session ended) and `/account/edit` (./edit.tsx, after `/password-reconfirm`, ./reconfirm.tsx). Members only: a visitor is sent to log in and comes back. Never cached by
 * anyone but the member's browser (private, no-store).
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ko } from '../../../src/copy/ko';
import { consentStateOf } from '../../../src/member/agreements';
import { AgreementsPage, AgreementsUnavailable } from '../../../src/member/components/AgreementsPage';
import { loginHref } from '../../../src/member/return-to';
import { pageLink } from '../../../src/navigation/links';
import type { AppEnv } from '../../app-env';
import { contextOf } from '../../context/request-context';
import { renderPage } from '../../render/page';
import { upstreamDeps } from '../../upstream-deps';
import { loadAgreementsPage } from './loader';
import { LeaveDone, LeavePage } from '../../../src/member/components/LeavePage';
import { PageNotice } from '../../../src/member/components/PageNotice';
import type { LeaveFormProps } from '../../../src/member/islands/LeaveForm';
import { clearedSessionCookies, withCookies } from '../../context/auth-cookies';
import type { Member } from '../../context/vars';
import { sameSiteForm } from '../same-site-form';
import { pageStatusFor, refusalOf, shouldLog } from '../../upstream/errors';
import { getSocialType, leaveAccount, leaveSocialAccount } from '../../upstream/leave';
import { formOf } from '../form-body';
import { accountEditPages } from './edit';
import { loadShell } from '../shell-loader';

export const accountPages = new Hono<AppEnv>();
accountPages.route('/edit', accountEditPages);

accountPages.get('/agreements', async (c) => {
  const context = contextOf(c);
  const { member } = context;
  if (!member) return c.redirect(loginHref(pageLink('agreements')), 303);
  const { shell, agreements, failedStatus } = await loadAgreementsPage(upstreamDeps(c), context, member, { assets: c.env?.ASSETS });
  const head = { title: `${ko.agreements.title} | ${ko.shell.siteName}`, robots: 'noindex' };
  const headers = { 'Cache-Control': 'private, no-store' };
  // A session the upstream no longer knows (ended on another device) logs in again.
  if (!agreements && failedStatus === 401) return c.redirect(loginHref(pageLink('agreements')), 303);
  if (!agreements) return renderPage(c, { status: failedStatus, shell, head, headers, body: <AgreementsUnavailable /> });
  return renderPage(c, { shell, head, headers, body: <AgreementsPage state={consentStateOf(agreements)} /> });
});

const leaveHead = { title: `${ko.leave.title} | ${ko.shell.siteName}`, robots: 'noindex' };
const privateNoStore = { 'Cache-Control': 'private, no-store' };

/** The leaving form; the error page when the account type cannot be read; login when the session is gone. */
async function leaveForm(c: Context<AppEnv>, member: Member, form: Omit<LeaveFormProps, 'needsPassword'>, status: ContentfulStatusCode = 200) {
  const deps = upstreamDeps(c);
  const context = contextOf(c);
  const [shell, social] = await Promise.all([loadShell(deps, context, { assets: c.env?.ASSETS }), getSocialType(deps, { token: member.accessToken }).catch((error: unknown) => ({ failed: error }))]);
  if ('failed' in social) {
    const status = pageStatusFor(social.failed);
    // A session the upstream no longer knows (ended elsewhere) logs in again, like every member page.
    if (status === 401) return c.redirect(loginHref(pageLink('leave')), 303);
    if (shouldLog(social.failed)) console.error('[leave] social type unavailable', social.failed);
    return renderPage(c, { status: status >= 500 ? status : 502, shell, head: leaveHead, headers: privateNoStore, body: <PageNotice title={ko.leave.title} text={ko.leave.unavailable} /> });
  }
  const props: LeaveFormProps = { ...form, needsPassword: !social.is_social_account };
  const provider = social.is_social_account ? (ko.leave.providers[social.social_type] ?? social.social_type) : null;
  return renderPage(c, { status, shell, head: leaveHead, headers: privateNoStore, body: <LeavePage form={props} socialProvider={provider} /> });
}

accountPages.get('/leave', async (c) => {
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(pageLink('leave')), 303);
  return leaveForm(c, member, { message: '', error: null });
});

/** The leave form as typed (its message), and the form again with a refusal; login when the session is gone. */
async function typedLeave(c: Context<AppEnv>) {
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(pageLink('leave')), 303);
  const raw = await formOf(c);
  const message = (raw.message ?? '').slice(0, 1000);
  const again = (field: 'password' | 'confirm' | 'form', text: string, status: ContentfulStatusCode) => leaveForm(c, member, { message, error: { field, text } }, status);
  return { member, raw, message, again };
}

const leaveFromElsewhere = sameSiteForm(async (c) => {
  const t = await typedLeave(c);
  return t instanceof Response ? t : t.again('form', ko.errors.genericTemporary, 403);
});

accountPages.post('/leave', leaveFromElsewhere, async (c) => {
  const t = await typedLeave(c);
  if (t instanceof Response) return t;
  const { member, raw, message, again } = t;
  const context = contextOf(c);
  if (raw.confirm !== 'on') return again('confirm', ko.leave.confirmRequired, 400);

  const deps = upstreamDeps(c);
  const token = member.accessToken;
  let record: Awaited<ReturnType<typeof leaveSocialAccount | typeof leaveAccount>>;
  try {
    const social = await getSocialType(deps, { token });
    if (!social.is_social_account && !raw.password) return again('password', ko.leave.passwordRequired, 400);
    record = social.is_social_account ? await leaveSocialAccount(deps, { token, message }) : await leaveAccount(deps, { token, password: raw.password ?? '', message });
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) return c.redirect(loginHref(pageLink('leave')), 303);
    const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
    if (status >= 500) console.error('[leave] upstream', r.errorCode);
    const text = status < 500 && r.serverMessage ? r.serverMessage : ko.errors.genericTemporary;
    return again(r.errorCode === 'INVALID_PASSWORD' ? 'password' : 'form', text, status);
  }
  // The member is gone: the page is drawn for a visitor and the session cookies are cleared.
  c.set('member', null);
  const visitor = { ...context, member: null };
  const shell = await loadShell(deps, visitor, { assets: c.env?.ASSETS });
  const done = {
    name: record.name,
    email: record.email,
    cell: record.cell,
    birthDate: record.birth_date,
    marketing: record.is_receive_email || record.is_receive_sms || record.is_receive_push,
  };
  const page = await renderPage(c, { shell, head: leaveHead, headers: privateNoStore, body: <LeaveDone record={done} homeUrl="/" /> });
  return withCookies(page, clearedSessionCookies());
});
