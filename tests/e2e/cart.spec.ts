import { expect, test, type Page } from '@playwright/test';
import { chooseOption, purchaseForm, atOneWidth, axeScan } from './helpers';
import { joinQuickly } from './sandbox-member';
import { payInSandboxWindow } from './sandbox-pay';

/**
 * The cart in a real browser (issue 11 item 3), at 375 and 1280 px, as a new member: add two
 * items on their pages → 장바구니 가기 → the cart → a quantity up (kept after a reload) → one line
 * removed, the header badge following → order → the sandbox payment → the order list shows the
 * cart order, and the cart is empty.
 */
const won = (text: string | null): number => Number((text ?? '').replace(/[^0-9]/g, ''));

async function addToCart(page: Page, info: Parameters<typeof purchaseForm>[1], options: string[] = []) {
  const form = await purchaseForm(page, info);
  for (const [level, label] of options.entries()) await chooseOption(form, level, label);
  await form.getByRole('button', { name: '장바구니', exact: true }).click();
  await expect(page.locator('[data-recommendations="cart"]')).toBeVisible({ timeout: 15_000 });
}

test('add → cart → quantity → remove → order → sandbox payment → the order list; the cart empties', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  // A whole shopper's journey over several pages: more than the default 30 s on a busy CI machine.
  test.setTimeout(90_000);
  await joinQuickly(page, info, '장바구니테스트', '/products/1001');
  await addToCart(page, info, ['블랙', 'M']);
  await page.goto('/products/1003');
  await page.locator('body[data-client-ready]').waitFor();
  await addToCart(page, info);
  await Promise.all([page.waitForURL((u) => u.pathname === '/cart'), page.getByRole('link', { name: '장바구니 가기' }).click()]);

  const lines = page.locator('[data-cart-line]');
  await expect(lines).toHaveCount(2);
  const candle = lines.filter({ hasText: '포레스트 랩' });
  const coat = lines.filter({ hasText: '블랙 / M' });
  await expect(coat).toHaveCount(1);
  await expect(page.getByRole('link', { name: '장바구니 2 (상품 2개)' })).toBeVisible();
  const pay = page.getByTestId('cart-summary').locator('[data-total="pay"]');
  const before = won(await pay.textContent());
  const candlePrice = won(await candle.getByTestId('line-price').textContent());
  expect(before).toBeGreaterThan(candlePrice);

  await candle.getByRole('button', { name: /수량 늘리기$/ }).click();
  await expect(candle.getByTestId('line-qty')).toHaveText('2');
  await expect(page.getByTestId('cart-message')).toHaveText('수량을 바꿨어요.');
  await expect.poll(async () => won(await pay.textContent())).toBeGreaterThanOrEqual(before + candlePrice);

  await page.screenshot({ scale: 'css', path: info.outputPath(`cart-${info.project.name}.png`), fullPage: true });
  const results = await axeScan(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.reload();
  await page.locator('body[data-client-ready]').waitFor();
  await expect(candle.getByTestId('line-qty')).toHaveText('2');

  await coat.getByRole('button', { name: /삭제$/ }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-message')).toHaveText('1개 상품을 삭제했어요.');
  await expect(page.getByRole('link', { name: '장바구니 1 (상품 1개)' })).toBeVisible();

  await Promise.all([page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.has('order')), page.getByTestId('cart-order').click()]);
  const orderNo = new URL(page.url()).searchParams.get('order') ?? '';
  const payButton = page.getByTestId('checkout-pay').getByRole('button');
  await expect(payButton).toContainText('샌드박스');
  await payInSandboxWindow(page);
  await expect(page.getByTestId('complete-order-no')).toHaveText(orderNo);

  await page.goto('/my-order/list');
  const order = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(order).toHaveAttribute('data-status', 'PAID');
  await expect(order).toContainText('장바구니 주문');

  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toContainText('장바구니에 담긴 상품이 없어요.');
});
