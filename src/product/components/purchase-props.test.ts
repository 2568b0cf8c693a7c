import { describe, expect, it } from 'vitest';
import { makeItem } from '../item-fixture';
import { buildProductView, type ViewContext } from '../page-view';
import type { ProductPageData } from '../page-data';
import { parseUserAgent } from '../../device/user-agent';
import { promotionAt } from '../../promotion/periods';
import { PURCHASE_ITEM_KEYS, PURCHASE_REQUEST_KEYS, purchasePanelProps, purchasePanelFragmentKey } from './purchase-props';

const now = new Date('2026-11-22T03:00:00Z');
const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';
const OLD_IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.0.0(700)';
const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 StorefrontApp/Android/5.12.0(600)';
const MOBILE_WEB = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

// One item on sale until a day after `now`: the clock moves its sale state.
const item = makeItem({ itemStockStatus: 1, frontItemStockStatus: 'ON_STOCK', availableEndTimestamp: '2026-11-23 12:00:00', useWithoutAvailableEndDate: 'F' });
const base: ViewContext = {
  now,
  device: parseUserAgent('Mozilla/5.0'),
  siteOrigin: 'https://shop.example',
  flags: { savingMode: false, activeCart: true },
  stores: { ios: 'https://apps.apple.com/kr/app/id1234567890', android: null },
};

/** Every way a request may differ from `base`: each changes what ViewContext carries. */
const requests: Array<[string, Partial<ViewContext>]> = [
  ['mobile web', { device: parseUserAgent(MOBILE_WEB) }],
  ['iOS app', { device: parseUserAgent(IOS_APP) }],
  ['old iOS app', { device: parseUserAgent(OLD_IOS_APP) }],
  ['Android app', { device: parseUserAgent(ANDROID_APP) }],
  ['cart flag off', { flags: { savingMode: false, activeCart: false } }],
  ['saving mode', { flags: { savingMode: true, activeCart: true } }],
  ['after the sale ended', { now: new Date('2026-11-24T03:00:00Z') }],
  ['another site origin', { siteOrigin: 'https://m.shop.example' }],
  ['a member who is a woman', { gender: 'F' }],
  ['a member who is a man', { gender: 'M' }],
  ['in a promotion', { promotion: promotionAt(new Date('2026-12-01T03:00:00Z')) }],
  ['with a share link base', { linkBase: 'https://app.example/link' }],
];

function props(ctx: Partial<ViewContext> = {}) {
  const data = { item } as unknown as ProductPageData;
  return purchasePanelProps(buildProductView(data, { ...base, ...ctx }));
}

const pick = (p: Record<string, unknown>, keys: readonly string[]) => JSON.stringify(keys.map((k) => p[k]));

describe('purchase panel props and their kept-HTML variant', () => {
  it("every prop is either the item detail's own or named in the variant (a new prop must say which)", () => {
    const known = new Set<string>([...PURCHASE_ITEM_KEYS, ...PURCHASE_REQUEST_KEYS]);
    for (const [, ctx] of [['web', {}] as const, ...requests]) {
      for (const key of Object.keys(props(ctx))) expect(known, key).toContain(key);
    }
  });

  it.each(requests)("%s: the item detail's props stay the same, and whenever the props change so does the variant", (_, ctx) => {
    const a = props();
    const b = props(ctx);
    expect(pick(b, PURCHASE_ITEM_KEYS)).toBe(pick(a, PURCHASE_ITEM_KEYS));
    if (JSON.stringify(b) !== JSON.stringify(a)) expect(purchasePanelFragmentKey(b)).not.toBe(purchasePanelFragmentKey(a));
    else expect(purchasePanelFragmentKey(b)).toBe(purchasePanelFragmentKey(a));
  });

  it('the requests above do change the panel, so the comparisons mean something', () => {
    const variants = new Set(requests.map(([, ctx]) => purchasePanelFragmentKey(props(ctx))));
    expect(variants.size).toBeGreaterThanOrEqual(4);
    for (const name of ['iOS app', 'cart flag off', 'after the sale ended']) {
      const ctx = requests.find(([n]) => n === name)![1];
      expect(purchasePanelFragmentKey(props(ctx)), name).not.toBe(purchasePanelFragmentKey(props()));
    }
  });
});

describe("the app's native product sheet", () => {
  const sheetOf = (ctx: Partial<ViewContext>, imageUrl: string) => {
    const withImage = makeItem({ itemImages: [{ imageType: 3, imageUrl }] } as Parameters<typeof makeItem>[0]);
    const data = { item: withImage } as unknown as ProductPageData;
    const p = purchasePanelProps(buildProductView(data, { ...base, ...ctx })) as { productSheet?: { payload: { imageUrl: string } } };
    return p.productSheet?.payload;
  };

  it('gets the image as an absolute address on the site origin', () => {
    expect(sheetOf({ device: parseUserAgent(IOS_APP) }, '/images/1001.jpg')?.imageUrl).toMatch(/^https:\/\/shop\.example\/images\/1001\.jpg\?/);
    expect(sheetOf({ device: parseUserAgent(IOS_APP) }, 'https://img.example/1001.jpg')?.imageUrl).toMatch(/^https:\/\/img\.example\/1001\.jpg\?/);
  });

  it('gets no image, not an error, where a root-relative image has no site origin to resolve against', () => {
    // A deployment without SITE_ORIGIN (it is reported missing by /healthz): the page still renders.
    expect(sheetOf({ device: parseUserAgent(IOS_APP), siteOrigin: '' }, '/images/1001.jpg')?.imageUrl).toBe('');
    expect(sheetOf({ device: parseUserAgent(IOS_APP), siteOrigin: '' }, 'https://img.example/1001.jpg')?.imageUrl).toMatch(/^https:\/\/img\.example\//);
  });
});
