import { safeImageUrl } from '../../ui/image-url';
import { sameOriginPath as sameOriginRule } from '../../../rules/return-to';

/**
 * Where the islands may send the browser. The login address comes from our own page; it is
 * still kept to a path on this origin so a bad prop can never send a shopper elsewhere. The
 * checkout address comes from the gateway and may be on the shop host, so any http(s) or
 * relative URL is accepted, nothing else (no javascript:, no data:). The gateway has already
 * kept it to this site or a configured host (rules/return-to.ts `allowedTarget`); here a
 * relative one must still be a same-origin path after normalisation.
 */
export const DEFAULT_LOGIN_PATH = '/login';

export function sameOriginPath(raw: string, fallback = DEFAULT_LOGIN_PATH): string {
  return sameOriginRule(raw) ?? fallback;
}

/** '' when the answer's URL is not one we may navigate to. */
export function checkoutTarget(raw: string): string {
  const url = safeImageUrl(raw);
  if (url === '' || /^https?:\/\//i.test(url)) return url;
  return sameOriginRule(url) ?? '';
}
