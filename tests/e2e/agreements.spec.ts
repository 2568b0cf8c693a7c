import { expect, test } from '@playwright/test';
import { atOneWidth, axeScan } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Consents in a real browser (issue 11 item 6), at 375 and 1280 px: from my page to the consent
 * page, a toggle shows at once, settles to what was stored and is still on after a reload; a
 * write the server refuses puts the toggle back with the reason. A member of the test's own.
 */
test('consent toggled from my page, still toggled after a reload; a failed write is rolled back', async ({ page }, info) => {
  atOneWidth(info, 'mobile-375');
  // A whole shopper's journey over several pages: more than the default 30 s on a busy CI machine.
  test.setTimeout(60_000);
  await joinQuickly(page, info, '동의', '/mypage');
  await page.getByRole('link', { name: '수신 동의 설정' }).click();
  await page.waitForURL((u) => u.pathname === '/account/agreements');
  await page.locator('body[data-client-ready]').waitFor();

  const sms = page.getByRole('switch', { name: 'SMS' });
  await expect(sms).not.toBeChecked();
  await sms.click();
  await expect(sms).toBeChecked();
  await expect(page.getByTestId('consent-message')).toHaveText('저장되었어요.');
  await expect(page.getByTestId('advertising-version')).toHaveText('동의한 약관 V2');

  await page.reload();
  await page.locator('body[data-client-ready]').waitFor();
  await expect(page.getByRole('switch', { name: 'SMS' })).toBeChecked();
  await expect(page.getByRole('switch', { name: '이메일' })).not.toBeChecked();
  if (info.project.name.startsWith('mobile')) await expect(page.locator('a[aria-current="page"][href="/mypage"]')).toBeVisible();

  // The server refuses the next write: the switch goes back and says why.
  await page.route('**/api/v4/agreements', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ result: 'FAIL', errorCode: 'INTERNAL_ERROR', message: '잠시 후 다시 시도해주세요.' }) })
      : route.continue(),
  );
  const email = page.getByRole('switch', { name: '이메일' });
  await email.click();
  await expect(page.getByRole('alert').filter({ hasText: '잠시 후 다시 시도해주세요.' })).toBeVisible();
  await expect(email).not.toBeChecked();
  await expect(email).toBeEnabled();

  await page.screenshot({ scale: 'css', path: info.outputPath(`agreements-${info.project.name}.png`), fullPage: true });
  const results = await axeScan(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test("a stale tab: a change after another tab's shows the consents as they are now and says so", async ({ page, baseURL }, info) => {
  atOneWidth(info, 'desktop-1280');
  await joinQuickly(page, info, '다른탭', '/account/agreements');
  await page.locator('body[data-client-ready]').waitFor();
  const sms = page.getByRole('switch', { name: 'SMS' });
  const email = page.getByRole('switch', { name: '이메일' });
  await expect(sms).not.toBeChecked();

  // Another tab of the same member turns SMS on; this page still shows it off.
  const other = await page.request.post('/api/v4/agreements', { data: { smsAdvertisingAgreement: true }, headers: { origin: baseURL! } });
  expect(other.status()).toBe(200);
  await expect(sms).not.toBeChecked();

  // This tab's change is based on what it read: refused, and the page shows what is stored now.
  await email.click();
  await expect(page.getByRole('alert').filter({ hasText: '다른 곳에서 수신 동의 설정이 바뀌었어요.' })).toBeVisible();
  await expect(sms).toBeChecked();
  await expect(email).not.toBeChecked();
  await expect(email).toBeEnabled();

  // Now current, the same change goes through.
  await email.click();
  await expect(page.getByTestId('consent-message')).toHaveText('저장되었어요.');
  await expect(email).toBeChecked();
  await expect(sms).toBeChecked();
});

test.describe('in the app web view', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 StorefrontApp/Android/5.12.0(536)' });

  test("turning push on asks the app first; with the phone's notifications off the page says so", async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    // The app's side: answers the notification state with "off" and records what it was asked.
    await page.addInitScript(() => {
      const w = window as unknown as { asked: string[]; StorefrontAndroid: unknown; StorefrontBridge?: { reply(id: string, p: unknown): void } };
      w.asked = [];
      w.StorefrontAndroid = {
        postMessage(json: string) {
          const m = JSON.parse(json) as { type: string; requestId?: string };
          w.asked.push(m.type);
          if (m.type === 'fetchNotificationState' && m.requestId) setTimeout(() => w.StorefrontBridge?.reply(m.requestId!, { enabled: false }), 20);
        },
      };
    });
    await joinQuickly(page, info, '푸시', '/account/agreements');
    const push = page.getByRole('switch', { name: '앱 푸시' });
    await push.click();
    await expect(push).toBeChecked();
    await expect(page.getByTestId('consent-message')).toHaveText(/휴대폰 설정에서 이 앱의 알림이 꺼져 있어요/);
    expect(await page.evaluate(() => (window as unknown as { asked: string[] }).asked)).toContain('fetchNotificationState');
  });
});
