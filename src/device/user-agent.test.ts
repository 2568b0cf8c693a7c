import { describe, expect, it } from 'vitest';
import { DESKTOP_DEVICE, parseBuild, parseUserAgent } from './user-agent';

// Real-world UA strings, as browsers sent them.
const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1',
  iphoneNaverInApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.5.1; 14PRO)',
  ipadSafari: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ asks for the desktop site by default and is indistinguishable from a Mac.
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsungInternet: 'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  androidTablet: 'Mozilla/5.0 (Linux; Android 12; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
  desktopEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  googlebotDesktop: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/124.0.6367.155 Safari/537.36',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.155 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  yeti: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
  curl: 'curl/8.5.0',
  windowsPhone:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  appIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StorefrontApp/iOS/5.12.0(758)',
  appAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 StorefrontApp/Android/5.12.0(536)',
};

describe('parseUserAgent — mobile web', () => {
  it.each([
    ['iPhone Safari', UA.iphoneSafari, 'ios', '17.4.1'],
    ['iPhone Chrome', UA.iphoneChrome, 'ios', '17.5'],
    ['Naver in-app browser', UA.iphoneNaverInApp, 'ios', '16.6'],
    ['iPad Safari (mobile mode)', UA.ipadSafari, 'ios', '16.6'],
    ['Android Chrome (reduced UA)', UA.androidChrome, 'android', '10'],
    ['Samsung Internet', UA.samsungInternet, 'android', '13'],
    ['Android Firefox', UA.androidFirefox, 'android', '14'],
    ['Android tablet', UA.androidTablet, 'android', '12'],
    ['Googlebot smartphone', UA.googlebotSmartphone, 'android', '6.0.1'],
  ])('%s is mobile web on its platform', (_name, ua, platform, osVersion) => {
    expect(parseUserAgent(ua)).toEqual({
      kind: 'mobileWeb',
      platform,
      appBuild: null,
      appBuildRaw: null,
      appVersion: null,
      osVersion,
    });
  });

  it('Windows Phone (which claims Android and iPhone) is mobile web on no known platform', () => {
    expect(parseUserAgent(UA.windowsPhone)).toMatchObject({ kind: 'mobileWeb', platform: 'other', osVersion: null });
  });

  it('Opera Mini is mobile web', () => {
    expect(parseUserAgent(UA.operaMini)).toMatchObject({ kind: 'mobileWeb', platform: 'other' });
  });
});

describe('parseUserAgent — desktop', () => {
  it.each([
    ['desktop Chrome', UA.desktopChrome],
    ['desktop Firefox', UA.desktopFirefox],
    ['desktop Edge', UA.desktopEdge],
    ['Mac Safari', UA.macSafari],
    ['Linux Firefox', UA.linuxFirefox],
    // The UA alone cannot tell this from a Mac; we trust only the UA, so it is desktop.
    ['iPad in desktop mode', UA.ipadDesktopMode],
    ['Googlebot desktop', UA.googlebotDesktop],
    ['Naver Yeti', UA.yeti],
    ['curl', UA.curl],
  ])('%s is desktop', (_name, ua) => {
    expect(parseUserAgent(ua)).toEqual(DESKTOP_DEVICE);
  });

  it('no or empty UA is desktop', () => {
    expect(parseUserAgent('')).toEqual(DESKTOP_DEVICE);
    expect(parseUserAgent(null)).toEqual(DESKTOP_DEVICE);
    expect(parseUserAgent(undefined)).toEqual(DESKTOP_DEVICE);
  });

  it('10 KB of garbage is desktop, quickly', () => {
    const garbage = Array.from({ length: 10_240 }, (_, i) => String.fromCharCode(32 + ((i * 7919) % 95))).join('');
    const start = performance.now();
    expect(parseUserAgent(garbage).kind).toBe('desktop');
    // Pathological repetitions that would make a backtracking pattern explode.
    const repeats = ['StorefrontApp/iOS/'.repeat(600), 'OS 1_1_1_1_1 '.repeat(800), 'Android/'.repeat(1200)];
    for (const ua of repeats) parseUserAgent(ua);
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('an app token past the first 2 KB is not looked at', () => {
    expect(parseUserAgent(`${'x'.repeat(4096)} StorefrontApp/iOS/5.12.0(758)`).kind).toBe('desktop');
  });
});

describe('parseUserAgent — app web view', () => {
  it('reads the iOS app token', () => {
    expect(parseUserAgent(UA.appIos)).toEqual({
      kind: 'appWebView',
      platform: 'ios',
      appBuild: 758,
      appBuildRaw: '758',
      appVersion: '5.12.0',
      osVersion: '17.4',
    });
  });

  it('reads the Android app token', () => {
    expect(parseUserAgent(UA.appAndroid)).toEqual({
      kind: 'appWebView',
      platform: 'android',
      appBuild: 536,
      appBuildRaw: '536',
      appVersion: '5.12.0',
      osVersion: '14',
    });
  });

  it('trusts the token platform over a desktop-mode iPad UA', () => {
    const d = parseUserAgent(`${UA.ipadDesktopMode} StorefrontApp/iOS/5.13.0(770)`);
    expect(d).toMatchObject({ kind: 'appWebView', platform: 'ios', appBuild: 770, osVersion: null });
  });

  it('is lenient about case, a space before the build, and trailing build text', () => {
    expect(parseUserAgent(`${UA.iphoneSafari} storefrontapp/ios/5.1.0 (731)`)).toMatchObject({
      platform: 'ios',
      appBuild: 731,
      appBuildRaw: '731',
    });
    expect(parseUserAgent(`${UA.androidChrome} StorefrontApp/ANDROID/5.1.0(510-beta)`)).toMatchObject({
      platform: 'android',
      appBuild: 510,
      appBuildRaw: '510-beta',
    });
  });

  it('keeps an unparsable build raw, with a null number', () => {
    expect(parseUserAgent(`${UA.iphoneSafari} StorefrontApp/iOS/5.12.0(abc)`)).toMatchObject({
      kind: 'appWebView',
      appBuild: null,
      appBuildRaw: 'abc',
    });
    expect(parseUserAgent(`${UA.iphoneSafari} StorefrontApp/iOS/5.12.0`)).toMatchObject({
      kind: 'appWebView',
      appBuild: null,
      appBuildRaw: null,
      appVersion: '5.12.0',
    });
  });

  it('falls back to the UA platform when the token names an unknown one', () => {
    expect(parseUserAgent(`${UA.androidChrome} StorefrontApp/Web/1.0(1)`)).toMatchObject({
      kind: 'appWebView',
      platform: 'android',
      appBuild: 1,
    });
  });

  it('a look-alike product name is not the app', () => {
    expect(parseUserAgent(`${UA.iphoneSafari} StorefrontAppX`).kind).toBe('mobileWeb');
    expect(parseUserAgent(`${UA.desktopChrome} Storefront/iOS/5.0(900)`).kind).toBe('desktop');
    expect(parseUserAgent(`${UA.desktopChrome} MyStorefrontApp/iOS/5.0(900)`).kind).toBe('desktop');
  });
});

describe('parseBuild', () => {
  it.each([
    ['758', 758],
    [' 758 ', 758],
    ['758.1', 758],
    ['0', 0],
    ['abc', null],
    ['', null],
    [null, null],
    ['-5', null],
    ['1234567890', null],
  ])('%j → %j', (raw, n) => {
    expect(parseBuild(raw)).toBe(n);
  });
});
