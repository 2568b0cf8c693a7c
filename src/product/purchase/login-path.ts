import { sameOriginPath as sameOriginRule } from '../../../rules/return-to';

/**
 * The login address comes from our own page; it is still kept to a path on this origin so a bad
 * prop can never send a shopper elsewhere. Apart from ./urls.ts's checkout check (and the image
 * URL rules it brings) because the failure dialog of 좋아요 needs only this (issue 32 §3).
 */
export const DEFAULT_LOGIN_PATH = '/login';

export function sameOriginPath(raw: string, fallback = DEFAULT_LOGIN_PATH): string {
  return sameOriginRule(raw) ?? fallback;
}
