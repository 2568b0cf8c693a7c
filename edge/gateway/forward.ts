import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
import type { MemberResult } from '../upstream/member';
import { fail, ok } from './respond';

/**
 * A member call's result as the gateway's answer: the data in the data-wrapping envelope, or
 * the upstream's refusal with its status and code. A 4xx keeps the server's message (dialogs
 * show it, spec 8); a timeout, network fault or broken answer says the generic temporary error.
 */
export function answer<T>(c: Context<AppEnv>, result: MemberResult<T>, headers: Record<string, string> = {}): Response {
  if (result.ok) return ok(c, result.data, headers);
  const status = (result.status >= 400 && result.status <= 599 ? result.status : 502) as ContentfulStatusCode;
  if (status >= 500) console.error(`[gateway ${c.req.method} ${new URL(c.req.url).pathname}] upstream ${result.kind} ${result.errorCode}`);
  const message = status < 500 && result.message ? result.message : status === 401 ? ko.errors.loginNeeded : ko.errors.genericTemporary;
  return fail(c, status, result.errorCode, message);
}

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

export function crossSiteRefusal(c: Context<AppEnv>): Response | null {
  return isCrossSite(c) ? fail(c, 403, 'CROSS_SITE_REQUEST', ko.errors.genericTemporary) : null;
}
