import { hostnames, type Hosts } from '../navigation/hosts';
import { cookieDescriptor, type CookieDescriptor } from './cookie';

/**
 * Spec 4.7 and 9: once the app-install banner is dismissed it stays hidden for a lifetime the
 * caller gives in seconds (default 1800), across all of the product's subdomains.
 */
export const APP_BANNER_COOKIE = 'sf_app_banner_dismissed';
export const APP_BANNER_DEFAULT_MAX_AGE = 1800;

/**
 * Second-level labels under which country registries sell names (`example.co.kr`). Without the
 * public-suffix list this small set keeps us from proposing `.co.kr` as a cookie domain, which
 * browsers would reject anyway.
 */
const SECOND_LEVEL = new Set(['co', 'or', 'ne', 'go', 're', 'pe', 'ac', 'ms', 'hs', 'es', 'sc', 'kg', 'com', 'net', 'org', 'gov', 'edu']);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The parent domain shared by the hosts, with a leading dot (`shop.example.com` +
 * `my.example.com` → `.example.com`), or undefined when a host-only cookie is the right call:
 * a single distinct host, localhost, an IP address, single-label names, or hosts with no
 * registrable parent in common.
 */
export function sharedCookieDomain(names: readonly string[]): string | undefined {
  const distinct = [...new Set(names.map((n) => n.trim().toLowerCase().replace(/\.$/, '')).filter(Boolean))];
  if (distinct.length < 2) return undefined;
  if (distinct.some((n) => n === 'localhost' || n.endsWith('.localhost') || IPV4.test(n) || n.includes(':') || !n.includes('.'))) {
    return undefined;
  }
  const split = distinct.map((n) => n.split('.').reverse());
  const common: string[] = [];
  for (let i = 0; ; i++) {
    const label = split[0]?.[i];
    if (label === undefined || !split.every((s) => s[i] === label)) break;
    common.push(label);
  }
  // common is reversed: [tld, second, third, …]
  const tld = common[0];
  const second = common[1];
  const minLabels = tld !== undefined && tld.length === 2 && second !== undefined && SECOND_LEVEL.has(second) ? 3 : 2;
  if (common.length < minLabels) return undefined;
  return `.${common.reverse().join('.')}`;
}

export function appBannerCookieDomain(hosts: Hosts): string | undefined {
  return sharedCookieDomain(hostnames(hosts));
}

/** The dismissal cookie; a non-positive or non-finite lifetime falls back to the default. */
export function appBannerDismissCookie(hosts: Hosts, lifetimeSeconds: number = APP_BANNER_DEFAULT_MAX_AGE): CookieDescriptor {
  const maxAge = Number.isFinite(lifetimeSeconds) && lifetimeSeconds > 0 ? Math.floor(lifetimeSeconds) : APP_BANNER_DEFAULT_MAX_AGE;
  const domain = appBannerCookieDomain(hosts);
  return cookieDescriptor(APP_BANNER_COOKIE, '1', domain ? { maxAge, domain } : { maxAge });
}

export function isAppBannerDismissed(cookies: Readonly<Record<string, string>>): boolean {
  return cookies[APP_BANNER_COOKIE] === '1';
}
