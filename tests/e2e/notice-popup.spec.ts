import { expect, test } from '@playwright/test';
import { TAG_CONSENT_COOKIE } from '../../playwright.config';
import { animationsDone, seriousViolations } from './helpers';

/**
 * Issue 31 §4: a notice flagged `is_popup` (the seed's 6, 첫 구매 10% 쿠폰 증정) opens over the
 * home page as a dialog, unprompted; 닫기 closes it for this page view only, 오늘 하루 보지 않기
 * hides it until the next Seoul midnight (a cookie whose value carries that expiry). Every other
 * spec starts with the popups hidden (playwright.config.ts); this one starts without.
 */
test.use({ storageState: { cookies: [TAG_CONSENT_COOKIE], origins: [] } });

test('a popup notice opens on the home page; 닫기 for now, 오늘 하루 보지 않기 until midnight', async ({ page, context }, info) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '첫 구매 10% 쿠폰 증정' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('10% 할인 쿠폰');
  await expect(dialog).not.toContainText('<br');
  await expect(dialog.getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/mypage/cscenter/notice-list?notice_no=6&notice_type=EVENT');
  // Modal: the focus is inside it, and the page stays axe-clean with it open.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog, [role="dialog"]') !== null)).toBe(true);
  // Both buttons on one line each, the long label too (it wrapped at 375 px once): equal heights.
  // Measured once the panel is open and has stopped scaling in (95 % → 100 % over 200 ms, from
  // 200 ms after it is added): mid-way, the two boxes were read at different scales (41.80
  // against 41.84 on a busy CI machine); and before the open phase nothing moves yet.
  await expect(page.locator('[data-phase="open"]').filter({ has: dialog })).toHaveCount(1);
  await animationsDone(page);
  const [hide, close] = await Promise.all(['오늘 하루 보지 않기', '닫기'].map((name) => dialog.getByRole('button', { name }).boundingBox()));
  expect(hide?.height).toBe(close?.height);
  expect(hide?.y).toBe(close?.y);
  await page.screenshot({ scale: 'css', path: info.outputPath(`notice-popup-${info.project.name}.png`) });
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'sf_notice_hidden')).toBeUndefined();

  // Closed, not hidden: the next visit shows it again.
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(dialog).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'sf_notice_hidden');
  expect(cookie).toBeDefined();
  const value = JSON.parse(decodeURIComponent(cookie!.value)) as { v: number[]; e: number };
  expect(value.v).toEqual([6]);
  // Until the next midnight in Seoul, in the value and in the cookie's own lifetime.
  const now = Date.now();
  const midnight = (Math.floor((now + 9 * 3_600_000) / 86_400_000) + 1) * 86_400_000 - 9 * 3_600_000;
  expect(value.e).toBe(midnight);
  expect(Math.abs(cookie!.expires * 1000 - midnight)).toBeLessThan(120_000);

  await page.reload();
  await page.locator('body[data-client-ready]').waitFor();
  // Nothing hydrates for a shopper who hid every popup: the island stays as its empty server HTML.
  await expect(page.locator('[data-island="NoticePopup"]')).not.toHaveAttribute('data-hydrated', /.*/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
