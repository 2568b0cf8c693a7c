import type { AdTrackingPost } from '../../schemas/ad-tracking';
import type { StoredEvent } from '../../schemas/tracking';
import type { Device } from '../device/user-agent';

/**
 * The ad-tracking post (spec 7; issue 12 item 4): which catalogue events the ad-tracking
 * provider hears of, and as what. Only item events: a page view or a search says nothing an ad
 * network may bid on.
 */
export const AD_EVENT_TYPES = {
  view_item: 'VIEW_ITEM',
  like_item: 'ADD_TO_WISHLIST',
  add_to_cart: 'ADD_TO_CART',
  buy_now: 'BEGIN_CHECKOUT',
  gift: 'BEGIN_CHECKOUT',
} as const satisfies Partial<Record<StoredEvent['name'], AdTrackingPost['eventType']>>;

type AdEventName = keyof typeof AD_EVENT_TYPES;
export const isAdEvent = (name: string): name is AdEventName => Object.hasOwn(AD_EVENT_TYPES, name);

export interface AdTrackingInput {
  event: StoredEvent;
  /** The member's id; visitors are never sent (spec 7: only when an id exists). */
  userId: string | null;
  device: Pick<Device, 'kind' | 'platform' | 'osVersion'>;
  /** The member's advertising consent, as stored upstream: no consent, no post. */
  advertisingConsent: boolean;
  /** The item's sale price as the upstream states it (never the browser's word); null unknown. */
  unitPrice: number | null;
}

const MAX_QTY = 999;

/** How many the event was about: the cart's `qty` param when it is a sane whole number, else one. */
function quantityOf(event: StoredEvent): number {
  const qty = event.params?.qty;
  return typeof qty === 'number' && Number.isInteger(qty) && qty >= 1 && qty <= MAX_QTY ? qty : 1;
}

/**
 * The post for one event, or null when it must not be sent: not an item event, no member id,
 * no OS version (spec 7), not iOS or Android, or no advertising consent.
 */
export function adTrackingPost(input: AdTrackingInput): AdTrackingPost | null {
  const { event, userId, device } = input;
  if (!isAdEvent(event.name) || !userId || !input.advertisingConsent) return null;
  const os = device.platform === 'ios' || device.platform === 'android' ? device.platform : null;
  const osv = device.osVersion?.trim();
  if (!os || !osv) return null;
  const items =
    event.itemNo !== undefined && input.unitPrice !== null && Number.isInteger(input.unitPrice) && input.unitPrice >= 0
      ? [{ id: String(event.itemNo), quantity: quantityOf(event), price: { amount: input.unitPrice, currency: 'KRW' as const } }]
      : [];
  return {
    eventType: AD_EVENT_TYPES[event.name],
    channelType: device.kind === 'appWebView' ? 'APP' : 'SITE',
    userId,
    device: { os, osv: osv.slice(0, 40) },
    timestamp: String(Math.trunc(event.at)),
    items,
    pageId: event.pageType,
  };
}
