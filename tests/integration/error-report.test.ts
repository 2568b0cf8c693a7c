import { describe, expect, it } from 'vitest';
import { originUpstream, rewritingUpstream, storefront } from './harness';
import { browse, Jar, login } from './session-helpers';

/**
 * Issue 31 §5 (spec 8: the gateway logs and reports any error): an error page is reported to
 * Sentry as an envelope; in development the sandbox collector keeps it and `/_ops/errors` shows
 * the payload as Sentry would receive it. It names the page type, device and release, and never
 * the member, their token, cookies or the query.
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

  it('keeps the collector to development: production answers 404 there', async () => {
    const res = await storefront({ vars: { ENVIRONMENT: 'production' } }).fetch('/_ops/errors');
    expect(res.status).toBe(404);
  });
});
