/**
 * `/account/edit` (spec 2.5, 3.7, 7; issue 11 item 7), mounted under `/account`: the member's
 * account as `GET /user/info/` has it, and the forms that change it, each a plain form post
 * (they work without JavaScript; the AccountForm island checks before sending and sends once):
 * - `POST /account/edit/password` → `POST user/info/change-password`;
 * - `POST /account/edit/email` → `change-request` (a code is mailed; in development it lands in
 *   the sandbox outbox), then `POST /account/edit/email/verify` → `verify-token`;
 * - `GET /account/edit/sns/{provider}` → the provider and back to `…/callback` → `POST /user/sns/`;
 *   `POST /account/edit/sns/unlink` → `PATCH /user/sns/`.
 * Success answers 303 back to the page with `?done=` (reload-safe); a refusal draws the page
 * again with the message next to its field and what was typed (never a password).
 *
 * Members only (a visitor logs in and comes back), and only with a fresh reconfirmation: without
 * the `sf_reconfirm` proof (a few minutes old at most, edge/context/session.ts) every route here
 * sends the member to `/password-reconfirm?next=…` first. Never cached (private, no-store).
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDevelopment } from '../../../rules/environment';
import { isEmailShape } from '../../../rules/email';
import { ko } from '../../../src/copy/ko';
import { accountInfoView, isSnsProvider, SNS_PROVIDERS } from '../../../src/member/account-edit';
import { accountFormErrors, accountRefusal, type AccountFieldErrors, type AccountFormName } from '../../../src/member/account-forms';
import { AccountEditPage } from '../../../src/member/components/AccountEditPage';
import { PageNotice } from '../../../src/member/components/PageNotice';
import type { AccountFormProps } from '../../../src/member/islands/AccountForm';
import { loginHref } from '../../../src/member/return-to';
import { pageLink } from '../../../src/navigation/links';
import { buildQuery } from '../../../src/navigation/url';
import type { AppEnv } from '../../app-env';
import { sessionCookies, withCookies } from '../../context/auth-cookies';
import { socialAuthorizeBase } from '../../context/providers';
import { contextOf } from '../../context/request-context';
import type { Member } from '../../context/vars';
import { sameSiteForm } from '../same-site-form';
import { renderPage } from '../../render/page';
import { changePassword, linkSns, requestEmailChange, unlinkSns, verifyEmailChange } from '../../upstream/account';
import { pageStatusFor, refusalOf, shouldLog } from '../../upstream/errors';
import { getSocialType } from '../../upstream/leave';
import { getUserInfo } from '../../upstream/member';
import { upstreamDeps } from '../../upstream-deps';
import { formOf } from '../form-body';
import { loadShell } from '../shell-loader';
import { finishTrip, startTrip } from './provider-trip';
import { addressNoOf, changeAddress, changeFromElsewhere, saveAddress, saveFromElsewhere, type BookRefusal, type DrawBook } from './address-book';
import { AddressBookSection, type AddressBookState } from '../../../src/member/components/AddressBookSection';
import { DAUM_POSTCODE_SCRIPT, postcodeProviderFor } from '../../../src/member/postcode';
import { MAX_SAVED_ADDRESSES } from '../../../rules/address-book';
import { getAddressBook } from '../../upstream/checkout-form';
import { postcodeCsp } from '../../render/postcode-csp';

export const accountEditPages = new Hono<AppEnv>();

const EDIT_PATH = '/account/edit';
const head = { title: `${ko.account.editTitle} | ${ko.shell.siteName}`, robots: 'noindex' };
const privateNoStore = { 'Cache-Control': 'private, no-store' };
const DONE_KEYS = ['password', 'email', 'snsLinked', 'snsUnlinked'] as const;
type Done = (typeof DONE_KEYS)[number];

const pathOf = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return url.pathname + url.search;
};
const reconfirmHref = (next: string) => `/password-reconfirm${buildQuery([['next', next]])}`;
const doneHref = (done: Done, anchor: string) => `${EDIT_PATH}${buildQuery([['done', done]])}#${anchor}`;

/**
 * The member when they may edit; otherwise where to send them: a visitor to log in, a member
 * without a fresh reconfirmation to reconfirm. Both come back to `back` (the page itself for a
 * post, whose body cannot travel along).
 */
function editor(c: Context<AppEnv>, back = c.req.method === 'GET' ? pathOf(c) : EDIT_PATH): Member | Response {
  const { member } = contextOf(c);
  if (!member) return c.redirect(loginHref(back), 303);
  if (!member.reconfirmed) return c.redirect(reconfirmHref(back), 303);
  return member;
}

interface EditState {
  done?: Done | null;
  pendingEmail?: string | null;
  /** A refused form: its name, messages and what was typed. */
  refused?: { form: AccountFormName; errors: AccountFieldErrors; values: Record<string, string> } | null;
  snsError?: string | null;
  /** 배송지 관리: a refused add, edit or change, and what the last one did (`?book=`). */
  book?: BookRefusal | null;
  bookDone?: string | null;
}

/** The page for `member` in `state`; login when the upstream no longer knows the session. */
async function editPage(c: Context<AppEnv>, member: Member, state: EditState, status: ContentfulStatusCode = 200): Promise<Response> {
  const deps = upstreamDeps(c);
  const token = member.accessToken;
  const failed = (error: unknown) => ({ failed: error });
  const [shell, info, social, book] = await Promise.all([
    loadShell(deps, contextOf(c), { assets: c.env?.ASSETS }),
    getUserInfo(deps, { token }).catch(failed),
    getSocialType(deps, { token }).catch(failed),
    // Best effort: the rest of the page does not need it.
    getAddressBook(deps, { token }).catch((error: unknown) => {
      if (shouldLog(error)) console.error('[account] address book unavailable', error);
      return null;
    }),
  ]);
  if ('failed' in info || 'failed' in social) {
    const broken = 'failed' in info ? info.failed : (social as { failed: unknown }).failed;
    const s = pageStatusFor(broken);
    // A session the upstream no longer knows (ended on another device) logs in again.
    if (s === 401) return c.redirect(loginHref(EDIT_PATH), 303);
    if (shouldLog(broken)) console.error('[account] user info unavailable', broken);
    return renderPage(c, {
      status: s >= 500 ? (s as ContentfulStatusCode) : 502,
      shell,
      head,
      headers: privateNoStore,
      body: <PageNotice title={ko.account.editTitle} text={ko.account.unavailable} />,
    });
  }
  const refused = state.refused ?? null;
  const formProps = (form: AccountFormName, action: string, values: Record<string, string> = {}): AccountFormProps => ({
    form,
    action,
    values: refused?.form === form ? refused.values : values,
    errors: refused?.form === form ? refused.errors : {},
    hidden: {},
  });
  const pendingEmail = state.pendingEmail ?? (refused?.form === 'emailVerify' ? (refused.values.email ?? null) : null);
  const showVerify = pendingEmail !== null || refused?.form === 'emailVerify';
  const snsLinkHrefs = Object.fromEntries(SNS_PROVIDERS.map((p) => [p, socialAuthorizeBase(c.env, p) ? `${EDIT_PATH}/sns/${p}` : null]));
  const at = { at: contextOf(c).at };
  const provider = postcodeProviderFor(isDevelopment(c.env?.ENVIRONMENT));
  const bookState: AddressBookState = book
    ? { addresses: book.addresses, max: book.max ?? MAX_SAVED_ADDRESSES, refused: state.book ?? null, done: state.bookDone ?? null }
    : { addresses: [], max: MAX_SAVED_ADDRESSES, unavailable: ko.account.unavailable };
  return renderPage(c, {
    status,
    shell,
    head,
    // The postcode search's script and frames are allowed on this page (src/member/postcode.ts).
    headers: { ...privateNoStore, 'Content-Security-Policy': postcodeCsp(provider, c.get('nonce'), shell.inputs.tags?.origin ?? null) },
    body: (
      <AccountEditPage
        info={accountInfoView(info)}
        password={social.is_social_account ? null : formProps('password', `${EDIT_PATH}/password`)}
        email={formProps('email', `${EDIT_PATH}/email`)}
        emailVerify={showVerify ? formProps('emailVerify', `${EDIT_PATH}/email/verify`, { email: pendingEmail ?? '' }) : null}
        pendingEmail={state.pendingEmail ?? null}
        outboxUrl={pendingEmail && isDevelopment(c.env?.ENVIRONMENT) ? `/sandbox/outbox${buildQuery([['to', pendingEmail]])}` : null}
        snsLinkHrefs={snsLinkHrefs}
        snsError={state.snsError ?? null}
        done={state.done ? (ko.account.done[state.done] ?? null) : null}
        links={{ agreements: pageLink('agreements', at), leave: pageLink('leave', at) }}
        addressBookTitle={ko.checkoutForm.bookTitle}
        addressBook={
          <>
            {provider === 'daum' && book ? <script src={DAUM_POSTCODE_SCRIPT} async nonce={c.get('nonce')} /> : null}
            <AddressBookSection state={bookState} provider={provider} />
          </>
        }
      />
    ),
  });
}

accountEditPages.get('/', async (c) => {
  const member = editor(c);
  if (member instanceof Response) return member;
  const done = c.req.query('done');
  const bookDone = ko.checkoutForm.bookDone[c.req.query('book') ?? ''] ?? null;
  const email = c.req.query('email')?.trim() ?? '';
  return editPage(c, member, {
    done: (DONE_KEYS as readonly string[]).includes(done ?? '') ? (done as Done) : null,
    pendingEmail: isEmailShape(email) ? email : null,
    bookDone,
  });
});

/** The page again after a refused address-book post; login when the session is gone. */
const drawBook =
  (c: Context<AppEnv>, member: Member): DrawBook =>
  (refused, status, loginAgain) =>
    loginAgain ? Promise.resolve(c.redirect(loginHref(EDIT_PATH), 303)) : editPage(c, member, { book: refused }, status);

/** The book's own answer to a post another site sent; login when there is no session. */
const bookFromElsewhere = (answer: (c: Context<AppEnv>, draw: DrawBook) => Promise<Response>) =>
  sameSiteForm((c) => {
    const member = editor(c);
    return member instanceof Response ? member : answer(c, drawBook(c, member));
  });
const bookAddressNo = (c: Context<AppEnv>) => addressNoOf(c.req.param('addressNo'));

accountEditPages.post(
  '/address',
  bookFromElsewhere((c, draw) => saveFromElsewhere(c, null, draw)),
  async (c) => {
    const member = editor(c);
    if (member instanceof Response) return member;
    return saveAddress(c, member, null, drawBook(c, member));
  },
);

const editFromElsewhere = bookFromElsewhere((c, draw) => {
  const addressNo = bookAddressNo(c);
  return addressNo === null ? Promise.resolve(c.redirect(`${EDIT_PATH}#address-book`, 303)) : saveFromElsewhere(c, addressNo, draw);
});

accountEditPages.post('/address/:addressNo', editFromElsewhere, async (c) => {
  const member = editor(c);
  if (member instanceof Response) return member;
  const addressNo = bookAddressNo(c);
  if (addressNo === null) return c.redirect(`${EDIT_PATH}#address-book`, 303);
  return saveAddress(c, member, addressNo, drawBook(c, member));
});

accountEditPages.post(
  '/address/:addressNo/delete',
  bookFromElsewhere((_c, draw) => changeFromElsewhere(draw)),
  async (c) => {
    const member = editor(c);
    if (member instanceof Response) return member;
    return changeAddress(c, member, c.req.param('addressNo'), 'delete', drawBook(c, member));
  },
);

accountEditPages.post(
  '/address/:addressNo/default',
  bookFromElsewhere((_c, draw) => changeFromElsewhere(draw)),
  async (c) => {
    const member = editor(c);
    if (member instanceof Response) return member;
    return changeAddress(c, member, c.req.param('addressNo'), 'default', drawBook(c, member));
  },
);

/** What a refused upstream call means for `form`: login again, or the page with the message where it belongs. */
async function refusedCall(c: Context<AppEnv>, member: Member, form: AccountFormName, values: Record<string, string>, error: unknown): Promise<Response> {
  const r = refusalOf(error);
  if (r.status === 401) return c.redirect(loginHref(EDIT_PATH), 303);
  const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
  if (status >= 500) console.error('[account] upstream', form, r.errorCode);
  const mapped = accountRefusal(form, r.errorCode);
  const text = mapped?.text ?? (status < 500 && r.serverMessage ? r.serverMessage : ko.errors.genericTemporary);
  return editPage(c, member, { refused: { form, values, errors: { [mapped?.field ?? '']: text } } }, status);
}

/** An editor's form as typed (only the `keep` fields), and the page again with it; login when the session is gone. */
async function typedAccountForm(c: Context<AppEnv>, form: AccountFormName, keep: readonly string[]) {
  const member = editor(c);
  if (member instanceof Response) return member;
  const raw = await formOf(c);
  const values = Object.fromEntries(keep.map((k) => [k, (raw[k] ?? '').slice(0, 254)]));
  const again = (errors: AccountFieldErrors, status: ContentfulStatusCode) => editPage(c, member, { refused: { form, values, errors } }, status);
  return { member, raw, values, again };
}

/**
 * One account form: its cross-site guard (the page again with the form's error) and the
 * preamble of its post (an editor, with a form that passes its own check).
 */
function accountForm(form: AccountFormName, keep: readonly string[]) {
  return {
    guard: sameSiteForm(async (c) => {
      const t = await typedAccountForm(c, form, keep);
      return t instanceof Response ? t : t.again({ '': ko.errors.genericTemporary }, 403);
    }),
    posted: async (c: Context<AppEnv>) => {
      const t = await typedAccountForm(c, form, keep);
      if (t instanceof Response) return t;
      const errors = accountFormErrors(form, { get: (k) => t.raw[k] });
      if (Object.keys(errors).length > 0) return t.again(errors, 400);
      return t;
    },
  };
}
const passwordForm = accountForm('password', []);
const emailForm = accountForm('email', ['email']);
const emailVerifyForm = accountForm('emailVerify', ['email', 'code']);

accountEditPages.post('/password', passwordForm.guard, async (c) => {
  const p = await passwordForm.posted(c);
  if (p instanceof Response) return p;
  const { member, raw } = p;
  let pair: Awaited<ReturnType<typeof changePassword>>;
  try {
    pair = await changePassword(upstreamDeps(c), { token: member.accessToken, current: raw.currentPassword!, next: raw.newPassword!, confirm: raw.newPasswordConfirm! });
  } catch (error) {
    return refusedCall(c, member, 'password', {}, error);
  }
  // Decision: a password change ends every other session of the member (the origin revokes their
  // refresh tokens and bumps the token version, so other devices' access tokens are refused
  // upstream at once); this browser goes on with the fresh pair the answer carries. The session
  // middleware must not add the pair it may have refreshed this request with (now revoked).
  c.set('member', null);
  const cookies = sessionCookies({ ...pair, user: { no: member.userNo, id: member.userId, name: member.name } });
  return withCookies(c.redirect(doneHref('password', 'password'), 303), cookies);
});

accountEditPages.post('/email', emailForm.guard, async (c) => {
  const p = await emailForm.posted(c);
  if (p instanceof Response) return p;
  const email = p.values.email!.trim();
  try {
    await requestEmailChange(upstreamDeps(c), { token: p.member.accessToken, email });
  } catch (error) {
    return refusedCall(c, p.member, 'email', p.values, error);
  }
  return c.redirect(`${EDIT_PATH}${buildQuery([['email', email]])}#email-verify`, 303);
});

accountEditPages.post('/email/verify', emailVerifyForm.guard, async (c) => {
  const p = await emailVerifyForm.posted(c);
  if (p instanceof Response) return p;
  const { member, values } = p;
  const email = values.email!.trim();
  const deps = upstreamDeps(c);
  try {
    await verifyEmailChange(deps, { token: member.accessToken, email, code: values.code!.trim() });
  } catch (error) {
    // The same code sent twice (a double press): the first one changed the address, so the
    // second finds it spent. The account says which happened.
    if (refusalOf(error).errorCode === 'INVALID_EMAIL_TOKEN') {
      const info = await getUserInfo(deps, { token: member.accessToken }).catch(() => null);
      if (info && info.user_email.toLowerCase() === email.toLowerCase()) return c.redirect(doneHref('email', 'email'), 303);
    }
    return refusedCall(c, member, 'emailVerify', values, error);
  }
  return c.redirect(doneHref('email', 'email'), 303);
});

const snsCallback = (provider: string) => `${EDIT_PATH}/sns/${provider}/callback`;

accountEditPages.get('/sns/:provider', (c) => {
  const member = editor(c);
  if (member instanceof Response) return member;
  const provider = c.req.param('provider');
  if (!isSnsProvider(provider)) return c.redirect(EDIT_PATH, 303);
  return startTrip(c, provider, snsCallback(provider), EDIT_PATH) ?? editPage(c, member, { snsError: ko.account.sns.unavailable }, 503);
});

const SNS_REFUSALS: Record<string, string> = {
  SNS_LINKED_ELSEWHERE: ko.account.sns.linkedElsewhere,
  SNS_TYPE_LINKED: ko.account.sns.typeLinked,
  SNS_LAST_LOGIN: ko.account.sns.lastLogin,
};

async function snsRefused(c: Context<AppEnv>, member: Member, error: unknown, clear: string[] = []): Promise<Response> {
  const r = refusalOf(error);
  if (r.status === 401 && r.errorCode === 'LOGIN_REQUIRED') return withCookies(c.redirect(loginHref(EDIT_PATH), 303), clear);
  const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
  if (status >= 500) console.error('[account] sns upstream', r.errorCode);
  return withCookies(await editPage(c, member, { snsError: SNS_REFUSALS[r.errorCode] ?? ko.account.sns.failed }, status), clear);
}

accountEditPages.get('/sns/:provider/callback', async (c) => {
  const member = editor(c);
  if (member instanceof Response) return member;
  const provider = c.req.param('provider');
  if (!isSnsProvider(provider)) return c.redirect(EDIT_PATH, 303);
  const trip = await finishTrip(c, provider, snsCallback(provider));
  if (!trip.ok && trip.cancelled) return withCookies(c.redirect(EDIT_PATH, 303), [trip.clear]);
  if (!trip.ok) return withCookies(await editPage(c, member, { snsError: ko.account.sns.failed }, trip.status), [trip.clear]);
  try {
    await linkSns(upstreamDeps(c), { token: member.accessToken, provider, accessToken: trip.accessToken });
  } catch (error) {
    return snsRefused(c, member, error, [trip.clear]);
  }
  return withCookies(c.redirect(doneHref('snsLinked', 'sns'), 303), [trip.clear]);
});

const snsFromElsewhere = sameSiteForm((c) => {
  const member = editor(c);
  return member instanceof Response ? member : editPage(c, member, { snsError: ko.errors.genericTemporary }, 403);
});

accountEditPages.post('/sns/unlink', snsFromElsewhere, async (c) => {
  const member = editor(c);
  if (member instanceof Response) return member;
  const provider = (await formOf(c)).provider ?? '';
  if (!isSnsProvider(provider)) return editPage(c, member, { snsError: ko.account.sns.failed }, 400);
  try {
    await unlinkSns(upstreamDeps(c), { token: member.accessToken, provider });
  } catch (error) {
    // Unlinking what is no longer linked (a double press) ends where the member wanted.
    if (refusalOf(error).errorCode !== 'SNS_NOT_LINKED') return snsRefused(c, member, error);
  }
  return c.redirect(doneHref('snsUnlinked', 'sns'), 303);
});
