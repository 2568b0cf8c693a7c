import { describe, expect, it } from 'vitest';
import { storefront } from './harness';

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

  it('1009: advanced-issue mileage is paid at payment', async () => {
    expect(text(await page(1009))).toMatch(/data-mileage-timing="advanced"[^>]*>적립 마일리지 [\d,]+원 · 결제 즉시 적립</);
  });
});
