import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { atOneWidth, hydrateAll, seriousViolations } from './helpers';

/**
 * Issue 13 item 2 in the browser, at both widths: item labels on cards and on the item page
 * (server text, outside every island), the fit and gender filters of a listing as plain links
 * that change the list, and the sample display of reviews. Axe on each page, screenshots to look at.
 */

// Three pages and axe scans per test on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ scale: 'css', path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
const count = async (page: Page) => Number(((await page.getByTestId('grid-count').textContent()) ?? '').replace(/[^\d]/g, ''));

async function axeClean(page: Page, found: Record<string, string[]>, name: string) {
  const violations = await seriousViolations(page);
  if (violations.length > 0) found[name] = violations;
}

test('item labels on listing cards and on the item page, as server text', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  const found: Record<string, string[]> = {};
  await page.goto('/category/list?category1_code=101&category2_code=101101');
  await page.locator('body[data-client-ready]').waitFor();
  const launch = page.locator('[data-item-no="1120"]');
  await expect(launch.locator('[data-item-label="dday"]')).toHaveText(/^D-(\d+|DAY)$/);
  await expect(page.locator('[data-item-no="1002"] [data-item-label="sale"]')).toHaveText('세일');
  await launch.scrollIntoViewIfNeeded();
  await axeClean(page, found, 'listing');
  await shot(page, info, 'labels-listing');

  // The item page: the label sits under the title, server-rendered outside every island.
  await page.goto('/products/1009');
  const label = page.getByTestId('item-label');
  await expect(label).toHaveText(/^(마감 D-\d+|오늘 마감)$/);
  expect(await label.evaluate((el) => el.closest('[data-island]') === null)).toBe(true);
  await page.locator('body[data-client-ready]').waitFor();
  await axeClean(page, found, 'item 1009');
  await page.screenshot({ scale: 'css', path: info.outputPath(`labels-item-1009-${info.project.name}.png`) });

  // Related cards on 1001 carry their labels (1002 sale, 1006 date, 1009 d-day).
  await page.goto('/products/1001');
  const related = page.getByTestId('related');
  await related.scrollIntoViewIfNeeded();
  await expect(related.locator('[data-item-label="sale"]')).toHaveText('세일');
  await expect(related.locator('[data-item-label="date"]')).toHaveText(/^\d{1,2}\.\d{1,2} 마감$/);
  await expect(related.locator('[data-item-label="dday"]')).toHaveText(/^(마감 D-\d+|오늘 마감)$/);
  await expect(page.getByTestId('item-label')).toHaveCount(0);
  await related.screenshot({ scale: 'css', path: info.outputPath(`labels-related-${info.project.name}.png`) });
  expect(found).toEqual({});
});

test('fit and gender filters change the list, by plain links that sorting keeps', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  const found: Record<string, string[]> = {};
  await page.goto('/category/list?category1_code=101');
  await page.locator('body[data-client-ready]').waitFor();
  const all = await count(page);
  const filters = page.getByTestId('listing-filters');
  await expect(filters.locator('[data-filter="fit"] a[aria-current="true"]')).toHaveText('전체');

  await filters.locator('[data-filter="fit"] a[data-filter-value="1"]').click();
  await expect(page).toHaveURL(/[?&]fit=1(&|$)/);
  await page.locator('body[data-client-ready]').waitFor();
  await expect(filters.locator('[data-filter="fit"] a[aria-current="true"]')).toHaveText('오버사이즈');
  const oversize = await count(page);
  expect(oversize).toBeGreaterThan(0);
  expect(oversize).toBeLessThan(all);
  await axeClean(page, found, 'filtered listing');
  await shot(page, info, 'filters-fit');

  // Sorting (the grid island, through the gateway) keeps the filter.
  await page.getByRole('link', { name: '낮은 가격순' }).click();
  await expect(page).toHaveURL(/fit=1.*sort=price_asc|sort=price_asc.*fit=1/);
  await expect(page.locator('[data-grid-status="idle"]')).toBeVisible();
  expect(await count(page)).toBe(oversize);

  // Best items: men only, then men in slim fit.
  await page.goto('/best-items');
  await page.locator('body[data-client-ready]').waitFor();
  const best = await count(page);
  await page.getByTestId('listing-filters').locator('[data-filter="gender"] a[data-filter-value="2"]').click();
  await expect(page).toHaveURL(/[?&]gender=2(&|$)/);
  const men = await count(page);
  expect(men).toBeGreaterThan(0);
  expect(men).toBeLessThan(best);
  await page.getByTestId('listing-filters').locator('[data-filter="fit"] a[data-filter-value="4"]').click();
  await expect(page).toHaveURL(/gender=2&fit=4/);
  const slimMen = await count(page);
  expect(slimMen).toBeGreaterThan(0);
  expect(slimMen).toBeLessThan(men);
  await expect(page.locator('[data-testid="product-grid"] [data-item-no="1009"]')).toBeVisible();
  await shot(page, info, 'filters-gender-fit');

  // A bad value is ignored: the whole list, no error.
  const res = await page.goto('/category/list?category1_code=101&fit=abc&gender=9');
  expect(res?.status()).toBe(200);
  expect(await count(page)).toBe(all);
  expect(found).toEqual({});
});

test('reviews follow the item sample display and mark sample reviews', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  const found: Record<string, string[]> = {};
  // 1002: sample reviews on top.
  await page.goto('/products/1002#review');
  const reviews = page.getByTestId('reviews');
  await expect(reviews).toBeVisible();
  const items = reviews.locator('li[data-review]');
  await expect(items.nth(0)).toHaveAttribute('data-sample', '');
  await expect(items.nth(1)).toHaveAttribute('data-sample', '');
  await expect(items.nth(2)).not.toHaveAttribute('data-sample', '');
  await expect(items.nth(0).locator('[data-sample-review-mark]')).toContainText('샘플 제공');
  await page.locator('body[data-client-ready]').waitFor();
  // The photo strip's images are lazy: bring it into view and wait for the first to load.
  const photo = reviews.locator('img').first();
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await axeClean(page, found, 'reviews 1002');
  await reviews.screenshot({ scale: 'css', path: info.outputPath(`reviews-top-${info.project.name}.png`) });

  // 1009: at the bottom. Its two newest reviews (100907, 100906) are samples, so the first five
  // the page shows are the others, newest first; the samples come after them.
  await page.goto('/products/1009#review');
  const first = page.getByTestId('reviews').locator('li[data-review]');
  await expect(first.first()).toHaveAttribute('data-review', '100905');
  await expect(page.getByTestId('reviews').locator('li[data-sample]')).toHaveCount(0);

  // 1004: hidden.
  await page.goto('/products/1004#review');
  await expect(page.getByTestId('reviews')).toBeVisible();
  await expect(page.locator('[data-sample-review-mark]')).toHaveCount(0);
  expect(found).toEqual({});
});

test('view mode: 크게 보기 lays the cards out large, sorting keeps it, Back returns to the list', async ({ page }, info) => {
  await page.goto('/category/list?category1_code=101');
  await hydrateAll(page);
  const grid = page.getByTestId('product-grid');
  await expect(grid).toHaveAttribute('data-layout', 'list');
  const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(info.project.name === 'mobile-375' ? 2 : 4);

  const views = page.getByRole('navigation', { name: '보기 방식' });
  await views.getByRole('link', { name: '크게 보기' }).click();
  await expect(page).toHaveURL(/[?&]view=1$/);
  await page.locator('body[data-client-ready]').waitFor();
  // The filters around the grid carry the mode too.
  await expect(page.getByTestId('listing-filters').locator('[data-filter="fit"] a[data-filter-value="1"]')).toHaveAttribute('href', /view=1/);
  await expect(grid).toHaveAttribute('data-layout', 'detail');
  await expect(views.getByRole('link', { name: '크게 보기' })).toHaveAttribute('aria-current', 'true');
  expect(await columns()).toBe(info.project.name === 'mobile-375' ? 1 : 2);
  // A large card's picture is asked for at a large width.
  const img = grid.locator('img').first();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && /[?&]w=(640|1000)&/.test(el.currentSrc))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`view-detail-${info.project.name}.png`) });

  // Sorting through the gateway keeps the view; a reload draws it from the address.
  await hydrateAll(page);
  await page.getByRole('link', { name: '낮은 가격순' }).click();
  await expect(page).toHaveURL(/view=1.*sort=price_asc/);
  await expect(page.locator('[data-grid-status="idle"]')).toBeVisible();
  await expect(grid).toHaveAttribute('data-layout', 'detail');
  await page.reload();
  await expect(page.getByTestId('product-grid')).toHaveAttribute('data-layout', 'detail');

  // Back, twice: the sort, then the view, each as it was.
  await hydrateAll(page);
  await page.goBack();
  await expect(page).toHaveURL(/view=1$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/view=/);
  await expect(page.getByTestId('product-grid')).toHaveAttribute('data-layout', 'list');
});
