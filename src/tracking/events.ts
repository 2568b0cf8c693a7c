import type { DeviceKind } from '../device/user-agent';

/**
 * Spec 1: analytics events are separated by device. Our naming: a device prefix and the
 * snake_case event name — `mw_` mobile web, `pc_` desktop web, `app_` the app web view — so
 * one event (`view_item`) lands as three distinct names in the analytics property. The whole
 * name stays within 40 characters, the analytics service's limit.
 */
export const EVENT_PREFIX = {
  mobileWeb: 'mw_',
  desktop: 'pc_',
  appWebView: 'app_',
} as const satisfies Record<DeviceKind, string>;

export const MAX_EVENT_NAME_LENGTH = 40;

/** The item-page actions the spec knows by event name (section 1, 2.1). */
export const ITEM_EVENTS = ['view_item', 'like_item', 'add_to_cart', 'buy_now', 'gift', 'review_write', 'qna_write', 'restock_notify', 'share'] as const;

export type ItemEvent = (typeof ITEM_EVENTS)[number];

export class EventNameError extends Error {
  override name = 'EventNameError';
}

/**
 * `view_item` on mobile web → `mw_view_item`. Event names are ours, so a name that is not
 * snake_case or too long is a programming error and throws.
 */
export function eventName(event: string, device: DeviceKind): string {
  if (!/^[a-z][a-z0-9_]*$/.test(event)) throw new EventNameError(`Event name must be snake_case: ${JSON.stringify(event)}`);
  const name = EVENT_PREFIX[device] + event;
  if (name.length > MAX_EVENT_NAME_LENGTH) throw new EventNameError(`Event name too long: ${name}`);
  return name;
}
