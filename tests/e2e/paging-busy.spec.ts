import { expect, test, type Route } from '@playwright/test';
import { hydrateAll } from './helpers';

// Issue 32 §3: a tap on a listing's page link answers at once. The next page's cards take a
// round trip; until they are drawn the tapped link is marked busy (the shared `[data-busy]`
// dimming), and the mark goes when the page is on screen. The click's frame shows the mark
// alone: the grid's loading render follows that frame. At both widths: the pagination is
// the same element at each, and a tap and a click differ on the phone.

test('a page link is marked busy while its page loads, and no longer once the cards are drawn', async ({ page }, info) => {
  await page.goto('/best-items');
  await hydrateAll(page);
  const grid = page.getByTestId('product-grid');
  const firstCard = await grid.locator('[data-item-no]').first().getAttribute('data-item-no');

  // The second page's answer is held until the busy mark has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(
    (url) => url.pathname.startsWith('/api/') && url.searchParams.get('page') === '2',
    async (route: Route) => {
      asked = true;
      await held;
      await route.continue();
    },
  );

  // What the click's own frame shows (a frame callback queued first in the click, at window capture).
  await page.evaluate(() => {
    const w = window as unknown as { clickFrame?: string };
    addEventListener(
      'click',
      () =>
        requestAnimationFrame(() => {
          w.clickFrame ??= `link ${document.querySelector('a[rel="next"]')?.hasAttribute('data-busy') ? 'busy' : 'idle'}, grid ${document.querySelector('[data-grid-status]')?.getAttribute('data-grid-status')}`;
        }),
      true,
    );
  });
  const next = page.locator('a[rel="next"]');
  await next.scrollIntoViewIfNeeded();
  if (info.project.name === 'mobile-375') await next.tap();
  else await next.click();

  await expect(next).toHaveAttribute('data-busy', '');
  // The tap's answer alone in its frame: the grid's loading render comes after it.
  expect(await page.evaluate(() => (window as unknown as { clickFrame?: string }).clickFrame)).toBe('link busy, grid idle');
  await expect(page.getByRole('link', { name: '2 페이지' })).toHaveAttribute('data-busy', '');
  // Still the first page underneath: the mark is the answer, not the new cards.
  await expect(grid.locator('[data-item-no]').first()).toHaveAttribute('data-item-no', firstCard ?? '');
  await expect.poll(() => asked).toBe(true);

  release();
  await expect(page).toHaveURL(/\/best-items\?page=2$/);
  await expect(page.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-grid-status="idle"]')).toBeVisible();
  await expect(page.locator('[data-busy]')).toHaveCount(0);
  await expect(grid.locator('[data-item-no]').first()).not.toHaveAttribute('data-item-no', firstCard ?? '');
});
