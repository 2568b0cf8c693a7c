import { describe, expect, it } from 'vitest';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { originUpstream, storefront } from './harness';
import { browse, Jar, login, STOREFRONT_ORIGIN } from './session-helpers';

/** Issue 10 item 3: redirects go only to same-origin paths, validated after normalisation. */
describe('redirects from input', () => {
  it('login sends a member back only to a path on this site', async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    for (const returnTo of ['/.//evil.test/p', '/%2e//evil.test', '/a/..//evil.test', '//evil.test', '/\\evil.test', 'https://evil.test']) {
      const res = await browse(sf, jar, `/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.status, returnTo).toBe(303);
      expect(res.headers.get('location'), returnTo).toBe('/');
    }
    const ok = await browse(sf, jar, `/login?returnTo=${encodeURIComponent('/products/1001?tab=qna')}`);
    expect(ok.headers.get('location')).toBe('/products/1001?tab=qna');
  });

  it('a cross-site logout post with a dot-segment returnTo stays on the site (and logs nobody out)', async () => {
    const sf = storefront();
    const jar = await login(sf, 'adult@demo.test', new Jar());
    const res = await sf.fetch('/logout', {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'returnTo=/%2e//evil.test',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    // The session is untouched: no auth cookie is cleared.
    expect(res.headers.getSetCookie().filter((l) => /^sf_(at|rt)=/.test(l) && /Max-Age=0/i.test(l))).toEqual([]);
    const same = await browse(sf, jar, '/logout', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'returnTo=/.//evil.test' });
    expect(same.headers.get('location')).toBe('/');
  });

  it('buy now passes on a checkout address only on this site or a configured host', async () => {
    const checkoutWith = (checkoutUrl: string): UpstreamFetch => {
      const inner = originUpstream();
      return async (path, init) =>
        path.startsWith('/api/v4/orders/buy-now')
          ? new Response(JSON.stringify({ result: 'SUCCESS', data: { orderNo: 'T-1', checkoutUrl } }), { headers: { 'content-type': 'application/json' } })
          : inner(path, init);
    };
    const buy = async (checkoutUrl: string, vars: Record<string, string> = {}) => {
      const sf = storefront({ upstream: checkoutWith(checkoutUrl), vars });
      const jar = await login(sf, 'adult@demo.test', new Jar());
      const res = await browse(sf, jar, '/api/v4/orders/buy-now', { method: 'POST', body: JSON.stringify({ itemNo: 1001, lines: [{ optionNo: null, qty: 1 }], gift: false }) });
      return { status: res.status, body: (await res.json()) as { result: string; data?: { checkoutUrl: string } } };
    };
    for (const hostile of ['https://evil.test/pay', 'javascript:alert(1)', '/.//evil.test/pay', `${STOREFRONT_ORIGIN}.evil.test/pay`]) {
      const r = await buy(hostile);
      expect(r.status, hostile).toBe(502);
      expect(r.body.result, hostile).toBe('FAIL');
    }
    expect((await buy('/checkout?order=T-1')).body.data?.checkoutUrl).toBe('/checkout?order=T-1');
    expect((await buy('https://shop.example.test/pay?o=1', { SHOP_ORIGIN: 'https://shop.example.test' })).body.data?.checkoutUrl).toBe('https://shop.example.test/pay?o=1');
  });
});
