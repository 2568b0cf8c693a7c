/**
 * What the User-Agent says about the shopper's device (spec: desktop web, mobile web, native
 * app web view). Only the UA is trusted: no query parameter or cookie can switch the kind, so a
 * link cannot make a desktop browser believe it is the app (and send app-bridge messages that
 * nobody answers).
 *
 * The native app's web view appends a token of our design to its UA:
 *
 *     StorefrontApp/{platform}/{version}({build})
 *
 *   iOS:     "... Mobile/15E148 StorefrontApp/iOS/5.12.0(758)"
 *   Android: "... Mobile Safari/537.36 StorefrontApp/Android/5.12.0(536)"
 *
 * `platform` is `iOS` or `Android` (any case); `version` is the marketing version; `build` is
 * the store build number the version gates of spec 5/9 compare. Parsing is lenient: a space
 * before `(` is allowed, a build with trailing text (`758.1`, `758-beta`) reads as its leading
 * digits, and a build that has no leading digits keeps its raw text with `appBuild: null`
 * (spec 5 treats an unparsable iOS build as new enough for the product sheet).
 */

export type DeviceKind = 'desktop' | 'mobileWeb' | 'appWebView';
export type Platform = 'ios' | 'android' | 'other';

export interface Device {
  kind: DeviceKind;
  platform: Platform;
  /** Build number from the app token; null outside the app or when it is not a number. */
  appBuild: number | null;
  /** The build text as sent, trimmed; null outside the app or when the token has none. */
  appBuildRaw: string | null;
  /** Marketing version from the app token (`5.12.0`); null outside the app. */
  appVersion: string | null;
  /** iOS or Android version, dotted (`17.4.1`, `14`); null on other platforms. */
  osVersion: string | null;
}

export const APP_TOKEN_NAME = 'StorefrontApp';

/** Real UAs are well under 1 KB; anything past this is padding and is not looked at. */
const MAX_UA_LENGTH = 2048;
/** Build numbers above this are garbage, not builds, and would lose precision anyway. */
const MAX_BUILD_DIGITS = 9;

// Every pattern below is linear: bounded repetitions, no nested quantifiers.
const APP_TOKEN = /\bStorefrontApp\/([A-Za-z]{1,16})\/([0-9A-Za-z._-]{0,32}) ?(?:\(([^()]{0,32})\))?/i;
const IOS_DEVICE = /\b(?:iPhone|iPad|iPod)\b/;
const IOS_VERSION = /\bOS (\d{1,3}(?:_\d{1,3}){0,3}) like Mac OS X/;
const ANDROID = /\bAndroid\b/i;
const ANDROID_VERSION = /\bAndroid[ /]?(\d{1,3}(?:\.\d{1,3}){0,3})/i;
// Windows Phone claims to be both Android and iPhone; it has to be recognised first.
const WINDOWS_PHONE = /\bWindows Phone\b|\bIEMobile\b/i;
const OTHER_MOBILE = /\bMobi|\bOpera Mini\b|\bBlackBerry\b|\bBB10\b|\bKAIOS\b|\bwebOS\b|\bSilk\//i;

export const DESKTOP_DEVICE: Device = {
  kind: 'desktop',
  platform: 'other',
  appBuild: null,
  appBuildRaw: null,
  appVersion: null,
  osVersion: null,
};

export function parseUserAgent(userAgent: string | null | undefined): Device {
  if (typeof userAgent !== 'string' || userAgent.length === 0) return DESKTOP_DEVICE;
  const ua = userAgent.length > MAX_UA_LENGTH ? userAgent.slice(0, MAX_UA_LENGTH) : userAgent;

  const os = detectOs(ua);
  const token = APP_TOKEN.exec(ua);
  if (token) {
    // The token names the platform the app was built for; trust it over the rest of the UA
    // (an iPad app in desktop mode reports a Mac UA but is still the iOS app).
    const tokenPlatform = toPlatform(token[1]);
    const platform = tokenPlatform === 'other' ? os.platform : tokenPlatform;
    const raw = token[3]?.trim() || null;
    return {
      kind: 'appWebView',
      platform,
      appBuild: parseBuild(raw),
      appBuildRaw: raw,
      appVersion: token[2] || null,
      osVersion: platform === os.platform ? os.osVersion : null,
    };
  }

  if (os.mobile) {
    return { ...DESKTOP_DEVICE, kind: 'mobileWeb', platform: os.platform, osVersion: os.osVersion };
  }
  return DESKTOP_DEVICE;
}

/** Leading digits of a build text; null when there are none or too many to be a build. */
export function parseBuild(raw: string | null | undefined): number | null {
  if (!raw) return null;
  const match = /^\d+/.exec(raw.trim());
  if (!match || match[0].length > MAX_BUILD_DIGITS) return null;
  return Number(match[0]);
}

interface OsInfo {
  platform: Platform;
  osVersion: string | null;
  mobile: boolean;
}

function detectOs(ua: string): OsInfo {
  if (WINDOWS_PHONE.test(ua)) return { platform: 'other', osVersion: null, mobile: true };
  if (IOS_DEVICE.test(ua)) {
    const v = IOS_VERSION.exec(ua)?.[1];
    return { platform: 'ios', osVersion: v ? v.replaceAll('_', '.') : null, mobile: true };
  }
  if (ANDROID.test(ua)) {
    // Android tablets count as mobile web like iPads: touch-first, same layout.
    return { platform: 'android', osVersion: ANDROID_VERSION.exec(ua)?.[1] ?? null, mobile: true };
  }
  return { platform: 'other', osVersion: null, mobile: OTHER_MOBILE.test(ua) };
}

function toPlatform(name: string | undefined): Platform {
  const n = name?.toLowerCase();
  if (n === 'ios' || n === 'ipados') return 'ios';
  if (n === 'android') return 'android';
  return 'other';
}
