import { expect, test } from '@playwright/test';
import { axeScan } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Liked brands in a real browser (issue 11 item 2), at 375 and 1280 px: a visitor's tap asks
 * to log in; a member likes the brand on its home, finds it on the likes page's brand tab,
 * unlikes it there, and the brand home shows it unliked after a reload.
 */
test('brand heart: visitor asked to log in; member likes, finds it in the brand tab, unlikes', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile-375', 'one journey, the same at both widths; run once to keep CI within its time budget');
  // A whole shopper's journey over several pages: more than the default 30 s on a busy CI machine.
  test.setTimeout(60_000);
  await page.goto('/brand/16404');
  await page.locator('body[data-client-ready]').waitFor();
  const heart = page.locator('[data-brand-like="16404"]');
  await heart.click();
  await expect(page.getByRole('alertdialog').getByRole('button', { name: '로그인' })).toBeVisible();

  await joinQuickly(page, info, '브랜드팬', '/brand/16404');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(page.locator('[data-brand-like="16404"]')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/heart/product');
  await page.getByTestId('likes-tabs').getByRole('link', { name: '브랜드' }).click();
  await page.waitForURL((u) => u.pathname === '/heart/brand');
  await page.locator('body[data-client-ready]').waitFor();
  const row = page.locator('[data-brand-no="16404"]');
  await expect(row).toBeVisible();
  await page.screenshot({ scale: 'css', path: info.outputPath(`liked-brands-${info.project.name}.png`), fullPage: true });
  const results = await axeScan(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const rowHeart = row.locator('[data-brand-like="16404"]');
  await rowHeart.click();
  await expect(rowHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(rowHeart).not.toHaveAttribute('aria-busy', 'true');
  await page.goto('/brand/16404');
  await expect(page.locator('[data-brand-like="16404"]')).toHaveAttribute('aria-pressed', 'false');
});
