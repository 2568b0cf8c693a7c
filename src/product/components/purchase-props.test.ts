import { describe, expect, it } from 'vitest';
import { makeItem } from '../item-fixture';
import { buildProductView } from '../page-view';
import type { ProductPageData } from '../page-data';
import { parseUserAgent } from '../../device/user-agent';
import { PURCHASE_ITEM_KEYS, PURCHASE_REQUEST_KEYS, purchasePanelProps, purchasePanelVariant } from './purchase-props';

const now = new Date('2026-11-22T03:00:00Z');
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';

function props(ua: string, flags = { savingMode: false, activeCart: true }, at = now) {
  const item = makeItem({ itemStockStatus: 1, frontItemStockStatus: 'ON_STOCK' });
  const data = { item } as unknown as ProductPageData;
  return purchasePanelProps(buildProductView(data, { now: at, device: parseUserAgent(ua), siteOrigin: 'https://shop.example', flags }));
}

describe('purchase panel props and their kept-HTML variant', () => {
  it('every prop is either the item detail\'s own or named in the variant (a new prop must say which)', () => {
    for (const p of [props('Mozilla/5.0'), props(APP_UA)]) {
      const known = new Set<string>([...PURCHASE_ITEM_KEYS, ...PURCHASE_REQUEST_KEYS]);
      for (const key of Object.keys(p)) expect(known, key).toContain(key);
    }
  });

  it('the variant changes with what the request changes: the device\'s sheet and the cart flag', () => {
    const web = purchasePanelVariant(props('Mozilla/5.0'));
    expect(purchasePanelVariant(props(APP_UA))).not.toBe(web);
    expect(purchasePanelVariant(props('Mozilla/5.0', { savingMode: false, activeCart: false }))).not.toBe(web);
    expect(purchasePanelVariant(props('Mozilla/5.0'))).toBe(web);
  });
});
