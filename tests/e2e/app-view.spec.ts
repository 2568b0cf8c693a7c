import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { atOneWidth, axeScan, seriousViolations } from './helpers';

/**
 * Issue 29 §4 in the browser: inside the app (its User-Agent token; a phone's web view, so at
 * 375 px only) the page draws no web header, search box, notice strip, footer or bottom navigation, the item page keeps
 * its purchase bar, 리뷰 n개 jumps within the page, item links use the app scheme; the fake app
 * (`/_app`) opens an app-scheme link the way the app would, in its frame. Axe-clean; the
 * screenshots (listing pictures at 375 and 1280) are for looking at.
 */
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StorefrontApp/iOS/5.12.0(758)';

async function expectNoWebChrome(page: Page) {
  await expect(page.locator('#main')).toBeVisible();
  for (const selector of ['header.site-header', '#site-search', '[data-testid="notice-strip"]', 'footer.site-footer', '[data-testid="bottom-nav"]']) {
    await expect(page.locator(selector), selector).toHaveCount(0);
  }
}

async function expectAxeClean(page: Page) {
  const results = await axeScan(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ scale: 'css', fullPage: false, path: info.outputPath(`${name}-${info.project.name}.png`) });

test.describe('in the app web view', () => {
  // The app's web view sends its token in the User-Agent; the viewport stays the project's.
  test.use({ userAgent: APP_UA });

  test('the item page has no web chrome, keeps the purchase bar and jumps to the reviews in place', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await page.goto('/products/1001');
    await expectNoWebChrome(page);
    // The sticky buy bar at phone width; wider, the page's own purchase panel (the bar hides above 540 px).
    if ((page.viewportSize()?.width ?? 0) <= 540) await expect(page.locator('[data-purchase-bar]')).toBeVisible();
    else await expect(page.locator('[data-island="PurchasePanel"]').getByRole('button', { name: '구매하기' }).first()).toBeVisible();
    const reviews = page.getByTestId('review-link');
    await expect(reviews).toHaveAttribute('href', '#review');
    await reviews.click();
    await expect(page).toHaveURL(/\/products\/1001#review$/);
    await expect(page.locator('#pdp-title')).toBeAttached();
    // As tests/e2e/pdp.spec.ts scans the item page: serious and critical (its size chart's
    // landmark-unique, moderate, is the item page's own, with or without the app).
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, info, 'app-item');
  });

  test('a listing has no web chrome and sends items to the app', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await page.goto('/best-items');
    await expectNoWebChrome(page);
    const items = page.locator('main a[href^="storefront://product/"]');
    await expect(items.first()).toBeVisible();
    await expect(page.locator('main a[href^="/products/"]')).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, info, 'app-listing');
  });
});

test('the web keeps its chrome; the listing pictures are for looking at', async ({ page }, info) => {
  await page.goto('/best-items');
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeAttached();
  // Every picture on the first screen has loaded (none broken).
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  await expect.poll(() => images.evaluateAll((list) => list.slice(0, 8).every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await shot(page, info, 'web-listing');
  await page.goto('/category/list?category1_code=103');
  await expect(images.first()).toBeVisible();
  await expect.poll(() => images.evaluateAll((list) => list.slice(0, 8).every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await shot(page, info, 'web-life-listing');
  // The shop's icon, not an empty one.
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', '/icons/favicon.svg');
  const icon = await page.request.get('/icons/favicon.svg');
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
});

test('the fake app opens an app-scheme link in its frame, as the app would', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  await page.goto('/_app?path=%2Fbest-items&platform=ios&build=758');
  const frame = page.frameLocator('#app-frame');
  const first = frame.locator('main a[href^="storefront://product/"]').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href')) ?? '';
  const itemNo = /product\/(\d+)/.exec(href)?.[1];
  expect(itemNo).toBeTruthy();
  await first.click();
  await expect(page.getByTestId('app-received')).toContainText(`${href} → /products/${itemNo}`);
  await expect(frame.locator('#pdp-title')).toBeVisible();
  expect(page.frames().some((f) => new URL(f.url(), 'http://x').pathname === `/products/${itemNo}`)).toBe(true);
  // Still the app: no web header in the frame.
  await expect(frame.locator('header.site-header')).toHaveCount(0);
  await expect(page.locator('#app-messages li[data-type="openAppLink"]')).toHaveCount(1);
  await shot(page, info, 'fake-app-link');
});
