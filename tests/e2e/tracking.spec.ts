import { expect, test } from '@playwright/test';
import { joinQuickly } from './sandbox-member';

/**
 * Tracking in a real browser (issue 12 items 1 and 2), at 375 and 1280 px: the item page's view
 * and a like reach the origin's store through /collect with the device's naming and the
 * member's id, and the like is delivered although the tab closes right after the click (the
 * beacon on page hide). Read back through the development-only /_ops/events.
 */
type Stored = { name: string; eventName: string; itemNo?: number; pageType: string; device: string; trackingId: string; at: number };

test('a page view, a tab and a like on /products/1001 reach /_ops/events, even when the tab closes right after the click', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const { email } = await joinQuickly(page, info, '추적테스트', '/products/1001');
  const prefix = info.project.name.startsWith('mobile') ? 'mw_' : 'pc_';
  // A tab is a plain link the entry tracks on click (data-track).
  await page.locator('nav.pdp-tabs a[href="#review"]').click();
  await page.waitForURL((u) => u.hash === '#review');
  const like = page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' });
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/v4/hearts') && r.request().method() === 'POST' && r.ok()), like.click()]);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // Pressed is drawn at once (optimistic); the like is tracked once the answer is read, when the
  // button is no longer busy. The response event above comes before the page has read it.
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  // The like waits in the page's queue (sent after five seconds at the latest); closing the tab now
  // must still deliver it.
  await page.close({ runBeforeUnload: true });

  const ops = await context.newPage();
  const mine = async () => ((await (await ops.request.get('/_ops/events?limit=200')).json()) as Stored[]).filter((e) => e.trackingId === email);
  await expect
    .poll(async () => (await mine()).map((e) => e.eventName), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([`${prefix}page_view`, `${prefix}view_item`, `${prefix}tab_review`, `${prefix}like_item`]));
  const events = await mine();
  expect(events.find((e) => e.name === 'like_item')).toMatchObject({ itemNo: 1001, pageType: 'item_detail', device: prefix === 'mw_' ? 'mobileWeb' : 'desktop' });
  expect(events.find((e) => e.name === 'page_view')).toMatchObject({ pageType: 'item_detail' });
});
