import { describe, expect, it } from 'vitest';
import type { PageEntry } from './page-cache';
import { entryOf, PAGE_MEMORY_LIMITS, PageStore, responseOf } from './page-store';

const enc = new TextEncoder();
const dec = new TextDecoder();
const entry = (expiresAt = 60_000): PageEntry => ({
  status: 200,
  headers: { 'Cache-Control': 'private, no-cache', Vary: 'User-Agent' },
  parts: [enc.encode('<html><script nonce="'), enc.encode('">x()</script><p>한국어</p>'), enc.encode('')],
  expiresAt,
});

/** The Cache API as a map of URL to answer (what the store relies on of it: match and put). */
function fakeLocation() {
  const held = new Map<string, Response>();
  const cache = {
    match: async (req: RequestInfo | URL) => held.get(String(req))?.clone(),
    put: async (req: RequestInfo | URL, res: Response) => void held.set(String(req), res),
  } as unknown as Cache;
  return { cache, held };
}

describe('the stored form of an entry', () => {
  it('comes back part by part with its status, headers and end of life', async () => {
    const back = await entryOf(responseOf(entry(), 1_000));
    expect(back?.status).toBe(200);
    expect(back?.headers).toEqual(entry().headers);
    expect(back?.expiresAt).toBe(60_000);
    expect(back?.parts.map((p) => dec.decode(p))).toEqual(entry().parts.map((p) => dec.decode(p)));
  });

  it('tells the Cache API to drop it when it is no longer served', () => {
    expect(responseOf(entry(60_000), 1_000).headers.get('cache-control')).toBe('max-age=59');
  });

  it('is a miss, never a throw, when it does not add up', async () => {
    const good = responseOf(entry(), 1_000);
    const badMeta = new Response('x', { headers: { 'x-page-parts': '1', 'x-page-meta': '{"status":"200"}' } });
    const badLengths = new Response('abc', { headers: { 'x-page-parts': '1,1', 'x-page-meta': good.headers.get('x-page-meta')! } });
    const noHeaders = new Response('abc');
    for (const res of [badMeta, badLengths, noHeaders]) expect(await entryOf(res)).toBeNull();
  });
});

describe('PageStore', () => {
  it('holds 32 pages in memory', () => {
    expect(PAGE_MEMORY_LIMITS.maxEntries).toBe(32);
  });

  it('serves from memory first, then from the location, and keeps a location read in memory', async () => {
    const { cache, held } = fakeLocation();
    const pending: Promise<unknown>[] = [];
    const store = new PageStore(() => cache);
    expect(store.set('k', entry(), 1_000, cache, (p) => pending.push(p))).toBe(true);
    await Promise.all(pending);
    expect(held.size).toBe(1);
    expect((await store.get('k', 2_000))?.from).toBe('memory');
    store.memory.clear();
    expect((await store.get('k', 2_000))?.from).toBe('location');
    expect((await store.get('k', 2_000))?.from).toBe('memory');
  });

  it('does not serve a location entry past its end of life', async () => {
    const { cache } = fakeLocation();
    const pending: Promise<unknown>[] = [];
    const store = new PageStore(() => cache);
    store.set('k', entry(5_000), 1_000, cache, (p) => pending.push(p));
    await Promise.all(pending);
    store.memory.clear();
    expect(await store.get('k', 5_000)).toBeNull();
  });

  it('keys the location by a hash: no page key is readable in the URL', async () => {
    const { cache, held } = fakeLocation();
    const pending: Promise<unknown>[] = [];
    new PageStore(() => cache).set('["https://shop.example/products/1001"]', entry(), 1_000, cache, (p) => pending.push(p));
    await Promise.all(pending);
    expect([...held.keys()][0]).toMatch(/^https:\/\/page-cache\.storefront\.internal\/[0-9a-f]{64}$/);
  });

  it('forget empties the memory and puts every location entry out of reach', async () => {
    const { cache } = fakeLocation();
    const pending: Promise<unknown>[] = [];
    const store = new PageStore(() => cache);
    store.set('k', entry(), 1_000, cache, (p) => pending.push(p));
    await Promise.all(pending);
    store.forget();
    expect(await store.get('k', 2_000)).toBeNull();
  });

  it('works without a location (no Cache API): memory alone', async () => {
    const store = new PageStore(() => null);
    expect(store.set('k', entry(), 1_000)).toBe(true);
    expect((await store.get('k', 2_000))?.from).toBe('memory');
  });
});
