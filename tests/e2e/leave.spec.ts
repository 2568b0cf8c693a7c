import { expect, test } from '@playwright/test';
import { seriousViolations, axeScan } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Leaving in a real browser (issue 11 item 9), at 375 and 1280 px: from my page, the form asks
 * for the consent box and the password, the confirmation shows the record as it stood, the
 * shopper is logged out, and the old password no longer logs in.
 */
test('leave from my page: confirmation with the record, logged out, the old login refused', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'a form journey that does not depend on the viewport; run once to keep CI within its time budget');
  // A whole shopper's journey over several pages: more than the default 30 s on a busy CI machine.
  test.setTimeout(60_000);
  const { email, password } = await joinQuickly(page, info, '탈퇴테스트', '/mypage');
  await page.getByRole('link', { name: '회원 탈퇴' }).click();
  await page.waitForURL((u) => u.pathname === '/account/leave');
  await page.locator('body[data-client-ready]').waitFor();
  const form = page.getByTestId('leave-form');
  await form.getByLabel('탈퇴 사유 (선택)').fill('테스트로 가입했어요');
  await form.getByLabel('비밀번호 확인').fill(password);
  await form.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByTestId('leave-confirm-error')).toHaveText('탈퇴 안내에 동의해주세요.');
  await expect(form.getByLabel('탈퇴 사유 (선택)')).toHaveValue('테스트로 가입했어요');

  await form.getByLabel('안내 내용을 확인했고, 탈퇴에 동의해요.').check();
  const results = await axeScan(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ scale: 'css', path: info.outputPath(`leave-${info.project.name}.png`), fullPage: true });

  await Promise.all([page.waitForLoadState('load'), form.getByRole('button', { name: '탈퇴하기' }).click()]);
  const done = page.getByTestId('leave-done');
  await expect(done).toContainText('탈퇴가 완료되었어요');
  await expect(done).toContainText('탈퇴테스트');
  await expect(done).toContainText(email);
  await page.screenshot({ scale: 'css', path: info.outputPath(`left-${info.project.name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/login');
  await page.locator('body[data-client-ready]').waitFor();
  const login = page.getByTestId('login-form');
  await login.locator('input[name="id"]').fill(email);
  await login.locator('input[name="password"]').fill(password);
  await login.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('아이디 또는 비밀번호가 일치하지 않아요.');
});
