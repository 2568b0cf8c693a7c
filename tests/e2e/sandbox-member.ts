import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * A member of this run only, made by the sandbox social login (kakao): for flows that change a
 * member's state for good (logout ends every session of the member at the origin, identity
 * verification is once per member), so no test running at the same time in the other project
 * loses its session or finds its member already changed. Returns on `returnTo`, logged in.
 */
export async function signUpInSandbox(page: Page, info: TestInfo, name: string, returnTo: string): Promise<string> {
  const suffix = `${info.project.name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${name.replace(/[^a-z]/gi, '') || 'member'}.${suffix}@demo.test`.toLowerCase();
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.locator('body[data-client-ready]').waitFor();
  await page.locator('[data-social="kakao"]').click();
  await expect(page.locator('body')).toContainText('샌드박스');
  await page.locator('#name').fill(name);
  await page.locator('#email').fill(email);
  const path = returnTo.split('?')[0];
  await Promise.all([page.waitForURL((u) => u.pathname === path), page.locator('button[type="submit"]').click()]);
  await page.locator('body[data-client-ready]').waitFor();
  return email;
}

/**
 * A member of this run only with an e-mail id and a password, made through the sign-up form
 * (for flows that need the password: leaving, password change). Returns on `returnTo`, logged in.
 */
export async function joinWithPassword(page: Page, info: TestInfo, name: string, returnTo: string): Promise<{ email: string; password: string }> {
  const email = `pw.${info.project.name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@demo.test`.toLowerCase();
  const password = 'member12!';
  await page.goto(`/join?returnTo=${encodeURIComponent(returnTo)}`);
  const form = page.getByTestId('join-form');
  await form.locator('input[name="userId"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="passwordConfirm"]').fill(password);
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="gender"][value="F"]').check();
  for (const k of ['terms', 'privacyRequired', 'age14']) await form.locator(`input[name="${k}"]`).check();
  const path = returnTo.split('?')[0];
  await Promise.all([page.waitForURL((u) => u.pathname === path), form.getByRole('button', { name: '가입하기' }).click()]);
  await page.locator('body[data-client-ready]').waitFor();
  return { email, password };
}
