import { expect, test } from '@playwright/test';
import { hydrateAll } from './helpers';

/**
 * Attribution links (issue 12 item 5): 앱으로 보기 on mobile web and 공유하기 on the item page
 * use the page's attribution link, which the sandbox provider resolves to a page offering the
 * app link and the web page it came from. And the survey hook (item 9), another outside tool
 * the sandbox stands in for.
 */
test('mobile web: 앱으로 보기 follows the attribution link to the sandbox OneLink page, which leads back', async ({ page }, info) => {
  test.skip(!info.project.name.startsWith('mobile'), 'the install banner is mobile web only');
  await page.goto('/best-items?utm_campaign=fall');
  await page.locator('body[data-client-ready]').waitFor();
  await Promise.all([page.waitForURL(/\/sandbox\/onelink\/[a-z0-9]{10}$/), page.getByTestId('app-banner-open').click()]);
  await expect(page.getByText('샌드박스', { exact: true })).toBeVisible();
  await expect(page.getByTestId('onelink-app')).toHaveAttribute('href', 'storefront://best-items?utm_campaign=fall');
  await expect(page.getByTestId('onelink-campaign')).toHaveText('storefront_mobile_web · app_install_banner · fall');
  await page.screenshot({ scale: 'css', path: info.outputPath(`onelink-${info.project.name}.png`), fullPage: true });
  await Promise.all([page.waitForURL((u) => u.pathname === '/best-items'), page.getByTestId('onelink-web').click()]);
});

test("desktop: 공유하기 copies the item page's attribution link", async ({ page, context }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'the web share is the same at both widths');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/products/1001');
  await page.locator('body[data-client-ready]').waitFor();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v4/attribution-link') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '공유하기' }).first().click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('클립보드에 복사되었습니다.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/sandbox\/onelink\/[a-z0-9]{10}$/);
  await page.goto(copied);
  await expect(page.getByTestId('onelink-app')).toHaveAttribute('href', 'storefront://product/1001');
});

test('the sandbox survey is evaluated 200 ms after the load and after the grid pages without a reload', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'the survey hook does not depend on the viewport');
  await page.goto('/best-items');
  await expect(page.locator('html')).toHaveAttribute('data-survey-evaluations', '1');
  const first = await page.evaluate(() => (window as unknown as { StorefrontSurvey: { evaluations: { url: string; pageType: string }[] } }).StorefrontSurvey.evaluations[0]);
  expect(first).toMatchObject({ url: expect.stringMatching(/\/best-items$/), pageType: 'best' });
  // The live grid pages with pushState: no load, still a navigation for the survey. (Before the
  // shopper's first activity the grid's paging is a plain link, issue 32: wake it first.)
  await hydrateAll(page);
  await page.getByRole('link', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/\/best-items\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('data-survey-evaluations', '2');
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('data-survey-evaluations', '3');
});
