/**
 * The native-app bridge (spec 7.1). Inside the iOS/Android app web view the page talks to the
 * app by posting messages; on the plain web every call is a no-op.
 *
 * Wire format (our design; the apps implement the other end):
 * - message: `{ type, payload, requestId? }`, `type` one of the names in `BridgeMessages`;
 * - iOS: `window.webkit.messageHandlers.storefront.postMessage(message)` (a WKScriptMessageHandler
 *   named `storefront`; WebKit copies the object);
 * - Android: `window.StorefrontAndroid.postMessage(JSON.stringify(message))` (an object added with
 *   `addJavascriptInterface(..., "StorefrontAndroid")`, which only takes strings);
 * - replies to `fetch*` requests: the app evaluates
 *   `window.StorefrontBridge.reply(requestId, payload)`; an unanswered request resolves `null`
 *   after a timeout, so a page never waits on an old app build.
 */
export interface ProductRecommendationSheet {
  itemNo: number;
  itemName: string;
  brandNo: number;
  brandName: string;
  categoryCode: string;
  type: string;
  imageUrl: string;
  hasRelatedItems: boolean;
  hasRelatedPurchasedItems: boolean;
  isWeeksPromotion: boolean;
}

export interface SelectionEntryPoint {
  productImage: string;
  id: string;
  theme: 'white' | 'black';
  currentScreen: string;
}

export interface BypassEvent {
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

export interface BridgeMessages {
  layerDidOpen: null;
  layerDidClose: null;
  fetchNotificationState: null;
  fetchFirebaseAppInstanceId: null;
  showProductRecommendationBottomSheet: ProductRecommendationSheet;
  bypassAnalyticsEvent: BypassEvent;
  bypassCrmEvent: BypassEvent;
  bypassMobileAnalyticsEvent: BypassEvent;
  setUserProperties: Record<string, string | number | boolean | null>;
  bypassUserProperty: { key: string; value: string | number | boolean | null };
  shareInternalLink: { url: string };
  showSelectionEntryPoint: SelectionEntryPoint;
  logFirebaseEvent: { name: string; params?: Record<string, string | number | boolean | null> };
}

export type BridgeType = keyof BridgeMessages;
export type BridgeMessage = {
  [K in BridgeType]: { type: K; payload: BridgeMessages[K]; requestId?: string };
}[BridgeType];

interface NativeWindow {
  webkit?: { messageHandlers?: { storefront?: { postMessage(message: unknown): void } } };
  StorefrontAndroid?: { postMessage(json: string): void };
  StorefrontBridge?: { reply(requestId: string, payload: unknown): void };
}

function nativeWindow(): NativeWindow | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as NativeWindow;
  if (w.webkit?.messageHandlers?.storefront || w.StorefrontAndroid) return w;
  return fakeAppParent() ?? w;
}

/**
 * Development's fake app page (`/_app`, edge/pages/fake-app) frames the storefront and plays the
 * app from its own window. Only a parent on our origin that says so is used: reading another
 * origin's window throws, which is the answer "no app here".
 */
function fakeAppParent(): NativeWindow | null {
  try {
    if (window.parent === window) return null;
    const parent = window.parent as unknown as NativeWindow & { storefrontFakeApp?: unknown };
    return parent.storefrontFakeApp === true ? parent : null;
  } catch {
    return null;
  }
}

export type AppPlatform = 'ios' | 'android' | 'web';

/** Which side of the bridge is present, judged by the handlers the app injected. */
export function appPlatform(): AppPlatform {
  const w = nativeWindow();
  if (w?.webkit?.messageHandlers?.storefront) return 'ios';
  if (w?.StorefrontAndroid) return 'android';
  return 'web';
}

/** Posts one message; `true` when an app received it. A throwing app handler never breaks the page. */
export function postToApp(message: BridgeMessage): boolean {
  const w = nativeWindow();
  try {
    const ios = w?.webkit?.messageHandlers?.storefront;
    if (ios) {
      ios.postMessage(message);
      return true;
    }
    if (w?.StorefrontAndroid) {
      w.StorefrontAndroid.postMessage(JSON.stringify(message));
      return true;
    }
  } catch (error) {
    console.error('[bridge] postMessage failed', message.type, error);
  }
  return false;
}

const waiting = new Map<string, (payload: unknown) => void>();
let sequence = 0;

let replyHandlerOn: NativeWindow | null = null;

// Installed once per page, replacing one an earlier page left there: the fake app's parent
// window outlives the framed pages, and a handler of a page that is gone answers no one.
function installReplyHandler(w: NativeWindow): void {
  if (replyHandlerOn === w) return;
  replyHandlerOn = w;
  w.StorefrontBridge = {
    reply(requestId: string, payload: unknown) {
      const resolve = waiting.get(String(requestId));
      if (resolve) resolve(payload ?? null);
    },
  };
}

/** Sends a request the app answers through `StorefrontBridge.reply`; `null` on web or timeout. */
export function requestFromApp(type: 'fetchNotificationState' | 'fetchFirebaseAppInstanceId', timeoutMs = 3000): Promise<unknown> {
  const w = nativeWindow();
  if (!w || appPlatform() === 'web') return Promise.resolve(null);
  installReplyHandler(w);
  const requestId = `${type}-${++sequence}`;
  return new Promise((resolve) => {
    const done = (payload: unknown) => {
      clearTimeout(timer);
      waiting.delete(requestId);
      resolve(payload);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    waiting.set(requestId, done);
    if (!postToApp({ type, payload: null, requestId })) done(null);
  });
}

export const layerDidOpen = () => postToApp({ type: 'layerDidOpen', payload: null });
export const layerDidClose = () => postToApp({ type: 'layerDidClose', payload: null });
export const shareInternalLink = (url: string) => postToApp({ type: 'shareInternalLink', payload: { url } });
export const showProductRecommendationBottomSheet = (payload: ProductRecommendationSheet) => postToApp({ type: 'showProductRecommendationBottomSheet', payload });
export const showSelectionEntryPoint = (payload: SelectionEntryPoint) => postToApp({ type: 'showSelectionEntryPoint', payload });
export const bypassAnalyticsEvent = (payload: BypassEvent) => postToApp({ type: 'bypassAnalyticsEvent', payload });
export const bypassCrmEvent = (payload: BypassEvent) => postToApp({ type: 'bypassCrmEvent', payload });
export const bypassMobileAnalyticsEvent = (payload: BypassEvent) => postToApp({ type: 'bypassMobileAnalyticsEvent', payload });
export const setUserProperties = (payload: BridgeMessages['setUserProperties']) => postToApp({ type: 'setUserProperties', payload });
export const bypassUserProperty = (payload: BridgeMessages['bypassUserProperty']) => postToApp({ type: 'bypassUserProperty', payload });
export const logFirebaseEvent = (payload: BridgeMessages['logFirebaseEvent']) => postToApp({ type: 'logFirebaseEvent', payload });
export const fetchNotificationState = (timeoutMs?: number) => requestFromApp('fetchNotificationState', timeoutMs);

/**
 * Whether the app says the phone's notifications for it are off. The app answers
 * `fetchNotificationState` with `{ enabled: boolean }` (a bare boolean is read the same way);
 * anything else, no answer or the web is "not known to be off", so nothing is claimed.
 */
export function notificationsOff(answer: unknown): boolean {
  if (answer === false) return true;
  return typeof answer === 'object' && answer !== null && (answer as { enabled?: unknown }).enabled === false;
}
export const fetchFirebaseAppInstanceId = (timeoutMs?: number) => requestFromApp('fetchFirebaseAppInstanceId', timeoutMs);
