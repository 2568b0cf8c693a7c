import { describe, expect, it } from 'vitest';
import { webPathOfAppLink } from './app-link';
import { appDeepLink } from './attribution-link';
import { APP_SCHEME, productLink } from './links';

describe('webPathOfAppLink (what the app opens for an app-scheme link; the fake app follows it)', () => {
  it('opens the item page for product/{itemNo}, keeping query and fragment', () => {
    expect(webPathOfAppLink('storefront://product/1001', APP_SCHEME)).toBe('/products/1001');
    expect(webPathOfAppLink('storefront://product/1001?source=home&categoryLargeCode=101#review', APP_SCHEME)).toBe('/products/1001?source=home&categoryLargeCode=101#review');
    expect(webPathOfAppLink(productLink(1002, { source: '브랜드' }, { inAppWebView: true })!, APP_SCHEME)).toBe('/products/1002?source=%EB%B8%8C%EB%9E%9C%EB%93%9C');
  });

  it('is the inverse of appDeepLink', () => {
    for (const href of ['https://shop.example/products/1001?x=1#review', 'https://shop.example/weeks?utm_campaign=fall', 'https://shop.example/', 'https://shop.example/best-items']) {
      const url = new URL(href);
      expect(webPathOfAppLink(appDeepLink(url), APP_SCHEME)).toBe(`${url.pathname}${url.search}${url.hash}`);
    }
  });

  it('answers null for other schemes and for paths that would leave this origin or climb', () => {
    for (const bad of [
      'https://shop.example/products/1',
      '/products/1',
      '#review',
      'javascript:alert(1)',
      'other://product/1',
      'storefront:product/1',
      'storefront:///evil.example/x',
      'storefront://product/../../x',
      'storefront://a//b',
      'storefront://..',
      'storefront://%2F%2Fevil.example',
      'storefront://a\\b',
      'storefront://a b',
    ]) {
      expect(webPathOfAppLink(bad, APP_SCHEME), bad).toBeNull();
    }
  });

  it('runs from its own source, as the fake app runs it', () => {
    const fromSource = new Function(`return (${webPathOfAppLink.toString()})`)() as typeof webPathOfAppLink;
    expect(fromSource('storefront://product/7#review', 'storefront')).toBe('/products/7#review');
  });
});
