import { hostOf } from './url';

/**
 * DECISIONS 6: the main site, the shop host and the my-page host are configuration
 * (`SITE_ORIGIN`, `SHOP_ORIGIN`, `MYPAGE_ORIGIN`). Unset, each is the storefront's own origin,
 * which is how it runs locally: every link then stays on the one origin.
 */
export interface Hosts {
  /** Main site: home, lists, search, editorial pages, legal pages. */
  siteOrigin: string;
  /** Shop host: item pages, brands, categories, cart. */
  shopOrigin: string;
  /** My-page host: the account area, likes, customer centre. */
  mypageOrigin: string;
}

export type HostKey = 'site' | 'shop' | 'mypage';

export interface HostsConfig {
  SITE_ORIGIN?: string;
  SHOP_ORIGIN?: string;
  MYPAGE_ORIGIN?: string;
}

export interface ResolvedHosts {
  hosts: Hosts;
  /** Config keys whose value was not an http(s) origin and fell back to the own origin. */
  invalid: Array<keyof HostsConfig>;
}

/**
 * `https://Shop.Example.com/` → `https://shop.example.com`; null for anything that is not an
 * absolute http(s) URL. A path on a configured origin is dropped: hosts are origins only.
 */
export function normaliseOrigin(value: string | undefined | null): string | null {
  const s = value?.trim();
  if (!s) return null;
  try {
    const url = new URL(s);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Hosts from the worker's vars, defaulting to `ownOrigin` (the request's origin). A malformed
 * value does not take the site down: it falls back to the own origin and is reported in
 * `invalid` so the caller can log it once.
 */
export function resolveHosts(config: HostsConfig, ownOrigin: string): ResolvedHosts {
  const own = normaliseOrigin(ownOrigin) ?? ownOrigin;
  const invalid: Array<keyof HostsConfig> = [];
  const pick = (key: keyof HostsConfig): string => {
    const raw = config[key];
    if (raw === undefined || raw.trim() === '') return own;
    const origin = normaliseOrigin(raw);
    if (origin === null) {
      invalid.push(key);
      return own;
    }
    return origin;
  };
  return {
    hosts: { siteOrigin: pick('SITE_ORIGIN'), shopOrigin: pick('SHOP_ORIGIN'), mypageOrigin: pick('MYPAGE_ORIGIN') },
    invalid,
  };
}

/** All three hosts on one origin: the local default. */
export function singleOriginHosts(origin: string): Hosts {
  const own = normaliseOrigin(origin) ?? origin;
  return { siteOrigin: own, shopOrigin: own, mypageOrigin: own };
}

export function originFor(hosts: Hosts, key: HostKey): string {
  return key === 'site' ? hosts.siteOrigin : key === 'shop' ? hosts.shopOrigin : hosts.mypageOrigin;
}

/** Whether `host` (an origin or a bare `host[:port]`) is the host of `origin`. */
export function isHost(host: string, origin: string): boolean {
  const h = hostOf(host);
  return h !== '' && h === hostOf(origin);
}

/** The distinct hostnames (no port) of the configured hosts, for cookie-domain decisions. */
export function hostnames(hosts: Hosts): string[] {
  const names = [hosts.siteOrigin, hosts.shopOrigin, hosts.mypageOrigin]
    .map((o) =>
      hostOf(o)
        .replace(/:\d+$/, '')
        .replace(/^\[(.*)\]$/, '$1'),
    )
    .filter((n) => n !== '');
  return [...new Set(names)];
}
