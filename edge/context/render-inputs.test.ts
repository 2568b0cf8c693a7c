import { describe, expect, it } from 'vitest';
import { resolveShopIdentity } from '../../src/shop/identity';
import { DEFAULT_FLAGS } from '../../src/flags/flags';
import { parseUserAgent } from '../../src/device/user-agent';
import { renderInputsOf, type RequestContext } from './request-context';
import type { RenderInputs } from '../render/render-inputs';
import { pageCacheKey } from '../render/page-cache-key';
import { promotionAt } from '../../src/promotion/periods';

const url = new URL('https://shop.example.com/products/1001');
const hosts = { siteOrigin: 'https://www.example.com', shopOrigin: 'https://shop.example.com', mypageOrigin: 'https://my.example.com' };
const desktop = parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)');

const base: RequestContext = {
  url,
  cookies: {},
  hosts,
  at: { hosts, currentOrigin: url.origin },
  siteOrigin: 'https://www.example.com',
  environment: 'production',
  device: desktop,
  inAppWebView: false,
  now: new Date('2025-08-20T03:00:10Z'),
  promotion: promotionAt(new Date('2025-08-20T03:00:10Z')),
  surveyScript: null,
  tags: null,
  preview: null,
  shop: resolveShopIdentity({ ENVIRONMENT: 'development' }).identity,
  flags: { ...DEFAULT_FLAGS },
  member: null,
  campaign: { params: { naPm: null, campaignType: null, utmCampaign: null }, isSearchAdEntry: false, active: null, nudgeHidden: false },
};

const keyOf = (context: RequestContext) => pageCacheKey({ ...renderInputsOf(context), assets: 'a1' });

/** For every render input, a context that differs in it alone. */
const VARIANTS: Record<keyof RenderInputs, Partial<RequestContext>> = {
  url: { url: new URL('https://shop.example.com/products/1002') },
  device: { device: parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148') },
  flags: { flags: { ...DEFAULT_FLAGS, savingMode: !DEFAULT_FLAGS.savingMode } },
  siteOrigin: { siteOrigin: 'https://other.example.com' },
  hosts: { hosts: { ...hosts, mypageOrigin: 'https://mypage.example.com' } },
  environment: { environment: 'development' },
  appBannerDismissed: { cookies: { sf_app_banner_dismissed: '1' } },
  nudgeHidden: { campaign: { ...base.campaign, nudgeHidden: true } },
  now: { now: new Date('2025-08-20T03:01:10Z') },
  promotion: { promotion: null },
  surveyScript: { surveyScript: '/survey.js' },
  tags: { tags: { scripts: [{ kind: 'analytics', id: 'G-1', src: '/t/analytics.js?id=G-1' }], origin: null } },
  preview: { preview: { device: 'ios', build: 758, flags: {}, searchAd: false, clock: null } },
  shop: { shop: resolveShopIdentity({ ENVIRONMENT: 'production', SHOP_CS_PHONE: '1588-1234' }).identity },
};

describe('renderInputsOf: what render draws from is what the page cache keys on', () => {
  it('names every render input in the table below (a new one must be keyed too)', () => {
    expect(Object.keys(renderInputsOf(base)).sort()).toEqual(Object.keys(VARIANTS).sort());
  });

  it.each(Object.entries(VARIANTS))('a different %s is a different page-cache key', (_name, over) => {
    expect(keyOf({ ...base, ...over })).not.toBe(keyOf(base));
  });

  it('the member and other cookies are not render inputs (members are never cached)', () => {
    const member = { userNo: 7, userId: 'a@b.c', name: 'A', accessToken: 't' };
    expect(keyOf({ ...base, member, cookies: { other: 'x' } })).toBe(keyOf(base));
  });
});
