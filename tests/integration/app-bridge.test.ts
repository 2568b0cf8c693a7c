import { describe, expect, it } from 'vitest';
import { storefront } from './harness';

/**
 * Issue 12 item 8: an item page in the app web view names the app's selection entry point
 * (spec 7.1: the item's image at 200 px, its number, the theme, the screen) for the entry to
 * post; the web and other pages name none.
 */
const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';
const entryOf = (html: string) => {
  const m = /<meta name="sf-selection-entry" content="([^"]*)"/.exec(html);
  return m?.[1] ? (JSON.parse(m[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, string>) : null;
};

describe('selection entry point', () => {
  it('is on an item page in the app web view, with the image at 200 px', async () => {
    const html = await (await storefront().fetch('/products/1001', { headers: { 'user-agent': IOS_APP } })).text();
    const entry = entryOf(html);
    expect(entry).toMatchObject({ id: '1001', theme: 'white', currentScreen: 'item_detail' });
    expect(entry?.productImage).toMatch(/[?&]w=200(&|$)/);
  });

  it('is not on the web, nor on other pages in the app', async () => {
    const sf = storefront();
    expect(entryOf(await (await sf.fetch('/products/1001')).text())).toBeNull();
    expect(entryOf(await (await sf.fetch('/best-items', { headers: { 'user-agent': IOS_APP } })).text())).toBeNull();
  });
});
