import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The header's at-load work (the `atLoad` of their entries in src/islands/registry.ts): the member plumbing of spec 6 runs at load
 * without React, once; the islands are asked to hydrate at once only when their server HTML is
 * out of date for this shopper; a cart count announced before the badge hydrates is kept.
 */

const MEMBER_COOKIE = `sf_user=${encodeURIComponent(JSON.stringify({ no: 7, id: 'kim@demo.test', name: '김' }))}`;

interface Fake {
  fetch: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
  listeners: Map<string, () => void>;
  win: Record<string, unknown>;
}

function browser(cookie: string, app = false): Fake {
  const fetch = vi.fn(async () => new Response('{}'));
  const postMessage = vi.fn();
  const listeners = new Map<string, () => void>();
  const win: Record<string, unknown> = {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    dispatchEvent: vi.fn(),
    ...(app ? { webkit: { messageHandlers: { storefront: { postMessage } } } } : {}),
  };
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('window', win);
  vi.stubGlobal('fetch', fetch);
  return { fetch, postMessage, listeners, win };
}

const paths = (f: Fake) => f.fetch.mock.calls.map((c: unknown[]) => String(c[0]));

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('memberMenuAtLoad', () => {
  it('for a member: identity check and user-info refresh at load and on each route change, tracking by user id', async () => {
    const f = browser(MEMBER_COOKIE);
    const { memberMenuAtLoad } = await import('./header-at-load');
    expect(memberMenuAtLoad({ memberName: '김', device: 'desktop' })).toBeUndefined();
    await vi.waitFor(() => expect(f.win.storefrontTrackingId).toEqual({ kind: 'user', id: 'kim@demo.test' }));
    // The member half is its own chunk (./member-refresh.ts), loaded because the hint is there.
    await vi.waitFor(() => expect(paths(f)).toEqual(['/api/v5/users/personal-info/ci:check', '/user/info/']));
    f.listeners.get('popstate')?.();
    expect(paths(f)).toEqual(['/api/v5/users/personal-info/ci:check', '/user/info/', '/user/info/']);
    // Once per page, even if asked again.
    memberMenuAtLoad({ memberName: '김', device: 'desktop' });
    expect(paths(f)).toHaveLength(3);
  });

  it('in the app web view: no user-info refresh; a visitor is tracked by the app instance id the app hands over', async () => {
    const f = browser('', true);
    f.postMessage.mockImplementation((m: { type: string; requestId?: string }) => {
      const bridge = f.win.StorefrontBridge as { reply(id: string, payload: unknown): void };
      if (m.type === 'fetchFirebaseAppInstanceId' && m.requestId) queueMicrotask(() => bridge.reply(m.requestId!, 'app-1'));
    });
    const { memberMenuAtLoad } = await import('./header-at-load');
    expect(memberMenuAtLoad({ memberName: null, device: 'appWebView' })).toBeUndefined();
    await vi.waitFor(() => expect(f.win.storefrontTrackingId).toEqual({ kind: 'app_instance', id: 'app-1' }));
    expect(f.postMessage).toHaveBeenCalledWith({ type: 'bypassUserProperty', payload: { key: 'tracking_id', value: 'app-1' } });
    expect(paths(f)).toEqual([]);
  });

  it('asks to hydrate at once when the server drew a visitor but the cookie says member', async () => {
    browser(MEMBER_COOKIE);
    const { memberMenuAtLoad } = await import('./header-at-load');
    expect(memberMenuAtLoad({ memberName: null, device: 'mobileWeb' })).toBe('hydrate');
  });

  it('reads malformed props defensively', async () => {
    const f = browser('');
    const { memberMenuAtLoad } = await import('./header-at-load');
    expect(memberMenuAtLoad('nonsense')).toBeUndefined();
    await vi.waitFor(() => expect(f.win.storefrontTrackingId).toBeNull());
  });
});

describe('cartCountAtLoad', () => {
  it('hydrates the badge at once only for a member whose count the server could not get', async () => {
    browser(MEMBER_COOKIE);
    const { cartCountAtLoad } = await import('./header-at-load');
    expect(cartCountAtLoad({ count: null })).toBe('hydrate');
    expect(cartCountAtLoad({ count: 2 })).toBeUndefined();
    browser('');
    expect(cartCountAtLoad({ count: null })).toBeUndefined();
  });
});

describe('announceCartCount', () => {
  it('keeps the count for a badge mounted later and tells a mounted one, until it unsubscribes', async () => {
    browser('');
    const dispatchEvent = vi.fn();
    vi.stubGlobal('document', { cookie: '', dispatchEvent });
    const woken = () =>
      dispatchEvent.mock.calls.map((call: unknown[]) => {
        const e = call[0] as CustomEvent<string>;
        return `${e.type}:${e.detail}`;
      });
    const { announceCartCount, announcedCartCount, subscribeCartCount } = await import('./cart-updates');
    announceCartCount(4);
    expect(announcedCartCount()).toBe(4);
    // No badge mounted: the runtime is asked to bring it alive now (src/islands/wake.ts).
    expect(woken()).toEqual(['storefront:wake-island:CartCount']);
    const heard: number[] = [];
    const stop = subscribeCartCount(() => heard.push(announcedCartCount() ?? -1));
    announceCartCount(5);
    expect(woken()).toHaveLength(1);
    stop();
    announceCartCount(6);
    expect(heard).toEqual([5]);
    expect(announcedCartCount()).toBe(6);
  });
});
