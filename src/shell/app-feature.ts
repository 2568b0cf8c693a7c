import { appStoreLink, canShowProductSheet, canUseNativeShare, type StoreLinks } from '../device/app-version';
import type { Device } from '../device/user-agent';

/**
 * Spec 2.8, 5, 8 and 9: what a feature that needs the native app does on this device.
 * - `available`: the installed app supports it (native share: Android ≥ 536, iOS ≥ 758; product
 *   sheet: iOS ≥ 730 or an unparsable iOS build, Android ≥ 509);
 * - `updateApp`: inside an app build that is too old → the update-app dialog with the store
 *   link of its platform (앱 업데이트 안내);
 * - `web`: not in the app (or an app on a platform without a store): the web fallback, e.g.
 *   copying the link with 클립보드에 복사되었습니다.
 * Decided on the server from the User-Agent and passed to islands as a prop.
 */
export type AppFeature = 'nativeShare' | 'productSheet';

export type FeatureAccess = { kind: 'available' } | { kind: 'updateApp'; storeHref: string } | { kind: 'web' };

type AppDevice = Pick<Device, 'kind' | 'platform' | 'appBuild'>;

const SUPPORTS: Record<AppFeature, (d: AppDevice) => boolean> = {
  nativeShare: canUseNativeShare,
  productSheet: canShowProductSheet,
};

export function appFeatureAccess(device: AppDevice, feature: AppFeature, stores: StoreLinks): FeatureAccess {
  if (device.kind !== 'appWebView') return { kind: 'web' };
  if (SUPPORTS[feature](device)) return { kind: 'available' };
  const store = appStoreLink(device.platform, stores);
  return store ? { kind: 'updateApp', storeHref: store } : { kind: 'web' };
}
