import type { BrowserContext, Locator, Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { benchBase, launchBenchChromium } from './browser';

/**
 * First taps (issue 32 §3), in Debian's chromium on a throttled phone: 4x CPU, 1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms RTT (CDP), 375 px with touch. For each tap, INP-style figures from the
 * Event Timing API (the longest event of the tap: input delay + processing + presentation, i.e.
 * until the next paint, which is the first visible answer: the busy state, or the sheet itself)
 * and the time from the tap until the thing the shopper asked for is on screen (the sheet open,
 * the dialog shown, the next page's cards). Target: under 100 ms to the first answer, every tap.
 * Then the JS (gzip -9 of each body) loaded before the first tap and by the time it was answered.
 * Nothing is asserted.
 */
const base = benchBase;
const browser = await launchBenchChromium();

interface TimedEvent {
  name: string;
  start: number;
  duration: number;
  delay: number;
  processing: number;
}

const kb = (n: number) => (n / 1024).toFixed(1);

/** Records every Event Timing entry (16 ms threshold, the lowest) in the page, from the start. */
function recordEvents(): void {
  const w = window as unknown as { timedEvents: TimedEvent[] };
  w.timedEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      // What INP counts: events of an interaction (tap, click, key), not hovers.
      if (!e.interactionId) continue;
      w.timedEvents.push({ name: e.name, start: e.startTime, duration: e.duration, delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function throttled(context: BrowserContext): Promise<Page> {
  // A visitor who already answered the tag banner (as the e2e tests): it would cover the bar.
  await context.addCookies([{ name: 'sf_tag_consent', value: 'denied', url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.addInitScript(recordEvents);
  return page;
}

/** Script bodies as they arrive, gzip -9 each; `total()` sums them, `since(n)` lists those after the first n. */
function watchJs(page: Page): { total: () => Promise<number>; count: () => number; since: (n: number) => Promise<string> } {
  const seen: Promise<{ name: string; gz: number }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    const name = new URL(res.url()).pathname.split('/').pop() ?? '';
    seen.push(
      res.body().then(
        (b) => ({ name, gz: gzipSync(b, { level: 9 }).length }),
        () => ({ name, gz: 0 }),
      ),
    );
  });
  return {
    total: async () => (await Promise.all([...seen])).reduce((a, b) => a + b.gz, 0),
    count: () => seen.length,
    since: async (n) =>
      (await Promise.all(seen.slice(n)))
        .sort((a, b) => b.gz - a.gz)
        .map((s) => `${s.name.replace(/-[\w-]{8}\.js$/, '')} ${kb(s.gz)}`)
        .join(', ') || 'none',
  };
}

/**
 * Taps `target` and waits for `answered`. The Event Timing entries of this tap (those that start
 * after it) give the INP-style figure (their longest duration); the wall time to `answered`
 * is measured in the page (from the pointerdown's timestamp to the first frame that shows it).
 */
async function tap(page: Page, label: string, target: Locator, answered: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const t0 = await page.evaluate(() => performance.now());
  await target.tap();
  const shownAt = await page
    .waitForFunction(
      (selector) =>
        new Promise<number>((resolve) => {
          const check = () => (document.querySelector(selector) ? resolve(performance.now()) : requestAnimationFrame(check));
          check();
        }),
      answered,
      { timeout: 30_000 },
    )
    .then((h) => h.jsonValue())
    .catch(() => Number.NaN);
  // Event Timing entries are reported after the frame they end in; wait for this tap's.
  await page.waitForFunction((t) => (window as unknown as { timedEvents: TimedEvent[] }).timedEvents.some((e) => e.start >= t && e.name === 'click'), t0, { timeout: 10_000 }).catch(() => undefined);
  const events = (await page.evaluate((t) => (window as unknown as { timedEvents: TimedEvent[] }).timedEvents.filter((e) => e.start >= t), t0)) as TimedEvent[];
  const tapStart = events.length > 0 ? Math.min(...events.map((e) => e.start)) : t0;
  const worst = events.reduce<TimedEvent | null>((a, e) => (a && a.duration >= e.duration ? a : e), null);
  const inp = worst ? `${Math.round(worst.duration)} ms (${worst.name}: delay ${Math.round(worst.delay)}, processing ${Math.round(worst.processing)})` : '< 16 ms (no event over the threshold)';
  const open = Number.isNaN(shownAt) ? 'not within 30 s' : `${Math.round(shownAt - tapStart)} ms`;
  console.log(`  ${label.padEnd(44)} first answer (INP-style) ${inp.padEnd(52)} shown ${open}`);
}

const mobile = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function itemPage(when: 'idle' | 'early', first: 'buy' | 'like'): Promise<void> {
  const context = await browser.newContext(mobile);
  const page = await throttled(context);
  const js = watchJs(page);
  if (when === 'idle') {
    await page.goto(`${base}/products/1001`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // PurchasePanel hydrates unprompted once the page is idle (src/islands/define.ts `idle`): when.
    const hydratedAt = await page
      .waitForFunction(() => document.querySelector('[data-island="PurchasePanel"][data-hydrated]') && performance.now(), undefined, { timeout: 30_000 })
      .then((h) => h.jsonValue() as Promise<number>)
      .catch(() => Number.NaN);
    const loadEnd = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    console.log(`\n  (PurchasePanel hydrated unprompted ${Number.isNaN(hydratedAt) ? 'not within 30 s' : `${Math.round(hydratedAt - loadEnd)} ms after the load event`})`);
    await page.waitForLoadState('networkidle');
  } else {
    await page.goto(`${base}/products/1001`, { waitUntil: 'domcontentloaded' });
  }
  const before = await js.total();
  const beforeCount = js.count();
  console.log(`\n■ item page /products/1001, ${when === 'idle' ? 'tapped once the page is loaded and idle' : 'tapped as soon as it is parsed (before its scripts)'}`);
  if (first === 'buy') {
    const buy = page.locator('[data-purchase-bar]').getByRole('button', { name: '구매하기' });
    await tap(page, '구매하기 (first tap: opens the option sheet)', buy, '[data-phase="open"] dialog');
    const after = await js.total();
    const sheet = page.getByRole('dialog', { name: '옵션 선택', exact: true });
    await tap(page, 'option toggle (opens the option list)', sheet.locator('[data-option-toggle="0"]'), 'dialog [data-option-list="0"]');
    await tap(page, 'option (블랙: the next option list)', sheet.locator('[data-option-list="0"] [data-option]').first(), 'dialog [data-option-list="1"]');
    await page.waitForLoadState('networkidle');
    const later = await js.total();
    console.log(`  JS before the first tap ${kb(before)} KB gz; by its answer ${kb(after)} KB gz; after the option ${kb(later)} KB gz`);
    console.log(`  loaded after the first tap (KB gz): ${await js.since(beforeCount)}`);
  } else {
    const like = page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' });
    await tap(page, '좋아요 (first tap, visitor: the login dialog)', like, '[role="alertdialog"]');
    await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).tap();
    await tap(page, '좋아요 again (the login dialog)', like, '[role="alertdialog"]');
    await page.waitForLoadState('networkidle');
    console.log(`  JS before the first tap ${kb(before)} KB gz; after ${kb(await js.total())} KB gz`);
    console.log(`  loaded after the first tap (KB gz): ${await js.since(beforeCount)}`);
  }
  await context.close();
}

async function listing(): Promise<void> {
  const context = await browser.newContext(mobile);
  const page = await throttled(context);
  const js = watchJs(page);
  await page.goto(`${base}/best-items`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const before = await js.total();
  console.log('\n■ listing /best-items, tapped once the page is loaded and idle');
  const heart = page.locator('form[data-card-heart] button').first();
  await tap(page, 'card heart (visitor: the login dialog)', heart, '[role="alertdialog"]');
  const afterHeart = await js.total();
  const cancel = page.getByRole('alertdialog').getByRole('button', { name: '취소' });
  if (await cancel.count()) await cancel.tap();
  const next = page.locator('a[rel="next"]').first();
  await next.scrollIntoViewIfNeeded();
  const firstCard = await page.locator('[data-card-heart]').first().getAttribute('data-card-heart');
  await tap(page, 'paging (next page: new cards)', next, `form[data-card-heart]:not([data-card-heart="${firstCard}"]):first-of-type`);
  await page.waitForLoadState('networkidle');
  const later = await js.total();
  console.log(`  JS before the first tap ${kb(before)} KB gz; after the heart ${kb(afterHeart)} KB gz; after paging ${kb(later)} KB gz`);
  await context.close();
}

console.log('\n── First taps (issue 32 §3): 4x CPU, 1.6 Mbit/s, 150 ms RTT, 375 px touch; target: first answer < 100 ms');
try {
  await itemPage('idle', 'buy');
  await itemPage('idle', 'like');
  await itemPage('early', 'buy');
  await listing();
} finally {
  await browser.close();
}
