import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { fragmentCacheCounts } from '../../edge/render/fragment-cache';
import { storefront, type Storefront, type StorefrontOptions, type TestStorefront } from './harness';
import { browse, login } from './session-helpers';

/**
 * The fragment cache (edge/render/fragment-cache.tsx) in workerd, against the reference origin: the item
 * page's parts drawn from one shared upstream answer are rendered once and then written out,
 * and the page that gives is byte for byte the page drawing every part gives, islands included
 * (their server HTML and props), for each variant a part names (web or app links and sheets,
 * saving mode) and for a member.
 */
const DB = (env as unknown as { DB: D1Database }).DB;
// One clock for the file: the cards' labels are worded at it, and a test must not straddle a change.
const VARS = { STOREFRONT_NOW: new Date().toISOString() };
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';
// The item page's kept parts: info, the item's own cards, reviews, Q&A, brand best, similar
// items, and the purchase panel and gallery islands (their HTML with their props).
const PARTS = 8;

const site = (opts: StorefrontOptions = {}): TestStorefront => storefront({ pageCache: false, ...opts, vars: { ...VARS, ...opts.vars } });

async function page(sf: Storefront, path: string, init: RequestInit = {}): Promise<string> {
  const res = await sf.fetch(path, init);
  expect(res.status).toBe(200);
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce).toBeTruthy();
  return html.replaceAll(nonce!, 'NONCE');
}

/** The page drawn (parts kept in the background), then written out from the fragment cache, then drawn by a storefront that keeps nothing. */
async function compare(path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const kept = site({ vars });
  const drawn = site({ vars, fragmentCache: false });
  await page(kept, path, init);
  await kept.settled();
  const before = fragmentCacheCounts().written;
  const written = await page(kept, path, init);
  const parts = fragmentCacheCounts().written - before;
  const fresh = await page(drawn, path, init);
  return { written, fresh, parts };
}

afterEach(async () => {
  await DB.prepare('UPDATE feature_toggles SET enabled = 0 WHERE name = ?').bind('saving-mode').run();
});

describe('the fragment cache on the item page', () => {
  it('CACHE_OFF=fragment in the configuration: nothing is cached or written out, the page is the same', async () => {
    const cached = await compare('/products/1001', { headers: { 'user-agent': DESKTOP_UA } });
    const { written, parts } = await compare('/products/1001', { headers: { 'user-agent': DESKTOP_UA } }, { CACHE_OFF: 'fragment' });
    expect(parts).toBe(0);
    expect(written).toBe(cached.written);
  });

  it('CACHE_OFF=all in the configuration: nothing is cached or written out', async () => {
    // (Not compared byte for byte: without the upstream cache the deferred sections may stream in another order.)
    const { parts } = await compare('/products/1001', { headers: { 'user-agent': DESKTOP_UA } }, { CACHE_OFF: 'all' });
    expect(parts).toBe(0);
  });

  it.each([
    ['desktop web', DESKTOP_UA],
    ['app web view', APP_UA],
  ])('%s: written out, every part is what drawing it gives', async (_, ua) => {
    const { written, fresh, parts } = await compare('/products/1001', { headers: { 'user-agent': ua } });
    expect(parts).toBeGreaterThanOrEqual(PARTS);
    expect(written).toBe(fresh);
    expect(written).toContain('data-testid="reviews"');
    expect(written).toContain('data-testid="brand-best"');
    expect(written).toContain('data-testid="qna"');
    // The gallery's first image keeps its preload hint in the head, written out or drawn.
    const head = written.slice(0, written.indexOf('</head>'));
    const hint = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
    expect(hint).toContain('fetchPriority="high"');
    expect(hint).toContain('imageSrcSet="/images/');
  });

  it('kept for one shopper, written out for another whose page differs elsewhere: still what drawing gives', async () => {
    const kept = site();
    const drawn = site({ fragmentCache: false });
    const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
    const ANDROID_APP_UA = `${MOBILE_UA} StorefrontApp/Android/5.12.0(600)`;
    // Kept from a desktop visitor's page; then a phone, the Android app, and a member.
    await page(kept, '/products/1001', { headers: { 'user-agent': DESKTOP_UA } });
    await page(kept, '/products/1001', { headers: { 'user-agent': APP_UA } });
    await kept.settled();
    for (const ua of [MOBILE_UA, ANDROID_APP_UA]) {
      const before = fragmentCacheCounts().written;
      const written = await page(kept, '/products/1001', { headers: { 'user-agent': ua } });
      expect(fragmentCacheCounts().written - before, ua).toBeGreaterThan(0);
      expect(written, ua).toBe(await page(drawn, '/products/1001', { headers: { 'user-agent': ua } }));
    }
    const jar = await login(kept, 'fresh@demo.test');
    const nonceless = (html: string) => html.replace(/nonce="[^"]*"/g, '').replace(/'nonce-[^']*'/g, '');
    const before = fragmentCacheCounts().written;
    const member = await (await browse(kept, jar, '/products/1001')).text();
    expect(fragmentCacheCounts().written - before).toBeGreaterThan(0);
    expect(nonceless(member)).toBe(nonceless(await (await browse(drawn, jar, '/products/1001')).text()));
  });

  it('another day: labels worded at the new clock, never the day the part was kept', async () => {
    const today = await compare('/products/1001', { headers: { 'user-agent': DESKTOP_UA } });
    const later = { STOREFRONT_NOW: new Date(Date.parse(VARS.STOREFRONT_NOW) + 40 * 86_400_000).toISOString() };
    const kept = storefront({ pageCache: false, vars: later });
    const drawn = storefront({ pageCache: false, fragmentCache: false, vars: later });
    const written = await page(kept, '/products/1001', { headers: { 'user-agent': DESKTOP_UA } });
    expect(written).toBe(await page(drawn, '/products/1001', { headers: { 'user-agent': DESKTOP_UA } }));
    expect(today.written).toContain('data-testid="reviews"');
  });

  it('web and app links are kept apart (the cards link differently in the app)', async () => {
    const web = await compare('/products/1001', { headers: { 'user-agent': DESKTOP_UA } });
    const app = await compare('/products/1001', { headers: { 'user-agent': APP_UA } });
    const cards = (html: string) => html.slice(html.indexOf('id="recommend"'), html.indexOf('</article>'));
    expect(cards(web.written)).not.toBe(cards(app.written));
  });

  it('saving mode is a variant of its own', async () => {
    const plain = await compare('/products/1001', { headers: { 'user-agent': DESKTOP_UA } });
    await DB.prepare('UPDATE feature_toggles SET enabled = 1 WHERE name = ?').bind('saving-mode').run();
    // A flag app name of its own: the flag cache of the isolate has not seen this toggle.
    const saving = await compare('/products/1001', { headers: { 'user-agent': DESKTOP_UA } }, { FLAGS_APP_NAME: `fragment-cache-${Date.now()}` });
    expect(saving.written).toBe(saving.fresh);
    const info = (html: string) => html.slice(html.indexOf('id="info"'), html.indexOf('id="review"'));
    expect(info(saving.written)).not.toBe(info(plain.written));
  });

  it("a member's page: the kept parts are the ones every shopper sees, the member's own are drawn", async () => {
    const kept = site();
    const drawn = site({ fragmentCache: false });
    const jar = await login(kept, 'fresh@demo.test');
    await (await browse(kept, jar, '/products/1002')).text();
    await kept.settled();
    const before = fragmentCacheCounts().written;
    const written = await (await browse(kept, jar, '/products/1002')).text();
    expect(fragmentCacheCounts().written - before).toBeGreaterThan(0);
    const fresh = await (await browse(drawn, jar, '/products/1002')).text();
    const nonceless = (html: string) => html.replace(/nonce="[^"]*"/g, '').replace(/'nonce-[^']*'/g, '');
    expect(nonceless(written)).toBe(nonceless(fresh));
    // Still the member's page: their menu, not a visitor's.
    expect(written).toContain('data-island-props="member-menu"');
  });
});
