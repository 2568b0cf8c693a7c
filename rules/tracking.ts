/**
 * The event catalogue (spec 1, 2.1; issue 12 item 1): every event the storefront sends, by its
 * base name. The analytics name adds the device (src/tracking/events.ts: `mw_`, `pc_`, `app_`),
 * decided by the edge from the request, so a browser cannot file an event under another device.
 * One list for the browser (what it may send), the edge's `/collect` (what it accepts) and the
 * origin (what it stores).
 */
export const TRACKED_EVENTS = [
  // Pages and the item page's sub-views.
  'page_view',
  'view_item',
  'tab_info',
  'tab_review',
  'tab_qna',
  'tab_recommend',
  'photo_review_list',
  'photo_review_detail',
  'option_page',
  'size_write',
  'shortform',
  // Bottom sheets.
  'sheet_cart_recommend',
  'sheet_purchase',
  'sheet_gift_purchase',
  'sheet_like_recommend',
  // Actions.
  'like_item',
  'unlike_item',
  'add_to_cart',
  'buy_now',
  'gift',
  'review_write',
  'review_write_gift',
  'qna_write',
  'restock_notify',
  'share',
  'cart_order',
  // An order paid for (the checkout's return after payment): what conversion tags count.
  'purchase',
  // Search.
  'search',
  'search_suggestion',
  // Accounts.
  'login',
  'identity_verification',
  'adult_verification',
] as const;

export type TrackedEventName = (typeof TRACKED_EVENTS)[number];

const KNOWN = new Set<string>(TRACKED_EVENTS);
export const isTrackedEvent = (name: unknown): name is TrackedEventName => typeof name === 'string' && KNOWN.has(name);

/** What one `/collect` batch may carry; the browser sends sooner than this. */
export const MAX_EVENTS_PER_BATCH = 50;
/** A batch is sent once this many events wait, or when the page is hidden. */
export const BATCH_SEND_AT = 20;
/** …or this long after the first event waits, so an open page still reports. */
export const BATCH_SEND_AFTER_MS = 5_000;
export const MAX_EVENT_PARAMS = 8;
export const MAX_PARAM_TEXT = 100;
