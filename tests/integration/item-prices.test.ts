import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createOriginApp } from '../../origin/app';
import type { OriginEnv } from '../../origin/env';
import { AdditionalDetailSchema } from '../../schemas/additional-detail';
import { originUpstream, rewritingUpstream, storefront } from './harness';

/**
 * Prices as the shop will charge them (issue 31 §2; spec 3.1, 3.5): the item page's coupon price
 * only where the brand and the item allow the coupon, with the brand coupon rate; the total sale
 * beside the consumer price; the mileage line saying when it is paid.
 */
const page = async (itemNo: number) => {
  const res = await storefront().fetch(`/products/${itemNo}`);
  expect(res.status).toBe(200);
  return res.text();
};
const text = (html: string) => html.replace(/<!--.*?-->/g, '');

describe('item page prices (spec 3.1, 3.5)', () => {
  it('1001: coupon price with its rate, and the total sale beside the consumer price', async () => {
    const html = text(await page(1001));
    // 389,000 at 20 % off is 311,200; its 5 % item coupon, rounded down to 100 won, makes 295,600.
    expect(html).toMatch(/data-testid="coupon-price"[^>]*>쿠폰 적용가 295,600원<span data-testid="coupon-rate"> \(5%\)<\/span>/);
    expect(html).toMatch(/data-testid="total-sale"[^>]*>최대 할인가 295,600원 \(24%\)</);
    expect(html).toMatch(/data-testid="mileage" data-mileage-timing="confirmed"[^>]*>적립 마일리지 [\d,]+원 · 구매 확정 후 적립</);
  });

  it('1008: the upstream sends a coupon price, but the item does not allow coupons in an order', async () => {
    const html = await page(1008);
    expect(html).toContain('data-testid="price"');
    expect(html).not.toContain('data-testid="coupon-price"');
    expect(html).not.toContain('쿠폰 적용가');
    expect(html).not.toContain('data-testid="total-sale"');
  });

  it('the 쿠폰 badge follows the coupon price: on 1001, not on 1008 even when its tag says coupon (spec 3.6)', async () => {
    expect(await page(1001)).toContain('data-badge="coupon"');
    // 1008 allows no coupon in an order: an upstream tag that still says coupon draws no badge.
    const couponTag = (body: unknown) => {
      const data = (body as { data: { tag?: Record<string, unknown> } }).data;
      data.tag = { ...data.tag, isCoupon: true };
      return body;
    };
    const sf = storefront({ upstream: rewritingUpstream(originUpstream(), /^\/api\/v5\/product-detail\/additional\/1008(\?|$)/, couponTag) });
    const res = await sf.fetch('/products/1008');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="price"');
    expect(html).not.toContain('data-badge="coupon"');
  });

  it('1009: advanced-issue mileage is paid at payment', async () => {
    expect(text(await page(1009))).toMatch(/data-mileage-timing="advanced"[^>]*>적립 마일리지 [\d,]+원 · 결제 즉시 적립</);
  });
});

describe('brand best cards (spec 3.2 tag and avgReviewPoint)', () => {
  it('mark sold out and sale and show the rating where the upstream says so', async () => {
    const app = createOriginApp();
    const originEnv: OriginEnv = { DB: (env as unknown as { DB: D1Database }).DB, FLAGS_KEY: 'test-flags-key' };
    const seen = { soldOut: 0, sale: 0, rating: 0 };
    for (const itemNo of [1001, 1002, 1003, 1009]) {
      const res = await app.fetch(new Request(`http://origin/api/v5/product-detail/additional/${itemNo}`), originEnv);
      const best = AdditionalDetailSchema.parse(((await res.json()) as { data: unknown }).data).brandBestProductList.filter((b) => b.itemNo !== itemNo && b.useAdultCheck !== 'T');
      const html = await page(itemNo);
      const want = { soldOut: best.some((b) => b.tag.isSoldOut === 'T'), rating: best.some((b) => Number(b.avgReviewPoint) > 0) };
      expect(html.includes('data-card-sold-out'), `${itemNo} sold out`).toBe(want.soldOut);
      expect(html.includes('data-card-rating'), `${itemNo} rating`).toBe(want.rating);
      if (want.rating) expect(html).toMatch(/<span class="sr-only">평점 \d\.\d점<\/span>/);
      seen.soldOut += Number(want.soldOut);
      seen.rating += Number(want.rating);
      seen.sale += Number(html.includes('data-card-sale'));
    }
    // The fixtures give the marks something to show.
    expect(seen.rating).toBeGreaterThan(0);
    expect(seen.soldOut + seen.sale).toBeGreaterThan(0);
  });
});
