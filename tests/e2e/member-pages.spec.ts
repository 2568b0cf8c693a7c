import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers';
import { joinQuickly } from './sandbox-member';

/**
 * Issue 11's pages at the width their journey does not run at. Each journey that fills them
 * (tests/e2e/cart, orders, reviews, agreements, account, leave, join, my-page, brand-likes) runs
 * at one width to keep CI within its time; here a new member (a visitor for /join) opens each
 * page at the other width: no serious or critical axe violation, and a screenshot to look at.
 */
const OTHER_WIDTH: Record<string, { visitor: string[]; member: string[] }> = {
  'desktop-1280': { visitor: ['/join'], member: ['/cart', '/my-order/review', '/review', '/account/agreements', '/heart/brand'] },
  'mobile-375': { visitor: [], member: ['/password-reconfirm', '/account/leave', '/my-order/list', '/heart/product'] },
};

async function scan(page: import('@playwright/test').Page, info: import('@playwright/test').TestInfo, path: string, found: Record<string, string[]>) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await page.locator('body[data-client-ready]').waitFor();
  const violations = await seriousViolations(page);
  if (violations.length > 0) found[path] = violations;
  await page.screenshot({ scale: 'css', path: info.outputPath(`${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${info.project.name}.png`), fullPage: true });
}

test("issue 11's pages at the width their journey skips: axe clean, screenshots", async ({ page }, info) => {
  test.setTimeout(60_000);
  const pages = OTHER_WIDTH[info.project.name] ?? { visitor: [], member: [] };
  const found: Record<string, string[]> = {};
  for (const path of pages.visitor) await scan(page, info, path, found);
  await joinQuickly(page, info, '넓이확인', '/mypage');
  for (const path of pages.member) await scan(page, info, path, found);
  expect(found).toEqual({});
});
