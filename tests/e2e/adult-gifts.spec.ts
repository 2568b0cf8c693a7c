import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { atOneWidth } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * DECISIONS 14 (issue 27 item 1) as a member meets it: a verified adult gives the adult-only
 * item 1005 from its page, names minor@demo.test (and then a never-verified member) at the
 * checkout, and is refused beside the recipient field, with what they typed kept and nothing
 * to pay; the order stays waiting for payment in their order list.
 *
 * The sender is a member of this run, verified through the sandbox provider's own form (the
 * popup flow has its own test, member.spec.ts). At 375 px only: the refusal is the checkout's, the
 * same at every width.
 */

const isMobile = (info: TestInfo) => info.project.name.startsWith('mobile');

/** A verification key from the sandbox provider (served on localhost: another origin). */
async function providerKey(page: Page, baseURL: string, purpose: 'ci' | 'adult', person: { name: string; birthDate: string; phone: string }): Promise<string> {
  const provider = baseURL.replace('127.0.0.1', 'localhost');
  const res = await page.request.post(`${provider}/sandbox/identity`, { form: { purpose, origin: baseURL, ...person, gender: 'F' } });
  const key = /data-key="([^"]+)"/.exec(await res.text())?.[1];
  expect(key, `no ${purpose} key from the provider (${res.status()})`).toBeTruthy();
  return key!;
}

/** Identity, then adult verification, through the storefront's gateway as the gate's island sends them. */
async function verifyAsAdult(page: Page, baseURL: string, name: string) {
  const person = { name, birthDate: '1988-02-03', phone: `010${String(Date.now() % 1e8).padStart(8, '0')}` };
  const headers = { origin: baseURL };
  const identity = await page.request.post('/api/v6/users/personal-info', {
    data: { identityVerificationToken: await providerKey(page, baseURL, 'ci', person), type: 'UNKNOWN_CI_VERIFICATION' },
    headers,
  });
  expect(identity.status(), await identity.text()).toBe(200);
  const adult = await page.request.post('/api/v5/users/adult-verification', { data: { adultVerificationKey: await providerKey(page, baseURL, 'adult', person) }, headers });
  expect(adult.status(), await adult.text()).toBe(200);
}

test('an adult-only gift is refused at the checkout for a minor or an unverified recipient', async ({ page, baseURL }, info) => {
  atOneWidth(info, 'mobile-375');
  const name = '선물준비';
  await joinQuickly(page, info, name, '/products/1005');
  await verifyAsAdult(page, baseURL!, name);

  // The item's page, now open to the sender, gives it.
  await page.goto('/products/1005');
  await page.locator('body[data-client-ready]').waitFor();
  await expect(page.locator('#pdp-title')).toContainText('증류주');
  const place = isMobile(info) ? page.locator('[data-purchase-bar]') : page.locator('[data-purchase-panel] > section');
  await place.getByRole('button', { name: '선물하기' }).click();
  const sheet = page.getByRole('dialog', { name: '선물하기', exact: true });
  await Promise.all([page.waitForURL((u) => u.pathname === '/checkout'), sheet.getByRole('button', { name: '선물하기', exact: true }).click()]);
  const orderNo = new URL(page.url()).searchParams.get('order');
  expect(orderNo).toBeTruthy();

  for (const recipient of ['minor@demo.test', 'fresh@demo.test']) {
    const form = page.getByTestId('gift-recipient');
    await form.getByLabel('받는 분 이메일(아이디)').fill(recipient);
    await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: '받는 분 정하기' }).click()]);
    const error = page.getByTestId('gift-recipientId-error');
    await expect(error).toHaveText('성인 인증을 완료한 19세 이상 회원에게만 선물할 수 있는 상품이에요. 받는 분을 다시 확인해주세요.');
    await expect(page.getByLabel('받는 분 이메일(아이디)')).toHaveValue(recipient);
    await expect(page.getByLabel('받는 분 이메일(아이디)')).toHaveAttribute('aria-describedby', 'gift-recipientId-error');
    await expect(page.getByTestId('checkout-pay')).toHaveCount(0);
    await expect(page.getByTestId('gift-pay-first')).toBeVisible();
    await expect(page.getByTestId('gift-recipient-name')).toHaveCount(0);
  }

  // Still waiting for payment, in the sender's orders.
  await page.goto('/my-order/list');
  await expect(page.getByTestId('order-status').first()).toHaveText('결제 대기');
  await page.goto(`/checkout?order=${orderNo}`);
  await expect(page.getByTestId('checkout-pay')).toHaveCount(0);
});
