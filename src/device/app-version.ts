import type { AppStorePlatform } from '../shop/identity';
import type { Device, Platform } from './user-agent';

/**
 * Which native-app features the shopper's app build supports (spec 5 and 9). A feature the
 * installed app cannot handle must not be sent to it: the bridge message would vanish and the
 * button would do nothing. Outside the app web view none of these native features exist.
 */

type AppDevice = Pick<Device, 'kind' | 'platform' | 'appBuild'>;
type AppPlatform = Exclude<Platform, 'other'>;

/** Spec 9: native share via the app needs Android build ≥ 536, iOS build ≥ 758. */
export const NATIVE_SHARE_MIN_BUILD: Readonly<Record<AppPlatform, number>> = { ios: 758, android: 536 };

/** Spec 5/9: the mobile product bottom sheet needs iOS build ≥ 730 or Android build ≥ 509. */
export const PRODUCT_SHEET_MIN_BUILD: Readonly<Record<AppPlatform, number>> = { ios: 730, android: 509 };

/**
 * Store pages the update-app dialog and the install nudge open (spec 4: links for both stores),
 * from the shop's configuration (APP_STORE_ID, PLAY_STORE_ID; src/shop/identity.ts `appStoreLinks`).
 */
export type StoreLinks = Readonly<Record<AppStorePlatform, string | null>>;

/**
 * Native share through the app bridge. An unparsable build is treated as too old here: the
 * fallback (update dialog or copying the link) still works, a lost bridge message does not.
 */
export function canUseNativeShare(device: AppDevice): boolean {
  if (device.kind !== 'appWebView' || device.platform === 'other') return false;
  return device.appBuild !== null && device.appBuild >= NATIVE_SHARE_MIN_BUILD[device.platform];
}

/**
 * Spec 5: the product recommendation bottom sheet is requested only in the app web view, with
 * iOS build ≥ 730 or Android build ≥ 509 — or an iOS build that cannot be parsed (iOS builds
 * that are not plain numbers only exist in versions newer than the rule).
 */
export function canShowProductSheet(device: AppDevice): boolean {
  if (device.kind !== 'appWebView') return false;
  if (device.platform === 'ios') {
    return device.appBuild === null || device.appBuild >= PRODUCT_SHEET_MIN_BUILD.ios;
  }
  if (device.platform === 'android') {
    return device.appBuild !== null && device.appBuild >= PRODUCT_SHEET_MIN_BUILD.android;
  }
  return false;
}

/**
 * How the share button shares. In the app: the native sheet when the build supports it,
 * otherwise the update-app dialog (spec 8 "App update needed"). On the web the browser's own
 * share, or copying the link where it has none (spec 8 "Share fallback") — decided in the
 * browser, which is the only place that knows.
 */
export type ShareMode = 'native' | 'updateApp' | 'web';

export function shareMode(device: AppDevice): ShareMode {
  // An app token naming an unknown platform has no store to update from: share like the web.
  if (device.kind !== 'appWebView' || device.platform === 'other') return 'web';
  return canUseNativeShare(device) ? 'native' : 'updateApp';
}

/** The store listing for the update-app dialog; null where there is no store (not iOS/Android, or not configured). */
export function appStoreLink(platform: Platform, stores: StoreLinks): string | null {
  return platform === 'other' ? null : stores[platform];
}
