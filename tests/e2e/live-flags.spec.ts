import { expect, test } from '@playwright/test';
import { atOneWidth } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Flags, live (issue 12 item 7): a flag flipped on the flag service reaches an open page within
 * its minute, without a reload. The flip is the sandbox flag switch for this test's own member
 * (other tests running beside it keep their flags); the page's minute passes on Playwright's
 * clock rather than in real time.
 */
test('the cart flag flipped on the flag service reaches an open item page within 60 s', async ({ page, baseURL }, info) => {
  atOneWidth(info, 'desktop-1280');
  await page.clock.install();
  const { email } = await joinQuickly(page, info, '플래그테스트', '/products/1003');
  const panel = page.locator('[data-purchase-panel] > section');
  // The first activity hydrates the purchase island, which keeps the flags live.
  await page.mouse.move(10, 10);
  await expect(page.locator('[data-island="PurchasePanel"]')).toHaveAttribute('data-hydrated', '');
  await expect(panel.getByRole('button', { name: '장바구니', exact: true })).toBeVisible();

  const off = await page.request.post('/sandbox/flags', { data: { name: 'active-cart', userId: email, enabled: false }, headers: { origin: baseURL! } });
  expect(off.status()).toBe(200);
  try {
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/flags'));
    await page.clock.fastForward('01:01');
    expect(await (await asked).json()).toMatchObject({ activeCart: false });
    await expect(panel.getByRole('button', { name: '장바구니', exact: true })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: '구매하기', exact: true })).toBeVisible();
  } finally {
    await page.request.post('/sandbox/flags', { data: { name: 'active-cart', userId: email, enabled: null }, headers: { origin: baseURL! } });
  }
});
