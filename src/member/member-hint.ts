import { parseCookieHeader } from '../storage/cookie-read';

/**
 * The `sf_user` cookie the edge writes at login (auth contract): `{ no, id, name }` for islands
 * to show, never trusted for a decision. Anything malformed is no hint.
 */
export interface MemberHint {
  no: number;
  id: string;
  name: string;
}

export const USER_HINT_COOKIE = 'sf_user';

export function readMemberHint(cookieHeader: string | null | undefined): MemberHint | null {
  return memberHintOf(parseCookieHeader(cookieHeader)[USER_HINT_COOKIE]);
}

/** The hint from the cookie's (decoded) value. */
export function memberHintOf(raw: string | undefined): MemberHint | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    if (v === null || typeof v !== 'object') return null;
    const { no, id, name } = v as Record<string, unknown>;
    if (typeof no !== 'number' || !Number.isSafeInteger(no) || no <= 0 || typeof id !== 'string' || id === '') return null;
    return { no, id, name: typeof name === 'string' ? name.slice(0, 40) : '' };
  } catch {
    return null;
  }
}

/** The window event the item page's like button dispatches (the cart count goes through react-query). */
export const HEART_UPDATED_EVENT = 'heart:updated';

/** '99+' above 99, so the badge keeps its size. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
