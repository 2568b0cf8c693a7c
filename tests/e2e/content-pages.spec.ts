import { expect, test } from '@playwright/test';
import { atOneWidth, axeScan } from './helpers';

/**
 * No dead ends (issue 14 item 1), at 375 and 1280 px: the footer's 이용약관 opens the terms page
 * with its sections; the page passes an axe scan; an address nobody serves says the page (not
 * an item) was not found, with the ways home and to search.
 */
test('the footer’s 이용약관 opens the terms; a missing page says so', async ({ page }, info) => {
  await page.goto('/');
  await page.locator('body[data-client-ready]').waitFor();
  // The footer's links start where the header's logo does, on a phone and on a wide screen.
  const logo = await page.locator('header.site-header a').first().boundingBox();
  const firstLink = await page.locator('footer.site-footer a').first().boundingBox();
  expect(firstLink?.x).toBe(logo?.x);
  await Promise.all([page.waitForURL((u) => u.pathname === '/policy/terms'), page.locator('footer').getByRole('link', { name: '이용약관', exact: true }).click()]);
  const doc = page.getByTestId('content-page');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await expect(doc.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.screenshot({ scale: 'css', path: info.outputPath(`terms-${info.project.name}.png`), fullPage: true });
  const results = await axeScan(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await expect(page.getByRole('link', { name: '검색하기' })).toHaveAttribute('href', '/start');
});

/**
 * The customer centre (issue 14 item 1): the footer's FAQ link, one answer open at a time, a
 * search through the page's own form; the notice strip opens its notice above the list.
 */
test('the FAQ opens one answer at a time and searches; the notice strip opens its notice', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  // Two pages, a search and two accessibility scans: more than 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await page.goto('/');
  await page.locator('body[data-client-ready]').waitFor();
  await Promise.all([page.waitForURL((u) => u.pathname === '/mypage/cscenter/faq'), page.locator('footer').getByRole('link', { name: '자주 묻는 질문' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('자주 묻는 질문');
  const questions = page.locator('details[name="faq"]');
  await expect(questions).toHaveCount(15);
  await questions.nth(1).locator('summary').click();
  await expect(questions.nth(1)).toHaveAttribute('open', '');
  await questions.nth(4).locator('summary').click();
  await expect(questions.nth(4)).toHaveAttribute('open', '');
  await expect(questions.nth(1)).not.toHaveAttribute('open', '');
  await expect(questions.nth(4)).toContainText('영업일 기준 1~3일');
  await page.screenshot({ scale: 'css', path: info.outputPath(`faq-${info.project.name}.png`), fullPage: true });
  const results = await axeScan(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.getByRole('searchbox', { name: '질문 검색' }).fill('환불');
  await Promise.all([page.waitForURL((u) => u.searchParams.get('q') === '환불'), page.getByRole('search', { name: '질문 검색' }).getByRole('button', { name: '검색', exact: true }).click()]);
  await expect(page.getByTestId('faq-count')).toContainText("'환불' 검색 결과");
  await expect(questions.first()).toContainText('환불');

  await page.goto('/');
  const strip = page.getByTestId('notice-strip').getByRole('link');
  await Promise.all([page.waitForURL((u) => u.pathname === '/mypage/cscenter/notice-list' && u.searchParams.get('notice_no') === '7'), strip.click()]);
  await expect(page.getByTestId('notice-detail')).toContainText('넉넉하게 주문해 주세요.');
  await expect(page.getByRole('list', { name: '공지 목록' }).getByRole('link')).toHaveCount(3);
  await page.screenshot({ scale: 'css', path: info.outputPath(`notice-${info.project.name}.png`), fullPage: true });
  const noticeAxe = await axeScan(page).analyze();
  expect(noticeAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
