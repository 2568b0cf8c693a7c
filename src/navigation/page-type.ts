import { pathOf, searchParamsOf } from './url';

/**
 * Spec 2.4: the page-type label of an address, written into `<html data-page-type>` and sent
 * with analytics events.
 *
 * Matching decisions (spec leaves them open):
 * - Only the path decides, except for `search`, which also needs the query. A query or fragment
 *   left on `pathname` is ignored (`/best-items?x=1` → best).
 * - Trailing slashes and repeated slashes do not matter (`/cart/`, `//cart` → order_cart).
 * - Matching is by whole path segments and case-sensitive: `/carts` and `/Cart` are not cart.
 * - Sub-paths count, because the spec says "cart pages start with /cart": `/cart/gift` →
 *   order_cart, `/checkout/complete` → checkout, `/brand/12/items` → brand_home.
 * - `{number}` families need ASCII digits in the second segment: `/brand/abc` is not brand_home.
 * - "search with keyword" means a `keyword` query parameter that is not blank. `/search` without one is
 *   not a search result, so it falls to "anything else": the label is `/search`.
 * - "The path itself" is the normalised path (leading slash, no trailing slash, `/` for the root),
 *   so `/home/about/` and `/home/about` share one label.
 * - DECISIONS 2: `/products/{number}` (canonical) and `/catalog/{number}` are both item_detail.
 */
export type PageTypeLabel =
  | 'best'
  | 'category_main'
  | 'category_list'
  | 'brand_home'
  | 'gift_main'
  | 'search_result'
  | 'showcase'
  | 'collection'
  | 'post'
  | 'brand_news'
  | 'concierge'
  | 'item_detail'
  | 'order_cart'
  | 'checkout'
  | 'invite';

/** Families named by fixed leading segments. */
const FIXED: ReadonlyArray<readonly [readonly string[], PageTypeLabel]> = [
  [['best-items'], 'best'],
  [['category', 'main'], 'category_main'],
  [['category', 'list'], 'category_list'],
  [['gift'], 'gift_main'],
  [['concierge'], 'concierge'],
  [['cart'], 'order_cart'],
  [['checkout'], 'checkout'],
  [['invite'], 'invite'],
];

/** Families named by a first segment followed by a numeric id. */
const NUMBERED: Readonly<Record<string, PageTypeLabel>> = {
  brand: 'brand_home',
  showcase: 'showcase',
  collection: 'collection',
  post: 'post',
  'brand-news': 'brand_news',
  catalog: 'item_detail',
  products: 'item_detail',
};

/** Segments of a path, empty ones dropped: `//a/b/` → ['a', 'b']. */
export function pathSegments(pathname: string): string[] {
  return pathOf(pathname)
    .split('/')
    .filter((s) => s !== '');
}

/** The normalised path used as the label of "anything else". */
export function normalisedPath(pathname: string): string {
  return `/${pathSegments(pathname).join('/')}`;
}

export function pageTypeFor(pathname: string, search?: URLSearchParams | string): PageTypeLabel | string {
  const segs = pathSegments(pathname);
  const first = segs[0];
  if (first === undefined) return '/';

  for (const [prefix, label] of FIXED) {
    if (prefix.every((p, i) => segs[i] === p)) return label;
  }

  const numbered = Object.hasOwn(NUMBERED, first) ? NUMBERED[first] : undefined;
  if (numbered && /^[0-9]+$/.test(segs[1] ?? '')) return numbered;

  if (first === 'search') {
    // When no separate query is given, a query still attached to `pathname` is honoured.
    const params = searchParamsOf(search ?? (pathname.includes('?') ? pathname : undefined));
    const keyword = params.get('keyword');
    if (keyword !== null && keyword.trim() !== '') return 'search_result';
  }

  return `/${segs.join('/')}`;
}

/**
 * The weeks promotion lives under `/weeks` (our chosen path: `/weeks` and everything below it,
 * e.g. `/weeks/brand/12`); those pages get the black theme, every other page white.
 */
export const WEEKS_PROMOTION_PATH = '/weeks';

export type Theme = 'white' | 'black';

export function themeFor(pathname: string): Theme {
  return pathSegments(pathname)[0] === WEEKS_PROMOTION_PATH.slice(1) ? 'black' : 'white';
}
