import { expect, test, type Page } from '@playwright/test';
import { atOneWidth, chooseOption, purchaseForm, seriousViolations } from './helpers';

/**
 * The item's option page and shortform feed (issue 13 item 4): on a phone the purchase sheet leads
 * to the option page, where the options are chosen full screen; the shortform feed loads no video
 * until one is tapped; each opening is its own event of the catalogue (read from /_ops/events).
 */
type Stored = { name: string; itemNo?: number; pageType: string; at: number };

async function eventsSince(page: Page, since: number, name: string): Promise<Stored[]> {
  const all = (await (await page.request.get('/_ops/events?limit=300')).json()) as Stored[];
  return all.filter((e) => e.name === name && e.at >= since);
}

test('on a phone the purchase sheet leads to the option page, where options are chosen full screen', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  const since = Date.now();
  await page.goto('/products/1001');
  await page.locator('body[data-client-ready]').waitFor();
  const sheet = await purchaseForm(page, info);
  await sheet.getByRole('link', { name: '전체 화면에서 옵션 고르기' }).click();
  await page.waitForURL('**/products/1001/options');
  await page.locator('body[data-client-ready]').waitFor();
  const form = page.getByTestId('option-page').locator('[data-purchase-panel] > section');
  await expect(form).toBeVisible();
  await expect(page.locator('[data-purchase-bar]')).toHaveCount(0);
  await chooseOption(form, 0, '블랙');
  await chooseOption(form, 1, 'M');
  await expect(form.locator('[data-line-label]')).toHaveText('블랙 / M');
  await expect(form.getByRole('button', { name: '구매하기' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath('option-page-375.png'), fullPage: true });
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(async () => (await eventsSince(page, since, 'option_page')).map((e) => e.itemNo), { timeout: 15_000 }).toContain(1001);
});

test('the option page works as a page at desktop width too', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  await page.goto('/products/1001/options');
  await page.locator('body[data-client-ready]').waitFor();
  await expect(page.locator('[data-island="PurchasePanel"]')).toHaveAttribute('data-hydrated', '');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath('option-page-1280.png') });
});

test('the shortform feed loads no video until one is tapped, and leads back to the item', async ({ page }, info) => {
  const hostRequests: string[] = [];
  page.on('request', (r) => {
    if (/youtube|vimeo|ytimg/.test(new URL(r.url()).host)) hostRequests.push(r.url());
  });
  const since = Date.now();
  await page.goto('/products/1001');
  const link = page.locator('[data-shortform-link]');
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await page.waitForURL('**/products/1001/shortform');
  await page.locator('body[data-client-ready]').waitFor();
  const feed = page.getByTestId('shortform');
  await expect(feed.locator('[data-shortform]').first()).toBeVisible();
  await expect(feed.locator('iframe')).toHaveCount(0);
  expect(hostRequests).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`shortform-${info.project.name}.png`), fullPage: true });
  await feed.locator('[data-shortform="1"] a[data-video-play]').click();
  await expect(feed.locator('[data-shortform="1"] iframe')).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\/.*autoplay=1/);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(async () => (await eventsSince(page, since, 'shortform')).map((e) => e.itemNo), { timeout: 15_000 }).toContain(1001);
  await feed.getByRole('link', { name: '이 상품 보러 가기' }).click();
  await page.waitForURL((u) => u.pathname === '/products/1001');
});
