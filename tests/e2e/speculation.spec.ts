import { expect, test, type Page } from '@playwright/test';
import { joinQuickly } from './sandbox-member';

// Issue 32 §2: item links prerendered on hover through Speculation Rules, only in shared visitor
// HTML; a prerendered item page reports its page view once, when it is shown.

const rules = (page: Page) => page.locator('script[type="speculationrules"]');

async function cspNonce(page: Page, path: string): Promise<string> {
  const res = await page.goto(path);
  const csp = res?.headers()['content-security-policy'] ?? '';
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
}

test('a visitor listing, search, home and item page carry the rules with the page nonce', async ({ page }) => {
  for (const path of ['/best-items', '/search?keyword=%EB%8B%88%ED%8A%B8', '/', '/products/1001']) {
    const nonce = await cspNonce(page, path);
    expect(nonce, path).not.toBe('');
    await expect(rules(page), path).toHaveCount(1);
    // The nonce a page is served with (a kept page gets a new one) is the rules' own, so the CSP lets them run.
    expect(await rules(page).evaluate((el) => (el as HTMLScriptElement).nonce), path).toBe(nonce);
    const json = JSON.parse((await rules(page).textContent()) ?? '') as { prerender: Array<{ eagerness: string; where: unknown }> };
    expect(json.prerender[0]?.eagerness).toBe('moderate');
    expect(await page.locator('a[data-prerender]').count(), path).toBeGreaterThan(0);
    // Only item links are candidates: nothing that writes, no member page.
    const marked = await page.locator('a[data-prerender]').evaluateAll((els) => els.map((e) => new URL((e as HTMLAnchorElement).href).pathname));
    expect(
      marked.filter((p) => !/^\/products\/[0-9]+$/.test(p)),
      path,
    ).toEqual([]);
  }
});

test('no rules on an adult-only item', async ({ page }) => {
  await page.goto('/products/1005');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(rules(page)).toHaveCount(0);
});

test("no rules on a member's pages", async ({ page }, info) => {
  await joinQuickly(page, info, '예측규칙', '/best-items');
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await expect(rules(page)).toHaveCount(0);
  for (const path of ['/products/1001', '/', '/mypage/likes']) {
    await page.goto(path);
    await page.locator('body[data-client-ready]').waitFor();
    await expect(rules(page), path).toHaveCount(0);
  }
});

type Stored = { name: string; itemNo?: number; pageType: string; trackingId: string; at: number };

// Chromium refuses to prerender while a DevTools client is attached (every candidate ends
// `PrerenderingDisabledByDevTools`, Playwright's included), so the test draws the item page as
// a prerender would: `document.prerendering` true until `prerenderingchange` is fired, which
// is the whole contract the page relies on (src/tracking/when-shown.ts).
test('a prerendered item page sends its page view once, when it is shown, and hydrates nothing before', async ({ page, context, baseURL }) => {
  const visitor = crypto.randomUUID();
  await context.addCookies([{ name: 'sf_vid', value: visitor, url: baseURL ?? '' }]);
  await page.addInitScript(() => {
    const w = window as unknown as { __shown?: boolean };
    Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => w.__shown !== true });
  });
  await page.goto('/products/1001');
  // The load event waits for the async entry module: it has run, and waits.
  await page.waitForLoadState('load');
  await page.mouse.move(5, 5);
  await page.mouse.move(6, 6);
  expect(await page.locator('body[data-client-ready]').count()).toBe(0);
  expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);

  const shownAt = await page.evaluate(() => {
    const at = Date.now();
    (window as unknown as { __shown?: boolean }).__shown = true;
    document.dispatchEvent(new Event('prerenderingchange'));
    return at;
  });
  await page.locator('body[data-client-ready]').waitFor();

  const mine = async () =>
    ((await (await page.request.get('/_ops/events?limit=200')).json()) as Stored[]).filter((e) => e.trackingId === visitor && e.name === 'page_view' && e.pageType === 'item_detail');
  // Leaving the page sends what waits (the beacon on page hide).
  await page.goto('/best-items');
  await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBe(1);
  const [view] = await mine();
  expect(view?.at).toBeGreaterThanOrEqual(shownAt);
});
