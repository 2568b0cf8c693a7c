/**
 * The sandbox phone identity provider (auth contract; DECISIONS 7), mounted at
 * /sandbox/identity. GET shows the form for `purpose` (ci | adult) and the storefront `origin`
 * that opened it; POST checks what the shopper typed and answers a page that hands the signed
 * verification key to that origin only if IDENTITY_ALLOWED_ORIGINS allows it (origins.ts).
 */

import { Hono } from 'hono/tiny';
import type { Context } from 'hono';
import type { OriginEnv } from '../../env';
import { sandboxIdentityCopy } from '../../copy/sandbox-ko';
import { authNow } from '../../auth/clock';
import { FIELD_NAMES, PurposeSchema, validateIdentityForm, type FieldName, type Purpose } from './form';
import { issueVerificationKey } from './key';
import { allowedTargetOrigin, parseAllowedOrigins } from './origins';
import { errorPage, formPage, RESULT_SCRIPT, resultPage, STYLE_SHEET } from './page';

export type SandboxIdentityEnv = { Bindings: OriginEnv & { IDENTITY_ALLOWED_ORIGINS?: string } };

export const sandboxIdentityRoute = new Hono<SandboxIdentityEnv>();

const t = sandboxIdentityCopy;

// The key is a credential for five minutes: the page is never cached, framed or referred.
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const page = (html: string, status: 200 | 400 = 200) => new Response(html, { status, headers: PAGE_HEADERS });

type Request = { ok: true; purpose: Purpose; origin: string } | { ok: false; response: Response };

/** The purpose and the storefront origin, both required; an origin we may not post to is refused here, before the shopper types anything. */
function requestOf(c: Context<SandboxIdentityEnv>, purposeRaw: unknown, originRaw: unknown): Request {
  const purpose = PurposeSchema.safeParse(purposeRaw);
  if (!purpose.success) return { ok: false, response: page(errorPage(t.invalidRequest), 400) };
  const origin = allowedTargetOrigin(typeof originRaw === 'string' ? originRaw : null, parseAllowedOrigins(c.env.IDENTITY_ALLOWED_ORIGINS));
  if (!origin) return { ok: false, response: page(errorPage(t.originNotAllowed), 400) };
  return { ok: true, purpose: purpose.data, origin };
}

const isAppWebView = (c: Context<SandboxIdentityEnv>) => (c.req.header('user-agent') ?? '').includes('StorefrontApp/');

sandboxIdentityRoute.get('/', (c) => {
  const req = requestOf(c, c.req.query('purpose'), c.req.query('origin'));
  if (!req.ok) return req.response;
  return page(formPage({ purpose: req.purpose, origin: req.origin }));
});

sandboxIdentityRoute.post('/', async (c) => {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return page(errorPage(t.invalidRequest), 400);
  }
  const req = requestOf(c, body.purpose, body.origin);
  if (!req.ok) return req.response;

  const values: Partial<Record<FieldName, string>> = {};
  for (const name of FIELD_NAMES) {
    const v = body[name];
    if (typeof v === 'string') values[name] = v.slice(0, 100);
  }
  const form = validateIdentityForm(values, authNow());
  if (!form.ok) return page(formPage({ purpose: req.purpose, origin: req.origin, values, errors: form.errors }), 400);

  const key = await issueVerificationKey(c.env.DB, req.purpose, form.value);
  return page(resultPage({ purpose: req.purpose, key, targetOrigin: req.origin, delivery: isAppWebView(c) ? 'app' : 'opener' }));
});

sandboxIdentityRoute.get(
  '/result.js',
  () =>
    new Response(RESULT_SCRIPT, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' },
    }),
);

sandboxIdentityRoute.get(
  '/style.css',
  () =>
    new Response(STYLE_SHEET, {
      headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' },
    }),
);
