import type { CDPSession, Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { benchBase, launchBenchChromium } from './browser';
import { ISLANDS_SETTLED } from '../e2e/helpers';

/**
 * Issue 32's listing figures, in Debian's chromium (scripts/bench.mjs runs it against its server):
 * 1. JS (gzip) a listing (/best-items, 375 px, a visitor) loads before any interaction, and what
 *    the first activity adds (the grid hydrates then, with React);
 * 2. click-to-largest-paint from a listing to an item on a throttled profile (CPU 4x, 150 ms RTT,
 *    1.6 Mbps down), with the page's speculation rules and with them taken out: the time from the
 *    click to the item page's LCP, median of 5. Chromium turns prerendering off while a DevTools
 *    client is attached (Playwright is one), so the preload status Chromium reports is printed
 *    beside the figures: "PrerenderingDisabledByDevTools" means the "with" run could not
 *    prerender here, and a browser without DevTools is the place to measure the gain.
 */
const base = benchBase;
const browser = await launchBenchChromium();
const kb = (n: number) => (n / 1024).toFixed(1);
const VIEWPORT = { width: 375, height: 812 };

async function jsBeforeAndAfterFirstActivity(path: string): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const seen: Array<{ url: string; gz: number }> = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) => void seen.push({ url: new URL(res.url()).pathname, gz: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('body[data-client-ready]', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const before = seen.length;
  const total = (list: typeof seen) => list.reduce((a, s) => a + s.gz, 0);
  console.log(`\n■ listing ${path} at 375 px: JS before interaction ${kb(total(seen))} KB gzip (target < 40)   islands hydrated: ${await page.locator('[data-island][data-hydrated]').count()}`);
  for (const s of seen) console.log(`  ${kb(s.gz).padStart(6)} KB  ${s.url}`);
  await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
  await page.mouse.wheel(0, 120);
  await page.waitForFunction(ISLANDS_SETTLED, undefined, { timeout: 15_000 }).catch(() => console.log('  (not every island hydrated within 15 s)'));
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const added = seen.slice(before);
  console.log(`  after the first activity (pointer move, 120 px scroll): +${kb(total(added))} KB (${added.map((s) => s.url.replace(/^\/assets\//, '')).join(', ')})`);
  await context.close();
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
}

/** One click from /best-items to its first item; ms from the click to the item's LCP. */
async function clickToPaint(withRules: boolean): Promise<{ ms: number; status: string }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let status = withRules ? 'no attempt' : 'rules removed';
  await cdp.send('Preload.enable');
  cdp.on('Preload.prerenderStatusUpdated', (e: { status: string; prerenderStatus?: string }) => {
    status = e.prerenderStatus ? `${e.status} ${e.prerenderStatus}` : e.status;
  });
  await throttle(cdp);
  await page.goto(`${base}/best-items`, { waitUntil: 'networkidle' });
  await page.waitForSelector('body[data-client-ready]', { timeout: 30_000 });
  if (!withRules)
    await page.evaluate(() => {
      for (const s of document.querySelectorAll('script[type="speculationrules"]')) s.remove();
    });
  const card = page.locator('[data-testid="product-grid"] a[data-item-no]').first();
  // A shopper's hover before the click (moderate eagerness starts after about 200 ms): the click
  // comes once the browser has decided on the prerender (ready or refused), at most 5 s later.
  // Without the rules there is nothing to wait for.
  const decided = withRules ? prerenderDecided(cdp, 5_000) : Promise.resolve();
  await card.hover();
  await decided;
  const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await card.click();
  await page.waitForURL(/\/products\/[0-9]+/, { timeout: 30_000 });
  const lcpAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number };
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last) resolve(performance.timeOrigin + Math.max(last.startTime, nav?.activationStart ?? 0));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { ms: lcpAt - clickedAt, status };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

await jsBeforeAndAfterFirstActivity('/best-items');
await jsBeforeAndAfterFirstActivity('/search?keyword=%EB%8B%88%ED%8A%B8');
console.log('\n■ click-to-largest-paint, /best-items → item, throttled (CPU 4x, 150 ms RTT, 1.6 Mbps), median of 5   target with rules: < 100 ms');
for (const withRules of [true, false]) {
  const runs: Array<{ ms: number; status: string }> = [];
  for (let i = 0; i < 5; i++) runs.push(await clickToPaint(withRules));
  console.log(
    `  ${withRules ? 'with speculation rules   ' : 'without speculation rules'} ${median(runs.map((r) => r.ms)).toFixed(0)} ms   (runs: ${runs.map((r) => r.ms.toFixed(0)).join(', ')}; prerender: ${[...new Set(runs.map((r) => r.status))].join(' / ')})`,
  );
}
await browser.close();

/** Resolves when Chromium reports the hovered link's prerender ready or failed, or after `bound` ms. */
function prerenderDecided(cdp: CDPSession, bound: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, bound);
    cdp.on('Preload.prerenderStatusUpdated', (e: { status: string }) => {
      if (e.status === 'Ready' || e.status === 'Failure') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}
