import { expect, test, type Page } from '@playwright/test';
import { atOneWidth, seriousViolations } from './helpers';

/**
 * Issue 31 §4 and §3, as a shopper sees them. The home page's editorial section prints the
 * upstream's references through the link builders: on one origin (this server) only the families
 * served here (the seed's item 1001 and brand 16404); an opened notice lists what it refers to.
 * And minor@demo.test, who was given two samples, finds them from my page.
 */

test('the home page shows the editorial section and a shopper follows a tile', async ({ page }, info) => {
  // The first page of a cold server, an axe scan and a second page on a shared 2-core box.
  test.setTimeout(60_000);
  await page.goto('/');
  const section = page.getByRole('region', { name: '에디토리얼' });
  await expect(section).toBeVisible();
  const tiles = section.getByRole('link');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('href', '/products/1001');
  await expect(tiles.nth(1)).toHaveAttribute('href', '/brand/16404');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: info.outputPath(`home-editorial-${info.project.name}.png`) });
  expect(await seriousViolations(page)).toEqual([]);

  await Promise.all([page.waitForURL((u) => u.pathname === '/brand/16404'), tiles.filter({ hasText: '스페셜 브랜드관' }).click()]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('an opened notice lists its related links and one leads to its item', async ({ page }, info) => {
  await page.goto('/mypage/cscenter/notice-list?notice_no=6&notice_type=EVENT');
  const related = page.getByRole('navigation', { name: '관련 링크' });
  await expect(related).toBeVisible();
  await page.getByTestId('notice-detail').screenshot({ path: info.outputPath(`notice-related-${info.project.name}.png`) });
  expect(await seriousViolations(page)).toEqual([]);
  await Promise.all([page.waitForURL((u) => u.pathname === '/products/1001'), related.getByRole('link', { name: /이번 주의 아이템/ }).click()]);
});

async function logIn(page: Page, id: string, returnTo: string): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="id"]').fill(id);
  await form.locator('input[name="password"]').fill('demo1234!');
  await Promise.all([page.waitForURL((u) => u.pathname === returnTo), form.getByRole('button', { name: '로그인' }).click()]);
}

test('my page counts the samples still to review and links to where they are written', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  // A login, three pages and two axe scans on a shared 2-core box.
  test.setTimeout(60_000);
  await logIn(page, 'minor@demo.test', '/mypage');
  const note = page.getByTestId('my-page-reviews-samples-link');
  await expect(note).toHaveText('체험 리뷰 2개를 아직 쓰지 않았어요.');
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ scale: 'css', path: info.outputPath(`my-page-samples-${info.project.name}.png`) });
  await Promise.all([page.waitForURL((u) => u.pathname === '/my-order/review' && u.hash === '#sample-reviews'), note.click()]);
  const heading = page.getByRole('heading', { name: '체험 리뷰를 쓸 수 있는 상품' });
  await expect(heading).toBeVisible();
  const samples = page.locator('li[data-kind="sample"]');
  await expect(samples).toHaveCount(2);
  await expect(samples.first()).toContainText('마일리지는 적립되지 않아요');
  await page.screenshot({ scale: 'css', path: info.outputPath(`sample-reviews-${info.project.name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await Promise.all([page.waitForURL((u) => u.pathname === '/my-order/review/write'), samples.first().getByRole('link', { name: '리뷰 쓰기' }).click()]);
  await expect(page.getByRole('heading', { name: '체험 리뷰 쓰기' })).toBeVisible();
  await expect(page.getByTestId('review-sample-note')).toBeVisible();
  await page.screenshot({ scale: 'css', path: info.outputPath(`sample-review-write-${info.project.name}.png`) });
  expect(await seriousViolations(page)).toEqual([]);
});
