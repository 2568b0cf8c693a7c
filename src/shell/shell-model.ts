import type { Notice } from '../../schemas/notice';
import { formatSeoulDateTime } from '../../rules/seoul-time';
import { previewCopy, shellCopy } from '../copy/ko';
import { PREVIEW_PATH, type PreviewState } from '../preview/preview';
import { appStoreLink } from '../device/app-version';
import { appStoreLinks, businessLines, type IdentityLine, type ShopIdentity } from '../shop/identity';
import type { Device } from '../device/user-agent';
import { activeTab, bottomTabs, type BottomTab, type TabKey } from '../navigation/bottom-nav';

/** The bottom navigation's tabs the desktop header repeats (it has search and my page already). */
const HEADER_TABS: readonly TabKey[] = ['category', 'likes'];
import type { Hosts } from '../navigation/hosts';
import { homeLink, noticeLink, pageLink, searchLink, type LinkAt, type ServedPage } from '../navigation/links';
import { parseKeyword } from '../listing/query';
import { appBannerDismissCookie } from '../storage/app-banner';
import { appLinkHref } from '../navigation/attribution-link';
import { serializeCookie } from '../storage/cookie';
import { promotionBanner, type PromotionBanner } from '../promotion/banner';
import type { PromotionState } from '../promotion/periods';

/**
 * What the page shell shows, decided on the server from the request (ARCHITECTURE rule 3) and
 * handed to PageShell as plain data. Pure, so every branch is tested without rendering.
 */
export interface ShellModel {
  /**
   * The web's own chrome (header with logo, search box and member corner, notice strip, footer).
   * False in the app web view: the app draws its own top bar, search and tab bar (spec 1, 2.6).
   */
  webChrome: boolean;
  homeHref: string;
  search: { action: string; keyword: string };
  /** 'DEV' or 'QA' in those environments (spec 2.8); null elsewhere. */
  environmentLabel: string | null;
  notice: { title: string; href: string | null } | null;
  appBanner: { openHref: string; dismissCookie: string } | null;
  bottomNav: { tabs: BottomTab[]; active: TabKey | null } | null;
  /**
   * The desktop header's links (issue 29 §3): the phone's category and 좋아요 tabs, on every
   * page wider than 540 px (the item page too, which has no bottom navigation); none in the app.
   */
  headerNav: { tabs: BottomTab[]; active: TabKey | null } | null;
  footerLinks: Array<{ key: string; label: string; href: string }>;
  legalLinks: Array<{ key: string; label: string; href: string }>;
  /** The footer's business details (전자상거래법 제10조), those the shop configured (src/shop/identity.ts). */
  business: IdentityLine[];
  /** The weeks promotion's banner on the home, listing and item pages (src/promotion/banner.ts). */
  promotionBanner: PromotionBanner | null;
  /** The operator's preview bar (development only): what is overridden, and where to change it. */
  preview: PreviewBarModel | null;
}

export interface PreviewBarModel {
  items: string[];
  changeHref: string;
  /** Where the bar's 모두 지우기 posts, and the page to come back to. */
  clearAction: string;
  returnTo: string;
}

export interface ShellInput {
  url: URL;
  pageType: string;
  device: Pick<Device, 'kind' | 'platform'>;
  hosts: Hosts;
  environment: string | undefined;
  /** The shopper closed the app banner (its cookie, read once in the request context). */
  appBannerDismissed: boolean;
  /** The app-install nudge is hidden by a search-ad entry (now or within 1800 s). */
  nudgeHidden: boolean;
  notices: readonly Notice[];
  /** Seoul calendar date `yyyy-MM-dd`, for the notices' display window. */
  today: string;
  /** The page has its own fixed bottom bar (the item page's purchase bar). */
  hideBottomNav?: boolean;
  /** The promotion phase of the request's clock (a render input, never the raw time). */
  promotion?: PromotionState | null;
  /** The operator's preview overrides (a render input; development only). */
  preview?: PreviewState | null;
  /** The shop's identity: the footer's business details and the app's store listings. */
  shop: ShopIdentity;
}

const ENVIRONMENT_LABELS: Readonly<Record<string, string>> = { development: 'DEV', dev: 'DEV', qa: 'QA', staging: 'QA' };

export function environmentLabel(environment: string | undefined): string | null {
  const key = environment?.trim().toLowerCase() ?? '';
  return Object.hasOwn(ENVIRONMENT_LABELS, key) ? (ENVIRONMENT_LABELS[key] ?? null) : null;
}

/** The first notice meant to be shown today: displayed, not deleted, within its date window. */
export function pickNotice(notices: readonly Notice[], today: string): Notice | null {
  return notices.find((n) => n.is_display && !n.is_deleted && n.title.trim() !== '' && (n.start_date === null || n.start_date <= today) && (n.end_date === null || n.end_date >= today)) ?? null;
}

/** `yyyy-MM-dd` in Seoul (UTC+9 all year: Korea has no daylight saving time). */
export function seoulDateString(now: Date): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

const FOOTER: ReadonlyArray<[ServedPage, string]> = [
  ['about', shellCopy.footerLinks.about],
  ['contactUs', shellCopy.footerLinks.contactUs],
  ['faq', shellCopy.footerLinks.faq],
  ['noticeList', shellCopy.footerLinks.noticeList],
];
const LEGAL: ReadonlyArray<[ServedPage, string]> = [
  ['terms', shellCopy.legal.terms],
  ['privacy', shellCopy.legal.privacy],
  ['disputeResolution', shellCopy.legal.disputeResolution],
  ['paymentAgency', shellCopy.legal.paymentAgency],
];

/**
 * Whether the page draws the web's header, search box, notice strip, footer and bottom navigation:
 * everywhere but the app web view, which has its own (decided from the User-Agent on the server,
 * so nothing flashes; the page cache keys on the device kind). Sheets and the purchase bar stay.
 */
export const drawsWebChrome = (device: Pick<Device, 'kind'>): boolean => device.kind !== 'appWebView';

export function buildShell(input: ShellInput): ShellModel {
  const webChrome = drawsWebChrome(input.device);
  const at: LinkAt = { hosts: input.hosts, currentOrigin: input.url.origin };
  const keyword = input.pageType === 'search_result' ? parseKeyword(input.url.searchParams.get('keyword')) : null;
  const notice = pickNotice(input.notices, input.today);
  const store = appStoreLink(input.device.platform, appStoreLinks(input.shop));
  // Spec 4.7 and 1: mobile web only (the app has no use for an install nudge), not once
  // dismissed, not while a search-ad entry keeps the nudge hidden.
  const showBanner = input.device.kind === 'mobileWeb' && store !== null && !input.nudgeHidden && !input.appBannerDismissed;
  const links = (rows: ReadonlyArray<[ServedPage, string]>) => rows.map(([key, label]) => ({ key, label, href: pageLink(key, { at }) }));
  return {
    webChrome,
    homeHref: homeLink({ at }),
    search: { action: searchLink('x', { at }).replace(/\?.*$/, ''), keyword: keyword?.ok ? keyword.keyword : '' },
    environmentLabel: environmentLabel(input.environment),
    notice: notice && webChrome ? { title: notice.title.trim(), href: noticeLink(notice, { at }) } : null,
    appBanner: showBanner && store ? { openHref: appLinkHref(input.url), dismissCookie: serializeCookie(appBannerDismissCookie(input.hosts)) } : null,
    // The app web view has the app's own tab bar; the item page has its purchase bar instead.
    bottomNav: !webChrome || input.hideBottomNav ? null : { tabs: bottomTabs(at), active: activeTab({ host: input.url.host, pathname: input.url.pathname }, input.hosts) },
    headerNav: webChrome ? { tabs: bottomTabs(at).filter((t) => HEADER_TABS.includes(t.key)), active: activeTab({ host: input.url.host, pathname: input.url.pathname }, input.hosts) } : null,
    footerLinks: webChrome ? links(FOOTER) : [],
    legalLinks: webChrome ? links(LEGAL) : [],
    business: webChrome ? businessLines(input.shop) : [],
    promotionBanner: promotionBanner(input.pageType, input.promotion ?? null, pageLink('weeks', { at })),
    preview: input.preview ? previewBar(input.preview, input.url) : null,
  };
}

/** The bar's words for each override, and the way back to this page after a change. */
export function previewBar(p: PreviewState, url: URL): PreviewBarModel {
  const items: string[] = [];
  if (p.clock) items.push(previewCopy.clockItem(formatSeoulDateTime(new Date(p.clock))));
  if (p.device) items.push(previewCopy.deviceItem(p.device === 'ios' ? 'iOS' : 'Android', p.build));
  for (const [name, on] of Object.entries(p.flags) as [keyof typeof previewCopy.flagNames, boolean][]) items.push(previewCopy.flagItem(previewCopy.flagNames[name], on));
  if (p.searchAd) items.push(previewCopy.searchAdItem);
  const returnTo = `${url.pathname}${url.search}`;
  return { items, changeHref: `${PREVIEW_PATH}?${new URLSearchParams({ returnTo })}`, clearAction: `${PREVIEW_PATH}/clear`, returnTo };
}
