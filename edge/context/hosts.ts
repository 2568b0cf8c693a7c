import { resolveHosts, type Hosts } from '../../src/navigation/hosts';
import type { LinkAt } from '../../src/navigation/links';
import { appBannerCookieDomain } from '../../src/storage/app-banner';
import type { Env } from '../env';

/**
 * DECISIONS 6: the main site, shop host and my-page host of this request, from SITE_ORIGIN,
 * SHOP_ORIGIN and MYPAGE_ORIGIN, each defaulting to the request's own origin. A malformed value
 * falls back to the own origin and is logged once per value.
 *
 *     const at = linkAt(c); productLink(1001, {}, { at });
 */
const warned = new Set<string>();

/** The part of a Hono context these read; any app's context fits. */
export interface RequestLike {
  req: { url: string };
  env?: Env;
}

export function requestHosts(c: RequestLike): Hosts {
  const own = new URL(c.req.url).origin;
  const env = c.env ?? {};
  const { hosts, invalid } = resolveHosts({ SITE_ORIGIN: env.SITE_ORIGIN, SHOP_ORIGIN: env.SHOP_ORIGIN, MYPAGE_ORIGIN: env.MYPAGE_ORIGIN }, own);
  for (const key of invalid) {
    const value = String(env[key]);
    if (warned.has(`${key}=${value}`)) continue;
    warned.add(`${key}=${value}`);
    console.warn(`[hosts] ${key}=${JSON.stringify(value.slice(0, 80))} is not an http(s) origin; using ${own}`);
  }
  return hosts;
}

/** Where links are built from: the hosts and the origin the shopper is on. */
export function linkAt(c: RequestLike): LinkAt {
  return { hosts: requestHosts(c), currentOrigin: new URL(c.req.url).origin };
}

/** The parent domain shared by the product's hosts, for cookies every host must see (spec 9). */
export function sharedDomain(c: RequestLike): string | undefined {
  return appBannerCookieDomain(requestHosts(c));
}
