import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { animationsDone, atOneWidth } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Issue 31 §1 in the browser: the dialogs that name the shop's customer service and app store
 * show what the deployment configured (playwright.config.ts sets SHOP_CS_EMAIL, SHOP_CS_PHONE,
 * APP_STORE_ID and PLAY_STORE_ID for the e2e server), never a sample.
 */
const CONTACT = '고객센터(cs@e2e-shop.kr, 1588-1234)로 문의해주세요.';
const OLD_IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StorefrontApp/iOS/5.0.0(700)';

test('the identity failure dialog names the configured customer-service contacts', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  // A join, a popup and a verification on a busy 2-core machine.
  test.setTimeout(90_000);
  // A never-verified member of this run, who verifies under another name: INVALID_USER_PERSONAL_AUTH_INFO.
  await joinQuickly(page, info, '김가람', '/products/1005');
  await expect(page.locator('[data-gate-step]')).toHaveAttribute('data-gate-step', 'identity');
  await page.getByRole('button', { name: '성인 인증하기' }).click();
  const sheet = page.getByRole('dialog', { name: '본인인증 약관 동의' });
  await sheet.getByText('[필수] 개인정보 수집 및 이용 동의').click();
  const [popup] = await Promise.all([page.waitForEvent('popup'), sheet.getByRole('button', { name: '동의하고 본인인증하기' }).click()]);
  await popup.waitForLoadState();
  await popup.locator('#identity-name').fill('이다른');
  await popup.locator('#identity-birthDate').fill('1990-05-05');
  await popup.locator('input[name="gender"][value="F"]').check();
  await popup.locator('#identity-phone').fill('010-1234-5678');
  // The result page closes itself right after it loads: a click cut short by that close is no failure.
  await Promise.all([
    popup.waitForEvent('close', { timeout: 10_000 }),
    popup
      .getByRole('button', { name: '인증하기' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      }),
  ]);
  const dialog = page.locator('dialog, [role="dialog"], [role="alertdialog"]').filter({ hasText: '본인인증 실패' });
  await expect(dialog).toContainText('동일한 명의', { timeout: 20_000 });
  await expect(dialog).toContainText(CONTACT);
  await expect(dialog).not.toContainText('(샘플)');
  await animationsDone(page);
  expect((await new AxeBuilder({ page }).include('dialog, [role="dialog"], [role="alertdialog"]').analyze()).violations).toEqual([]);
  await page.screenshot({ path: info.outputPath('identity-failure.png') });
});

test.describe('in an app too old to share natively', () => {
  test.use({ userAgent: OLD_IOS_APP });

  test('the update-app dialog opens the configured App Store listing', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    test.setTimeout(60_000);
    await page.goto('/products/1001');
    await page.locator('body[data-client-ready]').waitFor();
    const share = page.locator('[data-share-access="updateApp"]');
    await expect(share).toBeVisible();
    await share.click();
    const dialog = page.getByRole('alertdialog', { name: '앱 업데이트 안내' });
    await expect(dialog).toBeVisible();
    await animationsDone(page);
    expect((await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()).violations).toEqual([]);
    await page.screenshot({ path: info.outputPath('update-app.png') });
    // 업데이트 goes to the store: caught here, not followed.
    const store = page.waitForRequest((r) => r.url().startsWith('https://apps.apple.com/'));
    await page.route('https://apps.apple.com/**', (route) => route.fulfill({ status: 200, body: 'store' }));
    await dialog.getByRole('button', { name: '업데이트' }).click();
    expect((await store).url()).toBe('https://apps.apple.com/kr/app/id1234567890');
  });
});
