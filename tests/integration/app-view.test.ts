import { describe, expect, it } from 'vitest';
import { ICON_CACHE_CONTROL } from '../../edge/icons';
import { storefront } from './harness';

/**
 * Issue 29 §4 and §5 in workerd: the app web view is drawn without the web's header, search box,
 * notice strip, footer and bottom navigation (the app has its own), keeps the item page's
 * purchase bar, and the page cache never serves one variant to the other; the shop's icons and
 * manifest are served with their types.
 */
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
// One fixed clock: the page cache keys on the minute, and a comparison must not straddle one.
const VARS = { STOREFRONT_NOW: new Date().toISOString() };

const WEB_CHROME = {
  header: 'class="site-header',
  search: 'id="site-search"',
  notice: 'data-testid="notice-strip"',
  footer: 'site-footer',
  bottomNav: 'data-testid="bottom-nav"',
};

async function page(sf: ReturnType<typeof storefront>, path: string, ua: string) {
  const res = await sf.fetch(path, { headers: { 'user-agent': ua } });
  return { res, html: await res.text() };
}

const chromeIn = (html: string) => Object.fromEntries(Object.entries(WEB_CHROME).map(([k, marker]) => [k, html.includes(marker)]));

describe('the app web view draws no web chrome', () => {
  it('the item page in the app: no header, search, notice strip or footer; the purchase bar stays', async () => {
    const sf = storefront({ vars: VARS });
    const app = await page(sf, '/products/1001', APP_UA);
    expect(app.res.status).toBe(200);
    expect(chromeIn(app.html)).toEqual({ header: false, search: false, notice: false, footer: false, bottomNav: false });
    expect(app.html).toContain('data-purchase-bar');
    // The member plumbing the header's menu starts on the web (tracking id, spec 6) has its own island.
    expect(app.html).toContain('data-island="MemberSession"');
    expect(app.html).not.toContain('data-island="MemberMenu"');
    expect(app.html).toContain('id="main"');
    // 리뷰 n개 jumps within the page, in the app as on the web.
    expect(app.html).toMatch(/<a href="#review"[^>]*data-testid="review-link"/);
    const web = await page(sf, '/products/1001', MOBILE_UA);
    expect(chromeIn(web.html)).toMatchObject({ header: true, search: true, notice: true, footer: true });
    expect(web.html).toMatch(/<a href="#review"[^>]*data-testid="review-link"/);
    expect(web.html).not.toContain('data-island="MemberSession"');
  });

  it('a listing in the app: no web chrome, item links in the app scheme', async () => {
    const sf = storefront({ vars: VARS });
    const app = await page(sf, '/best-items', APP_UA);
    expect(app.res.status).toBe(200);
    expect(chromeIn(app.html)).toEqual({ header: false, search: false, notice: false, footer: false, bottomNav: false });
    expect(app.html).toContain('storefront://product/');
    const web = await page(sf, '/best-items', MOBILE_UA);
    expect(chromeIn(web.html)).toEqual({ header: true, search: true, notice: true, footer: true, bottomNav: true });
    expect(web.html).not.toContain('storefront://product/');
  });

  it('the page cache keeps the app and web variants apart, both ways round', async () => {
    const sf = storefront({ vars: VARS });
    for (const [first, second] of [
      [MOBILE_UA, APP_UA],
      [APP_UA, MOBILE_UA],
    ] as const) {
      for (const path of ['/products/1002', '/products/1004']) {
        await page(sf, path, first);
        const again = await page(sf, path, first);
        expect(again.res.headers.get('server-timing') ?? '', `${path} is kept`).toContain('page-cache;desc="hit"');
        const other = await page(sf, path, second);
        expect(chromeIn(other.html).header, `${path} for ${second === APP_UA ? 'the app' : 'the web'}`).toBe(second !== APP_UA);
      }
    }
  });

  it('pages that differ by device say so to shared caches', async () => {
    const sf = storefront({ vars: VARS });
    for (const path of ['/', '/products/1001', '/best-items']) {
      const { res } = await page(sf, path, APP_UA);
      const cc = res.headers.get('cache-control') ?? '';
      // Either kept out of shared caches, or varied on the User-Agent the variant comes from.
      expect(/\b(private|no-store)\b/.test(cc) || /user-agent/i.test(res.headers.get('vary') ?? ''), `${path}: ${cc}`).toBe(true);
    }
  });
});

describe('favicon, app icons and manifest', () => {
  // The build copies public/icons to dist/client/icons; here a stand-in store answers with bytes
  // and a wrong type, so the test sees the type the edge sets.
  const asked: string[] = [];
  const ASSETS = {
    fetch: async (req: Request) => {
      const path = new URL(req.url).pathname;
      asked.push(path);
      return path.startsWith('/icons/') && !path.includes('nothing')
        ? new Response(`bytes of ${path}`, { headers: { 'content-type': 'application/octet-stream' } })
        : new Response('no', { status: 404 });
    },
  };

  it('links real icons and a manifest in every page head, never data:,', async () => {
    const sf = storefront({ vars: VARS });
    for (const ua of [MOBILE_UA, APP_UA]) {
      const { html } = await page(sf, '/', ua);
      expect(html).not.toContain('data:,');
      expect(html).toContain('<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml"/>');
      expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    }
  });

  it.each([
    ['/icons/favicon.svg', 'image/svg+xml', '/icons/favicon.svg'],
    ['/favicon.ico', 'image/x-icon', '/icons/favicon.ico'],
    ['/icons/icon-192.png', 'image/png', '/icons/icon-192.png'],
    ['/icons/icon-512.png', 'image/png', '/icons/icon-512.png'],
    ['/apple-touch-icon.png', 'image/png', '/icons/apple-touch-icon.png'],
  ])('%s is served as %s from %s, cached long', async (path, type, file) => {
    const sf = storefront({ bindings: { ASSETS } });
    const res = await sf.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe(ICON_CACHE_CONTROL);
    expect(await res.text()).toBe(`bytes of ${file}`);
  });

  it('answers 404 for a name that is not an icon, without asking the store for it', async () => {
    const sf = storefront({ bindings: { ASSETS } });
    asked.length = 0;
    for (const path of ['/icons/other.png', '/icons/..%2Fasset-manifest.json', '/icons/nothing.png']) {
      const res = await sf.fetch(path);
      expect(res.status, path).toBe(404);
      await res.text();
    }
    expect(asked).toEqual([]);
  });

  it('the manifest names the shop and its icons', async () => {
    const res = await storefront().fetch('/manifest.webmanifest');
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as { name: string; icons: Array<{ src: string; sizes: string }> };
    expect(manifest.name).toBe('셀렉트샵');
    expect(manifest.icons.map((i) => `${i.src} ${i.sizes}`)).toEqual(['/icons/icon-192.png 192x192', '/icons/icon-512.png 512x512', '/icons/favicon.svg any']);
  });
});
