import { cookieDescriptor, DEFAULT_COOKIE_MAX_AGE, type CookieDescriptor } from './cookie';

/**
 * Spec 4.7 and 9: tracking cookies and the rule applied on every page change. The names are
 * ours; the lifetimes are the spec's (1800 s, the previous URL only 3 s — long enough for the
 * next page's tags to read where the shopper came from).
 */
export const TRACKING_COOKIES = {
  grade: 'sf_grade',
  currentUrl: 'sf_current_url',
  previousUrl: 'sf_previous_url',
  cartVisits: 'sf_cart_visits',
} as const;

export const PREVIOUS_URL_MAX_AGE = 3;

export interface PageHistory {
  currentUrl: string | null;
  previousUrl: string | null;
  cartVisits: number;
}

/** Cart pages are `/cart` and everything under it (spec 2.6: "cart pages start with /cart"). */
export function isCartPage(url: string): boolean {
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return false;
  }
  return path === '/cart' || path.startsWith('/cart/');
}

/** The counter as stored in its cookie: a non-negative integer, anything else counts as 0. */
export function parseCount(raw: string | null | undefined): number {
  if (!raw || !/^[0-9]{1,9}$/.test(raw)) return 0;
  return Number(raw);
}

/**
 * The state after navigating to `newUrl`: the old current URL becomes the previous one and
 * `newUrl` the current one. Decisions: navigating to the URL already current (a reload, a
 * re-render) is not a page change and leaves the state as it is; "entering" a cart page means
 * arriving at one from a page that was not a cart page (or from nowhere), so moving between
 * cart sub-pages does not count twice.
 */
export function onPageChange(state: PageHistory, newUrl: string): PageHistory {
  if (newUrl === state.currentUrl) return state;
  const entersCart = isCartPage(newUrl) && !(state.currentUrl !== null && isCartPage(state.currentUrl));
  const visits = Number.isSafeInteger(state.cartVisits) && state.cartVisits > 0 ? state.cartVisits : 0;
  return {
    currentUrl: newUrl,
    previousUrl: state.currentUrl,
    cartVisits: entersCart ? visits + 1 : visits,
  };
}

/** Reads the state back from parsed cookies (see parseCookieHeader). */
export function pageHistoryFromCookies(cookies: Readonly<Record<string, string>>): PageHistory {
  return {
    currentUrl: cookies[TRACKING_COOKIES.currentUrl] || null,
    previousUrl: cookies[TRACKING_COOKIES.previousUrl] || null,
    cartVisits: parseCount(cookies[TRACKING_COOKIES.cartVisits]),
  };
}

/** The cookies that store `state`; a missing previous URL writes nothing for it. */
export function pageHistoryCookies(state: PageHistory, opts: { domain?: string } = {}): CookieDescriptor[] {
  const shared = opts.domain ? { domain: opts.domain } : {};
  const out: CookieDescriptor[] = [];
  if (state.currentUrl !== null) {
    out.push(cookieDescriptor(TRACKING_COOKIES.currentUrl, state.currentUrl, { maxAge: DEFAULT_COOKIE_MAX_AGE, ...shared }));
  }
  if (state.previousUrl !== null) {
    out.push(cookieDescriptor(TRACKING_COOKIES.previousUrl, state.previousUrl, { maxAge: PREVIOUS_URL_MAX_AGE, ...shared }));
  }
  out.push(cookieDescriptor(TRACKING_COOKIES.cartVisits, String(state.cartVisits), { maxAge: DEFAULT_COOKIE_MAX_AGE, ...shared }));
  return out;
}

/** The grade cookie (spec 6: set when logged in and missing, removed when logged out). */
export function gradeCookie(gradeId: string | number, opts: { domain?: string } = {}): CookieDescriptor {
  return cookieDescriptor(TRACKING_COOKIES.grade, String(gradeId), opts.domain ? { domain: opts.domain } : {});
}
