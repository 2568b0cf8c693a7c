import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedPageCache } from '../../edge/render/page-caching';
import { cacheKeyUrl, cacheScope, STORED_AT_HEADER } from '../../edge/upstream/cache';
import { APP_NUDGE_HIDDEN_COOKIE } from '../../src/navigation/campaign';
import { APP_BANNER_COOKIE } from '../../src/storage/app-banner';
import { originUpstream, readStream, slowUpstream, storefront, type Storefront, type StorefrontOptions, type TestStorefront } from './harness';
import { browse, login } from './session-helpers';

/**
 * The rendered-page cache for visitors (edge/render/page-caching.ts) in workerd, against the
 * reference origin: what is served from it, what is never kept, and that a kept page is the
 * page a fresh render would give (with a new nonce).
 */
const DB = (env as unknown as { DB: D1Database }).DB;
// One fixed clock for the file: the page cache keys on the minute, and a test must not straddle one.
const NOW = new Date().toISOString();
const VARS = { STOREFRONT_NOW: NOW };

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';
const SHELL = 'id="pdp-title"';

interface Page {
  status: number;
  state: string | null;
  nonce: string;
  html: string;
  headers: Headers;
}

async function get(sf: Storefront, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await sf.fetch(path, { headers });
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const state = /page-cache;desc="(\w+)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? null;
  return { status: res.status, state, nonce, html, headers: res.headers };
}

/** The page with its nonce replaced, for comparing two answers. */
const normalised = (p: Page) => {
  expect(p.nonce).not.toBe('');
  return p.html.replaceAll(p.nonce, 'NONCE');
};

const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);

function site(opts: StorefrontOptions = {}): TestStorefront {
  return storefront({ ...opts, vars: { ...VARS, ...opts.vars } });
}

/** A Cache API store of the test's own, so no other test's stored answers interfere. */
let stores = 0;
const ownStore = () => caches.open(`page-cache-test-${Date.now()}-${++stores}`);

afterEach(async () => {
  vi.restoreAllMocks();
  await DB.prepare('UPDATE feature_toggles SET enabled = 0 WHERE name = ?')
    .bind('saving-mode')
    .run()
    .catch(() => undefined);
});

describe('page cache: hits', () => {
  it('serves the second visitor from the cache: same page, new nonce everywhere', async () => {
    const sf = site();
    const miss = await get(sf, '/products/1001');
    const hit = await get(sf, '/products/1001');
    expect(miss.status).toBe(200);
    expect(miss.state).toBe('miss');
    expect(miss.html).toContain(SHELL);
    expect(hit.status).toBe(200);
    expect(hit.state).toBe('hit');
    expect(hit.nonce).not.toBe(miss.nonce);
    expect(normalised(hit)).toBe(normalised(miss));
    // Every inline script of the hit carries the nonce its CSP header names, none the old one.
    const attrs = nonceAttributes(hit.html);
    expect(attrs.length).toBeGreaterThan(0);
    expect(new Set(attrs)).toEqual(new Set([hit.nonce]));
    expect(hit.html).not.toContain(miss.nonce);
    // The page's own headers come back with it.
    expect(hit.headers.get('cache-control')).toBe(miss.headers.get('cache-control'));
    expect(hit.headers.get('vary')).toBe('User-Agent');
    expect(hit.headers.get('content-type')).toContain('text/html');
    expect(hit.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('keeps mobile and desktop pages apart, each with its own content', async () => {
    const sf = site();
    const desktop = await get(sf, '/products/1001', { 'user-agent': DESKTOP_UA });
    const mobile = await get(sf, '/products/1001', { 'user-agent': MOBILE_UA });
    expect(desktop.state).toBe('miss');
    expect(mobile.state).toBe('miss');
    expect(mobile.html).toContain('data-island="AppBanner"');
    expect(desktop.html).not.toContain('data-island="AppBanner"');
    const desktopHit = await get(sf, '/products/1001', { 'user-agent': DESKTOP_UA });
    const mobileHit = await get(sf, '/products/1001', { 'user-agent': MOBILE_UA });
    expect([desktopHit.state, mobileHit.state]).toEqual(['hit', 'hit']);
    expect(normalised(desktopHit)).toBe(normalised(desktop));
    expect(normalised(mobileHit)).toBe(normalised(mobile));
  });

  it('parameters the item page does not read share one entry, and stay out of the login return path (issue 10)', async () => {
    const sf = site();
    const a = await get(sf, '/products/1001?source=a');
    expect(a.state).toBe('miss');
    // The parameter is nowhere in the page (the word alone is: <picture> has <source> elements).
    expect(a.html).not.toMatch(/source=a|[?&]source\b/);
    expect(a.html).toContain(`returnTo=${encodeURIComponent('/products/1001')}"`);
    // Tracking tags, cache-busters and junk are the same page: no new entry per spelling.
    for (const query of ['?source=b', '?utm_campaign=fall&utm_source=x', '?cb=1', '?cb=2#tab', '']) {
      const again = await get(sf, `/products/1001${query}`);
      expect(again.state, query).toBe('hit');
      expect(normalised(again)).toBe(normalised(a));
    }
  });

  it('a search-ad entry, which hides the app nudge, is still a page of its own', async () => {
    const sf = site();
    const plain = await get(sf, '/products/1002', { 'user-agent': MOBILE_UA });
    const ad = await get(sf, '/products/1002?n_campaign_type=1&NaPm=ct%3Dabc', { 'user-agent': MOBILE_UA });
    expect([plain.state, ad.state]).toEqual(['miss', 'miss']);
    expect(normalised(ad)).not.toBe(normalised(plain));
  });
});

describe('page cache: a miss still streams', () => {
  it('sends the shell before slow deferred sections while it keeps a copy, then serves the copy', async () => {
    const slow = slowUpstream(originUpstream(), /\/(additional|reviews)/, 800);
    const calls: string[] = [];
    const counted: typeof slow = Object.assign((path: string, init?: RequestInit) => (calls.push(path), slow(path, init)), { aborted: slow.aborted });
    const sf = site({ upstream: counted, store: await ownStore() });
    await originUpstream()('/api/v5/product-detail/1001'); // the origin's first request seeds its database
    const t0 = Date.now();
    const res = await sf.fetch('/products/1001');
    const headersAt = Date.now() - t0;
    expect(res.headers.get('server-timing')).toContain('page-cache;desc="miss"');
    const REVIEWS = 'data-testid="reviews"';
    const { html, order, at } = await readStream(res, [SHELL, REVIEWS, '</html>']);
    // Order, not speed: the shell came in its own chunk, long before the slow sections could.
    expect(order).toEqual([SHELL, REVIEWS, '</html>']);
    expect(headersAt + at[REVIEWS]!).toBeGreaterThanOrEqual(750);
    expect(at[REVIEWS]! - at[SHELL]!).toBeGreaterThan(100);
    const callsBeforeHit = calls.length;
    const hit = await get(sf, '/products/1001');
    expect(hit.state).toBe('hit');
    // A hit asks the upstream nothing, so it cannot wait for the slow sections.
    expect(calls.slice(callsBeforeHit)).toEqual([]);
    const missNonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1]!;
    expect(normalised(hit)).toBe(html.replaceAll(missNonce, 'NONCE'));
  });
});

describe('page cache: never for members', () => {
  it('a logged-in member gets their own page, never the kept one, and does not fill the cache', async () => {
    const sf = site();
    expect((await get(sf, '/products/1001')).state).toBe('miss');
    expect((await get(sf, '/products/1001')).state).toBe('hit');

    const jar = await login(sf, 'adult@demo.test');
    const res = await browse(sf, jar, '/products/1001');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toContain('page-cache;desc="bypass"');
    expect(html).toContain('어른이');

    const visitor = await get(sf, '/products/1001');
    expect(visitor.state).toBe('hit');
    expect(visitor.html).not.toContain('어른이');
  });
});

describe('page cache: what is never kept', () => {
  it('a page with a failed deferred section is not kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const inner = originUpstream();
    const broken = async (path: string, init?: RequestInit) => (/\/qna/.test(path) ? new Response('{"message":"boom"}', { status: 500 }) : inner(path, init));
    const sf = site({ upstream: broken, store: await ownStore() });
    const first = await get(sf, '/products/1001');
    expect(first.status).toBe(200);
    expect(first.state).toBe('miss');
    expect(first.html).toContain('data-deferred-failed="qna"');
    const second = await get(sf, '/products/1001');
    expect(second.state).toBe('miss');
    expect(second.html).toContain('data-deferred-failed="qna"');
  });

  it('a page rendered from a stale upstream answer is not kept; once refreshed it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await ownStore();
    const path = '/api/v5/product-detail/1001';
    const body = await (await originUpstream()(path)).text();
    // Stored two minutes ago: past 'short' freshness (60 s), inside its stale window (10 min).
    // The key as the storefront computes it: the upstream and environment of the harness.
    await store.put(
      cacheKeyUrl(path, cacheScope({ ENVIRONMENT: 'test' })),
      new Response(body, { headers: { 'content-type': 'application/json', 'cache-control': 'max-age=660', [STORED_AT_HEADER]: String(Date.now() - 120_000) } }),
    );
    const sf = site({ store });
    const stale = await get(sf, '/products/1001');
    expect(stale.status).toBe(200);
    expect(stale.state).toBe('miss');
    expect((await get(sf, '/products/1001')).state).toBe('miss');
    // Stale-while-revalidate still works: the background refresh makes the data fresh again,
    // and the next render is kept.
    await vi.waitFor(async () => expect((await get(sf, '/products/1001')).state).toBe('hit'), { timeout: 5_000, interval: 50 });
  });

  it('an adult-only item (1005) is never kept', async () => {
    const sf = site();
    const first = await get(sf, '/products/1005');
    const second = await get(sf, '/products/1005');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    expect([first.state, second.state]).toEqual(['bypass', 'bypass']);
    expect(sharedPageCache().size).toBe(0);
  });

  it('an adult-only item is not kept for a verified adult either', async () => {
    const sf = site();
    const jar = await login(sf, 'adult@demo.test');
    await (await browse(sf, jar, '/products/1005')).text();
    expect(sharedPageCache().size).toBe(0);
  });

  it('a page that is not found is not kept', async () => {
    const sf = site();
    const gone = await get(sf, '/products/999999');
    expect(gone.status).toBe(404);
    expect(sharedPageCache().size).toBe(0);
  });

  it('with caching off, every request renders (bypass)', async () => {
    const sf = site({ cache: false });
    const states = [(await get(sf, '/products/1001')).state, (await get(sf, '/products/1001')).state];
    expect(states).toEqual(['bypass', 'bypass']);
    expect(sharedPageCache().size).toBe(0);
  });

  it('with the page cache off, every request renders (bypass)', async () => {
    const sf = site({ pageCache: false });
    const states = [(await get(sf, '/products/1001')).state, (await get(sf, '/products/1001')).state];
    expect(states).toEqual(['bypass', 'bypass']);
  });

  it.each(['page', 'upstream', 'all'])('with CACHE_OFF=%s in the configuration, every request renders (bypass)', async (off) => {
    const sf = site({ vars: { CACHE_OFF: off } });
    const states = [(await get(sf, '/products/1001')).state, (await get(sf, '/products/1001')).state];
    expect(states).toEqual(['bypass', 'bypass']);
    expect(sharedPageCache().size).toBe(0);
  });

  it('CACHE_OFF naming other layers leaves the page cache on', async () => {
    const sf = site({ vars: { CACHE_OFF: 'fragment' } });
    const states = [(await get(sf, '/products/1001')).state, (await get(sf, '/products/1001')).state];
    expect(states).toEqual(['miss', 'hit']);
  });
});

describe('page cache: a kept page is what a fresh render gives', () => {
  const contexts: Array<[string, Record<string, string>, string]> = [
    ['desktop', { 'user-agent': DESKTOP_UA }, ''],
    ['mobile web', { 'user-agent': MOBILE_UA }, ''],
    ['app web view', { 'user-agent': APP_UA }, ''],
    ['app banner dismissed', { 'user-agent': MOBILE_UA, cookie: `${APP_BANNER_COOKIE}=1` }, ''],
    ['app nudge hidden (cookie)', { 'user-agent': MOBILE_UA, cookie: `${APP_NUDGE_HIDDEN_COOKIE}=1` }, ''],
    ['search-ad entry', { 'user-agent': MOBILE_UA }, '?n_campaign_type=1'],
  ];

  async function compare(vars: Record<string, string>, headers: Record<string, string>, query = '') {
    const cached = site({ vars });
    const fresh = site({ vars, pageCache: false });
    const miss = await get(cached, `/products/1001${query}`, headers);
    const hit = await get(cached, `/products/1001${query}`, headers);
    const rendered = await get(fresh, `/products/1001${query}`, headers);
    expect([miss.state, hit.state, rendered.state]).toEqual(['miss', 'hit', 'bypass']);
    expect(normalised(hit)).toBe(normalised(rendered));
    return normalised(rendered);
  }

  it.each(contexts)('%s', async (_, headers, query) => {
    await compare({}, headers, query);
  });

  it('the contexts really differ, so the comparisons above mean something', async () => {
    const pages = new Set<string>();
    for (const [, headers, query] of contexts) {
      sharedPageCache().clear(); // each comparison starts with a miss, even when its page is another's
      pages.add(await compare({}, headers, query));
    }
    // The two cookies and the search-ad entry all just hide the app banner, so those three
    // pages are the same (the entry's query is not read by the page, issue 10).
    expect(pages.size).toBe(contexts.length - 2);
  });

  it('feature flags (saving mode on)', async () => {
    const plain = await compare({}, { 'user-agent': DESKTOP_UA });
    await DB.prepare('UPDATE feature_toggles SET enabled = 1 WHERE name = ?').bind('saving-mode').run();
    // A flag app name of its own: the flag cache of the isolate has not seen these toggles.
    const saving = await compare({ FLAGS_APP_NAME: `page-cache-${Date.now()}` }, { 'user-agent': DESKTOP_UA });
    expect(saving).not.toBe(plain);
  });
});

describe('page cache: the location Cache API behind the isolate memory (issue 30 §1)', () => {
  const PAGE_HOST = 'page-cache.storefront.internal';
  const urlOf = (req: RequestInfo | URL) => new URL(req instanceof Request ? req.url : String(req));

  /** A store of the test's own that logs every page read and write (upstream answers pass unlogged). */
  async function loggedStore() {
    const real = await ownStore();
    const log: string[] = [];
    const note = (op: string, req: RequestInfo | URL) => {
      if (urlOf(req).host === PAGE_HOST) log.push(op);
    };
    const store: Cache = {
      match: (req, options) => (note('match', req), real.match(req, options)),
      put: (req, res) => (note('put', req), real.put(req, res)),
      delete: (req, options) => real.delete(req, options),
    } as Cache;
    return { store, log };
  }

  const level = (p: Page) => /page-cache-level;desc="(\w+)"/.exec(p.headers.get('server-timing') ?? '')?.[1] ?? null;

  it('a page kept by one request is served from the location once the memory is empty, with a new nonce', async () => {
    const sf = site({ store: await ownStore() });
    const miss = await get(sf, '/products/1001');
    expect(miss.state).toBe('miss');
    await sf.settled(); // the location write runs in the background (waitUntil)
    const fromMemory = await get(sf, '/products/1001');
    // Another isolate: nothing in its memory, the location has the page.
    sharedPageCache().clear();
    const fromLocation = await get(sf, '/products/1001');
    expect([fromMemory.state, level(fromMemory)]).toEqual(['hit', 'memory']);
    expect([fromLocation.state, level(fromLocation)]).toEqual(['hit', 'location']);
    expect(normalised(fromLocation)).toBe(normalised(miss));
    // The nonce is written in on the way out: every answer its own, every attribute the header's.
    expect(new Set([miss.nonce, fromMemory.nonce, fromLocation.nonce]).size).toBe(3);
    for (const p of [fromMemory, fromLocation]) expect(new Set(nonceAttributes(p.html))).toEqual(new Set([p.nonce]));
    expect(fromLocation.html).not.toContain(miss.nonce);
    expect(fromLocation.headers.get('vary')).toBe('User-Agent');
    // Read once from the location, the page is in memory again.
    expect(level(await get(sf, '/products/1001'))).toBe('memory');
  });

  it('a new storefront in the same location (a new app, an empty memory) is served the kept page', async () => {
    const store = await ownStore();
    const first = site({ store });
    const miss = await get(first, '/products/1002', { 'user-agent': DESKTOP_UA });
    await first.settled();
    sharedPageCache().clear();
    const hit = await get(site({ store }), '/products/1002', { 'user-agent': DESKTOP_UA });
    expect([miss.state, hit.state, level(hit)]).toEqual(['miss', 'hit', 'location']);
    expect(normalised(hit)).toBe(normalised(miss));
  });

  it('a member neither reads nor writes the location; a visitor does both', async () => {
    const { store, log } = await loggedStore();
    const sf = site({ store });
    const jar = await login(sf, 'adult@demo.test');
    const member = await browse(sf, jar, '/products/1001');
    expect(await member.text()).toContain('어른이');
    await sf.settled();
    expect(member.headers.get('server-timing')).toContain('page-cache;desc="bypass"');
    expect(log).toEqual([]);
    // Nothing the member drew was kept: a visitor misses, and then keeps the visitor's page.
    const visitor = await get(sf, '/products/1001');
    await sf.settled();
    expect(visitor.state).toBe('miss');
    expect(visitor.html).not.toContain('어른이');
    expect(log).toEqual(['match', 'put']);
    // With the page at the location, the member still gets their own page and reads nothing.
    sharedPageCache().clear();
    const again = await browse(sf, jar, '/products/1001');
    expect(await again.text()).toContain('어른이');
    expect(again.headers.get('server-timing')).toContain('page-cache;desc="bypass"');
    expect(log).toEqual(['match', 'put']);
  });

  it('an adult-only item is never written to the location, for a visitor or a verified adult', async () => {
    const { store, log } = await loggedStore();
    const sf = site({ store });
    await get(sf, '/products/1005');
    const jar = await login(sf, 'adult@demo.test');
    await (await browse(sf, jar, '/products/1005')).text();
    await sf.settled();
    expect(log.filter((op) => op === 'put')).toEqual([]);
  });

  it('with the page cache off the location is not touched', async () => {
    for (const opts of [{ pageCache: false as const }, { vars: { CACHE_OFF: 'page' } }]) {
      const { store, log } = await loggedStore();
      const sf = site({ ...opts, store });
      await get(sf, '/products/1001');
      await get(sf, '/products/1001');
      await sf.settled();
      expect(log).toEqual([]);
    }
  });
});
