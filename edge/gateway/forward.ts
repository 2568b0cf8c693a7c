import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
import { WRITE_METHODS } from './rate-limit';
import { fail } from './respond';

/**
 * Refuses a state-changing request another site made the browser send. SameSite=Lax already
 * keeps our cookies off cross-site POSTs; this also stops login CSRF (a cross-site login form
 * would sign the shopper into someone else's account).
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return origin === 'null';
  const own = new URL(c.req.url).origin;
  return origin !== own && origin !== c.var.siteOrigin;
}

const isWrite = (method: string): boolean => (WRITE_METHODS as readonly string[]).includes(method);

/**
 * The gateway's one cross-site check (issue 30 §3), mounted once in edge/app.ts on the JSON
 * routes: a write another site sent gets 403 CROSS_SITE_REQUEST before any handler reads its
 * body or session. A middleware, not a route (the rate-limit test walks the app's write routes).
 * The HTML forms (login, join, account, checkout, preview) answer a refusal in their own page:
 * each form route is registered with `sameSiteForm(answer)` (edge/pages/same-site-form.ts).
 */
export function refuseCrossSite() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isWrite(c.req.method) && isCrossSite(c)) return fail(c, 403, 'CROSS_SITE_REQUEST', ko.errors.genericTemporary);
    await next();
  });
}
