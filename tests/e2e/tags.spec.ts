import { expect, test, type Page } from '@playwright/test';
import { atOneWidth, seriousViolations } from './helpers';
import { joinQuickly } from './sandbox-member';
import { payInSandboxWindow } from './sandbox-pay';

/**
 * Third-party tags in a real browser (issue 12 item 3), against the origin's sandbox tags: a
 * visitor is asked once and nothing loads before the answer; a yes loads every tag, never
 * before the page is interactive, and each hears its events; a no loads none, and is not asked
 * again; a member follows their advertising consent and is never asked; an order paid after a
 * search-ad entry reaches the search-ad conversion tag. Read back from /sandbox/tags/hits.
 */
const NO_ANSWER = { cookies: [], origins: [] };

interface Hit {
  kind: string;
  id: string;
  event: { name: string; url: string; itemNo?: number; params?: Record<string, unknown> };
}

async function hitsOn(page: Page, marker: string): Promise<Hit[]> {
  const res = await page.request.get('/sandbox/tags/hits?limit=500');
  const body = (await res.json()) as { data: { hits: Hit[] } };
  return body.data.hits.filter((h) => h.event.url.includes(marker));
}

/** Records, in the page, when <body> became interactive (data-client-ready), on the resource clock. */
async function watchReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const mark = () => {
      if (document.body?.hasAttribute('data-client-ready') && !('sfReadyAt' in window)) (window as unknown as { sfReadyAt: number }).sfReadyAt = performance.now();
    };
    new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-client-ready'] });
  });
}

/** Start times of the tag loader and the tag scripts, and when the page became interactive. */
function tagTimings(page: Page): Promise<{ readyAt: number | null; starts: Array<{ name: string; start: number }> }> {
  return page.evaluate(() => ({
    readyAt: (window as unknown as { sfReadyAt?: number }).sfReadyAt ?? null,
    starts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/sandbox\/tags\/[a-z-]+\.js|\/assets\/tags-/.test(e.name))
      .map((e) => ({ name: e.name, start: e.startTime })),
  }));
}

const banner = (page: Page) => page.getByRole('region', { name: '광고·분석 정보 수집 동의' });

test.describe('a visitor', () => {
  test.use({ storageState: NO_ANSWER });

  test('is asked once; nothing loads before the yes, every tag after it and only once the page is interactive', async ({ page }, info) => {
    test.setTimeout(60_000);
    await watchReady(page);
    const marker = `tags-${info.project.name}-${Date.now().toString(36)}`;
    await page.goto(`/products/1001?t=${marker}`);
    await page.locator('body[data-client-ready]').waitFor();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('샌드박스 태그');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ scale: 'css', path: info.outputPath(`tag-consent-${info.project.name}.png`) });
    // Asked, not answered: no tag script has been requested.
    expect((await tagTimings(page)).starts.filter((s) => s.name.includes('/sandbox/tags/'))).toEqual([]);

    await banner(page).getByRole('button', { name: '동의하기' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-sandbox-tags', /analytics/);
    await expect
      .poll(async () => (await hitsOn(page, marker)).map((h) => `${h.kind}:${h.event.name}`), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          'analytics:tag_loaded',
          'analytics:page_view',
          'analytics:view_item',
          'retargeting:view_item',
          'advertising:view_item',
          'abTest:page_view',
          'searchAd:tag_loaded',
          'crm:tag_loaded',
        ]),
      );
    const hits = await hitsOn(page, marker);
    expect(hits.find((h) => h.kind === 'retargeting' && h.event.name === 'view_item')?.event.itemNo).toBe(1001);
    // The search-ad conversion tag hears only an order after a search-ad entry; CRM no page views.
    expect(hits.filter((h) => h.kind === 'searchAd' && h.event.name !== 'tag_loaded')).toEqual([]);
    expect(hits.filter((h) => h.kind === 'crm' && h.event.name === 'page_view')).toEqual([]);
    const timings = await tagTimings(page);
    expect(timings.readyAt).not.toBeNull();
    expect(timings.starts.length).toBeGreaterThan(6);
    for (const s of timings.starts) expect(s.start, s.name).toBeGreaterThanOrEqual(timings.readyAt!);

    // The answer is kept: the next page loads the tags without asking.
    await page.goto(`/best-items?t=${marker}`);
    await page.locator('body[data-client-ready]').waitFor();
    await expect(page.locator('html')).toHaveAttribute('data-sandbox-tags', /retargeting/);
    await expect(banner(page)).toHaveCount(0);
  });

  test('who says no loads no tag, now or on the next page, and is not asked again', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await page.goto('/products/1002');
    await page.locator('body[data-client-ready]').waitFor();
    await banner(page).getByRole('button', { name: '동의하지 않기' }).click();
    await expect(banner(page)).toHaveCount(0);
    // On at once, as a shopper does: the answer may still be on its way; this page is not asked.
    const consent = page.waitForResponse((r) => r.url().endsWith('/api/tags/consent') && r.request().method() === 'GET');
    await page.goto('/products/1002');
    await consent;
    // The page has decided (client/tags.ts): denied, it loads nothing after this.
    await expect(page.locator('html')).toHaveAttribute('data-tag-consent', 'denied');
    await expect(banner(page)).toHaveCount(0);
    expect((await tagTimings(page)).starts.filter((s) => s.name.includes('/sandbox/tags/'))).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-sandbox-tags', /.*/);
    // And the edge keeps it.
    await expect.poll(async () => (await page.request.get('/api/tags/consent')).json()).toEqual({ consent: 'denied', member: false });
  });

  test('an answer that did not reach the edge is sent again by the next page, which does not ask', async ({ page }, info) => {
    atOneWidth(info, 'mobile-375');
    await page.goto('/products/1002');
    await page.locator('body[data-client-ready]').waitFor();
    // The network drops the answer, as when the tab moves on before it has left.
    await page.route('**/api/tags/consent', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    const dropped = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/tags/consent'));
    await banner(page).getByRole('button', { name: '동의하지 않기' }).click();
    await dropped;
    await page.unroute('**/api/tags/consent');
    expect(await (await page.request.get('/api/tags/consent')).json()).toEqual({ consent: 'ask', member: false });

    const resent = page.waitForResponse((r) => r.url().endsWith('/api/tags/consent') && r.request().method() === 'POST');
    await page.goto('/best-items');
    expect((await resent).request().postDataJSON()).toEqual({ choice: 'denied' });
    await expect(banner(page)).toHaveCount(0);
    expect(await (await page.request.get('/api/tags/consent')).json()).toEqual({ consent: 'denied', member: false });
    await expect(page.locator('html')).not.toHaveAttribute('data-sandbox-tags', /.*/);
  });
});

test('a member follows their advertising consent, is never asked, and a search-ad order reaches the search-ad tag', async ({ page, baseURL }, info) => {
  atOneWidth(info, 'desktop-1280');
  test.setTimeout(60_000);
  await joinQuickly(page, info, '태그회원', '/products/1003');
  // No advertising consent yet: no banner, no tags. The joined page's own consent call must be
  // over first (its resource timing entry is written when it is), or the wait below catches it
  // and its body is gone with the reload.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/tags/consent')));
  const first = page.waitForResponse((r) => r.url().endsWith('/api/tags/consent'));
  await page.reload();
  expect(await (await first).json()).toEqual({ consent: 'denied', member: true });
  await expect(banner(page)).toHaveCount(0);

  const agreed = await page.request.post('/api/v4/notifications/agreements', { data: { advertisingAgreement: true }, headers: { origin: baseURL! } });
  expect(agreed.status()).toBe(200);
  // Entering from a search ad (the campaign cookie lasts 10 minutes), then buying and paying.
  const marker = `ad-${Date.now().toString(36)}`;
  await page.goto(`/products/1003?NaPm=ct%3D${marker}&n_campaign_type=1`);
  await expect(page.locator('html')).toHaveAttribute('data-sandbox-tags', /searchAd/);
  await expect(banner(page)).toHaveCount(0);
  const bought = await page.request.post('/api/v4/orders/buy-now', { data: { itemNo: 1003, lines: [{ optionNo: null, qty: 1 }], gift: false }, headers: { origin: baseURL! } });
  expect(bought.status()).toBe(200);
  const orderNo = ((await bought.json()) as { data: { orderNo: string } }).data.orderNo;
  await page.goto(`/checkout?order=${orderNo}`);
  await payInSandboxWindow(page);
  await expect
    .poll(
      async () =>
        (await hitsOn(page, `/checkout/complete/${orderNo}`))
          .filter((h) => h.event.name === 'purchase')
          .map((h) => h.kind)
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual(['abTest', 'advertising', 'analytics', 'crm', 'retargeting', 'searchAd']);
  const conversion = (await hitsOn(page, `/checkout/complete/${orderNo}`)).find((h) => h.kind === 'searchAd');
  expect(conversion?.event.params).toMatchObject({ orderNo, searchAd: true });
  expect(conversion?.event.params?.value).toEqual(expect.any(Number));
});
