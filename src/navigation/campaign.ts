import { cookieDescriptor, type CookieDescriptor } from '../storage/cookie';
import { searchParamsOf } from './url';

/**
 * Spec 1, 2.3, 9 and DECISIONS 3: query parameters read on every page, and what a search-ad
 * entry leaves behind. Writing the cookies is the edge's job; this only describes them.
 */

/** DECISIONS 3: the search portal's ad-code parameter. */
export const SEARCH_AD_CODE_PARAM = 'NaPm';
export const CAMPAIGN_TYPE_PARAM = 'n_campaign_type';
export const UTM_CAMPAIGN_PARAM = 'utm_campaign';

/** Spec 2.3: 1 = power link, 2 = shopping keyword. */
export const CAMPAIGN_TYPES = { 1: 'power_link', 2: 'shopping_keyword' } as const;
export type CampaignType = keyof typeof CAMPAIGN_TYPES;

/** Our cookie names. Both must be readable by client code (httpOnly false). */
export const CAMPAIGN_COOKIE = 'sf_campaign';
export const APP_NUDGE_HIDDEN_COOKIE = 'sf_app_nudge_hidden';

/** Spec 9: the campaign cookie lives 10 minutes (600000 ms); the nudge stays hidden 1800 s. */
export const CAMPAIGN_COOKIE_TTL_MS = 600_000;
export const CAMPAIGN_COOKIE_MAX_AGE = CAMPAIGN_COOKIE_TTL_MS / 1000;
export const APP_NUDGE_HIDDEN_MAX_AGE = 1800;
export const APP_NUDGE_HIDDEN_VALUE = '1';

/** Longest parameter value we keep; a longer one is noise or an attack on cookie size. */
const MAX_VALUE_LENGTH = 512;

export interface CampaignParams {
  /** The search-ad code, or null when absent or blank. */
  naPm: string | null;
  /** 1 or 2; any other value of n_campaign_type is ignored (null). */
  campaignType: CampaignType | null;
  utmCampaign: string | null;
}

function text(params: URLSearchParams, name: string): string | null {
  const v = params.get(name)?.trim();
  return v ? v.slice(0, MAX_VALUE_LENGTH) : null;
}

/** Reads the three parameters from a URL, a query string or URLSearchParams. */
export function readCampaign(input: URL | URLSearchParams | string): CampaignParams {
  const params = searchParamsOf(input);
  const type = params.get(CAMPAIGN_TYPE_PARAM)?.trim();
  return {
    naPm: text(params, SEARCH_AD_CODE_PARAM),
    campaignType: type === '1' ? 1 : type === '2' ? 2 : null,
    utmCampaign: text(params, UTM_CAMPAIGN_PARAM),
  };
}

/**
 * DECISIONS 3: a search-ad entry carries NaPm or n_campaign_type. An n_campaign_type the spec
 * does not define (e.g. `7`, `abc`) is ignored as a whole, so on its own it is not an entry:
 * a junk parameter should not hide the app nudge.
 */
export function isSearchAdEntry(p: CampaignParams): boolean {
  return p.naPm !== null || p.campaignType !== null;
}

/**
 * The campaign cookie value: a small query string `n_campaign_type=1&NaPm=…` with whichever is
 * present (serializeCookie percent-encodes it as a whole). `parseCampaignCookie` reads it back.
 */
export function campaignCookieValue(p: CampaignParams): string {
  const q = new URLSearchParams();
  if (p.campaignType !== null) q.set(CAMPAIGN_TYPE_PARAM, String(p.campaignType));
  if (p.naPm !== null) q.set(SEARCH_AD_CODE_PARAM, p.naPm);
  return q.toString();
}

export function parseCampaignCookie(value: string | null | undefined): CampaignParams | null {
  if (!value) return null;
  const p = readCampaign(value.startsWith('?') ? value : `?${value}`);
  const parsed = { ...p, utmCampaign: null };
  return isSearchAdEntry(parsed) ? parsed : null;
}

export interface CampaignEntry {
  params: CampaignParams;
  isSearchAdEntry: boolean;
  /** Empty unless this is a search-ad entry: then the campaign cookie and the nudge-hidden one. */
  cookies: CookieDescriptor[];
}

/**
 * Everything a page request's URL says about campaigns. `domain` (optional) shares the cookies
 * across the product's subdomains.
 */
export function campaignEntry(url: URL | URLSearchParams | string, opts: { domain?: string } = {}): CampaignEntry {
  const params = readCampaign(url);
  const entry = isSearchAdEntry(params);
  const shared = opts.domain ? { domain: opts.domain } : {};
  const cookies = entry
    ? [
        cookieDescriptor(CAMPAIGN_COOKIE, campaignCookieValue(params), { maxAge: CAMPAIGN_COOKIE_MAX_AGE, ...shared }),
        cookieDescriptor(APP_NUDGE_HIDDEN_COOKIE, APP_NUDGE_HIDDEN_VALUE, { maxAge: APP_NUDGE_HIDDEN_MAX_AGE, ...shared }),
      ]
    : [];
  return { params, isSearchAdEntry: entry, cookies };
}
