import { expect, type Locator, type Page } from '@playwright/test';

export async function tick(box: Locator): Promise<void> {
  if (!(await box.isChecked())) await box.click();
  await expect(box).toBeChecked();
}

/**
 * Pays the 주문서 on screen as a shopper does in development (issue 29): optionally a 결제 수단,
 * the purchase agreement, the pay button, then the sandbox payment window's approve — or its
 * `reject`/`cancel` — and waits for where the provider's return lands.
 */
/**
 * A new member has no saved 배송지, and a payment needs one (checkout-ready.ts): typed on the
 * 주문서 as a shopper does (the postcode search itself has its own spec, checkout-form.spec.ts).
 * Does nothing where the order already has one (a member's default).
 */
export async function giveDeliveryIfAsked(page: Page): Promise<void> {
  const form = page.getByTestId('checkout-delivery-form');
  if (!(await page.getByTestId('checkout-delivery-problem').isVisible())) return;
  await form.getByLabel('받는 분').fill('테스트');
  await form.getByLabel('휴대폰 번호').fill('010-1234-5678');
  await form.getByLabel('우편번호', { exact: true }).fill('04524');
  await form.getByLabel('주소', { exact: true }).fill('서울특별시 중구 세종대로 110');
  await Promise.all([page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.get('done') === 'delivery'), form.getByTestId('delivery-submit').click()]);
  await expect(page.getByTestId('checkout-delivery-current')).toBeVisible();
}

export async function payInSandboxWindow(page: Page, opts: { method?: string; decide?: 'approve' | 'reject' | 'cancel' } = {}): Promise<void> {
  await giveDeliveryIfAsked(page);
  const form = page.getByTestId('checkout-pay');
  // A first tap on an island not yet live is held and replayed once it is (client/replay.ts):
  // a click, then the state it lands in, rather than check() (which looks at once).
  if (opts.method) await tick(form.getByRole('radio', { name: opts.method }));
  await tick(form.getByTestId('pay-agree'));
  const button = form.getByRole('button', { name: /결제하기/ });
  await expect(button).toBeEnabled();
  await Promise.all([page.waitForURL((u) => u.pathname === '/sandbox/payments/window'), button.click()]);
  const decide = opts.decide ?? 'approve';
  const name = decide === 'approve' ? /결제 승인$/ : decide === 'reject' ? /결제 실패/ : /결제 취소/;
  const lands = decide === 'approve' ? (u: URL) => u.pathname.startsWith('/checkout/complete/') : (u: URL) => u.pathname === '/checkout' && u.searchParams.has('payCode');
  await Promise.all([page.waitForURL(lands), page.getByRole('button', { name }).click()]);
}
