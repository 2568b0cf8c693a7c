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
 * A member of this run only, joined through the sign-up form's own post without drawing the
 * form (the sign-up page has its own test, tests/e2e/join.spec.ts): the quick way to a logged-in
 * member of one's own for flows about something else. The browser context gets the session
 * cookies; the page is then opened at `returnTo`.
 */
export async function joinQuickly(page: Page, info: TestInfo, name: string, returnTo: string): Promise<{ email: string; password: string }> {
  const email = `quick.${info.project.name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@demo.test`.toLowerCase();
  const password = 'member12!';
  const res = await page.request.post('/join', {
    form: { userId: email, password, passwordConfirm: password, name, gender: 'F', terms: 'on', privacyRequired: 'on', age14: 'on', returnTo },
    maxRedirects: 0,
  });
  expect(res.status(), await res.text()).toBe(303);
  await page.goto(returnTo);
  await page.locator('body[data-client-ready]').waitFor();
  return { email, password };
}
