import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * No dead ends (issue 14 item 1), at 375 and 1280 px: the footer's 이용약관 opens the terms page
 * with its sections; the page passes an axe scan; an address nobody serves says the page (not
 * an item) was not found, with the ways home and to search.
 */
test('the footer’s 이용약관 opens the terms; a missing page says so', async ({ page }, info) => {
  await page.goto('/');
  await page.locator('body[data-client-ready]').waitFor();
  await Promise.all([page.waitForURL((u) => u.pathname === '/policy/terms'), page.locator('footer').getByRole('link', { name: '이용약관', exact: true }).click()]);
  const doc = page.getByTestId('content-page');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await expect(doc.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath(`terms-${info.project.name}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await expect(page.getByRole('link', { name: '검색하기' })).toHaveAttribute('href', '/start');
});
