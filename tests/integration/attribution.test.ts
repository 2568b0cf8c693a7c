import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createOriginApp } from '../../origin/app';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { attributionParams } from '../../src/navigation/attribution-link';
import { FLAGS_KEY, originUpstream, storefront } from './harness';
import { browse, Jar, login, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Attribution links (issue 12 item 5; spec 3.8, 5, 7, 8): the storefront's gateway asks the
 * upstream for a short link with the spec's parameters; the reference origin's sandbox keeps them
 * and resolves the link to a page offering the app link and the web page. Links land only on our
 * pages; an upstream without a provider, or an answer without a link, is a failure the browser
 * turns into its static link.
 */
const DB = (env as unknown as { DB: D1Database }).DB;
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN, ...headers },
});
const item = new URL(`${STOREFRONT_ORIGIN}/products/1001?utm_campaign=fall#review`);

describe('attribution links', () => {
  it('makes a short link for a visitor that resolves to the app link and the web page, labelled sandbox', async () => {
    const sf = storefront();
    const res = await sf.fetch('/api/v4/attribution-link', json(attributionParams('share', item)));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const { data } = (await res.json()) as { data: { link: string } };
    expect(data.link).toMatch(/^http:\/\/127\.0\.0\.1:8787\/sandbox\/onelink\/[a-z0-9]{10}$/);

    const landing = await sf.fetch(new URL(data.link).pathname);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('샌드박스');
    expect(html).toContain('href="storefront://product/1001?utm_campaign=fall#review"');
    expect(html).toContain(`href="${item.href}"`);
    expect(html).toContain('storefront_share · share · fall');
    expect((await sf.fetch('/sandbox/onelink/zzzzzzzzzz')).status).toBe(404);
    expect((await sf.fetch('/sandbox/onelink/..%2f..%2fuser')).status).toBe(404);
  });

  it("stores a member's link with the same parameters (credentials go along)", async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const res = await browse(sf, jar, '/api/v4/attribution-link', json(attributionParams('appBanner', new URL(`${STOREFRONT_ORIGIN}/`))));
    expect(res.status).toBe(200);
    const code = ((await res.json()) as { data: { link: string } }).data.link.split('/').pop();
    const row = await DB.prepare('SELECT params FROM sandbox_onelinks WHERE code = ?').bind(code).first<{ params: string }>();
    expect(JSON.parse(row!.params)).toMatchObject({ pid: 'storefront_mobile_web', c: 'app_install_banner', af_dp: 'storefront://' });
  });

  it('refuses links that land elsewhere, malformed parameters and cross-site calls, without a 5xx', async () => {
    const sf = storefront();
    const elsewhere = await sf.fetch('/api/v4/attribution-link', json({ pid: 'x', af_web_dp: 'https://evil.example/phish' }));
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_REQUEST', message: '요청 형식이 올바르지 않아요. 다시 시도해주세요.', field: 'af_web_dp' });
    for (const bad of [{}, { pid: '' }, { pid: 'x', af_dp: 'javascript:alert(1)' }, { pid: 'x', af_click_lookback: 'forever' }, { pid: 'x', af_web_dp: 'ftp://127.0.0.1:8787/' }]) {
      expect((await sf.fetch('/api/v4/attribution-link', json(bad))).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await sf.fetch('/api/v4/attribution-link', { method: 'POST', body: '{', headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN } })).status).toBe(400);
    expect((await sf.fetch('/api/v4/attribution-link', json({ pid: 'x' }, { origin: 'https://evil.example' }))).status).toBe(403);
  });

  it('fails (for the browser to use its static link) when the upstream has no provider or answers no link', async () => {
    const origin = createOriginApp();
    const production: UpstreamFetch = async (path, init) => origin.fetch(new Request(`http://origin.internal${path}`, init), { DB, FLAGS_KEY });
    const unavailable = await storefront({ upstream: production }).fetch('/api/v4/attribution-link', json(attributionParams('share', item)));
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toMatchObject({ result: 'FAIL', errorCode: 'ATTRIBUTION_UNAVAILABLE' });

    const inner = originUpstream();
    const linkless: UpstreamFetch = async (path, init) =>
      path === '/api/v4/attribution-link' ? new Response(JSON.stringify({ result: 'SUCCESS', data: {} }), { headers: { 'content-type': 'application/json' } }) : inner(path, init);
    const broken = await storefront({ upstream: linkless }).fetch('/api/v4/attribution-link', json(attributionParams('share', item)));
    expect(broken.status).toBe(502);
    expect(await broken.json()).toMatchObject({ result: 'FAIL', message: '일시적으로 에러가 발생했습니다. 잠시 후 다시 시도해주세요.' });
  });

  it("the banner's /app-link answers with the page's link: the provider's, else the static long link, else the store", async () => {
    const sf = storefront();
    const res = await sf.fetch('/app-link?from=%2Fproducts%2F1001%3Futm_campaign%3Dfall', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const short = res.headers.get('location')!;
    expect(short).toMatch(/^http:\/\/127\.0\.0\.1:8787\/sandbox\/onelink\/[a-z0-9]{10}$/);
    const landing = await (await sf.fetch(new URL(short).pathname)).text();
    expect(landing).toContain('href="storefront://product/1001?utm_campaign=fall"');
    expect(landing).toContain('storefront_mobile_web · app_install_banner · fall');

    // `from` is only ever a path here: another site is the home page.
    for (const from of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const odd = await sf.fetch(`/app-link?from=${encodeURIComponent(from)}`, { redirect: 'manual' });
      const code = odd.headers.get('location')!.split('/').pop();
      const row = await DB.prepare('SELECT params FROM sandbox_onelinks WHERE code = ?').bind(code).first<{ params: string }>();
      expect(JSON.parse(row!.params).af_web_dp).toBe('http://127.0.0.1:8787/');
    }

    // The call fails: the static long link (spec 8) on the sandbox resolver, which shows the same page.
    const inner = originUpstream();
    const linkless: UpstreamFetch = async (path, init) => (path === '/api/v4/attribution-link' ? new Response('{}', { headers: { 'content-type': 'application/json' } }) : inner(path, init));
    const fallback = await storefront({ upstream: linkless }).fetch('/app-link?from=%2Fweeks', { redirect: 'manual' });
    const long = new URL(fallback.headers.get('location')!);
    expect(long.origin + long.pathname).toBe('http://127.0.0.1:8787/sandbox/onelink');
    expect(Object.fromEntries(long.searchParams)).toMatchObject({ pid: 'storefront_mobile_web', af_dp: 'storefront://weeks', af_web_dp: 'http://127.0.0.1:8787/weeks' });
    const resolved = await sf.fetch(long.pathname + long.search);
    expect(resolved.status).toBe(200);
    expect(await resolved.text()).toContain('href="storefront://weeks"');

    // Production without a provider or a OneLink base: the configured store of the shopper's phone
    // (issue 31 §1: PLAY_STORE_ID), and without one the page itself, never a placeholder listing.
    const origin = createOriginApp();
    const production: UpstreamFetch = async (path, init) => origin.fetch(new Request(`http://origin.internal${path}`, init), { DB, FLAGS_KEY });
    const android = { redirect: 'manual', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' } } as const;
    const store = await storefront({ upstream: production, vars: { ENVIRONMENT: 'production', PLAY_STORE_ID: 'kr.hangyeol.shop' } }).fetch('/app-link?from=%2F', android);
    expect(store.status).toBe(302);
    expect(store.headers.get('location')).toBe('https://play.google.com/store/apps/details?id=kr.hangyeol.shop');
    const none = await storefront({ upstream: production, vars: { ENVIRONMENT: 'production' } }).fetch('/app-link?from=%2Fweeks', android);
    expect(none.status).toBe(302);
    expect(none.headers.get('location')).toBe('/weeks');
  });

  it("gives the item page's share button the link base, and the banner its /app-link", async () => {
    const sf = storefront();
    const html = await (await sf.fetch('/products/1001')).text();
    expect(html).toContain('"linkBase":"http://127.0.0.1:8787/sandbox/onelink"');
    const mobile = await (
      await sf.fetch('/best-items', { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' } })
    ).text();
    expect(mobile).toContain('href="/app-link?from=%2Fbest-items"');
  });
});
