import { describe, expect, it } from 'vitest';
import { parseUserAgent } from '../device/user-agent';
import { appFeatureAccess } from './app-feature';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36';
const STORES = { ios: 'https://apps.apple.com/kr/app/id1234567890', android: 'https://play.google.com/store/apps/details?id=kr.shop.app' };
const NO_STORES = { ios: null, android: null };
const ios = (build: string) => parseUserAgent(`${IPHONE} StorefrontApp/iOS/5.0.0(${build})`);
const android = (build: string) => parseUserAgent(`${ANDROID} StorefrontApp/Android/5.0.0(${build})`);

describe('appFeatureAccess: native share (Android 536, iOS 758)', () => {
  it.each([
    [android('536'), 'available'],
    [android('535'), 'updateApp'],
    [ios('758'), 'available'],
    [ios('757'), 'updateApp'],
    [ios('beta'), 'updateApp'],
  ] as const)('%# → %s', (device, kind) => {
    expect(appFeatureAccess(device, 'nativeShare', STORES).kind).toBe(kind);
  });
});

describe('appFeatureAccess: product sheet (iOS 730, Android 509, unparsable iOS)', () => {
  it.each([
    [ios('730'), 'available'],
    [ios('729'), 'updateApp'],
    [ios('beta'), 'available'],
    [android('509'), 'available'],
    [android('508'), 'updateApp'],
    [android('x'), 'updateApp'],
  ] as const)('%# → %s', (device, kind) => {
    expect(appFeatureAccess(device, 'productSheet', STORES).kind).toBe(kind);
  });
});

describe('appFeatureAccess: store links and the web', () => {
  it('sends an old app to its own store', () => {
    expect(appFeatureAccess(ios('700'), 'nativeShare', STORES)).toEqual({ kind: 'updateApp', storeHref: STORES.ios });
    expect(appFeatureAccess(android('100'), 'nativeShare', STORES)).toEqual({ kind: 'updateApp', storeHref: STORES.android });
  });
  it('falls back to the web where the shop configured no store listing (issue 31 §1)', () => {
    expect(appFeatureAccess(ios('700'), 'nativeShare', NO_STORES)).toEqual({ kind: 'web' });
    expect(appFeatureAccess(android('100'), 'productSheet', { ...STORES, android: null })).toEqual({ kind: 'web' });
  });
  it('answers web outside the app', () => {
    expect(appFeatureAccess(parseUserAgent(IPHONE), 'nativeShare', STORES)).toEqual({ kind: 'web' });
    expect(appFeatureAccess(parseUserAgent(undefined), 'productSheet', STORES)).toEqual({ kind: 'web' });
  });
});
