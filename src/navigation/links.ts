import { normaliseOrigin, originFor, type HostKey, type Hosts } from './hosts';
import { buildQuery, numericId, type QueryValue } from './url';
import { productPath } from './product-path';

/**
 * Link builders for the families of spec 2.5 and 2.7. Paths not named by the spec are ours,
 * chosen to echo the spec's words; change them here only.
 *
 * - Every id is validated with `numericId`; a builder given a non-numeric id answers `null`
 *   ("no link"), never a broken address and never a throw, because ids come from upstream data
 *   and a bad one must not break a page. Render a null link as plain text.
 * - Every path segment and query value is URL-encoded.
 * - Each family belongs to a host (site, shop or my-page). Without `at` a builder returns a
 *   root-relative path (right when all hosts are the storefront's own origin, the local
 *   default). With `at`, a link to another origin than `at.currentOrigin` is absolute.
 */
export interface LinkAt {
  hosts: Hosts;
  currentOrigin: string;
}

export interface LinkOptions {
  at?: LinkAt;
}

/** Scheme of the native app's deep links (spec 2.1: `product/{itemNo}` in the app web view). */
export const APP_SCHEME = 'storefront';

type Query = ReadonlyArray<readonly [string, QueryValue]>;

function place(host: HostKey, path: string, query: Query = [], opts: LinkOptions = {}): string {
  const rel = path + buildQuery(query);
  if (!opts.at) return rel;
  const origin = originFor(opts.at.hosts, host);
  return origin === opts.at.currentOrigin ? rel : origin + rel;
}

/** A `/{family}/{id}` link on `host`, or null when the id is not numeric. */
function numbered(host: HostKey, family: string, id: unknown, opts?: LinkOptions): string | null {
  const n = numericId(id);
  return n === null ? null : place(host, `/${family}/${n}`, [], opts);
}

/**
 * A link to a page the storefront serves none of (issue 14 item 2): it is printed only when its
 * host is configured as another origin than the one being served (DECISIONS 6), which serves it.
 * Unset, the host is this origin, where the address would be a dead end: no link (null).
 */
function elsewhere(host: HostKey, path: string, query: Query = [], opts: LinkOptions = {}): string | null {
  if (!opts.at) return null;
  const origin = originFor(opts.at.hosts, host);
  return origin === normaliseOrigin(opts.at.currentOrigin) ? null : origin + path + buildQuery(query);
}

/** `numbered` for a family served elsewhere: null unless its host is another, configured origin. */
function numberedElsewhere(host: HostKey, family: string, id: unknown, opts?: LinkOptions): string | null {
  const n = numericId(id);
  return n === null ? null : elsewhere(host, `/${family}/${n}`, [], opts);
}

const seg = (s: string): string => encodeURIComponent(s);

// ── Item pages (spec 2.1) ────────────────────────────────────────────────────────────────────

export interface ProductLinkQuery {
  categoryLargeCode?: unknown;
  categoryMediumCode?: unknown;
  categorySmallCode?: unknown;
  source?: string | null;
  content_campaign?: string | null;
}

export interface ProductLinkOptions extends LinkOptions {
  /** In the app web view the link is the app-scheme deep link `storefront://product/{itemNo}`. */
  inAppWebView?: boolean;
}

/** `/products/{itemNo}`: ./product-path.ts (a module of its own for the item page's first tap). */
export { productPath };

/**
 * `/products/{itemNo}` (DECISIONS 2: the canonical item route) with the category codes kept
 * only when numeric, then source and content_campaign. In the app web view the same path and
 * query under the app scheme: `storefront://product/{itemNo}?…`.
 */
export function productLink(itemNo: unknown, query: ProductLinkQuery = {}, opts: ProductLinkOptions = {}): string | null {
  const n = numericId(itemNo);
  if (n === null) return null;
  const q: Query = [
    ['categoryLargeCode', numericId(query.categoryLargeCode)],
    ['categoryMediumCode', numericId(query.categoryMediumCode)],
    ['categorySmallCode', numericId(query.categorySmallCode)],
    ['source', query.source],
    ['content_campaign', query.content_campaign],
  ];
  if (opts.inAppWebView) return `${APP_SCHEME}://product/${n}${buildQuery(q)}`;
  return place('shop', productPath(n), q, opts);
}

/** The item page's sections, the targets of its tabs and of 리뷰 n개 (ProductPage `TABS`). */
export type ItemSection = 'info' | 'review' | 'qna' | 'recommend';

/**
 * A jump to a section of the item page being shown: a bare fragment, the same on the web and in
 * the app, so the page scrolls instead of loading again (on the web, a product link with a
 * different query would) or, in the app, instead of asking the app to open the item it already
 * shows. In the app web view the link rule is (docs/app-bridge.md "Links and chrome in the app"): the item page, the one
 * family the spec sends to the app (spec 2.1), uses the app scheme (`productLink` with
 * `inAppWebView`) so the app opens its own item screen; jumps within a page are `sectionLink`s;
 * every other family stays a web link opened in the same web view, as the spec names no app form
 * for it.
 */
export const sectionLink = (section: ItemSection): string => `#${section}`;

/** The product link with the `#review` fragment (from another page; on the item page use `sectionLink`). */
export function reviewLink(itemNo: unknown, query: ProductLinkQuery = {}, opts: ProductLinkOptions = {}): string | null {
  const link = productLink(itemNo, query, opts);
  return link === null ? null : `${link}#review`;
}

/** Ticket items have their own catalogue page, on a configured shop host (not served here). */
export const ticketCatalogLink = (itemNo: unknown, o?: LinkOptions) => numberedElsewhere('shop', 'ticket-catalog', itemNo, o);
export const brandLink = (frontBrandNo: unknown, o?: LinkOptions) => numbered('shop', 'brand', frontBrandNo, o);
/** Not served here: on a configured shop host only. */
export const specialOrderLink = (no: unknown, o?: LinkOptions) => numberedElsewhere('shop', 'special-order', no, o);

// ── Search and categories ────────────────────────────────────────────────────────────────────

/** `/search?keyword=…`; a blank keyword is no search, so it links to the search start page. */
export function searchLink(keyword: string, opts?: LinkOptions): string {
  const k = keyword.trim();
  return k === '' ? searchStartLink(opts) : place('site', '/search', [['keyword', k]], opts);
}

/** Spec 2.6: the search start page, on the main site (our choice of host). */
export const searchStartLink = (o?: LinkOptions): string => place('site', '/start', [], o);

export interface CategoryCodes {
  category1_code: unknown;
  category2_code?: unknown;
  category3_code?: unknown;
}

/**
 * `/category/list?category1_code=…[&category2_code=…[&category3_code=…]]`. A level counts only
 * when it and every level above it is numeric: a third level under a missing second is dropped.
 */
export function categoryListLink(codes: CategoryCodes, opts?: LinkOptions): string | null {
  const c1 = numericId(codes.category1_code);
  if (c1 === null) return null;
  const c2 = numericId(codes.category2_code);
  const c3 = c2 === null ? null : numericId(codes.category3_code);
  return place(
    'shop',
    '/category/list',
    [
      ['category1_code', c1],
      ['category2_code', c2],
      ['category3_code', c3],
    ],
    opts,
  );
}

/** `/category/main[?category1_code=…]`: the category entry page, on one first level when given (numeric). */
export const categoryMainLink = (o?: LinkOptions, category1Code?: unknown): string =>
  place('shop', '/category/main', [['category1_code', category1Code === undefined ? null : numericId(category1Code)]], o);

// ── Main-site families ───────────────────────────────────────────────────────────────────────

export const homeLink = (o?: LinkOptions): string => place('site', '/', [], o);

/** `/list/{slug}` (e.g. `shop`, the bottom navigation's category target); slug is [a-z0-9-]. */
export function listLink(slug: string, opts?: LinkOptions): string | null {
  return /^[a-z0-9][a-z0-9-]{0,63}$/.test(slug) ? place('site', `/list/${seg(slug)}`, [], opts) : null;
}

// The editorial families are the main site's: the storefront serves none of them, so they link
// only when SITE_ORIGIN is configured as another origin.
export const postLink = (postNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'post', postNo, o);
export const seriesLink = (seriesNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'series', seriesNo, o);
export const mediaFeedLink = (feedNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'media-feed', feedNo, o);
export const lookbookLink = (lookbookNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'lookbook', lookbookNo, o);
export const curatorLink = (curatorNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'curator', curatorNo, o);
/** The curator bridge page of spec 2.7 (`/curator/bridge/{curatorNo}`). */
export const curatorBridgeLink = (curatorNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'curator/bridge', curatorNo, o);
export const eventLink = (eventNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'event', eventNo, o);
export const brandNewsLink = (newsNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'brand-news', newsNo, o);
export const showcaseLink = (showcaseNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'showcase', showcaseNo, o);
export const collectionLink = (collectionNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'collection', collectionNo, o);
export const magazineLink = (magazineNo: unknown, o?: LinkOptions) => numberedElsewhere('site', 'magazine', magazineNo, o);

/** Fixed pages: name → [host, path]. */
export const FIXED_PAGES = {
  best: ['site', '/best-items'],
  /** Ours: the weeks promotion's landing (spec 2.4 black theme, page-type.ts WEEKS_PROMOTION_PATH). */
  weeks: ['site', '/weeks'],
  gift: ['site', '/gift'],
  concierge: ['site', '/concierge'],
  invite: ['site', '/invite'],
  about: ['site', '/home/about'],
  cart: ['shop', '/cart'],
  // Legal pages (spec 2.5).
  privacy: ['site', '/policy/privacy'],
  terms: ['site', '/policy/terms'],
  disputeResolution: ['site', '/policy/dispute-resolution'],
  paymentAgency: ['site', '/policy/payment-agency'],
  // Account area (spec 2.5, 2.7), all on the my-page host.
  mypage: ['mypage', '/'],
  likes: ['mypage', '/heart/product'],
  /** Ours (issue 11 item 2): the likes page's brand tab. */
  likedBrands: ['mypage', '/heart/brand'],
  orderList: ['mypage', '/my-order/list'],
  /** Ours (issue 11 item 4): the gifts the member received, the order list's second tab. */
  receivedGifts: ['mypage', '/my-order/gifts'],
  orderHistory: ['mypage', '/my-order/cs-history'],
  reviews: ['mypage', '/my-order/review'],
  accountEdit: ['mypage', '/account/edit'],
  /** Ours (issue 11 item 6): the consents, under /account so my page stays lit (spec 2.6). */
  agreements: ['mypage', '/account/agreements'],
  /** Ours (issue 11 item 9): leaving. */
  leave: ['mypage', '/account/leave'],
  preuser: ['mypage', '/account/preuser'],
  passwordReconfirm: ['mypage', '/password-reconfirm'],
  grade: ['mypage', '/mypage/grade'],
  mileage: ['mypage', '/mypage/mileage'],
  coupon: ['mypage', '/mypage/coupon'],
  inquiryList: ['mypage', '/mypage/cscenter/qna'],
  inquiryWrite: ['mypage', '/mypage/cscenter/qna/write'],
  productQna: ['mypage', '/mypage/cscenter/product-qna'],
  noticeList: ['mypage', '/mypage/cscenter/notice-list'],
  faq: ['mypage', '/mypage/cscenter/faq'],
  voc: ['mypage', '/mypage/cscenter/voc'],
  contactUs: ['mypage', '/contact-us'],
  benefitGuide: ['mypage', '/mypage/benefit-guide'],
  offlineSpace: ['mypage', '/mypage/offline-space'],
  recruit: ['mypage', '/mypage/recruit'],
} as const satisfies Record<string, readonly [HostKey, string]>;

export type FixedPage = keyof typeof FIXED_PAGES;

/**
 * Fixed pages the storefront serves no page for (issue 14 item 2; docs/content.md "Link families"). They
 * link through `elsewhereLink`, only to a configured host of their own; `pageLink` takes the rest,
 * which tests/integration/link-families.test.ts walks on the storefront.
 */
export const ELSEWHERE_PAGES = [
  'gift',
  'concierge',
  'invite',
  'orderHistory',
  'preuser',
  'inquiryList',
  'inquiryWrite',
  'productQna',
  'voc',
  'benefitGuide',
  'offlineSpace',
] as const satisfies readonly FixedPage[];

export type ElsewherePage = (typeof ELSEWHERE_PAGES)[number];
/** The fixed pages the storefront itself serves. */
export type ServedPage = Exclude<FixedPage, ElsewherePage>;

export const isServedPage = (page: FixedPage): page is ServedPage => !(ELSEWHERE_PAGES as readonly string[]).includes(page);

/** A fixed page served elsewhere: absolute on its configured host, or null when none is configured. */
export function elsewhereLink(page: ElsewherePage, opts?: LinkOptions): string | null {
  const [host, path] = FIXED_PAGES[page];
  return elsewhere(host, path, [], opts);
}

/** `/best-items[?category1_code=…]`: best sellers, of one first-level category when given (numeric). */
export function bestLink(category1Code?: unknown, opts?: LinkOptions): string {
  const [host, path] = FIXED_PAGES.best;
  return place(host, path, [['category1_code', category1Code === undefined ? null : numericId(category1Code)]], opts);
}

/**
 * Where the my-page root is when the my-page host is the main site's (no `MYPAGE_ORIGIN`, the
 * one-origin default): `/` is the home page there, so the storefront serves the root at
 * `/mypage` (issue 11; docs/member-area.md says so). A my-page host of its own keeps its root at `/`.
 */
export const OWN_MYPAGE_ROOT = '/mypage';

export function pageLink(page: ServedPage, opts?: LinkOptions): string {
  const [host, path] = FIXED_PAGES[page];
  if (page === 'mypage' && (!opts?.at || originFor(opts.at.hosts, 'mypage') === originFor(opts.at.hosts, 'site'))) {
    return place('site', OWN_MYPAGE_ROOT, [], opts);
  }
  return place(host, path, [], opts);
}

/** The receipt of one order, `/my-order/receipt?order_no=…`: not served here, so on a configured my-page host only. */
export function receiptLink(orderNo: unknown, opts?: LinkOptions): string | null {
  const n = numericId(orderNo);
  return n === null ? null : elsewhere('mypage', '/my-order/receipt', [['order_no', n]], opts);
}

// ── Notices (spec 2.7, 3.8) ──────────────────────────────────────────────────────────────────

/** The notice type whose notices are job openings; everything else is a customer notice. */
export const RECRUIT_NOTICE_TYPE = 'RECRUIT';

/**
 * A notice opens on the recruit page when its notice_type is `RECRUIT` (any case), otherwise in
 * the customer-centre notice list; both carry `notice_no` and `notice_type` so the page can
 * open the right entry. A missing type is sent as nothing, not as "undefined".
 */
export function noticeLink(notice: { notice_no: unknown; notice_type?: string | number | null }, opts?: LinkOptions): string | null {
  const no = numericId(notice.notice_no);
  if (no === null) return null;
  const type = notice.notice_type === null || notice.notice_type === undefined ? '' : String(notice.notice_type).trim();
  const page: FixedPage = type.toUpperCase() === RECRUIT_NOTICE_TYPE ? 'recruit' : 'noticeList';
  const [host, path] = FIXED_PAGES[page];
  return place(
    host,
    path,
    [
      ['notice_no', no],
      ['notice_type', type],
    ],
    opts,
  );
}
