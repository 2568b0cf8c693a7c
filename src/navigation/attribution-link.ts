import type { AttributionLinkParamsInput } from '../../schemas/attribution';
import { APP_SCHEME } from './links';
import { buildQuery } from './url';

/**
 * Attribution links (spec 3.8, 5, 7, 8; issue 12 item 5). The share button and the app-install
 * banner ask the attribution-link call for a short link with the spec's parameters; when it
 * fails, the static link is built here instead: a OneLink "long link", the link base with the
 * same parameters in its query, so nothing but the path, query, hash and app scheme is needed.
 * Pure: the caller passes the page's address and the link base.
 */

export type AttributionPurpose = 'share' | 'appBanner';

interface Where {
  pathname: string;
  search: string;
  hash: string;
}

/** The page under the app scheme (`af_dp`); an item page is `product/{itemNo}` in the app (spec 2.1). */
export function appDeepLink(where: Where, scheme: string = APP_SCHEME): string {
  const item = /^\/products\/(\d{1,12})\/?$/.exec(where.pathname);
  const path = item ? `product/${item[1]}` : where.pathname.replace(/^\/+/, '');
  return `${scheme}://${path}${where.search}${where.hash}`;
}

/** A click lookback window, `7d` or `12h` (schemas/attribution.ts). */
const CLICK_LOOKBACK = /^\d{1,2}[dh]$/;

const text = (v: string | null | undefined, max: number) => {
  const t = v?.trim();
  return t ? t.slice(0, max) : undefined;
};

/**
 * Spec 3.8's parameters for a link to `page` (an absolute address of ours): the media source and
 * campaign name the purpose, the app opens the same page (`af_dp`), web users land on it
 * (`af_web_dp`), and the page's own `utm_*`, `af_adset`, `af_ad`, `is_retargeting` and
 * `af_click_lookback` carry over so a shared campaign page stays attributed.
 */
export function attributionParams(purpose: AttributionPurpose, page: URL): AttributionLinkParamsInput {
  const q = page.searchParams;
  const params: AttributionLinkParamsInput = {
    pid: purpose === 'share' ? 'storefront_share' : 'storefront_mobile_web',
    c: purpose === 'share' ? 'share' : 'app_install_banner',
    af_dp: appDeepLink(page),
    af_web_dp: page.href,
    deep_link_value: `${page.pathname}${page.search}`.slice(0, 1000),
  };
  const source = text(q.get('utm_source'), 200);
  const campaign = text(q.get('utm_campaign'), 200);
  const content = text(q.get('utm_content'), 200);
  if (source) params.utm_source = source;
  if (campaign) params.utm_campaign = campaign;
  if (content) params.utm_content = content;
  // The campaign's ad set, ad, retargeting flag and click lookback (spec 3.8) when the page was
  // reached through one: carried only in the shapes the parameters allow, so a junk value is
  // left out rather than failing the whole link (schemas/attribution.ts).
  const adset = text(q.get('af_adset'), 100);
  const ad = text(q.get('af_ad'), 100);
  const retargeting = q.get('is_retargeting')?.trim().toLowerCase();
  const lookback = q.get('af_click_lookback')?.trim().toLowerCase();
  if (adset) params.af_adset = adset;
  if (ad) params.af_ad = ad;
  if (retargeting === 'true' || retargeting === 'false') params.is_retargeting = retargeting === 'true';
  if (lookback && CLICK_LOOKBACK.test(lookback)) params.af_click_lookback = lookback;
  return params;
}

/** The static link (spec 8): `base` (a OneLink template address) with the parameters as its query. */
export function staticAttributionLink(base: string, params: AttributionLinkParamsInput): string {
  const entries = Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as const]));
  const url = new URL(base);
  return `${url.origin}${url.pathname}${buildQuery(entries)}`;
}

/**
 * The banner's 앱으로 보기: `/app-link?from=<this page>` on the storefront, which answers with the
 * page's attribution link (edge/gateway/attribution.ts). A plain link, so it works on the first
 * tap and without JavaScript; the hash never reaches a server, so it is not carried.
 */
export const appLinkHref = (page: URL): string => `/app-link${buildQuery([['from', `${page.pathname}${page.search}`]])}`;
