/**
 * Sandbox social login providers (DECISIONS 7), one per social type:
 * `GET /sandbox/social/{provider}/authorize?redirect_uri=&state=` shows the sign-in page;
 * its form posts back here and the shopper is sent to `redirect_uri?code=&state=`. The code
 * is exchanged at `POST /api/v4/oauth/{provider}/token` (origin/routes/oauth.ts).
 * Mounted at /sandbox/social, after the database middleware (codes live in D1).
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import * as z from 'zod';
import { emailAddress } from '../../../schemas/user';
import { sandboxSocialCopy } from '../../copy/sandbox-ko';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../auth/social';
import type { OriginAppEnv, OriginEnv } from '../../env';
import { issueCode } from './codes';
import { authorizePage, errorPage } from './page';
import { allowedRedirect } from './redirect';

export const sandboxSocialRoute = new Hono<OriginAppEnv>();

const copy = sandboxSocialCopy;
const ProviderSchema = z.enum(SOCIAL_PROVIDERS);
const StateSchema = z
  .string()
  .max(512)
  .regex(/^[\x20-\x7e]*$/);

const PersonSchema = z.object({
  name: z.string().trim().min(1).max(50),
  email: emailAddress.max(254),
  gender: z.enum(['M', 'F']),
});

type SandboxEnv = OriginEnv & { SANDBOX_REDIRECT_ORIGINS?: string };

function html(c: Context<OriginAppEnv>, body: string, status: 200 | 400 | 404, formTarget?: URL): Response {
  const formAction = formTarget ? ` ${formTarget.origin}` : '';
  c.header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${formAction}; frame-ancestors 'none'; base-uri 'none'`);
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(body, status);
}

/** `redirect_uri` with the given parameters added (kept query, later keys win). */
function back(target: URL, params: Record<string, string>): string {
  const url = new URL(target.href);
  for (const [k, v] of Object.entries(params)) if (v !== '') url.searchParams.set(k, v);
  return url.href;
}

function readTarget(c: Context<OriginAppEnv>, providerText: string | undefined, redirectUri: unknown, state: unknown) {
  const provider = ProviderSchema.safeParse(providerText);
  if (!provider.success) return { ok: false as const, response: html(c, errorPage(null, copy.badForm), 404) };
  const target = typeof redirectUri === 'string' ? allowedRedirect(redirectUri, c.req.url, (c.env as SandboxEnv).SANDBOX_REDIRECT_ORIGINS) : null;
  const st = StateSchema.safeParse(typeof state === 'string' ? state : '');
  if (!target || !st.success) return { ok: false as const, response: html(c, errorPage(provider.data, copy.badRedirect), 400) };
  return { ok: true as const, provider: provider.data as SocialProvider, target, redirectUri: redirectUri as string, state: st.data };
}

sandboxSocialRoute.get('/:provider/authorize', (c) => {
  const t = readTarget(c, c.req.param('provider'), c.req.query('redirect_uri'), c.req.query('state') ?? '');
  if (!t.ok) return t.response;
  const providerName = copy.providers[t.provider];
  return html(
    c,
    authorizePage({
      provider: t.provider,
      redirectUri: t.redirectUri,
      state: t.state,
      cancelUrl: back(t.target, { error: 'access_denied', state: t.state }),
      name: copy.defaultName(providerName),
      email: `sandbox.${t.provider}@demo.test`,
      gender: 'F',
    }),
    200,
    t.target,
  );
});

sandboxSocialRoute.post('/:provider/authorize', async (c) => {
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    return html(c, errorPage(null, copy.badForm), 400);
  }
  const t = readTarget(c, c.req.param('provider'), form.redirect_uri, form.state ?? '');
  if (!t.ok) return t.response;
  const person = PersonSchema.safeParse({ name: form.name, email: form.email, gender: form.gender });
  if (!person.success) {
    const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 254) : '');
    return html(
      c,
      authorizePage({
        provider: t.provider,
        redirectUri: t.redirectUri,
        state: t.state,
        cancelUrl: back(t.target, { error: 'access_denied', state: t.state }),
        name: str(form.name),
        email: str(form.email),
        gender: form.gender === 'M' ? 'M' : 'F',
        error: copy.badForm,
      }),
      400,
      t.target,
    );
  }
  const code = await issueCode(c.env.DB, t.provider, t.redirectUri, person.data);
  c.header('Cache-Control', 'no-store');
  return c.redirect(back(t.target, { code, state: t.state }), 302);
});
