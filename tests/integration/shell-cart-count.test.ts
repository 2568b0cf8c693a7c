import { describe, expect, it } from 'vitest';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { originUpstream, readStream, slowUpstream, storefront } from './harness';
import { Jar, login } from './session-helpers';

/**
 * The shell loader (edge/pages/shell-loader.ts) in workerd: a member's cart count is deferred,
 * so a slow or hanging cart-count call never holds the shell; the count streams into the header.
 */
const MAIN = 'id="main"';
const CART_ISLAND = 'data-island="CartCount"';
const CART_PATH = '/api/v4/cart-item/item-count';

/** The origin, but the cart count answers 7 only once the test releases it. */
function heldCartCount() {
  const origin = originUpstream();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const upstream: UpstreamFetch = async (path, init) => {
    if (path !== CART_PATH) return origin(path, init);
    await released;
    return new Response(JSON.stringify({ result: 'SUCCESS', data: { count: 7 } }), { headers: { 'content-type': 'application/json' } });
  };
  return { upstream, release };
}

async function asMember(upstream: UpstreamFetch, path: string) {
  const sf = storefront({ upstream });
  const jar = await login(sf, 'adult@demo.test', new Jar());
  return sf.fetch(path, { headers: { cookie: jar.header() } });
}

describe('shell loader: the cart count never holds the shell', () => {
  it('sends the page while the cart count is unanswered, then the header badge island with the count', async () => {
    const held = heldCartCount();
    const res = await asMember(held.upstream, '/best-items');
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let html = '';
    while (!html.includes('site-footer')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      html += decoder.decode(chunk.value, { stream: true });
    }
    // The whole page is out, and the cart count has not been answered yet.
    expect(html).toContain('data-testid="product-grid"');
    expect(html).not.toContain(CART_ISLAND);
    held.release();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
    expect(html).toContain('data-island-props="cart-count">{"count":7}');
  });

  it('gives up on a hanging cart count after its budget: the island then asks itself (count null)', async () => {
    const slow = slowUpstream(originUpstream(), /\/cart-item\/item-count/, 20_000);
    const res = await asMember(slow, '/best-items');
    const { html, order } = await readStream(res, [MAIN, CART_ISLAND]);
    expect(order).toEqual([MAIN, CART_ISLAND]);
    expect(slow.aborted).toContain(CART_PATH);
    expect(html).toContain('data-island-props="cart-count">{"count":null}');
  });
});
