import { gzipSync } from 'node:zlib';
import { benchBase, launchBenchChromium } from './browser';
import { clickToPaintFigures } from './click-to-paint';
import { WOKEN_ISLANDS_SETTLED } from './woken-islands';

/**
 * Issue 32's listing figures, in Debian's chromium (scripts/bench.mjs runs it against its server):
 * 1. JS (gzip) a listing (/best-items, 375 px, a visitor) loads before any interaction, and what
 *    the first activity adds (the grid hydrates then, with React);
 * 2. click-to-largest-paint from a listing to an item on a throttled profile, with the page's
 *    speculation rules and without (tests/bench/click-to-paint.ts).
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
  await page.waitForFunction(WOKEN_ISLANDS_SETTLED, undefined, { timeout: 15_000 }).catch(() => console.log('  (the islands the activity woke did not all hydrate within 15 s)'));
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const added = seen.slice(before);
  console.log(`  after the first activity (pointer move, 120 px scroll): +${kb(total(added))} KB (${added.map((s) => s.url.replace(/^\/assets\//, '')).join(', ')})`);
  await context.close();
}

// BENCH_CLICK_ONLY=1: the click-to-paint figures alone.
if (process.env.BENCH_CLICK_ONLY !== '1') {
  await jsBeforeAndAfterFirstActivity('/best-items');
  await jsBeforeAndAfterFirstActivity('/search?keyword=%EB%8B%88%ED%8A%B8');
}
await browser.close();
await clickToPaintFigures(base);
