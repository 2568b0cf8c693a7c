/**
 * Where the login page sends the shopper back to: only a path on this site (the rule and its
 * reasons are in rules/return-to.ts, shared with every redirect that comes from input).
 */
import { DEFAULT_RETURN_TO, safeReturnTo } from '../../rules/return-to';
import { buildQuery } from '../navigation/url';

export { DEFAULT_RETURN_TO, safeReturnTo };

/** The login page's address for coming back to `here` (a path with its query). */
export function loginHref(here: string): string {
  const back = safeReturnTo(here);
  return back === DEFAULT_RETURN_TO ? '/login' : `/login${buildQuery([['returnTo', back]])}`;
}

/** The sign-up page, coming back to `here` afterwards. */
export function joinHref(here: string): string {
  const back = safeReturnTo(here);
  return back === DEFAULT_RETURN_TO ? '/join' : `/join${buildQuery([['returnTo', back]])}`;
}

/** Where a social login with `provider` starts on this site, coming back to `returnTo` afterwards. */
export function socialLoginHref(provider: string, returnTo: string): string {
  return `/login/social/${encodeURIComponent(provider)}${buildQuery([['returnTo', safeReturnTo(returnTo)]])}`;
}
