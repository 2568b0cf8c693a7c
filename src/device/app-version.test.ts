import { describe, expect, it } from 'vitest';
import { appStoreLink, canShowProductSheet, canUseNativeShare, shareMode } from './app-version';
import { parseUserAgent, type Device } from './user-agent';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36';

const ios = (build: string): Device => parseUserAgent(`${IPHONE} StorefrontApp/iOS/5.0.0(${build})`);
const android = (build: string): Device => parseUserAgent(`${ANDROID} StorefrontApp/Android/5.0.0(${build})`);
const mobileWeb = parseUserAgent(IPHONE);
const desktop = parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0');

describe('canUseNativeShare (spec 9: Android ≥ 536, iOS ≥ 758)', () => {
  it.each([
    ['757', false],
    ['758', true],
    ['1200', true],
    ['abc', false],
  ])('iOS build %s → %s', (build, ok) => {
    expect(canUseNativeShare(ios(build))).toBe(ok);
  });

  it.each([
    ['535', false],
    ['536', true],
    ['9000', true],
    ['x', false],
  ])('Android build %s → %s', (build, ok) => {
    expect(canUseNativeShare(android(build))).toBe(ok);
  });

  it('the web has no native share, whatever the UA claims elsewhere', () => {
    expect(canUseNativeShare(mobileWeb)).toBe(false);
    expect(canUseNativeShare(desktop)).toBe(false);
    // A hand-made object cannot pass the web off as a new app build.
    expect(canUseNativeShare({ kind: 'mobileWeb', platform: 'ios', appBuild: 9999 })).toBe(false);
  });
});

describe('canShowProductSheet (spec 5: iOS ≥ 730, Android ≥ 509, or unparsable iOS build)', () => {
  it.each([
    ['729', false],
    ['730', true],
    ['abc', true],
    ['', true],
  ])('iOS build %j → %s', (build, ok) => {
    expect(canShowProductSheet(ios(build))).toBe(ok);
  });

  it('an iOS app token without any build counts as unparsable', () => {
    expect(canShowProductSheet(parseUserAgent(`${IPHONE} StorefrontApp/iOS/5.0.0`))).toBe(true);
  });

  it.each([
    ['508', false],
    ['509', true],
    ['abc', false],
  ])('Android build %s → %s', (build, ok) => {
    expect(canShowProductSheet(android(build))).toBe(ok);
  });

  it('only in the app web view', () => {
    expect(canShowProductSheet(mobileWeb)).toBe(false);
    expect(canShowProductSheet(desktop)).toBe(false);
    expect(canShowProductSheet({ kind: 'appWebView', platform: 'other', appBuild: 9999 })).toBe(false);
  });
});

describe('shareMode', () => {
  it('native in a new enough app, update dialog in an old one, browser share on the web', () => {
    expect(shareMode(ios('758'))).toBe('native');
    expect(shareMode(ios('757'))).toBe('updateApp');
    expect(shareMode(android('abc'))).toBe('updateApp');
    expect(shareMode(mobileWeb)).toBe('web');
    expect(shareMode(desktop)).toBe('web');
    expect(shareMode({ kind: 'appWebView', platform: 'other', appBuild: 1 })).toBe('web');
  });
});

describe('appStoreLink', () => {
  it('links each platform to its own store', () => {
    const stores = { ios: 'https://apps.apple.com/kr/app/id1234567890', android: 'https://play.google.com/store/apps/details?id=kr.shop.app' };
    expect(appStoreLink('ios', stores)).toBe(stores.ios);
    expect(appStoreLink('android', stores)).toBe(stores.android);
    expect(appStoreLink('other', stores)).toBeNull();
    expect(appStoreLink('ios', { ...stores, ios: null })).toBeNull();
  });
});
