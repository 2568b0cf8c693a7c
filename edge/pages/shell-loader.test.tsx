import { describe, expect, it, vi } from 'vitest';
import { resolveShopIdentity } from '../../src/shop/identity';
import { DEFAULT_FLAGS } from '../../src/flags/flags';
import { DESKTOP_DEVICE } from '../../src/device/user-agent';
import { HeaderMember } from '../../src/member/components/HeaderMember';
import type { RequestContext } from '../context/request-context';
import { streamHtml } from '../render/stream';
import type { UpstreamFetch } from '../upstream/transport';
import { loadShell } from './shell-loader';

const url = new URL('http://shop.test/best-items?page=2');
const hosts = { siteOrigin: url.origin, shopOrigin: url.origin, mypageOrigin: url.origin };
const member = { userNo: 7, userId: 'a@demo.test', name: '하늘', accessToken: 'tok' };

function context(over: Partial<RequestContext> = {}): RequestContext {
  return {
    url,
    cookies: {},
    hosts,
    at: { hosts, currentOrigin: url.origin },
    siteOrigin: url.origin,
    environment: 'test',
    device: DESKTOP_DEVICE,
    inAppWebView: false,
    now: new Date('2025-08-20T03:00:00Z'),
    promotion: null,
    surveyScript: null,
    tags: null,
    preview: null,
    shop: resolveShopIdentity({ ENVIRONMENT: 'development' }).identity,
    flags: { ...DEFAULT_FLAGS },
    member: null,
    campaign: { params: { naPm: null, campaignType: null, utmCampaign: null }, isSearchAdEntry: false, active: null, nudgeHidden: false },
    ...over,
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** An upstream whose cart count answers only when `release` is called (or the call is aborted). */
function rig() {
  const paths: string[] = [];
  let release: (count: number) => void = () => {};
  const fetch: UpstreamFetch = async (path, init) => {
    paths.push(path);
    if (path.startsWith('/notice')) return json({ count: 0, next: null, previous: null, results: [] });
    if (path === '/api/v4/cart-item/item-count') {
      return new Promise<Response>((resolve, reject) => {
        release = (count) => resolve(json({ result: 'SUCCESS', data: { count } }));
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return new Response('{}', { status: 404 });
  };
  return { deps: { fetch, waitUntil: () => {}, store: null }, paths, release: (n: number) => release(n) };
}

async function readAll(res: Response): Promise<string> {
  return new Response(res.body).text();
}

describe('loadShell', () => {
  it('never asks a visitor’s cart count, and names the visitor in the header', async () => {
    const r = rig();
    const shell = await loadShell(r.deps, context());
    expect(r.paths).not.toContain('/api/v4/cart-item/item-count');
    expect(shell.member).toEqual({ memberName: null, returnTo: '/best-items?page=2', cartCount: null, device: 'desktop' });
  });

  it('resolves the shell while the member’s cart count is still on its way (deferred)', async () => {
    const r = rig();
    const shell = await loadShell(r.deps, context({ member }));
    expect(r.paths).toContain('/api/v4/cart-item/item-count');
    expect(shell.member.memberName).toBe('하늘');
    const count = shell.member.cartCount;
    expect(count).toBeInstanceOf(Promise);
    r.release(3);
    await expect(count).resolves.toBe(3);
  });

  it('a cart count that cannot be had is null (the island asks itself), never a rejection', async () => {
    const r = rig();
    const shopper = new AbortController();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shell = await loadShell({ ...r.deps, signal: shopper.signal }, context({ member }));
    shopper.abort(new Error('left'));
    await expect(shell.member.cartCount).resolves.toBeNull();
    warn.mockRestore();
  });
});

describe('the header with a deferred cart count', () => {
  it('streams the shell first, the count when it arrives', async () => {
    let resolve: (n: number | null) => void = () => {};
    const count = new Promise<number | null>((r) => (resolve = r));
    const res = await streamHtml(<HeaderMember memberName="하늘" returnTo="/" cartCount={count} device="desktop" />, { status: 200, nonce: 'n' });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The cart link is there at once, without a badge and without the island's count.
    expect(first).toContain('href="/cart"');
    expect(first).toContain('data-count="0"');
    expect(first).not.toContain('"count":4');
    resolve(4);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('"count":4');
    expect(rest).toMatch(/data-testid="cart-count"[^>]*>4</);
  });

  it('renders a known count (or a visitor’s null) in place, with no Suspense section', async () => {
    const html = await readAll(await streamHtml(<HeaderMember memberName={null} returnTo="/" cartCount={null} device="desktop" />, { status: 200, nonce: 'n' }));
    expect(html).not.toContain('<!--$?-->');
    expect(html).toContain('"count":null');
  });
});
