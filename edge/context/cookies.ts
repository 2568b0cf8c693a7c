/**
 * The request's cookie header, parsed once. Middleware that runs before `requestContext()`
 * (session, campaign, page cookies) reads it here; everything after reads `contextOf(c).cookies`.
 */
import type { Context } from 'hono';
import { parseCookieHeader } from '../../src/storage/cookie';
import type { AppEnv } from '../app-env';
import type { CookieJar } from './vars';

export function cookiesOf(c: Context<AppEnv>): CookieJar {
  const kept = c.get('cookies');
  if (kept) return kept;
  const jar = Object.freeze(parseCookieHeader(c.req.header('cookie')));
  c.set('cookies', jar);
  return jar;
}
