import { keyFromMessage, isKeyShape, providerUrl, type VerificationPurpose } from './trusted-origin';

/**
 * Opens the identity provider and waits for its key (spec 4.3–4.5, auth contract). The key is
 * taken only from a `message` event whose origin is the provider's, or from the app callback
 * (`window.StorefrontBridge.identityResult(key)` inside the web view); every other message is
 * ignored. Must be called from the click that asked for it, or the browser blocks the window.
 */
export type WindowResult = { kind: 'key'; key: string } | { kind: 'closed' } | { kind: 'blocked' };

/** How long after the window closes a late message may still arrive. */
export const CLOSE_GRACE_MS = 800;
const POLL_MS = 400;

interface BridgeWindow {
  StorefrontBridge?: { identityResult?: (key: unknown) => void; [k: string]: unknown };
}

export function openVerification(providerOrigin: string, purpose: VerificationPurpose): Promise<WindowResult> {
  const url = providerUrl(providerOrigin, purpose, window.location.origin);
  if (!url) return Promise.resolve({ kind: 'blocked' });
  const popup = window.open(url, `identity-${purpose}`, 'popup,width=440,height=720');
  return new Promise<WindowResult>((resolve) => {
    let done = false;
    const bridge = window as unknown as BridgeWindow;
    const finish = (r: WindowResult) => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      if (bridge.StorefrontBridge?.identityResult === onAppResult) delete bridge.StorefrontBridge.identityResult;
      resolve(r);
    };
    const onMessage = (event: MessageEvent) => {
      // In the app web view the app may own the window (no handle): then the origin alone decides.
      const key = keyFromMessage({ origin: event.origin, data: event.data as unknown, source: event.source }, providerOrigin, purpose, popup);
      if (key) finish({ kind: 'key', key });
    };
    const onAppResult = (key: unknown) => {
      if (isKeyShape(key)) finish({ kind: 'key', key });
    };
    window.addEventListener('message', onMessage);
    bridge.StorefrontBridge = { ...(bridge.StorefrontBridge ?? {}), identityResult: onAppResult };
    // Inside the app web view the app may own the window; no handle is then not a block.
    const inApp =
      !!(window as unknown as { webkit?: { messageHandlers?: { storefront?: unknown } }; StorefrontAndroid?: unknown }).webkit?.messageHandlers?.storefront ||
      !!(window as unknown as { StorefrontAndroid?: unknown }).StorefrontAndroid;
    const poll = setInterval(() => {
      if (popup?.closed) {
        clearInterval(poll);
        setTimeout(() => finish({ kind: 'closed' }), CLOSE_GRACE_MS);
      }
    }, POLL_MS);
    if (!popup && !inApp) finish({ kind: 'blocked' });
  });
}

/** Spec 4.5: the not-allowed dialog's cancel inside the app closes the web view. */
export function closeWebView(): boolean {
  const w = window as unknown as { webkit?: { messageHandlers?: { storefront?: { postMessage(m: unknown): void } } }; StorefrontAndroid?: { postMessage(j: string): void } };
  const message = { type: 'closeWebView', payload: null };
  try {
    if (w.webkit?.messageHandlers?.storefront) {
      w.webkit.messageHandlers.storefront.postMessage(message);
      return true;
    }
    if (w.StorefrontAndroid) {
      w.StorefrontAndroid.postMessage(JSON.stringify(message));
      return true;
    }
  } catch {
    // A broken app handler must not trap the shopper: fall through to going home.
  }
  return false;
}
