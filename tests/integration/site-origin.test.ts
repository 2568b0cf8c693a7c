import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../edge/app';
import { FLAGS_KEY, originUpstream, storefront } from './harness';

/**
 * Issue 27 item 6: the item page's canonical, og:url and JSON-LD addresses come from
 * `SITE_ORIGIN`; a request's `Host` (which is what a worker's request URL carries) never
 * chooses them, so a page cached after a request naming another host points at the shop.
 */
async function itemPage(host: string, vars: Record<string, string>, userAgent?: string): Promise<string> {
  const edge = createEdgeApp({ upstream: originUpstream(), pageCache: false, upstreamStore: null });
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { host, ...(userAgent ? { 'user-agent': userAgent } : {}) };
  const res = await edge.fetch(new Request(`https://${host}/products/1001`, { headers }), { FLAGS_KEY, ...vars }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status, html.slice(0, 200)).toBe(200);
  return html;
}

const addresses = (html: string) => ({
  canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
});

describe('canonical and Open Graph addresses', () => {
  it('come from SITE_ORIGIN whatever the Host header says', async () => {
    const html = await itemPage('evil.example', { ENVIRONMENT: 'production', SITE_ORIGIN: 'https://shop.example' });
    expect(addresses(html)).toEqual({ canonical: 'https://shop.example/products/1001', ogUrl: 'https://shop.example/products/1001' });
    expect(html).not.toContain('evil.example');
  });

  it('in production without SITE_ORIGIN, the Host header still chooses nothing', async () => {
    const html = await itemPage('evil.example', { ENVIRONMENT: 'production' });
    expect(addresses(html).canonical).toBe('/products/1001');
    expect(html).not.toContain('evil.example');
  });

  it("in production without SITE_ORIGIN, the app web view's item page still renders (its native sheet without the root-relative image)", async () => {
    // Before, the native product sheet's image was resolved against the root-relative page address and threw: a 500.
    const app = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';
    const html = await itemPage('evil.example', { ENVIRONMENT: 'production' }, app);
    expect(html).toContain('"productSheet"');
    expect(html).not.toContain('evil.example');
    const withOrigin = await itemPage('evil.example', { ENVIRONMENT: 'production', SITE_ORIGIN: 'https://shop.example' }, app);
    expect(withOrigin).toMatch(/"imageUrl":"https:\/\/shop\.example\//);
  });

  it('/healthz names SITE_ORIGIN as missing in production, not once it is set', async () => {
    const unset = await (await storefront({ vars: { ENVIRONMENT: 'production' } }).fetch('/healthz')).json<{ missing: string[] }>();
    expect(unset.missing).toContain('SITE_ORIGIN');
    const set = await (await storefront({ vars: { ENVIRONMENT: 'production', SITE_ORIGIN: 'https://shop.example' } }).fetch('/healthz')).json<{ missing: string[] }>();
    expect(set.missing).not.toContain('SITE_ORIGIN');
  });
});
