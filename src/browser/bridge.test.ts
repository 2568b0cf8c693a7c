import { afterEach, describe, expect, it, vi } from 'vitest';
import { appPlatform, fetchFirebaseAppInstanceId, layerDidClose, layerDidOpen, postToApp, shareInternalLink, showProductRecommendationBottomSheet } from './bridge';

type Win = Record<string, unknown>;

function ios() {
  const postMessage = vi.fn();
  const win: Win = { webkit: { messageHandlers: { storefront: { postMessage } } } };
  vi.stubGlobal('window', win);
  return { win, postMessage };
}

function android() {
  const postMessage = vi.fn();
  const win: Win = { StorefrontAndroid: { postMessage } };
  vi.stubGlobal('window', win);
  return { win, postMessage };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('bridge', () => {
  it('does nothing on the server and on the plain web', () => {
    expect(appPlatform()).toBe('web');
    expect(layerDidOpen()).toBe(false);
    vi.stubGlobal('window', {});
    expect(appPlatform()).toBe('web');
    expect(shareInternalLink('https://x.test/a')).toBe(false);
  });

  it('posts the message object to the iOS handler', () => {
    const { postMessage } = ios();
    expect(appPlatform()).toBe('ios');
    expect(layerDidOpen()).toBe(true);
    layerDidClose();
    expect(postMessage.mock.calls).toEqual([[{ type: 'layerDidOpen', payload: null }], [{ type: 'layerDidClose', payload: null }]]);
  });

  it('posts JSON text to the Android interface', () => {
    const { postMessage } = android();
    const sheet = {
      itemNo: 1001,
      itemName: '셔츠',
      brandNo: 7,
      brandName: '브랜드',
      categoryCode: '100200300',
      type: 'cart',
      imageUrl: 'https://img.test/a.jpg',
      hasRelatedItems: true,
      hasRelatedPurchasedItems: false,
      isWeeksPromotion: false,
    };
    showProductRecommendationBottomSheet(sheet);
    expect(postMessage).toHaveBeenCalledOnce();
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      type: 'showProductRecommendationBottomSheet',
      payload: sheet,
    });
  });

  it('survives an app handler that throws', () => {
    vi.stubGlobal('window', {
      StorefrontAndroid: {
        postMessage() {
          throw new Error('boom');
        },
      },
    });
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(postToApp({ type: 'layerDidOpen', payload: null })).toBe(false);
    expect(err).toHaveBeenCalled();
    err.mockRestore();
  });

  it('resolves a request with the app reply, and null when the app stays silent', async () => {
    vi.useFakeTimers();
    const { win, postMessage } = ios();
    const answered = fetchFirebaseAppInstanceId(1000);
    const sent = postMessage.mock.calls[0]![0] as { requestId: string };
    const bridge = win.StorefrontBridge as { reply(id: string, payload: unknown): void };
    bridge.reply(sent.requestId, 'instance-1');
    await expect(answered).resolves.toBe('instance-1');

    const silent = fetchFirebaseAppInstanceId(1000);
    vi.advanceTimersByTime(1000);
    await expect(silent).resolves.toBeNull();
  });

  it('answers null at once on the web', async () => {
    vi.stubGlobal('window', {});
    await expect(fetchFirebaseAppInstanceId()).resolves.toBeNull();
  });
});

describe('notificationsOff', () => {
  it('is true only when the app says the phone has them off', async () => {
    const { notificationsOff } = await import('./bridge');
    expect(notificationsOff({ enabled: false })).toBe(true);
    expect(notificationsOff(false)).toBe(true);
    for (const unknown of [null, undefined, true, { enabled: true }, { enabled: 'no' }, 'off', 0, {}]) expect(notificationsOff(unknown)).toBe(false);
  });
});
