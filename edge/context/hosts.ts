/**
 * DECISIONS 6: the main site, shop host and my-page host of this request, from SITE_ORIGIN,
 * SHOP_ORIGIN and MYPAGE_ORIGIN, each defaulting to the request's own origin. A malformed value
 * falls back to the own origin and is logged once per value. Resolved once per request
 * (`hostsOf(c)`); pages read them, and the link builder's `at`, from `contextOf(c)`.
 *
 *     const { at } = contextOf(c); productLink(1001, {}, { at });
 */
import type { Context } from 'hono';
import { memoizedBy, memoizedPer } from '../../rules/memo';
import { resolveHosts, type Hosts } from '../../src/navigation/hosts';
import { appBannerCookieDomain } from '../../src/storage/app-banner';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';

const warned = new Set<string>();

type HostSettings = Pick<Env, 'SITE_ORIGIN' | 'SHOP_ORIGIN' | 'MYPAGE_ORIGIN'>;

/**
 * The hosts for a request on `own` origin under `env`. The same few origins and settings come
 * back on every request, so each answer is worked out once (the origins parsed, the cookie
 * domain below) and shared: never mutate it.
 */
export const resolveRequestHosts = memoizedBy(
  64,
  (own: string, env: HostSettings | undefined) => `${own}\n${env?.SITE_ORIGIN ?? ''}\n${env?.SHOP_ORIGIN ?? ''}\n${env?.MYPAGE_ORIGIN ?? ''}`,
  (own: string, env: HostSettings | undefined): Hosts => {
    const e = env ?? {};
    const { hosts, invalid } = resolveHosts({ SITE_ORIGIN: e.SITE_ORIGIN, SHOP_ORIGIN: e.SHOP_ORIGIN, MYPAGE_ORIGIN: e.MYPAGE_ORIGIN }, own);
    for (const key of invalid) {
      const value = String(e[key]);
      if (warned.has(`${key}=${value}`)) continue;
      warned.add(`${key}=${value}`);
      console.warn(`[hosts] ${key}=${JSON.stringify(value.slice(0, 80))} is not an http(s) origin; using ${own}`);
    }
    return hosts;
  },
);

const domainOf = memoizedPer((hosts: Hosts) => appBannerCookieDomain(hosts));

/** This request's hosts, resolved on first read and kept on the context. */
export function hostsOf(c: Context<AppEnv>): Hosts {
  const kept = c.get('hosts');
  if (kept) return kept;
  const hosts = resolveRequestHosts(new URL(c.req.url).origin, c.env);
  c.set('hosts', hosts);
  return hosts;
}

/** The parent domain shared by the product's hosts, for cookies every host must see (spec 9). */
export function sharedDomain(c: Context<AppEnv>): string | undefined {
  return domainOf(hostsOf(c));
}
