import { expect, test, type Page } from '@playwright/test';
import { launchOptions } from '../../playwright.config';
import { joinQuickly } from './sandbox-member';

/**
 * Issue 32 §3: item and listing pages stay eligible for the back/forward cache, also once their
 * islands have hydrated and a first tap has loaded the calls; a member's pages never are (every
 * member-dependent answer is `private, no-store`, so Back after a logout on a shared phone never
 * shows the previous member's page: docs/operations.md "First taps"). Playwright turns the cache
 * off in the browsers it launches (`--disable-back-forward-cache`); this file launches without it.
 * A page restored from the cache fires `pageshow` with `persisted`; a page loaded again starts a
 * new document, whose log begins empty.
 */
test.use({ launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shows: boolean[] };
    w.shows = [];
    addEventListener('pageshow', (e) => w.shows.push(e.persisted));
  });
});

const shows = (page: Page) => page.evaluate(() => (window as unknown as { shows: boolean[] }).shows);

/** Opens `to` from the current page and comes back with the browser's Back. */
async function awayAndBack(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await page.locator('body[data-client-ready]').waitFor();
  // A page from the cache fires no load event: wait for the commit, then for its pageshow.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => ((window as unknown as { shows?: boolean[] }).shows?.length ?? 0) > 0);
}

test('a listing and a search come back from the back/forward cache', async ({ page }) => {
  for (const path of ['/best-items', '/search?keyword=%EB%8B%88%ED%8A%B8']) {
    await page.goto(path);
    await page.locator('body[data-client-ready]').waitFor();
    await page.getByTestId('product-grid').waitFor();
    await awayAndBack(page, '/products/1001');
    expect(await shows(page), path).toEqual([false, true]);
    await expect(page.getByTestId('product-grid'), path).toBeVisible();
  }
});

test('the item page comes back from the back/forward cache after its islands hydrated and a first tap', async ({ page }) => {
  await page.goto('/products/1001');
  await page.locator('[data-island="PurchasePanel"][data-hydrated]').waitFor({ state: 'attached' });
  // A visitor's 좋아요: the like island hydrates, loads its calls and asks to log in.
  await page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' }).click();
  const dialog = page.getByRole('alertdialog').filter({ hasText: '로그인이 필요해요.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
  await awayAndBack(page, '/best-items');
  expect(await shows(page)).toEqual([false, true]);
  // Restored as it was left: still hydrated, the same document.
  await expect(page.locator('[data-island="PurchasePanel"][data-hydrated]')).toHaveCount(1);
});

test("a member's item page is loaded again on Back, never restored (no-store)", async ({ page }, info) => {
  await joinQuickly(page, info, '뒤로가기', '/products/1001');
  const res = await page.reload();
  expect(res?.headers()['cache-control']).toContain('no-store');
  await page.locator('body[data-client-ready]').waitFor();
  await awayAndBack(page, '/best-items');
  // A new document: its own first pageshow only, reached as a back/forward navigation.
  expect(await shows(page)).toEqual([false]);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('back_forward');
});
