import { expect, test, type Page } from '@playwright/test';
import { atOneWidth, axeScan } from './helpers';

/**
 * My page in a real browser (issue 11 item 1), at 375 and 1280 px (the two projects): a visitor
 * is sent to log in and comes back; the member sees their grade, benefits, likes, orders and
 * reviews, and the bottom navigation (mobile) lights my page.
 */
async function ready(page: Page) {
  await page.locator('body[data-client-ready]').waitFor();
}

test('my page: log in from it, see the figures, no serious accessibility violation', async ({ page }, info) => {
  await page.goto('/mypage');
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('returnTo') === '/mypage');
  await ready(page);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="id"]').fill('adult@demo.test');
  await form.locator('input[name="password"]').fill('demo1234!');
  await Promise.all([page.waitForURL((u) => u.pathname === '/mypage'), form.getByRole('button', { name: '로그인' }).click()]);
  await ready(page);

  const my = page.getByTestId('my-page');
  await expect(my.getByTestId('my-page-name')).toHaveText('어른이');
  await expect(my.getByTestId('my-page-grade')).toHaveText('VIP 등급');
  await expect(my.getByTestId('my-page-mileage')).toHaveText('12,500원');
  await expect(my.getByTestId('my-page-coupons')).toHaveText('2장');
  await expect(my.getByTestId('my-page-deposit')).toHaveText('3,000원');
  await expect(my.getByTestId('my-page-likes-PRT')).toHaveText(/^\d+$/);
  await expect(my.getByRole('link', { name: '좋아요한 상품' })).toHaveAttribute('href', '/heart/product');
  if (info.project.name.startsWith('mobile')) {
    await expect(page.locator('a[aria-current="page"][href="/mypage"]')).toBeVisible();
  }
  await page.screenshot({ scale: 'css', path: info.outputPath(`my-page-${info.project.name}.png`), fullPage: true });

  const results = await axeScan(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('like on the item page → the likes page lists it → unlike there → the item page shows it not liked', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  // Each project its own member and item: both share one database and run at once.
  const [id, itemNo] = info.project.name.startsWith('mobile') ? ['minor@demo.test', 1003] : ['fresh@demo.test', 1002];
  await page.goto(`/login?returnTo=${encodeURIComponent(`/products/${itemNo}`)}`);
  await ready(page);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="id"]').fill(id);
  await form.locator('input[name="password"]').fill('demo1234!');
  await Promise.all([page.waitForURL((u) => u.pathname === `/products/${itemNo}`), form.getByRole('button', { name: '로그인' }).click()]);
  await ready(page);

  const like = page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' });
  if ((await like.getAttribute('aria-pressed')) !== 'true') {
    // Wait for the origin to store it, not just for the button to show it.
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/v4/hearts') && r.request().method() === 'POST' && r.ok()), like.click()]);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  }

  await page.goto('/heart/product');
  await ready(page);
  const card = page.locator(`[data-testid="product-grid"] li:has(a[data-item-no="${itemNo}"])`);
  await expect(card).toBeVisible();
  await page.screenshot({ scale: 'css', path: info.outputPath(`likes-${info.project.name}.png`), fullPage: true });
  const results = await axeScan(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/v4/hearts/${itemNo}`) && r.request().method() === 'DELETE' && r.ok()),
    card.locator(`button[data-unlike="${itemNo}"]`).click(),
  ]);
  await expect(card).toHaveCount(0);

  await page.goto(`/products/${itemNo}`);
  await ready(page);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});
