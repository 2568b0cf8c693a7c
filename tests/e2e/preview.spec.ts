import { expect, test } from '@playwright/test';
import { atOneWidth, seriousViolations } from './helpers';

/**
 * The operator's preview (issue 12 item 10), at 375 and 1280 px: from an item page to the
 * preview form, the clock moved into the weeks promotion, posed as the iOS app with a build and
 * a flag, back on the page with the bar saying so; one click clears it all.
 */
test('the preview form moves the clock and poses as the app; the bar says so and clears', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  await page.goto('/products/1001');
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
  await page.goto('/_preview?returnTo=%2Fproducts%2F1001');
  await expect(page.getByRole('heading', { name: '미리보기 설정' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`preview-form-${info.project.name}.png`), fullPage: true });

  await page.getByLabel('시계 (서울 시간)').fill('2025-08-20T12:00');
  await page.getByLabel('기기').selectOption('ios');
  await page.getByLabel('앱 빌드 번호').fill('758');
  await page.getByLabel('절약 모드').selectOption('on');
  await page.getByLabel('검색광고로 들어온 것으로 보기').check();
  await Promise.all([page.waitForURL((u) => u.pathname === '/products/1001'), page.getByRole('button', { name: '적용하기' }).click()]);

  const bar = page.getByTestId('preview-bar');
  await expect(bar).toBeVisible();
  for (const item of ['시계 2025.08.20 12:00', 'iOS 앱 빌드 758', '절약 모드 켬', '검색광고 유입']) await expect(bar.getByText(item, { exact: true })).toBeVisible();
  // The moved clock is in the weeks promotion's main phase: its banner shows.
  await expect(page.getByTestId('promotion-banner')).toHaveAttribute('data-phase', 'main');
  await page.screenshot({ scale: 'css', path: info.outputPath(`preview-bar-${info.project.name}.png`) });

  await Promise.all([page.waitForURL((u) => u.pathname === '/products/1001'), bar.getByRole('button', { name: '모두 지우기' }).click()]);
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
});
