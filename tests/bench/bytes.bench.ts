import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/**
 * Bytes (gzip) of JavaScript and CSS that /products/1001 loads before any interaction, measured
 * in Debian's chromium: every script and stylesheet response until the network is idle.
 */
const base = process.env.BENCH_BASE ?? 'http://127.0.0.1:8795';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
  const page = await browser.newPage({ viewport });
  const seen: { url: string; type: string; raw: number; gz: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res.body().then(
        (body) => void seen.push({ url: new URL(res.url()).pathname, type, raw: body.length, gz: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${base}/products/1001`, { waitUntil: 'networkidle' });
  await page.waitForSelector('body[data-client-ready]', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const sum = (t: string) => seen.filter((s) => s.type === t).reduce((a, s) => a + s.gz, 0);
  console.log(`\n■ JS and CSS loaded before interaction, /products/1001 at ${viewport.width} px (gzip -9 of each body)`);
  for (const s of seen.sort((a, b) => b.gz - a.gz)) console.log(`  ${s.type.padEnd(10)} ${(s.gz / 1024).toFixed(1).padStart(6)} KB gz  ${(s.raw / 1024).toFixed(1).padStart(6)} KB raw  ${s.url}`);
  console.log(`  JavaScript total ${(sum('script') / 1024).toFixed(1)} KB (target ≤ 80)   CSS total ${(sum('stylesheet') / 1024).toFixed(1)} KB (target ≤ 15)`);
  await page.close();
}
await browser.close();
