import { describe, expect, it } from 'vitest';
import { storefront } from './harness';

/** Set-Cookie lines of a response, by cookie name. */
function setCookies(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) out[line.slice(0, line.indexOf('='))] = line;
  return out;
}

const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('campaign entry (spec 1, 2.3, 9)', () => {
  const sf = storefront();

  it.each(['/best-items?NaPm=ct%3Dabc%7Cci%3D1', '/search?keyword=%EB%8B%88%ED%8A%B8&n_campaign_type=1', '/?n_campaign_type=2&utm_campaign=summer'])(
    'a search-ad entry on %s sets the 600 s campaign cookie and the 1800 s nudge-hidden cookie',
    async (path) => {
      const res = await sf.fetch(path);
      expect(res.status).toBe(200);
      const c = setCookies(res);
      expect(c.sf_campaign).toMatch(/Max-Age=600;/);
      expect(c.sf_campaign).toMatch(/Path=\/; SameSite=Lax; Secure/);
      expect(c.sf_app_nudge_hidden).toMatch(/^sf_app_nudge_hidden=1; Max-Age=1800;/);
      await res.body?.cancel();
    },
  );

  it('keeps the search-ad code in the campaign cookie', async () => {
    const res = await sf.fetch('/best-items?NaPm=ct%3Dabc&n_campaign_type=1');
    const value = decodeURIComponent(setCookies(res).sf_campaign!.split(';')[0]!.split('=').slice(1).join('='));
    expect(new URLSearchParams(value).get('NaPm')).toBe('ct=abc');
    expect(new URLSearchParams(value).get('n_campaign_type')).toBe('1');
    await res.body?.cancel();
  });

  it.each(['/best-items', '/best-items?utm_campaign=summer', '/best-items?n_campaign_type=7', '/best-items?NaPm='])('a plain visit (%s) sets no campaign cookie', async (path) => {
    const res = await sf.fetch(path);
    const c = setCookies(res);
    expect(c.sf_campaign).toBeUndefined();
    expect(c.sf_app_nudge_hidden).toBeUndefined();
    await res.body?.cancel();
  });

  it('sets no campaign cookie on JSON answers', async () => {
    const res = await sf.fetch('/api/v4/keyword/popular?NaPm=abc');
    expect(res.status).toBe(200);
    expect(setCookies(res).sf_campaign).toBeUndefined();
  });

  it('hides the app-install banner on mobile web after a search-ad entry, shows it otherwise', async () => {
    const plain = await (await sf.fetch('/best-items', { headers: { 'user-agent': MOBILE_UA } })).text();
    expect(plain).toContain('data-island="AppBanner"');
    const entry = await (await sf.fetch('/best-items?NaPm=abc', { headers: { 'user-agent': MOBILE_UA } })).text();
    expect(entry).not.toContain('data-island="AppBanner"');
    const later = await (await sf.fetch('/best-items', { headers: { 'user-agent': MOBILE_UA, cookie: 'sf_app_nudge_hidden=1' } })).text();
    expect(later).not.toContain('data-island="AppBanner"');
    const dismissed = await (await sf.fetch('/best-items', { headers: { 'user-agent': MOBILE_UA, cookie: 'sf_app_banner_dismissed=1' } })).text();
    expect(dismissed).not.toContain('data-island="AppBanner"');
  });

  it('never shows the banner on desktop or in the app web view', async () => {
    const desktop = await (await sf.fetch('/best-items')).text();
    expect(desktop).not.toContain('data-island="AppBanner"');
    const app = await (await sf.fetch('/best-items', { headers: { 'user-agent': `${MOBILE_UA} StorefrontApp/Android/5.12.0(536)` } })).text();
    expect(app).not.toContain('data-island="AppBanner"');
    expect(app).not.toContain('data-testid="bottom-nav"');
  });
});

describe('page cookies (spec 4.7, 9)', () => {
  const sf = storefront();

  it('saves the current URL (1800 s) and moves the old one to the previous URL (3 s)', async () => {
    const res = await sf.fetch('/best-items', { headers: { cookie: 'sf_current_url=http%3A%2F%2F127.0.0.1%3A8787%2F' } });
    const c = setCookies(res);
    expect(c.sf_current_url).toMatch(/^sf_current_url=http%3A%2F%2F127.0.0.1%3A8787%2Fbest-items; Max-Age=1800; Path=\/; SameSite=Lax; Secure$/);
    expect(c.sf_previous_url).toMatch(/^sf_previous_url=http%3A%2F%2F127.0.0.1%3A8787%2F; Max-Age=3;/);
    expect(c.sf_cart_visits).toMatch(/^sf_cart_visits=0; Max-Age=1800;/);
    await res.body?.cancel();
  });

  it('writes nothing on a reload of the current URL', async () => {
    const res = await sf.fetch('/best-items', { headers: { cookie: 'sf_current_url=http%3A%2F%2F127.0.0.1%3A8787%2Fbest-items' } });
    expect(setCookies(res).sf_current_url).toBeUndefined();
    await res.body?.cancel();
  });

  it('does not count error pages, JSON or redirects as page views', async () => {
    for (const path of ['/no-such-page', '/api/v4/keyword/popular', '/catalog/1001']) {
      const res = await sf.fetch(path, { redirect: 'manual' });
      expect(setCookies(res).sf_current_url, path).toBeUndefined();
      await res.body?.cancel();
    }
  });

  it('survives junk cookies', async () => {
    const res = await sf.fetch('/best-items', { headers: { cookie: 'sf_cart_visits=-5; sf_current_url=%E0%A4%A; sf_campaign=%%%; =x; ;;' } });
    expect(res.status).toBe(200);
    expect(setCookies(res).sf_cart_visits).toMatch(/^sf_cart_visits=0;/);
    await res.body?.cancel();
  });
});
