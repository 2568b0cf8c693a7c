import { describe, expect, it } from 'vitest';
import { resolveShopIdentity } from '../../src/shop/identity';
import { parseUserAgent } from '../../src/device/user-agent';
import { promotionAt } from '../../src/promotion/periods';
import { manifestGeneration, pageCacheKey, type PageKeyInput } from './page-cache-key';

const base: PageKeyInput = {
  url: 'https://shop.example.com/products/1001',
  device: { kind: 'desktop', platform: 'other', appBuild: null },
  flags: { adultVerification: true, savingMode: false, activeCart: true },
  siteOrigin: 'https://www.example.com',
  hosts: { siteOrigin: 'https://www.example.com', shopOrigin: 'https://shop.example.com', mypageOrigin: 'https://my.example.com' },
  environment: 'production',
  appBannerDismissed: false,
  nudgeHidden: false,
  now: new Date('2025-08-20T03:00:10Z'),
  promotion: promotionAt(new Date('2025-08-20T03:00:10Z')),
  surveyScript: null,
  tags: null,
  preview: null,
  shop: resolveShopIdentity({ ENVIRONMENT: 'development' }).identity,
  assets: 'a1',
};

const key = (over: Partial<PageKeyInput>) => pageCacheKey({ ...base, ...over });

describe('pageCacheKey', () => {
  it('is the same for the same inputs', () => {
    expect(key({})).toBe(pageCacheKey({ ...base, flags: { ...base.flags }, hosts: { ...base.hosts } }));
  });

  it.each<[string, Partial<PageKeyInput>]>([
    ['path', { url: 'https://shop.example.com/products/1002' }],
    ['query', { url: 'https://shop.example.com/products/1001?source=a' }],
    ['origin', { url: 'http://127.0.0.1:8787/products/1001' }],
    ['device kind', { device: { kind: 'mobileWeb', platform: 'other', appBuild: null } }],
    ['platform', { device: { kind: 'desktop', platform: 'ios', appBuild: null } }],
    ['app build', { device: { kind: 'appWebView', platform: 'android', appBuild: 536 } }],
    ['saving mode', { flags: { ...base.flags, savingMode: true } }],
    ['active cart', { flags: { ...base.flags, activeCart: false } }],
    ['adult verification', { flags: { ...base.flags, adultVerification: false } }],
    ['site origin', { siteOrigin: 'https://other.example.com' }],
    ['shop host', { hosts: { ...base.hosts, shopOrigin: 'https://store.example.com' } }],
    ['my-page host', { hosts: { ...base.hosts, mypageOrigin: 'https://mine.example.com' } }],
    ['environment', { environment: 'qa' }],
    ['shop identity', { shop: { ...base.shop, phone: '1588-1234' } }],
    ['no environment', { environment: undefined }],
    ['app banner dismissed', { appBannerDismissed: true }],
    ['nudge hidden', { nudgeHidden: true }],
    ['next minute', { now: new Date('2025-08-20T03:01:00Z') }],
    ['asset build', { assets: 'b2' }],
    ['promotion phase', { promotion: promotionAt(new Date('2025-08-28T03:00:10Z')) }],
    ['no promotion', { promotion: null }],
    ['a survey', { surveyScript: '/sandbox/survey.js' }],
    ['tags', { tags: { scripts: [{ kind: 'analytics', id: 'G-1', src: '/sandbox/tags/analytics.js?id=G-1' }], origin: null } }],
    ['promotion dates', { promotion: { ...promotionAt(base.now)!, endsAt: new Date('2025-08-30T00:00:00+09:00') } }],
  ])('differs by %s', (_, over) => {
    expect(key(over)).not.toBe(key({}));
  });

  it('keys the clock on the minute: seconds within it share the entry', () => {
    expect(key({ now: new Date('2025-08-20T03:00:00.000Z') })).toBe(key({ now: new Date('2025-08-20T03:00:59.999Z') }));
    expect(key({ now: new Date('2025-08-20T02:59:59.999Z') })).not.toBe(key({}));
  });

  it('does not depend on the order flags are listed in', () => {
    const reordered = { activeCart: true, savingMode: false, adultVerification: true };
    expect(key({ flags: reordered })).toBe(key({}));
  });

  it('keys a flag added later without being told about it', () => {
    const more = { ...base.flags, newThing: true } as PageKeyInput['flags'];
    expect(key({ flags: more })).not.toBe(key({}));
  });

  it('reads the device as the rules do: OS and app marketing versions do not split entries', () => {
    const a = parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1');
    const b = parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1');
    expect(a.osVersion).not.toBe(b.osVersion);
    expect(key({ device: a })).toBe(key({ device: b }));
    const app1 = parseUserAgent('Mozilla/5.0 (iPhone) Mobile/15E148 StorefrontApp/iOS/5.12.0(758)');
    const app2 = parseUserAgent('Mozilla/5.0 (iPhone) Mobile/15E148 StorefrontApp/iOS/5.13.0(758)');
    const app3 = parseUserAgent('Mozilla/5.0 (iPhone) Mobile/15E148 StorefrontApp/iOS/5.12.0(757)');
    expect(key({ device: app1 })).toBe(key({ device: app2 }));
    expect(key({ device: app1 })).not.toBe(key({ device: app3 }));
  });

  it('survives an invalid clock', () => {
    expect(key({ now: new Date(Number.NaN) })).toEqual(expect.any(String));
  });
});

describe('manifestGeneration', () => {
  it('is the same for the same build in every isolate, and new for another build', () => {
    const m1 = { entry: 'a.js' };
    const m2 = { entry: 'a.js' };
    const m3 = { entry: 'b.js' };
    expect(manifestGeneration(m1)).toBe(manifestGeneration(m1));
    // Another isolate reads the same manifest into another object: the location's pages are shared.
    expect(manifestGeneration(m2)).toBe(manifestGeneration(m1));
    expect(manifestGeneration(m3)).not.toBe(manifestGeneration(m1));
  });
});
