import { safeImageUrl } from '../../ui/image-url';
import { sameOriginPath as sameOriginRule } from '../../../rules/return-to';

export { DEFAULT_LOGIN_PATH, sameOriginPath } from './login-path';

/**
 * Where the islands may send the browser. The login address: ./login-path.ts. The
 * checkout address comes from the gateway and may be on the shop host, so any http(s) or
 * relative URL is accepted, nothing else (no javascript:, no data:). The gateway has already
 * kept it to this site or a configured host (rules/return-to.ts `allowedTarget`); here a
 * relative one must still be a same-origin path after normalisation: '' when the answer's URL
 * is not one we may navigate to.
 */
export function checkoutTarget(raw: string): string {
  const url = safeImageUrl(raw);
  if (url === '' || /^https?:\/\//i.test(url)) return url;
  return sameOriginRule(url) ?? '';
}
