import { expect, test, type TestInfo } from '@playwright/test';
import { joinQuickly } from './sandbox-member';
import { purchaseForm, seriousViolations, atOneWidth, axeScan } from './helpers';
import { payInSandboxWindow } from './sandbox-pay';

/**
 * Orders in a real browser (issue 11 item 4), at 375 and 1280 px: buy now on the item page →
 * the checkout → the sandbox payment (labelled 샌드박스) → paid → the order list shows it with its
 * status. A member of the test's own, so the other project's orders never mix in.
 */
const isMobile = (info: TestInfo) => info.project.name.startsWith('mobile');

test('buy now → checkout → sandbox payment → the order list shows it paid', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  // A whole shopper's journey over several pages: more than the default 30 s on a busy CI machine.
  test.setTimeout(60_000);
  await joinQuickly(page, info, '주문테스트', '/products/1003');
  const form = await purchaseForm(page, info);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.has('order')),
    form.getByRole('button', { name: isMobile(info) ? '바로 구매' : '구매하기', exact: true }).click(),
  ]);
  const orderNo = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('checkout-status')).toHaveText('주문 상태: 결제 대기');
  const pay = page.getByTestId('checkout-pay').getByRole('button');
  await expect(pay).toContainText('샌드박스');
  await payInSandboxWindow(page);
  await page.goto(`/checkout?order=${orderNo}`);
  await expect(page.getByTestId('checkout-status')).toHaveText('주문 상태: 결제 완료');
  await page.screenshot({ scale: 'css', path: info.outputPath(`checkout-${info.project.name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await Promise.all([page.waitForURL((u) => u.pathname === '/my-order/list'), page.getByRole('link', { name: '주문 내역 보기' }).click()]);
  const order = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(order).toHaveAttribute('data-status', 'PAID');
  await expect(order.getByTestId('order-status')).toHaveText('결제 완료');
  await expect(order).toContainText('출고 예정');
  await page.screenshot({ scale: 'css', path: info.outputPath(`orders-${info.project.name}.png`), fullPage: true });
  const results = await axeScan(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
