import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser queue (src/tracking/beacon.ts) with the browser's pieces stood in: what leaves,
 * when, and by which means. A fresh module per test, since the queue is the page's.
 */
type Listener = () => void;

function fakeBrowser(beacon: ((url: string, body: Blob) => boolean) | undefined) {
  const docListeners: Record<string, Listener[]> = {};
  const winListeners: Record<string, Listener[]> = {};
  const doc = {
    visibilityState: 'visible',
    addEventListener: (type: string, fn: Listener) => {
      const list = docListeners[type] ?? [];
      list.push(fn);
      docListeners[type] = list;
    },
  };
  vi.stubGlobal('window', {});
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', { pathname: '/products/1001', search: '?utm_campaign=x' });
  vi.stubGlobal('navigator', beacon ? { sendBeacon: beacon } : {});
  vi.stubGlobal('addEventListener', (type: string, fn: Listener) => {
    const list = winListeners[type] ?? [];
    list.push(fn);
    winListeners[type] = list;
  });
  return {
    hide() {
      doc.visibilityState = 'hidden';
      for (const fn of docListeners.visibilitychange ?? []) fn();
    },
    leave() {
      for (const fn of winListeners.pagehide ?? []) fn();
    },
  };
}

const bodies = async (calls: unknown[][]) => Promise.all(calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text()) as { events: { name: string; path: string }[] }));

describe('tracking beacon', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('holds events until the page is hidden, then sends them together with the page they happened on', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    const page = fakeBrowser(sendBeacon);
    const { track } = await import('./beacon');
    track({ name: 'page_view' });
    track({ name: 'like_item', itemNo: 1001 });
    expect(sendBeacon).not.toHaveBeenCalled();
    page.hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe('/collect');
    const [batch] = await bodies(sendBeacon.mock.calls);
    expect(batch!.events.map((e) => e.name)).toEqual(['page_view', 'like_item']);
    expect(batch!.events[0]!.path).toBe('/products/1001?utm_campaign=x');
    page.leave();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends on its own five seconds after the first event, and at once when twenty wait', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    fakeBrowser(sendBeacon);
    const { track } = await import('./beacon');
    track({ name: 'page_view' });
    vi.advanceTimersByTime(4_999);
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) track({ name: 'search', params: { keyword: `k${i}` } });
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect((await bodies(sendBeacon.mock.calls))[1]!.events).toHaveLength(20);
  });

  it('falls back to a keepalive fetch when the browser has no beacon or refuses it', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    const page = fakeBrowser(() => false);
    const { track } = await import('./beacon');
    track({ name: 'page_view' });
    page.leave();
    expect(fetch).toHaveBeenCalledWith('/collect', expect.objectContaining({ method: 'POST', keepalive: true }));
  });
});
