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

/**
 * One binding per family of member writes (issue 27): each has its own bucket and size
 * (wrangler.toml), so thirty like taps never hold back checkout, consents or leaving.
 */
export const LIMITERS = [
  'RATE_LIMIT_LOGIN',
  'RATE_LIMIT_SEARCH',
  'RATE_LIMIT_WRITE',
  'RATE_LIMIT_LIKES',
  'RATE_LIMIT_CART',
  'RATE_LIMIT_REVIEWS',
  'RATE_LIMIT_QNA',
  'RATE_LIMIT_ACCOUNT',
  'RATE_LIMIT_CHECKOUT',
] as const;
export type LimiterName = (typeof LIMITERS)[number];

/** Which limiter each member write counts against, per member (or client): the paths of a family. */
export const WRITE_FAMILIES: readonly (readonly [LimiterName, string[]])[] = [
  ['RATE_LIMIT_LIKES', ['/api/v4/hearts/*', '/api/v4/brand-hearts/*']],
  ['RATE_LIMIT_CART', ['/api/v4/cart-item/*', '/api/v4/restock']],
  ['RATE_LIMIT_REVIEWS', ['/api/v4/reviews/*']],
  ['RATE_LIMIT_QNA', ['/api/v5/product-detail/:itemNo/qna']],
  [
    'RATE_LIMIT_ACCOUNT',
    [
      '/api/v4/agreements',
      '/api/v4/notifications/agreements',
      '/api/tags/consent',
      '/account/leave',
      '/password-reconfirm',
      '/account/edit/*',
      '/api/v6/users/personal-info',
      '/api/v5/users/adult-verification',
    ],
  ],
  [
    'RATE_LIMIT_CHECKOUT',
    [
      '/api/v4/orders/buy-now',
      '/api/v4/orders/from-cart',
      '/checkout/pay',
      '/checkout/deliver',
      '/checkout/gift',
      '/checkout/delivery',
      '/checkout/discount',
      '/api/v4/orders/:orderNo/cancel',
      '/api/v4/orders/:orderNo/claims',
    ],
  ],
  ['RATE_LIMIT_WRITE', ['/api/v4/attribution-link', '/_preview/*']],
];

/**
 * The methods a family's paths are limited for: every method that writes, PATCH included, so a
 * route added with a method not listed here cannot slip past its family's limit.
 */
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

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

/**
 * Whether an address has an account: the id check tells, and so do a sign-up, a gift's
 * recipient and an e-mail change. All count in one bucket per client and one per member, so
 * asking through any of them is no faster than the id check's limit.
 */
export const idCheckKeys = (c: Context<AppEnv>): (string | null)[] => {
  const member = c.get('member');
  return [keyed('id-check', clientKey(c)), member ? `id-check:m:${member.userNo}` : null];
};

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

export const rateLimit = (name: LimiterName, keyOf: (c: Context<AppEnv>) => string | null | (string | null)[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (await overLimit(c.env, name, [keyOf(c)].flat())) return tooMany(c);
    await next();
  });
