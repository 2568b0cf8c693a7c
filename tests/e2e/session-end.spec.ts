import { expect, test } from '@playwright/test';
import { atOneWidth } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Issue 27 item 4 in a browser: cookies copied from a member's browser (a second browser
 * context replays them) stop working when the member logs out in the first: the copy gets a
 * visitor's page and is sent to log in from my page.
 */
test('cookies copied before logout: after it, a visitor with no name, and my page asks to log in', async ({ page, browser }, info) => {
  atOneWidth(info, 'desktop-1280');
  const name = '복사회원';
  // Logout ends every session of the member at the origin: a member of this test's own.
  await joinQuickly(page, info, name, '/');
  await expect(page.getByTestId('my-page-link')).toBeVisible();

  const thief = await browser.newContext();
  await thief.addCookies(await page.context().cookies());
  const copy = await thief.newPage();
  const at = (path: string) => new URL(path, page.url()).href;
  await copy.goto(at('/mypage'));
  await expect(copy.locator('body')).toContainText(name);

  await page.getByTestId('logout-button').click();
  await expect(page.getByRole('dialog').filter({ hasText: '정상적으로 로그아웃되었습니다.' })).toBeVisible();

  await copy.goto(at('/'));
  await copy.locator('body[data-client-ready]').waitFor();
  await expect(copy.getByTestId('login-link')).toBeVisible();
  expect(await copy.content()).not.toContain(name);
  await copy.goto(at('/mypage'));
  expect(new URL(copy.url()).pathname).toBe('/login');
  expect(await copy.content()).not.toContain(name);
  await thief.close();
});
