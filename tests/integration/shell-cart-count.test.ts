import { describe, expect, it } from 'vitest';
import { originUpstream, readStream, slowUpstream, storefront } from './harness';
import { Jar, login } from './session-helpers';

/**
 * The shell loader (edge/pages/shell-loader.ts) in workerd: a member's cart count is deferred,
 * so a slow or hanging cart-count call never holds the shell; the count streams into the header.
 */
const MAIN = 'id="main"';
const CART_ISLAND = 'data-island="CartCount"';

async function memberPage(delayMs: number) {
  const slow = slowUpstream(originUpstream(), /\/cart-item\/item-count/, delayMs);
  const sf = storefront({ upstream: slow });
  const jar = await login(sf, 'adult@demo.test', new Jar());
  const res = await sf.fetch('/best-items', { headers: { cookie: jar.header() } });
  return { res, slow };
}

describe('shell loader: the cart count never holds the shell', () => {
  it('sends the page before a slow cart count, then the header badge island with the count', async () => {
    const { res } = await memberPage(800);
    expect(res.status).toBe(200);
    const { html, order, at } = await readStream(res, [MAIN, CART_ISLAND]);
    // Order, not speed: the page is out before the count, which cannot come before its delay.
    expect(order).toEqual([MAIN, CART_ISLAND]);
    expect(at[CART_ISLAND]!).toBeGreaterThanOrEqual(700);
    expect(html).toMatch(/data-island-props="cart-count">\{"count":\d+\}/);
  });

  it('gives up on a hanging cart count after its budget: the island then asks itself (count null)', async () => {
    const { res, slow } = await memberPage(20_000);
    const { html, order } = await readStream(res, [MAIN, CART_ISLAND]);
    expect(order).toEqual([MAIN, CART_ISLAND]);
    expect(slow.aborted).toContain('/api/v4/cart-item/item-count');
    expect(html).toContain('data-island-props="cart-count">{"count":null}');
  });
});
