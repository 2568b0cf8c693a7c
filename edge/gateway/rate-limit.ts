/**
 * Rate limits (issue 10), on the Workers Rate Limiting binding: one helper for every route that
 * a client could hammer (login per id and per client, search, suggestions, Q&A, likes, cart, and
 * the forms and event collector still to come). Over the limit the answer is 429 with
 * `Retry-After` and the Korean message; the limiter's own counting is per Cloudflare location,
 * which is what the binding offers (it is a brake, not an exact quota).
 *
 * Without the binding (a test app, a deploy that forgot it) requests pass: refusing every login
 * because a setting is missing would lock everyone out, so the gap is logged once and named by
 * `/healthz` instead.
 *
 * @example app.use('/api/v4/auto-complete', rateLimit('RATE_LIMIT_SEARCH', (c) => keyed('suggest', clientKey(c))));
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { fail } from './respond';

export const LIMITERS = ['RATE_LIMIT_LOGIN', 'RATE_LIMIT_SEARCH', 'RATE_LIMIT_WRITE'] as const;
export type LimiterName = (typeof LIMITERS)[number];

/** Every limiter's period is 60 s (wrangler.toml): the longest a client waits. */
export const RETRY_AFTER_SECONDS = 60;

const warned = new Set<string>();

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Who is asking: the client address Cloudflare saw. Null where there is none worth counting (a
 * local run, where every request comes from loopback and one bucket would throttle the whole
 * test suite): per-client limits then do not apply, per-id and per-member ones still do.
 */
export function clientKey(c: Context<AppEnv>): string | null {
  const ip = c.req.header('cf-connecting-ip')?.trim();
  return ip && !LOOPBACK.test(ip) ? ip.slice(0, 64) : null;
}

/** A member by number, else the client. */
export function memberOrClientKey(c: Context<AppEnv>): string | null {
  const member = c.get('member');
  if (member) return `m:${member.userNo}`;
  const client = clientKey(c);
  return client === null ? null : `c:${client}`;
}

/** `prefix:key`, or null when there is no key. */
export const keyed = (prefix: string, key: string | null): string | null => (key === null ? null : `${prefix}:${key}`);

/** True when any of `keys` is over the limit of `name`. Never throws: a limiter fault lets the request pass. */
export async function overLimit(env: Env | undefined, name: LimiterName, maybeKeys: readonly (string | null)[]): Promise<boolean> {
  const keys = maybeKeys.filter((k): k is string => k !== null);
  if (keys.length === 0) return false;
  const limiter = env?.[name];
  if (!limiter) {
    if (!warned.has(name)) {
      warned.add(name);
      console.warn(`[rate-limit] no ${name} binding: requests pass unlimited`);
    }
    return false;
  }
  try {
    const results = await Promise.all(keys.map((key) => limiter.limit({ key })));
    return results.some((r) => !r.success);
  } catch (error) {
    console.error(`[rate-limit] ${name} failed`, error);
    return false;
  }
}

/** The 429: JSON for the gateway, a short Korean page for anything else. */
export function tooMany(c: Context): Response {
  const path = c.req.path;
  if (path.startsWith('/api/') || path.startsWith('/user/')) {
    const res = fail(c, 429, 'RATE_LIMITED', ko.errors.tooManyRequests);
    res.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
    return res;
  }
  return c.text(ko.errors.tooManyRequests, 429, { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
}

export const rateLimit = (name: LimiterName, keyOf: (c: Context<AppEnv>) => string | null) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (await overLimit(c.env, name, [keyOf(c)])) return tooMany(c);
    await next();
  });
