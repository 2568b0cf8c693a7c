/**
 * The home page's popup notices (spec 3.8 `is_popup`, issue 31 §4): which notices pop up, one
 * at a time, and the "오늘 하루 보지 않기" cookie that hides one until the next Seoul midnight.
 * The cookie's value goes through the spec's expiring storage (src/storage/expiring.ts), so it
 * carries its own expiry as well as its Max-Age: a clock or browser that keeps it longer still
 * reads it as gone after midnight. Pure: callers pass `now` and the Cookie text.
 */
import type { Notice } from '../../schemas/notice';
import { decodeEntities } from '../../rules/html/html-entities';
import type { SafeHtml } from '../../rules/html/safe-html';
import { cookieDescriptor, serializeCookie } from '../storage/cookie';
import { wrapWithExpiry } from '../storage/expiring';

// Read at load by the entry (./notice-popup-at-load.ts), which holds them so the rest of this
// module (the hiding cookie's writing) loads with the island only.
export { hiddenNoticeNos, MAX_HIDDEN, NOTICE_POPUP_COOKIE } from './notice-popup-at-load';
import { MAX_HIDDEN, NOTICE_POPUP_COOKIE } from './notice-popup-at-load';

const DAY_MS = 86_400_000;
/** Seoul is UTC+9 all year (Korea has kept no daylight saving time since 1988). */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** The first instant of the next Seoul day, in epoch ms. */
export function nextSeoulMidnight(nowMs: number): number {
  return (Math.floor((nowMs + SEOUL_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - SEOUL_OFFSET_MS;
}

export interface PopupNotice {
  no: number;
  title: string;
  body: string;
  /** The notice's own page (customer-centre list or recruit page), null when it has none. */
  href: string | null;
}

/**
 * The notice's sanitised HTML as the text the dialog shows (line breaks kept): the island draws
 * text, never HTML from its props, so the page's one HTML sink stays the server's `Html`.
 */
export function noticeText(html: SafeHtml): string {
  const lines = html.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6])>/gi, '\n').replace(/<[^>]*>/g, '');
  return decodeEntities(lines)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The notices that pop up today: flagged `is_popup` and shown today by the same rule as the
 * notice strip (`isShown`: displayed, not deleted, titled, within its date window), oldest first
 * so an operator's order of posting is the order they pop up in.
 */
export function popupNotices(notices: readonly Notice[], isShown: (n: Notice) => boolean, hrefOf: (n: Notice) => string | null): PopupNotice[] {
  return notices
    .filter((n) => n.is_popup && isShown(n))
    .sort((a, b) => a.notice_no - b.notice_no)
    .map((n) => ({ no: n.notice_no, title: n.title.trim(), body: noticeText(n.contents), href: hrefOf(n) }));
}

/** The notice to show now: the first not hidden today and not closed in this page view. */
export function nextPopup(popups: readonly PopupNotice[], hidden: readonly number[], closed: readonly number[]): PopupNotice | null {
  return popups.find((p) => !hidden.includes(p.no) && !closed.includes(p.no)) ?? null;
}

/**
 * The `document.cookie` assignment that hides `no` (with those already hidden) until the next
 * Seoul midnight. Max-Age is at least one second: a tap in the last instant of the day still
 * writes a cookie rather than deleting one.
 */
export function hideTodayCookie(no: number, alreadyHidden: readonly number[], nowMs: number): string {
  const until = nextSeoulMidnight(nowMs);
  const hidden = [...alreadyHidden.filter((n) => n !== no), no].slice(-MAX_HIDDEN);
  const maxAge = Math.max(1, Math.ceil((until - nowMs) / 1000));
  return serializeCookie(cookieDescriptor(NOTICE_POPUP_COOKIE, wrapWithExpiry(hidden, until), { maxAge }));
}
