import { safeImageUrl } from '../../ui/image-url';

/**
 * Where the islands may send the browser. The login address comes from our own page; it is
 * still kept to a path on this origin so a bad prop can never send a shopper elsewhere. The
 * checkout address comes from the gateway and may be on the shop host, so any http(s) or
 * relative URL is accepted, nothing else (no javascript:, no data:). That is exactly the
 * image-source rule of src/ui/image-url.ts (http(s) or relative, no backslash hosts), reused here.
 */
export const DEFAULT_LOGIN_PATH = '/login';

export function sameOriginPath(raw: string, fallback = DEFAULT_LOGIN_PATH): string {
  const url = safeImageUrl(raw);
  return url.startsWith('/') && !url.startsWith('//') ? url : fallback;
}

/** '' when the answer's URL is not one we may navigate to. */
export const checkoutTarget = (raw: string): string => safeImageUrl(raw);
