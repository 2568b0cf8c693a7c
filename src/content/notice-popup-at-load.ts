/**
 * The popup notices' at-load task (src/islands/registry.ts): the island waits for the shopper
 * like any other, but a notice that pops up must open unprompted, so the island hydrates at once
 * when one of its notices is not hidden for today. Nothing loads for a shopper who hid them all.
 */
import { parseCookieHeader } from '../storage/cookie-read';
import { readWithExpiry } from '../storage/expiring';

/** The "오늘 하루 보지 않기" cookie (written by ./notice-popup.ts `hideTodayCookie`). */
export const NOTICE_POPUP_COOKIE = 'sf_notice_hidden';
/** Hidden notice numbers a cookie may hold: more would only grow every request's Cookie header. */
export const MAX_HIDDEN = 20;

/** The notice numbers hidden for today; a missing, expired or malformed cookie hides nothing. */
export function hiddenNoticeNos(cookieHeader: string | null | undefined, nowMs: number): number[] {
  const raw = parseCookieHeader(cookieHeader)[NOTICE_POPUP_COOKIE];
  const { value } = readWithExpiry<unknown>(raw, nowMs);
  if (!Array.isArray(value)) return [];
  return value.filter((n): n is number => Number.isSafeInteger(n) && n > 0).slice(-MAX_HIDDEN);
}

export function noticePopupAtLoad(props: unknown): 'hydrate' | undefined {
  const notices = props !== null && typeof props === 'object' ? (props as { notices?: unknown }).notices : undefined;
  if (!Array.isArray(notices)) return undefined;
  const hidden = hiddenNoticeNos(document.cookie, Date.now());
  const pending = notices.some((n: unknown) => n !== null && typeof n === 'object' && typeof (n as { no?: unknown }).no === 'number' && !hidden.includes((n as { no: number }).no));
  return pending ? 'hydrate' : undefined;
}
