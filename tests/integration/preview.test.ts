import { describe, expect, it } from 'vitest';
import { storefront } from './harness';
import { STOREFRONT_ORIGIN } from './session-helpers';

/**
 * The operator's preview (issue 12 item 10): in development one browser sets the clock, poses as
 * the app web view, overrides flags and enters as from a search ad, and every page says so in
 * a bar with one button that clears it. A production worker has no preview page and ignores the
 * cookies.
 */
const form = (fields: Record<string, string>, origin = STOREFRONT_ORIGIN): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  body: new URLSearchParams(fields).toString(),
});
const setCookies = (res: Response) => res.headers.getSetCookie();
/** The cookie header a browser would send after `res`, live cookies only. */
const jarOf = (res: Response) =>
  setCookies(res)
    .filter((c) => !/Max-Age=0/.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');

const POSE = { clock: '2025-08-20T12:00', device: 'ios', build: '758', 'flag.savingMode': 'on', 'flag.activeCart': '', searchAd: '1', returnTo: '/best-items?page=1' };

describe('preview page', () => {
  it('shows the form, private and unindexed', async () => {
    const res = await storefront().fetch('/_preview?returnTo=/products/1001');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('미리보기 설정');
    expect(html).toContain('name="returnTo" value="/products/1001"');
    expect(html).toContain('noindex');
  });

  it('keeps the choices in cookies and goes back; every page then shows them in the bar', async () => {
    const sf = storefront();
    const set = await sf.fetch('/_preview', form(POSE));
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe('/best-items?page=1');
    const cookie = jarOf(set);
    expect(cookie).toContain('sf_preview=');
    expect(cookie).toContain('sf_now=');
    for (const c of setCookies(set)) expect(c).toMatch(/HttpOnly/);

    const html = await (await sf.fetch('/best-items', { headers: { cookie } })).text();
    const bar = html.slice(html.indexOf('data-testid="preview-bar"'), html.indexOf('</aside>', html.indexOf('data-testid="preview-bar"')));
    expect(bar).toContain('미리보기 중');
    for (const item of ['시계 2025.08.20 12:00', 'iOS 앱 빌드 758', '절약 모드 켬', '검색광고 유입']) expect(bar).toContain(item);
    expect(bar).not.toContain('장바구니 활성');
    expect(bar).toContain('href="/_preview?returnTo=%2Fbest-items"');
    // Posed as the app web view: the app has its own tab bar, so the page draws none.
    expect(html).not.toContain('data-testid="bottom-nav"');

    const flags = await (await sf.fetch('/api/flags', { headers: { cookie } })).json();
    expect(flags).toMatchObject({ savingMode: true });
  });

  it('the bar and the posed page never reach a browser that is not previewing', async () => {
    const sf = storefront();
    const cookie = jarOf(await sf.fetch('/_preview', form(POSE)));
    await (await sf.fetch('/best-items', { headers: { cookie } })).text();
    const plain = await (await sf.fetch('/best-items')).text();
    expect(plain).not.toContain('data-testid="preview-bar"');
    expect(plain).toContain('data-testid="bottom-nav"');
  });

  it('clears everything with one post', async () => {
    const sf = storefront();
    const res = await sf.fetch('/_preview/clear', form({ returnTo: '/best-items' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/best-items');
    const gone = setCookies(res);
    expect(gone.some((c) => c.startsWith('sf_preview=;') && /Max-Age=0/.test(c))).toBe(true);
    expect(gone.some((c) => c.startsWith('sf_now=;') && /Max-Age=0/.test(c))).toBe(true);
  });

  it("refuses a bad clock with the Korean message, another site's post, and a way back off this origin", async () => {
    const sf = storefront();
    const bad = await sf.fetch('/_preview', form({ ...POSE, clock: '2025-02-30T12:00' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('시각을 확인해주세요');
    expect(setCookies(bad)).toEqual([]);

    const cross = await sf.fetch('/_preview', form(POSE, 'https://evil.example'));
    expect(cross.status).toBe(303);
    expect(setCookies(cross)).toEqual([]);

    for (const away of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const res = await sf.fetch('/_preview', form({ ...POSE, returnTo: away }));
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('ignores a forged or oversized cookie', async () => {
    const sf = storefront();
    for (const cookie of ['sf_preview=device%3Dwindows%26flag.x%3D1', `sf_preview=${'a'.repeat(2000)}`, 'sf_preview=%E0%A4%A', 'sf_now=yesterday']) {
      const res = await sf.fetch('/best-items', { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('data-testid="preview-bar"');
    }
  });
});

describe('a production worker', () => {
  it('has no preview page and reads no preview cookie', async () => {
    const sf = storefront({ vars: { ENVIRONMENT: 'production' } });
    for (const [method, path] of [
      ['GET', '/_preview'],
      ['POST', '/_preview'],
      ['POST', '/_preview/clear'],
    ] as const) {
      const res = await sf.fetch(path, method === 'GET' ? {} : form(POSE));
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(setCookies(res).filter((c) => c.startsWith('sf_preview') || c.startsWith('sf_now'))).toEqual([]);
      await res.text();
    }
    const html = await (await sf.fetch('/best-items', { headers: { cookie: 'sf_preview=device%3Dios%26flag.savingMode%3D1%26searchAd%3D1; sf_now=2025-08-20T12%3A00' } })).text();
    expect(html).not.toContain('data-testid="preview-bar"');
    expect(html).toContain('data-testid="bottom-nav"');
    const flags = await (await sf.fetch('/api/flags', { headers: { cookie: 'sf_preview=flag.savingMode%3D1' } })).json();
    expect(flags).toMatchObject({ savingMode: false });
  });
});

describe('fake app page', () => {
  it('frames a path of ours as the posed app, may frame our own origin, and is not in production', async () => {
    const res = await storefront().fetch('/_app?path=%2Fproducts%2F1001&platform=android&build=536');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-src 'self'");
    expect(setCookies(res).join('\n')).toContain('sf_preview=device%3Dandroid%26build%3D536');
    const html = await res.text();
    expect(html).toContain('src="/products/1001"');
    expect(html).toContain('가짜 앱 (샌드박스) · Android 빌드 536');

    for (const away of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      const page = await (await storefront().fetch(`/_app?path=${encodeURIComponent(away)}`)).text();
      expect(page).toContain('id="app-frame" title="앱 웹뷰" src="/"');
    }
    const prod = await storefront({ vars: { ENVIRONMENT: 'production' } }).fetch('/_app?path=%2F');
    expect(prod.status).toBe(404);
    expect(setCookies(prod).filter((c) => c.startsWith('sf_preview'))).toEqual([]);
    await prod.text();
  });
});
