import { describe, expect, it } from 'vitest';
import { AdTrackingPostSchema } from '../../schemas/ad-tracking';
import type { StoredEvent } from '../../schemas/tracking';
import { adTrackingPost, isAdEvent, type AdTrackingInput } from './ad-tracking';

const event = (over: Partial<StoredEvent> = {}): StoredEvent => ({
  name: 'add_to_cart',
  path: '/products/1001',
  at: 1_764_000_000_123,
  itemNo: 1001,
  params: { qty: 2 },
  eventName: 'app_add_to_cart',
  device: 'appWebView',
  pageType: 'item_detail',
  trackingId: 'demo@demo.test',
  trackingKind: 'user',
  grade: 10,
  campaign: { utmSource: null, utmMedium: null, utmCampaign: null, searchAd: null },
  ...over,
});

const input = (over: Partial<AdTrackingInput> = {}): AdTrackingInput => ({
  event: event(),
  userId: '42',
  device: { kind: 'appWebView', platform: 'ios', osVersion: '17.4.1' },
  advertisingConsent: true,
  unitPrice: 39000,
  ...over,
});

describe('adTrackingPost (spec 7)', () => {
  it('builds the spec fields: channel, device, ms timestamp as text, items priced in KRW, page id', () => {
    const post = adTrackingPost(input());
    expect(post).toEqual({
      eventType: 'ADD_TO_CART',
      channelType: 'APP',
      userId: '42',
      device: { os: 'ios', osv: '17.4.1' },
      timestamp: '1764000000123',
      items: [{ id: '1001', quantity: 2, price: { amount: 39000, currency: 'KRW' } }],
      pageId: 'item_detail',
    });
    expect(AdTrackingPostSchema.parse(post)).toEqual(post);
  });

  it('is SITE in a phone browser, and names each item event', () => {
    expect(adTrackingPost(input({ device: { kind: 'mobileWeb', platform: 'android', osVersion: '14' } }))?.channelType).toBe('SITE');
    const types = (['view_item', 'like_item', 'add_to_cart', 'buy_now', 'gift'] as const).map((name) => adTrackingPost(input({ event: event({ name }) }))?.eventType);
    expect(types).toEqual(['VIEW_ITEM', 'ADD_TO_WISHLIST', 'ADD_TO_CART', 'BEGIN_CHECKOUT', 'BEGIN_CHECKOUT']);
  });

  it('is not sent without an id, an OS version, a phone OS, consent, or for other events', () => {
    expect(adTrackingPost(input({ userId: null }))).toBeNull();
    expect(adTrackingPost(input({ userId: '' }))).toBeNull();
    expect(adTrackingPost(input({ device: { kind: 'appWebView', platform: 'ios', osVersion: null } }))).toBeNull();
    expect(adTrackingPost(input({ device: { kind: 'appWebView', platform: 'ios', osVersion: '  ' } }))).toBeNull();
    expect(adTrackingPost(input({ device: { kind: 'desktop', platform: 'other', osVersion: '10' } }))).toBeNull();
    expect(adTrackingPost(input({ advertisingConsent: false }))).toBeNull();
    for (const name of ['page_view', 'search', 'unlike_item', 'review_write'] as const) {
      expect(isAdEvent(name)).toBe(false);
      expect(adTrackingPost(input({ event: event({ name }) }))).toBeNull();
    }
    expect(isAdEvent('toString')).toBe(false);
  });

  it('sends no item it cannot price, and counts one for an odd quantity', () => {
    expect(adTrackingPost(input({ unitPrice: null }))?.items).toEqual([]);
    expect(adTrackingPost(input({ unitPrice: -1 }))?.items).toEqual([]);
    expect(adTrackingPost(input({ event: event({ itemNo: undefined }) }))?.items).toEqual([]);
    for (const qty of [0, -3, 1.5, 5000, 'x']) {
      expect(adTrackingPost(input({ event: event({ params: { qty } }) }))?.items[0]?.quantity).toBe(1);
    }
  });
});
