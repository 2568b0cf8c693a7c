import { expect, test, type Page } from '@playwright/test';
import { atOneWidth, holdIslandCode, seriousViolations } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Like from a listing (issue 29 §3), a visitor's heart at 375 and 1280 px, the member's journey
 * at 1280 (the same code at both): the card's heart asks a visitor to log
 * in (the item page's dialog, focus back on the heart), likes in place for a member (focus stays,
 * the change is announced), shows the member's state after a reload (filled after load; the
 * shared HTML never carries it) and agrees with the item page both ways. Without JavaScript the
 * heart is a form that sends a visitor to log in and back.
 */
const firstHeart = async (page: Page) => {
  const form = page.locator('form[data-card-heart]').first();
  const itemNo = Number(await form.getAttribute('data-card-heart'));
  return { itemNo, heart: page.locator(`#card-heart-${itemNo}`) };
};

test('listing heart: visitor asked to log in; member likes in place; the item page agrees both ways', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  // A whole shopper's journey over several pages: more than the default 30 s on a busy CI machine.
  test.setTimeout(60_000);
  await page.goto('/best-items');
  await page.locator('body[data-client-ready]').waitFor();
  const { itemNo, heart } = await firstHeart(page);
  await heart.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: '로그인' })).toBeVisible();
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();
  await expect(heart).toBeFocused();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await joinQuickly(page, info, '하트팬', '/best-items');
  const again = page.locator(`#card-heart-${itemNo}`);
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await expect(again).not.toHaveAttribute('aria-busy', 'true');
  await expect(again).toBeFocused();
  await expect(page.locator('[data-card-heart-status]').first()).toContainText('좋아요했어요.');
  expect(await seriousViolations(page)).toEqual([]);

  // After a reload the state comes from the member-only call, not from the page.
  await page.reload();
  await page.locator('body[data-client-ready]').waitFor();
  await expect(page.locator(`#card-heart-${itemNo}`)).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ scale: 'css', path: info.outputPath(`listing-hearts-${info.project.name}.png`) });

  await page.goto(`/products/${itemNo}`);
  await page.locator('body[data-client-ready]').waitFor();
  const itemHeart = page.locator(`#like-button-${itemNo}`);
  await expect(itemHeart).toHaveAttribute('aria-pressed', 'true');
  await itemHeart.click();
  await expect(itemHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(itemHeart).not.toHaveAttribute('aria-busy', 'true');

  // Filled in after load: wait until the state call has answered, then it must say not liked.
  const states = page.waitForResponse((r) => r.url().includes('/api/v4/hearts/states'));
  await page.goto('/best-items');
  await page.locator('body[data-client-ready]').waitFor();
  await states;
  await expect(page.locator(`#card-heart-${itemNo}`)).toHaveAttribute('aria-pressed', 'false');
});

test("a visitor's heart asks to log in at once: no call, no wait for the grid's code, and 로그인 comes back to the card", async ({ page }) => {
  // The grid's code (React with it) held back as on a slow network: the dialog needs none of it.
  const release = await holdIslandCode(page, /\/assets\/(ProductGrid|react|hydrate)-[^/]+\.js$/);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/v4/hearts')) calls.push(r.url());
  });
  await page.goto('/best-items');
  await page.locator('body[data-client-ready]').waitFor();
  const { itemNo, heart } = await firstHeart(page);
  await heart.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('로그인이 필요해요.');
  // Spec 4.6: added closed, open 200 ms later.
  await expect(page.locator('[data-phase="open"]').filter({ has: dialog })).toHaveCount(1);
  expect(await page.locator('[data-island="ProductGrid"]').getAttribute('data-hydrated')).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
  // Escape closes it, focus back on the heart; the heart never looked liked.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heart).toBeFocused();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).not.toHaveAttribute('data-busy');
  // Again, and 로그인: to the login page, coming back to this card's heart.
  await heart.click();
  await Promise.all([page.waitForURL((u) => u.pathname === '/login'), dialog.getByRole('button', { name: '로그인' }).click()]);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/best-items#card-heart-${itemNo}`);
  expect(calls).toEqual([]);
  release();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("a visitor's heart is a form that goes to log in and back to the card", async ({ page }) => {
    await page.goto('/best-items');
    const { itemNo, heart } = await firstHeart(page);
    await heart.click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/best-items#card-heart-${itemNo}`);
  });
});
