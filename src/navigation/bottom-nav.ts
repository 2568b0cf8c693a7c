import { navigationCopy } from '../copy/ko';
import { isHost, type Hosts } from './hosts';
import { homeLink, listLink, OWN_MYPAGE_ROOT, pageLink, searchStartLink, type LinkAt } from './links';
import { pathOf } from './url';

/**
 * Spec 2.6: the five tabs of the mobile bottom navigation, their targets and which one is lit.
 */
export type TabKey = 'home' | 'category' | 'search' | 'likes' | 'mypage';

export interface BottomTab {
  key: TabKey;
  label: string;
  href: string;
}

export const TAB_ORDER: readonly TabKey[] = ['home', 'category', 'search', 'likes', 'mypage'];

/**
 * Targets: home → main-site root; category → `/list/shop` on the main site; search → `/start`
 * on the main site; likes → `/heart/product` on the my-page host; my page → my-page root.
 * With `at` the hrefs are relative on the current origin and absolute elsewhere; without it all
 * are root-relative (one shared origin).
 */
export function bottomTabs(at?: LinkAt): BottomTab[] {
  const o = at ? { at } : {};
  const href: Record<TabKey, string> = {
    home: homeLink(o),
    // `shop` is a valid slug, so listLink never answers null here.
    category: listLink('shop', o) ?? '/list/shop',
    search: searchStartLink(o),
    likes: pageLink('likes', o),
    mypage: pageLink('mypage', o),
  };
  return TAB_ORDER.map((key) => ({ key, label: navigationCopy.tabs[key], href: href[key] }));
}

export interface Location {
  /** The current host: a bare `host[:port]` (the Host header) or an origin. */
  host: string;
  /** The current path; a query or fragment on it is ignored. */
  pathname: string;
}

/**
 * The lit tab, or null. "Starts with" is a plain string prefix, as the spec words it.
 *
 * Rows: home — main-site host and path `/`; category — shop host and path starting with
 * `/category`; search — `/search…` on any host; likes — `/heart…` or `/selection…` on any host;
 * my page — `/account…` or `/password-reconfirm…` on any host. Nothing else is lit: cart pages
 * (`/cart…`) and the my-page root are not listed in the table, so they light nothing.
 *
 * When all hosts share one origin (the local default) both host checks pass everywhere and the
 * rows are told apart by path alone; the rows' paths are disjoint (`/`, `/category`, `/search`,
 * `/heart` `/selection`, `/account` `/password-reconfirm`), so each row still gives its tab.
 * Only the my-page root collides: it is `/` like the main-site root, and home wins there.
 */
export function activeTab(location: Location, hosts: Hosts): TabKey | null {
  const path = pathOf(location.pathname);
  const starts = (...prefixes: string[]) => prefixes.some((p) => path.startsWith(p));

  if (path === '/' && isHost(location.host, hosts.siteOrigin)) return 'home';
  if (starts('/category') && isHost(location.host, hosts.shopOrigin)) return 'category';
  if (starts('/search')) return 'search';
  if (starts('/heart', '/selection')) return 'likes';
  if (starts('/account', '/password-reconfirm')) return 'mypage';
  // The storefront's own my-page root (links.ts OWN_MYPAGE_ROOT) lights my page, as the
  // my-page host's root is the my-page tab's own target.
  if (path === OWN_MYPAGE_ROOT || path === `${OWN_MYPAGE_ROOT}/`) return 'mypage';
  return null;
}
