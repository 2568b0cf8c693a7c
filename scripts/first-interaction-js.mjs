#!/usr/bin/env node
// The JS each first interaction on the item page loads (issue 32 §3: under 90 KB gzip), chunk by
// chunk: the first 구매하기, the first 좋아요 (visitor) and a first scroll, at 375 px with touch,
// once the page is loaded and idle (as tests/bench/taps.bench.ts's idle path). Bytes are gzip -9
// of each body, as the taps bench counts them: firm on a busy box, so no throttling here.
// Usage: BENCH_BASE=http://127.0.0.1:8795 node scripts/first-interaction-js.mjs [--json]
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const base = process.env.BENCH_BASE ?? 'http://127.0.0.1:8795';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const kb = (n) => (n / 1024).toFixed(1);
const name = (url) => (new URL(url).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '');

async function measure(label, act, answer) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await context.addCookies([{ name: 'sf_tag_consent', value: 'denied', url: base }]);
  const page = await context.newPage();
  // When the answer (`answer`, a selector) is first in the page, on the page's clock: the scripts
  // that had arrived by then are what the taps bench counts "by its answer".
  await page.addInitScript((selector) => {
    const w = window;
    new MutationObserver(() => {
      if (w.answeredAt === undefined && document.querySelector(selector)) w.answeredAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, answer);
  const seen = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    seen.push(
      res.body().then(
        (b) => ({ url: res.url(), name: name(res.url()), gz: gzipSync(b, { level: 9 }).length }),
        () => ({ url: res.url(), name: name(res.url()), gz: 0 }),
      ),
    );
  });
  await page.goto(`${base}/products/1001`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const before = seen.length;
  await act(page);
  await page
    .locator(answer)
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => console.log(`  (the answer, ${answer}, did not come)`));
  // By the answer (what the taps bench counts: the sheet open, the dialog shown), then what the
  // page fetches after it until the network is idle (code asked for once answered): both printed.
  await page.waitForLoadState('networkidle');
  const late = new Set(
    await page.evaluate(() => {
      const at = window.answeredAt ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.initiatorType === 'script' || r.initiatorType === 'link' || r.name.endsWith('.js'))
        .filter((r) => r.responseEnd > at)
        .map((r) => r.name);
    }),
  );
  const all = await Promise.all(seen);
  const sum = (list) => list.reduce((a, s) => a + s.gz, 0);
  const byAnswer = all.filter((s) => !late.has(s.url));
  console.log(
    `\n■ ${label}: ${kb(sum(byAnswer))} KB gz in ${byAnswer.length} files by its answer; ${kb(sum(all))} KB gz in ${all.length} by network idle after it (before it ${kb(sum(all.slice(0, before)))} KB gz in ${before} files)`,
  );
  const when = (i) => (late.has(all[i].url) ? '  (after the answer, before network idle)' : i >= before ? '  (after the interaction)' : '');
  for (const s of [...all].sort((a, b) => b.gz - a.gz)) console.log(`  ${s.name.padEnd(28)} ${kb(s.gz).padStart(5)}${when(all.indexOf(s))}`);
  await context.close();
}

try {
  await measure('first 구매하기 (idle path)', (page) => page.locator('[data-purchase-bar]').getByRole('button', { name: '구매하기' }).tap(), '[data-phase="open"] dialog');
  await measure('first 좋아요 (visitor: the login dialog)', (page) => page.locator('[data-island="LikeButton"]').getByRole('button', { name: '좋아요' }).tap(), '[role="alertdialog"]');
  await measure(
    'first scroll at 375 px (a touch scroll starting on the photos)',
    async (page) => {
      // A thumb's scroll of the page, starting on the photos (the top of the page at 375 px).
      const box = await page.locator('[data-island="ProductGallery"]').boundingBox();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.synthesizeScrollGesture', { x: 187, y: Math.round((box?.y ?? 0) + 150), yDistance: -300, gestureSourceType: 'touch' });
    },
    '[data-island="ProductGallery"][data-hydrated]',
  );
} finally {
  await browser.close();
}
