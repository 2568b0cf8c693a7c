import { expect, test } from '@playwright/test';
import { atOneWidth, seriousViolations } from './helpers';

/**
 * Every review is readable (issue 29 §3): the rating link scrolls to the reviews in the page,
 * the item page leads to the full list, which pages, sorts and filters with plain links; at
 * both widths, axe-clean, screenshots kept with the results.
 */
test('the rating link scrolls to the reviews without loading the page again', async ({ page }) => {
  await page.goto('/products/1001?utm_campaign=fall');
  await page.locator('body[data-client-ready]').waitFor();
  await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
  await page.getByTestId('review-link').click();
  await expect(page).toHaveURL(/\/products\/1001\?utm_campaign=fall#review$/);
  await expect(page.getByRole('heading', { name: /^리뷰/, level: 2 })).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
});

test('the full review list pages, sorts and filters photo reviews', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  await page.goto('/products/1001');
  await page.getByTestId('all-reviews-link').click();
  await expect(page).toHaveURL(/\/products\/1001\/reviews$/);
  const list = page.getByTestId('review-list');
  await expect(list.locator('> li')).toHaveCount(10);
  await expect(list.locator('[data-review-size]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath(`review-list-${info.project.name}.png`), scale: 'css', fullPage: true });

  await page.getByRole('navigation', { name: '리뷰 정렬' }).getByRole('link', { name: '평점 낮은순' }).click();
  await expect(page).toHaveURL(/\?sort=low$/);
  await expect(list.locator('> li').first()).toBeVisible();
  // Each rating says itself in screen-reader text (the stars are hidden from it).
  const ratings = await list.locator('> li .sr-only', { hasText: /^별점/ }).evaluateAll((els) => els.map((e) => Number(/(\d)점$/.exec(e.textContent ?? '')?.[1])));
  expect(ratings.length).toBeGreaterThan(0);
  expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
  await page.getByRole('navigation', { name: '리뷰 페이지' }).getByRole('link', { name: '다음 페이지' }).click();
  await expect(page).toHaveURL(/\?sort=low&page=2$/);
  await expect(page.getByTestId('photo-review-position')).toHaveText('2 / 3 페이지');

  await page
    .getByRole('navigation', { name: '리뷰 종류' })
    .getByRole('link', { name: /^포토 리뷰만/ })
    .click();
  await expect(page).toHaveURL(/\?sort=low&photo=T$/);
  // count() does not wait: the filtered list is drawn first.
  await expect(list.locator('> li').first()).toBeVisible();
  const n = await list.locator('> li').count();
  expect(n).toBeGreaterThan(0);
  await expect(list.locator('[data-review-photos]')).toHaveCount(n);
  // A photo opens at full size.
  const photo = list.locator('[data-review-photos] a').first();
  await expect(photo).toHaveAttribute('href', /\/images\/reviews\/\d+\.jpg/);
  expect(await seriousViolations(page)).toEqual([]);
});
