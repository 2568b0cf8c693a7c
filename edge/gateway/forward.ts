import type { Context } from 'hono';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
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

export function crossSiteRefusal(c: Context<AppEnv>): Response | null {
  return isCrossSite(c) ? fail(c, 403, 'CROSS_SITE_REQUEST', ko.errors.genericTemporary) : null;
}
