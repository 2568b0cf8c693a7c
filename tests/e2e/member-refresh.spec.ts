import { expect, test, type Page } from '@playwright/test';
import { atOneWidth, axeScan } from './helpers';

/**
 * Issue 31 §2 and §3 in the browser: the member refresh calls of spec 4.3 and 6 at load (the
 * identity check asked once, the user-info answer renewing the name hint and the grade cookie),
 * my page's new figures, and the item page's prices, each looked at and scanned at 375 and 1280 px.
 */
async function logIn(page: Page, id: string, returnTo: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.locator('body[data-client-ready]').waitFor();
  const form = page.getByTestId('login-form');
  await form.locator('input[name="id"]').fill(id);
  await form.locator('input[name="password"]').fill('demo1234!');
  await Promise.all([page.waitForURL((u) => u.pathname === returnTo), form.getByRole('button', { name: '로그인' }).click()]);
}

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value ?? null;

test('at load a member gets the identity check once and a user-info refresh that renews the name hint and grade cookie', async ({ page }, info) => {
  atOneWidth(info, 'desktop-1280');
  // Counted from before the login: /mypage, where the login lands, asks both calls too, from a
  // chunk loaded after the page (src/member/member-refresh.ts), so on a busy box its calls can
  // start after the login has returned. They are waited for, and only later calls are counted.
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/v5/users/personal-info/ci:check' || path === '/user/info/') calls.push(path);
  });
  await logIn(page, 'adult@demo.test', '/mypage');
  await expect.poll(() => calls.filter((p) => p.endsWith('ci:check')).length).toBeGreaterThanOrEqual(1);
  await expect.poll(() => calls.filter((p) => p === '/user/info/').length).toBeGreaterThanOrEqual(1);
  await page.waitForLoadState('networkidle');
  const fromMyPage = calls.length;
  const hint = JSON.parse(decodeURIComponent((await cookie(page, 'sf_user'))!)) as { no: number; id: string; name: string };
  const url = new URL(page.url());
  // What a browser holds after the account changed elsewhere: an old name and another grade.
  await page.context().addCookies([
    { name: 'sf_user', value: encodeURIComponent(JSON.stringify({ ...hint, name: '예전이름' })), domain: url.hostname, path: '/' },
    { name: 'sf_grade', value: '50', domain: url.hostname, path: '/' },
  ]);
  const onItemPage = (path: string) => calls.slice(fromMyPage).filter((p) => p === path).length;
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/user/info/' && r.status() === 200);
  await page.goto('/products/1001');
  await refreshed;
  await expect.poll(() => cookie(page, 'sf_grade')).toBe('10');
  await expect.poll(async () => JSON.parse(decodeURIComponent((await cookie(page, 'sf_user')) ?? '{}')).name).toBe('어른이');
  await expect.poll(() => onItemPage('/api/v5/users/personal-info/ci:check')).toBe(1);
  expect(onItemPage('/user/info/')).toBe(1);
});

test("the member half loads only for a member (issue 32 §3): a visitor's pages fetch no member-refresh chunk and make no member call", async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/assets\/member-refresh-[\w-]+\.js$/.test(path)) loaded.push('member-refresh chunk');
    else if (path === '/user/info/' || path === '/api/v5/users/personal-info/ci:check') loaded.push(path);
  });
  await page.goto('/products/1001');
  await page.locator('body[data-client-ready]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  // The same page as a member: the chunk, then its calls (src/member/member-refresh.ts).
  await logIn(page, 'adult@demo.test', '/products/1001');
  await expect.poll(() => loaded.includes('/user/info/')).toBe(true);
  expect(loaded[0]).toBe('member-refresh chunk');
  expect(loaded).toContain('/api/v5/users/personal-info/ci:check');
});

test('my page: the grade name and all likes together', async ({ page }, info) => {
  await logIn(page, 'adult@demo.test', '/mypage');
  const my = page.getByTestId('my-page');
  await expect(my.getByTestId('my-page-grade')).toHaveText('VIP 등급');
  await expect(my.getByTestId('my-page-likes-total')).toHaveText(/^좋아요 전체 \d+$/);
  await page.screenshot({ scale: 'css', path: info.outputPath(`my-page-figures-${info.project.name}.png`), fullPage: true });
  expect((await axeScan(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test("the item page's coupon rate, total sale and mileage timing (spec 3.1, 3.5)", async ({ page }, info) => {
  await page.goto('/products/1001');
  const price = page.getByTestId('price');
  await expect(price.getByTestId('coupon-price')).toHaveText('쿠폰 적용가 295,600원 (5%)');
  await expect(price.getByTestId('total-sale')).toHaveText('최대 할인가 295,600원 (24%)');
  await expect(price.getByTestId('mileage')).toContainText('구매 확정 후 적립');
  await price.scrollIntoViewIfNeeded();
  await page.screenshot({ scale: 'css', path: info.outputPath(`price-1001-${info.project.name}.png`) });
  expect((await axeScan(page).include('[data-testid="price"]').analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.goto('/products/1009');
  await expect(page.getByTestId('price').getByTestId('mileage')).toContainText('결제 즉시 적립');
  await page.goto('/products/1008');
  await expect(page.getByTestId('price')).toBeVisible();
  await expect(page.getByTestId('coupon-price')).toHaveCount(0);
});
