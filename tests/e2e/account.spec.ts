import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeScan } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Editing the account in a real browser (issue 11 item 7), at 375 and 1280 px, as a new member:
 * my page → 회원정보 수정 asks for the password again → the edit page shows the user info →
 * the password change refuses a mismatch next to the field (what was typed stays), then changes
 * it → the e-mail changes with the code from the sandbox outbox → after logging out, the new
 * password logs in and the old one does not. Each page gets an axe scan and a screenshot.
 */
async function ready(page: Page) {
  await page.locator('body[data-client-ready]').waitFor();
}

async function scan(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ scale: 'css', path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
  const results = await axeScan(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}

test('reconfirm, see the user info, change the password and the e-mail, log in again with the new password', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'a form journey that does not depend on the viewport; run once to keep CI within its time budget');
  // A whole member's journey over several pages: more than the default 30 s on a busy CI machine.
  test.setTimeout(90_000);
  const { email, password } = await joinQuickly(page, info, '정보수정', '/mypage');
  await page.getByRole('link', { name: '회원정보 수정' }).click();
  await page.waitForURL((u) => u.pathname === '/password-reconfirm' && u.searchParams.get('next') === '/account/edit');
  await ready(page);
  const reconfirm = page.getByTestId('reconfirm-form');
  await reconfirm.getByLabel('비밀번호').fill('not-my-pass1');
  await reconfirm.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('reconfirm-password-error')).toHaveText('비밀번호가 일치하지 않아요.');
  await ready(page);
  await scan(page, info, 'reconfirm');
  await page.getByTestId('reconfirm-form').getByLabel('비밀번호').fill(password);
  await Promise.all([page.waitForURL((u) => u.pathname === '/account/edit'), page.getByTestId('reconfirm-form').getByRole('button', { name: '확인' }).click()]);
  await ready(page);

  const infoList = page.getByTestId('account-info');
  await expect(infoList.locator('[data-field="userId"]')).toHaveText(email);
  await expect(infoList.locator('[data-field="name"]')).toHaveText('정보수정');
  await expect(infoList.locator('[data-field="gender"]')).toHaveText('여성');
  await expect(page.getByText('영문, 숫자, 특수문자 중 2가지 이상을 섞어 8~64자로 입력해주세요.')).toBeVisible();
  await scan(page, info, 'account-edit');

  // The new password typed twice differently: refused before sending, next to the field, nothing lost.
  const newPassword = 'changed12!';
  const change = page.getByTestId('password-form');
  await change.getByLabel('현재 비밀번호').fill(password);
  await change.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await change.getByLabel('새 비밀번호 확인').fill('changed12?');
  await change.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByTestId('password-newPasswordConfirm-error')).toHaveText('새 비밀번호가 서로 달라요.');
  await expect(change.getByLabel('새 비밀번호', { exact: true })).toHaveValue(newPassword);
  await expect(change.getByLabel('새 비밀번호 확인')).toHaveAttribute('aria-invalid', 'true');
  await change.getByLabel('새 비밀번호 확인').fill(newPassword);
  await Promise.all([page.waitForURL((u) => u.searchParams.get('done') === 'password'), change.getByRole('button', { name: '비밀번호 변경' }).click()]);
  await ready(page);
  await expect(page.getByTestId('account-done')).toHaveText('비밀번호를 변경했어요. 다음 로그인부터 새 비밀번호를 써주세요.');

  // The e-mail: a code to the new address, read in the sandbox outbox, typed back.
  const newEmail = `changed.${email}`;
  const emailForm = page.getByTestId('email-form');
  await emailForm.getByLabel('새 이메일').fill(newEmail);
  await Promise.all([page.waitForURL((u) => u.searchParams.get('email') === newEmail), emailForm.getByRole('button', { name: '인증 코드 받기' }).click()]);
  await ready(page);
  await expect(page.getByTestId('email-sent')).toContainText(newEmail);
  const [outbox] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('outbox-link').click()]);
  await outbox.waitForLoadState();
  await expect(outbox.locator('body')).toContainText('샌드박스');
  await expect(outbox.getByTestId('outbox-to').first()).toHaveText(newEmail);
  const code = (await outbox.getByTestId('outbox-token').first().textContent())?.trim() ?? '';
  expect(code.length).toBeGreaterThan(20);
  await scan(outbox, info, 'outbox');
  await outbox.close();
  const verify = page.getByTestId('emailVerify-form');
  await expect(verify.getByLabel('인증할 이메일')).toHaveValue(newEmail);
  await verify.getByLabel('인증 코드').fill('wrong-code');
  await verify.getByRole('button', { name: '이메일 변경' }).click();
  await expect(page.getByTestId('emailVerify-code-error')).toHaveText('인증 코드가 올바르지 않거나 만료되었어요. 코드를 다시 받아주세요.');
  await ready(page);
  await page.getByTestId('emailVerify-form').getByLabel('인증 코드').fill(code);
  await Promise.all([page.waitForURL((u) => u.searchParams.get('done') === 'email'), page.getByTestId('emailVerify-form').getByRole('button', { name: '이메일 변경' }).click()]);
  await ready(page);
  await expect(page.getByTestId('account-done')).toHaveText('이메일을 변경했어요.');
  await expect(page.getByTestId('account-info').locator('[data-field="email"]')).toHaveText(`${newEmail} (인증됨)`);
  await page.screenshot({ scale: 'css', path: info.outputPath(`account-edit-done-${info.project.name}.png`), fullPage: true });

  // Log out; the old password is refused, the new one logs in (the login id is unchanged).
  await page.getByTestId('logout-button').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '정상적으로 로그아웃되었습니다.' });
  await expect(dialog).toBeVisible();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Escape')]);
  await page.goto('/login?returnTo=%2Fmypage');
  await ready(page);
  const login = page.getByTestId('login-form');
  await login.locator('input[name="id"]').fill(email);
  await login.locator('input[name="password"]').fill(password);
  await login.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('아이디 또는 비밀번호가 일치하지 않아요.');
  await page.getByTestId('login-form').locator('input[name="password"]').fill(newPassword);
  await Promise.all([page.waitForURL((u) => u.pathname === '/mypage'), page.getByTestId('login-form').getByRole('button', { name: '로그인' }).click()]);
  await ready(page);
  // A new session: the account page asks for the password again.
  await page.goto('/account/edit');
  await page.waitForURL((u) => u.pathname === '/password-reconfirm');
});
