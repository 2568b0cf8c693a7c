import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { atOneWidth, axeScan } from './helpers';

// Issue 12 item 6 at 375 and 1280 px: under each of the three clocks the teasing, main or
// final-day banner shows on the home, listing and item pages, and leads to the black /weeks
// landing with that phase and its items. The server runs with one clock, so each test moves
// this browser's own clock with the development-only `sf_now` cookie (edge/context/clock.ts).

const CLOCKS = [
  ['teasing', '2025-08-16T12:00:00+09:00', '위크스 오픈 예정 · 8월 18일 (월) 19:00 시작', '8월 18일 (월) 19:00 오픈'],
  ['main', '2025-08-20T12:00:00+09:00', '위크스 진행 중 · 8월 28일 (목) 23:59까지', '8월 28일 (목) 23:59까지'],
  ['finalDay', '2025-08-28T12:00:00+09:00', '위크스 마지막 날 · 8월 28일 (목) 23:59 종료', '8월 28일 (목) 23:59 종료'],
] as const;

async function setClock(context: BrowserContext, baseURL: string | undefined, now: string): Promise<void> {
  await context.addCookies([{ name: 'sf_now', value: now, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('body[data-client-ready]').waitFor();
}

const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ scale: 'css', path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: false });

for (const [phase, now, bannerText, heroText] of CLOCKS) {
  test(`${phase}: the item page's banner leads to the black /weeks`, async ({ page, context, baseURL }, info) => {
    // The three phases differ in copy, not layout: each runs at one width, both widths covered.
    atOneWidth(info, phase === 'main' ? 'desktop-1280' : 'mobile-375');
    await setClock(context, baseURL, now);
    // The home and listing pages show the same banner (tests/integration/promotion.test.ts walks
    // them under all three clocks); the browser checks the item page and the way to /weeks.
    for (const path of ['/products/1001']) {
      await open(page, path);
      const banner = page.getByTestId('promotion-banner');
      await expect(banner, path).toBeVisible();
      await expect(banner).toHaveAttribute('data-phase', phase);
      await expect(banner).toContainText(bannerText);
    }
    await shot(page, info, `item-banner-${phase}`);

    await page.getByTestId('promotion-banner').getByRole('link').click();
    await expect(page).toHaveURL(/\/weeks$/);
    await page.locator('body[data-client-ready]').waitFor();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
    await expect(page.getByRole('heading', { level: 1, name: '위크스' })).toBeVisible();
    const hero = page.getByTestId('weeks-hero');
    await expect(hero).toHaveAttribute('data-phase', phase);
    await expect(hero).toContainText(heroText);
    await expect(page.getByTestId('product-grid').locator('a[data-item-no]').first()).toBeVisible();
    await expect(page.getByTestId('promotion-banner')).toHaveCount(0);
    await shot(page, info, `weeks-${phase}`);
  });
}

test('outside every period there is no banner and /weeks says so, still black', async ({ page, context, baseURL }, info) => {
  atOneWidth(info, 'desktop-1280');
  await setClock(context, baseURL, '2025-08-29T00:00:00+09:00');
  await open(page, '/');
  await expect(page.getByTestId('promotion-banner')).toHaveCount(0);
  await open(page, '/weeks');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
  await expect(page.getByTestId('weeks-hero')).toHaveAttribute('data-phase', 'off');
  await expect(page.getByTestId('product-grid')).toHaveCount(0);
});

test('/weeks has no serious or critical accessibility violations', async ({ page, context, baseURL }) => {
  await setClock(context, baseURL, '2025-08-20T12:00:00+09:00');
  await open(page, '/weeks');
  await expect(page.getByTestId('product-grid').locator('a[data-item-no]').first()).toBeVisible();
  const results = await axeScan(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.nodes.length} × ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
});
