import { describe, expect, it } from 'vitest';
import { originUpstream, rewritingUpstream, storefront } from './harness';
import { browse, Jar, login, PASSWORD, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 31 §5 (spec 8: the gateway logs and reports any error): an error page is reported to
 * Sentry as an envelope; in development the sandbox collector keeps it and `/_ops/errors` shows
 * the payload as Sentry would receive it. It names the page type, device and release, and never
 * the member, their token, cookies or the query. The gateway's JSON routes (`/api/*`, `/user/*`)
 * report their faults the same way, once each.
 */
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.0.0(700)';

interface Collected {
  header: { dsn: string };
  item: { type: string };
  event: { release: string; tags: Record<string, string>; request: { url: string }; exception: { values: { type: string }[] } };
}

describe('error reports', () => {
  it('sends an error page to the sandbox collector with page type, device and release, and nothing personal', async () => {
    // The item's answer loses its shape: the page is a 502 the edge must report.
    const upstream = rewritingUpstream(originUpstream(), /product-detail\/1002/, () => ({ data: { junk: true } }));
    const sf = storefront({ upstream, vars: { RELEASE: 'test-release-31' } });
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const res = await browse(sf, jar, '/products/1002?keyword=secret-keyword&token=abc', { headers: { 'user-agent': APP_UA } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    await res.text();

    const list = (await (await sf.fetch('/_ops/errors?limit=50')).json()) as Collected[];
    const report = list.find((r) => r.event.request.url === '/products/1002');
    expect(report, JSON.stringify(list).slice(0, 500)).toBeDefined();
    expect(report!.item.type).toBe('event');
    expect(report!.header.dsn).toContain('errors.sandbox.invalid');
    expect(report!.event.release).toBe('test-release-31');
    expect(report!.event.tags).toMatchObject({ page_type: 'item_detail', device: 'appWebView', platform: 'ios', app_build: '700', status: String(res.status) });
    const payload = JSON.stringify(report);
    const cookieValues = jar
      .header()
      .split(/;\s*/)
      .map((p) => p.slice(p.indexOf('=') + 1))
      .filter((v) => v.length > 8);
    expect(cookieValues.length).toBeGreaterThan(0);
    for (const secret of ['adult@demo.test', '어른이', 'secret-keyword', 'token=abc', ...cookieValues]) expect(payload, secret).not.toContain(secret);
  });

  it('reports a gateway JSON route whose upstream fails, once, with its route, device and release, and nothing personal', async () => {
    // The agreements' answer loses its shape: the gateway answers 502 JSON (upstreamFailure).
    const upstream = rewritingUpstream(originUpstream(), /\/api\/v4\/agreements/, () => 42);
    const sf = storefront({ upstream, vars: { RELEASE: 'test-release-gw' } });
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const res = await browse(sf, jar, '/api/v4/agreements?token=abc', { headers: { 'user-agent': APP_UA } });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { result: string }).result).toBe('FAIL');

    const list = (await (await sf.fetch('/_ops/errors?limit=50')).json()) as Collected[];
    const reports = list.filter((r) => r.event.request.url === '/api/v4/agreements' && r.event.release === 'test-release-gw');
    expect(reports.length, JSON.stringify(list).slice(0, 500)).toBe(1);
    expect(reports[0]!.event.tags).toMatchObject({ page_type: 'gateway GET /api/v4/agreements', device: 'appWebView', platform: 'ios', app_build: '700', status: '502' });
    const payload = JSON.stringify(reports[0]);
    const cookieValues = jar
      .header()
      .split(/;\s*/)
      .map((p) => p.slice(p.indexOf('=') + 1))
      .filter((v) => v.length > 8);
    for (const secret of ['adult@demo.test', '어른이', 'token=abc', ...cookieValues]) expect(payload, secret).not.toContain(secret);
  });

  it('reports a gateway 5xx its handler only logged (a login the upstream cannot answer), once, without the id or password', async () => {
    const upstream = rewritingUpstream(originUpstream(), /\/user\/login/, () => ({ junk: true }));
    const sf = storefront({ upstream, vars: { RELEASE: 'test-release-login' } });
    const res = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: 'adult@demo.test', password: PASSWORD }),
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    const { errorCode } = (await res.json()) as { errorCode: string };

    const list = (await (await sf.fetch('/_ops/errors?limit=50')).json()) as Collected[];
    const reports = list.filter((r) => r.event.request.url === '/user/login' && r.event.release === 'test-release-login');
    expect(reports.length, JSON.stringify(list).slice(0, 500)).toBe(1);
    expect(reports[0]!.event.tags).toMatchObject({ page_type: 'gateway POST /user/login', status: String(res.status) });
    expect(reports[0]!.event.exception.values[0]!.type).toBe(errorCode);
    const payload = JSON.stringify(reports[0]);
    for (const secret of ['adult@demo.test', PASSWORD]) expect(payload, secret).not.toContain(secret);
  });

  it('reports a logout the upstream could not answer, though the shopper is logged out and told 200', async () => {
    const origin = originUpstream();
    const upstream = async (path: string, init?: RequestInit) => (/\/user\/logout/.test(path) ? new Response('{"message":"down"}', { status: 503 }) : origin(path, init));
    const sf = storefront({ upstream, vars: { RELEASE: 'test-release-logout' } });
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const res = await browse(sf, jar, '/user/logout', { method: 'POST', headers: { origin: STOREFRONT_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().length).toBeGreaterThan(0);
    await res.text();

    const list = (await (await sf.fetch('/_ops/errors?limit=50')).json()) as Collected[];
    const reports = list.filter((r) => r.event.request.url === '/user/logout' && r.event.release === 'test-release-logout');
    expect(reports.length, JSON.stringify(list).slice(0, 500)).toBe(1);
    expect(reports[0]!.event.tags).toMatchObject({ page_type: 'gateway POST /user/logout' });
    const payload = JSON.stringify(reports[0]);
    for (const secret of [
      'adult@demo.test',
      ...jar
        .header()
        .split(/;\s*/)
        .map((p) => p.slice(p.indexOf('=') + 1))
        .filter((v) => v.length > 8),
    ])
      expect(payload, secret).not.toContain(secret);
  });

  it('keeps the collector to development: production answers 404 there', async () => {
    const res = await storefront({ vars: { ENVIRONMENT: 'production' } }).fetch('/_ops/errors');
    expect(res.status).toBe(404);
  });
});
