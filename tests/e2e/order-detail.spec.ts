import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { joinQuickly } from './sandbox-member';
import { atOneWidth, hydrateAll, purchaseForm, seriousViolations } from './helpers';
import { payInSandboxWindow } from './sandbox-pay';

/**
 * Orders that lead somewhere (issue 29 §2), each journey at one width, the order detail seen at
 * both (the buy-now entry differs by width): buy now → the sandbox payment →
 * the order's detail with its timeline → cancel through the confirmation dialog → the list says
 * 취소; a delivered order offers 리뷰 쓰기 and 반품/교환 요청; my page's coupon and mileage tiles
 * open their lists. A member of the test's own, so the other project's orders never mix in.
 */
const isMobile = (info: TestInfo) => info.project.name.startsWith('mobile');

async function buyAndPay(page: Page, info: TestInfo): Promise<string> {
  const form = await purchaseForm(page, info);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.has('order')),
    form.getByRole('button', { name: isMobile(info) ? '바로 구매' : '구매하기', exact: true }).click(),
  ]);
  const orderNo = new URL(page.url()).searchParams.get('order') ?? '';
  await payInSandboxWindow(page);
  await expect(page.getByTestId('complete-order-no')).toHaveText(orderNo);
  return orderNo;
}

test('order list → order detail with its timeline → cancel → the list says 취소', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  test.setTimeout(90_000);
  await joinQuickly(page, info, '상세테스트', '/products/1003');
  const orderNo = await buyAndPay(page, info);

  await page.goto('/my-order/list');
  await Promise.all([page.waitForURL(`**/my-order/detail/${orderNo}`), page.locator(`[data-order-no="${orderNo}"]`).getByTestId('order-detail-link').click()]);
  await expect(page.getByTestId('order-detail-status')).toHaveText('결제 완료');
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.locator('[data-step="PAID"]')).toHaveAttribute('data-done', 'true');
  await expect(timeline.locator('[data-step="SHIPPED"]')).toHaveAttribute('data-done', 'false');
  await expect(timeline.locator('[data-step="SHIPPED"]')).toContainText('예정');
  await hydrateAll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`order-detail-${info.project.name}.png`), fullPage: true });

  await page.getByTestId('order-cancel').click();
  const dialog = page.getByRole('dialog', { name: '주문을 취소할까요?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('xpath=..')).toHaveAttribute('data-phase', 'open');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`order-cancel-dialog-${info.project.name}.png`) });
  await Promise.all([page.waitForURL((u) => u.searchParams.get('done') === 'cancelled'), dialog.getByRole('button', { name: '주문 취소' }).click()]);
  await expect(page.getByRole('status')).toHaveText('주문이 취소되었어요.');
  await expect(page.getByTestId('order-detail-status')).toHaveText('주문 취소');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  await expect(page.getByTestId('order-detail-refund')).toHaveText('환불이 완료되었어요.');

  await page.goto('/my-order/list');
  await expect(page.locator(`[data-order-no="${orderNo}"]`).getByTestId('order-status')).toHaveText('주문 취소');
});

test('a delivered order offers 리뷰 쓰기 and a return or exchange request', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  test.setTimeout(90_000);
  await joinQuickly(page, info, '반품테스트', '/products/1003');
  const orderNo = await buyAndPay(page, info);
  // The sandbox delivers a paid order at once (development only), from its 주문서.
  await page.goto(`/checkout?order=${orderNo}`);
  await Promise.all([page.waitForURL((u) => u.pathname === '/checkout'), page.getByTestId('checkout-deliver').getByRole('button').click()]);

  await page.goto(`/my-order/detail/${orderNo}`);
  await expect(page.getByTestId('order-detail-status')).toHaveText('배송 완료');
  await expect(page.getByTestId('order-timeline').locator('[data-done="true"]')).toHaveCount(4);
  await expect(page.getByTestId('order-tracking')).toContainText('샌드박스 택배');
  await expect(page.getByTestId('order-line-review')).toHaveAttribute('href', `/my-order/review/write?order=${orderNo}&seq=0`);
  await hydrateAll(page);
  await page.getByTestId('order-claim').click();
  const dialog = page.getByRole('dialog', { name: /반품\/교환 요청/ });
  await expect(dialog.locator('xpath=..')).toHaveAttribute('data-phase', 'open');
  await dialog.getByRole('radio', { name: '교환' }).check();
  await dialog.getByLabel('사유').selectOption('SIZE');
  await dialog.getByLabel(/자세한 내용/).fill('한 치수 큰 것으로 바꿔주세요.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`order-claim-dialog-${info.project.name}.png`) });
  await Promise.all([page.waitForURL((u) => u.searchParams.get('done') === 'exchange'), dialog.getByRole('button', { name: '요청하기' }).click()]);
  await expect(page.getByRole('status')).toHaveText('교환 요청을 접수했어요.');
  await expect(page.getByTestId('order-line-claim')).toHaveText('교환 요청');
  await expect(page.getByTestId('order-claim')).toHaveCount(0);
  await page.screenshot({ scale: 'css', path: info.outputPath(`order-delivered-${info.project.name}.png`), fullPage: true });
});

test("my page's coupon and mileage tiles open their lists", async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  await page.goto('/mypage');
  await page.waitForURL((u) => u.pathname === '/login');
  await page.locator('body[data-client-ready]').waitFor();
  const form = page.getByTestId('login-form');
  await form.locator('input[name="id"]').fill('adult@demo.test');
  await form.locator('input[name="password"]').fill('demo1234!');
  await Promise.all([page.waitForURL((u) => u.pathname === '/mypage'), form.getByRole('button', { name: '로그인' }).click()]);
  await Promise.all([page.waitForURL('**/mypage/coupon'), page.getByTestId('my-page-coupons-link').click()]);
  await expect(page.getByTestId('coupons-usable').locator('li')).not.toHaveCount(0);
  await expect(page.getByTestId('coupons-past')).toContainText('기간 만료');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`coupons-${info.project.name}.png`), fullPage: true });
  await page.goto('/mypage');
  await Promise.all([page.waitForURL('**/mypage/mileage'), page.getByTestId('my-page-mileage-link').click()]);
  await expect(page.getByTestId('mileage-entries').locator('li')).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`mileage-${info.project.name}.png`), fullPage: true });
});
