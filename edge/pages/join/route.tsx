/**
 * Sign-up (issue 11 item 8), mounted at `/join`:
 * - `GET /join?returnTo=`: the form (a member is sent on to `returnTo`);
 * - `POST /join`: the form without JavaScript too. The input is checked by rules/join.ts (the
 *   password typed twice included), then `POST /user/join` upstream; success → 303 to
 *   `returnTo` with the session cookies. A refusal shows the form again with the message next
 *   to its field and what was typed (never the passwords).
 * An id that is already taken but whose password is the one typed (the same sign-up sent
 * twice, or a member who forgot they joined) logs that member in rather than refusing them.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ko } from '../../../src/copy/ko';
import { JoinPage } from '../../../src/member/components/JoinPage';
import type { JoinFormProps } from '../../../src/member/islands/JoinForm';
import { consentsOf, fieldOfJoinRefusal, JOIN_CONSENTS, joinFieldErrors, type JoinFieldErrors } from '../../../src/member/join-form';
import { loginHref, safeReturnTo } from '../../../src/member/return-to';
import type { AppEnv } from '../../app-env';
import { withCookies } from '../../context/auth-cookies';
import { contextOf } from '../../context/request-context';
import { performLogin, sessionFrom, withRetryAfter } from '../../gateway/auth';
import { sameSiteForm } from '../same-site-form';
import { idCheckKeys, overLimit } from '../../gateway/rate-limit';
import { renderPage } from '../../render/page';
import { join } from '../../upstream/member';
import { upstreamDeps } from '../../upstream-deps';
import { formOf } from '../form-body';
import { loadShell } from '../shell-loader';

export const joinPages = new Hono<AppEnv>();

const noStore = { 'Cache-Control': 'private, no-store' };

async function joinPage(c: Context<AppEnv>, form: JoinFormProps, status: ContentfulStatusCode = 200) {
  return renderPage(c, {
    status,
    // Only the shell: a visitor has no cart count, and the form's state comes from the request.
    shell: await loadShell(upstreamDeps(c), contextOf(c), { assets: c.env?.ASSETS }),
    head: { title: `${ko.join.title} | ${ko.shell.siteName}`, robots: 'noindex' },
    headers: noStore,
    body: <JoinPage form={form} loginUrl={loginHref(form.returnTo)} />,
  });
}

joinPages.get('/', async (c) => {
  const returnTo = safeReturnTo(c.req.query('returnTo'));
  if (contextOf(c).member) return c.redirect(returnTo, 303);
  return joinPage(c, { returnTo, values: { userId: '', name: '', gender: '', consents: [] }, errors: {}, formError: null });
});

/** The join form as typed (never the password), and the page again with it. */
async function typedJoin(c: Context<AppEnv>) {
  const raw = await formOf(c);
  const form = { get: (k: string) => raw[k] };
  const returnTo = safeReturnTo(raw.returnTo);
  const consents = consentsOf(form);
  const userId = (raw.userId ?? '').trim().slice(0, 254);
  const values = {
    userId,
    name: (raw.name ?? '').slice(0, 30),
    gender: raw.gender === 'M' || raw.gender === 'F' ? raw.gender : '',
    consents: JOIN_CONSENTS.filter((k) => consents[k]),
  };
  const again = (errors: JoinFieldErrors, status: ContentfulStatusCode, formError: string | null = null) => joinPage(c, { returnTo, values, errors, formError }, status);
  return { raw, form, returnTo, consents, userId, values, again };
}

joinPages.post(
  '/',
  sameSiteForm(async (c) => (await typedJoin(c)).again({}, 403, ko.errors.genericTemporary)),
  async (c) => {
    const { raw, form, returnTo, consents, userId, values, again } = await typedJoin(c);
    const errors = joinFieldErrors(form);
    if (Object.keys(errors).length > 0) return again(errors, 400);
    // A sign-up says whether its address is taken: it counts in the id check's bucket (issue 27).
    if (await overLimit(c.env, 'RATE_LIMIT_LOGIN', idCheckKeys(c))) {
      return withRetryAfter(await again({}, 429, ko.errors.tooManyRequests));
    }
    const password = raw.password ?? '';
    const outcome = await sessionFrom(join(upstreamDeps(c), { user_id: userId, password, name: values.name.trim(), gender: values.gender, agreements: consents }));
    if (outcome.ok) return withCookies(c.redirect(returnTo, 303), outcome.cookies);
    if (outcome.errorCode === 'USER_ID_TAKEN') {
      const login = await performLogin(c, { id: userId, password });
      if (login.ok) return withCookies(c.redirect(returnTo, 303), login.cookies);
    }
    const field = fieldOfJoinRefusal(outcome.errorCode);
    return withRetryAfter(await (field ? again({ [field]: outcome.message }, outcome.status) : again({}, outcome.status, outcome.message)));
  },
);
