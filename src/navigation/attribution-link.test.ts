import { describe, expect, it } from 'vitest';
import { AttributionLinkParamsSchema } from '../../schemas/attribution';
import { appDeepLink, appLinkHref, attributionParams, staticAttributionLink } from './attribution-link';

describe('appDeepLink', () => {
  it('is the page under the app scheme, with its query and hash; an item page is product/{itemNo}', () => {
    expect(appDeepLink(new URL('https://shop.example/products/1001?source=x#review'))).toBe('storefront://product/1001?source=x#review');
    expect(appDeepLink(new URL('https://shop.example/weeks?utm_campaign=fall'))).toBe('storefront://weeks?utm_campaign=fall');
    expect(appDeepLink(new URL('https://shop.example/'))).toBe('storefront://');
    expect(appDeepLink({ pathname: '/brand/16404', search: '', hash: '' }, 'other')).toBe('other://brand/16404');
  });
});

describe('attributionParams (spec 3.8)', () => {
  it("names the purpose, opens the same page in the app and on the web, and keeps the page's utm", () => {
    const page = new URL('https://shop.example/products/1001?utm_source=naver&utm_campaign=fall&utm_content=%20banner%20#review');
    const share = attributionParams('share', page);
    expect(share).toEqual({
      pid: 'storefront_share',
      c: 'share',
      af_dp: 'storefront://product/1001?utm_source=naver&utm_campaign=fall&utm_content=%20banner%20#review',
      af_web_dp: page.href,
      deep_link_value: '/products/1001?utm_source=naver&utm_campaign=fall&utm_content=%20banner%20',
      utm_source: 'naver',
      utm_campaign: 'fall',
      utm_content: 'banner',
    });
    expect(AttributionLinkParamsSchema.safeParse(share).success).toBe(true);
    const banner = attributionParams('appBanner', new URL('https://shop.example/'));
    expect(banner).toEqual({ pid: 'storefront_mobile_web', c: 'app_install_banner', af_dp: 'storefront://', af_web_dp: 'https://shop.example/', deep_link_value: '/' });
    expect(AttributionLinkParamsSchema.safeParse(banner).success).toBe(true);
  });

  it("carries the campaign's ad set, ad, retargeting flag and click lookback when the page has them (issue 31 §4)", () => {
    const page = new URL('https://shop.example/weeks?utm_campaign=fall&af_adset=%20outer%20&af_ad=coat_a&is_retargeting=TRUE&af_click_lookback=7d');
    const params = attributionParams('appBanner', page);
    expect(params).toMatchObject({ af_adset: 'outer', af_ad: 'coat_a', is_retargeting: true, af_click_lookback: '7d', utm_campaign: 'fall' });
    expect(AttributionLinkParamsSchema.safeParse(params).success).toBe(true);
    expect(new URL(staticAttributionLink('https://go.example/AbCd', params)).searchParams.get('is_retargeting')).toBe('true');
    expect(attributionParams('share', new URL('https://shop.example/?is_retargeting=false')).is_retargeting).toBe(false);
  });

  it('leaves out campaign values the parameters do not allow, keeping the link', () => {
    const page = new URL(`https://shop.example/?af_adset=${'a'.repeat(300)}&af_ad=%20&is_retargeting=yes&af_click_lookback=30m`);
    const params = attributionParams('share', page);
    expect(params.af_adset).toHaveLength(100);
    expect(['af_ad', 'is_retargeting', 'af_click_lookback'].filter((k) => k in params)).toEqual([]);
    expect(AttributionLinkParamsSchema.safeParse(params).success).toBe(true);
  });

  it("stays within the schema's limits for a long address", () => {
    const page = new URL(`https://shop.example/search?keyword=${'가'.repeat(300)}&utm_campaign=${'c'.repeat(400)}`);
    const params = attributionParams('share', page);
    expect(params.deep_link_value!.length).toBeLessThanOrEqual(1000);
    expect(params.utm_campaign!.length).toBe(200);
  });
});

describe('staticAttributionLink (spec 8) and the banner link', () => {
  it("is the link base with the parameters as its query, the base's own query dropped", () => {
    const params = attributionParams('share', new URL('https://shop.example/best-items?utm_campaign=가을'));
    const link = new URL(staticAttributionLink('https://go.example/AbCd?x=1#h', params));
    expect(link.origin + link.pathname).toBe('https://go.example/AbCd');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pid: 'storefront_share',
      c: 'share',
      af_dp: 'storefront://best-items?utm_campaign=%EA%B0%80%EC%9D%84',
      af_web_dp: 'https://shop.example/best-items?utm_campaign=%EA%B0%80%EC%9D%84',
      deep_link_value: '/best-items?utm_campaign=%EA%B0%80%EC%9D%84',
      utm_campaign: '가을',
    });
  });

  it('sends the banner through /app-link with the page it is on', () => {
    expect(appLinkHref(new URL('https://shop.example/products/1001?utm_campaign=fall#review'))).toBe('/app-link?from=%2Fproducts%2F1001%3Futm_campaign%3Dfall');
  });
});
