import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributionLinkFor } from './attribution';

/** The browser's side of attribution links: the provider's link, else the chosen fallback, never a throw. */
const page = new URL('https://shop.example/products/1001?x=1');
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('attributionLinkFor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the link the gateway answers, posting the spec parameters', async () => {
    const fetch = answer(200, { result: 'SUCCESS', data: { link: 'https://s.example/abc' } });
    vi.stubGlobal('fetch', fetch);
    expect(await attributionLinkFor('share', page, null)).toEqual({ link: 'https://s.example/abc', fromProvider: true });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v4/attribution-link');
    expect(JSON.parse(String(init.body))).toMatchObject({ pid: 'storefront_share', af_web_dp: page.href, af_dp: 'storefront://product/1001?x=1' });
  });

  it('falls back when the answer has no link, is refused or never comes, and says why to developers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(200, { result: 'SUCCESS', data: {} }));
    const long = await attributionLinkFor('appBanner', page, 'https://go.example/AbCd?ignored=1');
    expect(long.fromProvider).toBe(false);
    expect(long.link).toBe(
      'https://go.example/AbCd?pid=storefront_mobile_web&c=app_install_banner&af_dp=storefront%3A%2F%2Fproduct%2F1001%3Fx%3D1&af_web_dp=https%3A%2F%2Fshop.example%2Fproducts%2F1001%3Fx%3D1&deep_link_value=%2Fproducts%2F1001%3Fx%3D1',
    );
    expect(warn).toHaveBeenLastCalledWith('[attribution]', 'Onelink creation failed: no link in response');
    vi.stubGlobal('fetch', answer(503, { result: 'FAIL', errorCode: 'ATTRIBUTION_UNAVAILABLE', message: '잠시 후 다시 시도해주세요.' }));
    expect(await attributionLinkFor('share', page, null)).toEqual({ link: page.href, fromProvider: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await attributionLinkFor('share', page, null)).toEqual({ link: page.href, fromProvider: false });
    vi.stubGlobal('fetch', answer(200, { result: 'SUCCESS', data: { link: 'javascript:alert(1)' } }));
    expect((await attributionLinkFor('share', page, null)).fromProvider).toBe(false);
    warn.mockRestore();
  });
});
