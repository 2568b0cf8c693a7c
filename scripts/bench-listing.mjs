// Issue 32's Lighthouse figures for the pages a shopper browses to reach an item: a listing
// (/best-items), a category list and a search, each three runs (mobile, simulated throttling),
// printed beside the item page's (scripts/bench.mjs). JS before interaction is Lighthouse's own
// count of script bytes transferred during the load, where nobody interacts.
//
// Every Lighthouse run goes through a compressing stand-in for the CDN (`behindCdn`): the dev
// server sends HTML, JS and CSS uncompressed (architecture.md: Cloudflare's edge compresses on the
// wire), and Lighthouse's simulated slow link would otherwise carry about three times the bytes
// production sends. The stand-in adds no delay and changes nothing else.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { offlineEnv } from './offline-env.mjs';
import { CDN_ONLY, startThrottleProxy } from '../tests/bench/throttle-proxy.ts';

export const LISTING_PATHS = ['/best-items', '/category/list?category1_code=101', `/search?keyword=${encodeURIComponent('니트')}`];

/**
 * Runs `fn` with the address of a proxy in front of `base` that only compresses, as the CDN does
 * (tests/bench/throttle-proxy.ts `CDN_ONLY`), and closes the proxy after it.
 */
export async function behindCdn(base, fn) {
  const cdn = await startThrottleProxy(base, CDN_ONLY);
  try {
    return await fn(cdn.base);
  } finally {
    await cdn.close();
  }
}

/**
 * One Lighthouse run (mobile, simulated throttling) of `url` through the published CLI, its JSON
 * report written to `out/<name>.json`; the parsed report, or null when it did not run. Spawned
 * asynchronously: a proxy in this process (`behindCdn`) has to answer while it runs.
 */
export async function runLighthouse({ root, out, env }, url, name) {
  const report = join(out, `${name}.json`);
  rmSync(report, { force: true });
  const lh = spawn(
    process.execPath,
    [
      join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--form-factor=mobile',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { cwd: root, env: { ...env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const status = await new Promise((resolve) => {
    lh.once('error', () => resolve(-1));
    lh.once('exit', (code) => resolve(code));
  });
  if (status !== 0 || !existsSync(report)) return null;
  return JSON.parse(readFileSync(report, 'utf8'));
}

/**
 * Where a run's LCP went, from Lighthouse's LCP breakdown (TTFB, load delay, load time, render
 * delay, simulated) and the document's bytes on the wire: '' when the report has none.
 */
export function lcpBreakdown(report) {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const parts = items.find((i) => i.type === 'table')?.items ?? [];
  const ms = parts.filter((p) => typeof p.duration === 'number').map((p) => `${p.label ?? p.subpart} ${Math.round(p.duration)}`);
  const doc = (report.audits['network-requests']?.details?.items ?? []).find((i) => i.resourceType === 'Document');
  const html = doc ? `; HTML ${(doc.transferSize / 1024).toFixed(1)} KB on the wire` : '';
  return ms.length ? `    LCP breakdown (ms): ${ms.join(', ')}${html}` : '';
}

/** Three Lighthouse runs of each listing path, behind the CDN stand-in; one line per run. */
export async function listingLighthouse({ root, out, env, base }) {
  await behindCdn(base, async (cdn) => {
    for (const path of LISTING_PATHS) {
      console.log(`\n■ Lighthouse (mobile, simulated throttling, compressed as the CDN does) ${decodeURIComponent(path)}, 3 runs   target: 99–100, LCP < 1.5 s, JS before interaction < 40 KB`);
      for (let n = 1; n <= 3; n++) {
        const r = await runLighthouse({ root, out, env }, `${cdn}${path}`, `lighthouse-listing-${n}`);
        if (!r) {
          console.log(`  run ${n}: did not run (see errors above)`);
          continue;
        }
        const score = Math.round((r.categories.performance?.score ?? 0) * 100);
        const a = (id) => r.audits[id]?.displayValue ?? '?';
        const js = (r.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script').reduce((s, i) => s + (i.transferSize ?? 0), 0);
        console.log(
          `  run ${n}: performance ${score}  LCP ${a('largest-contentful-paint')}  FCP ${a('first-contentful-paint')}  TBT ${a('total-blocking-time')}  CLS ${a('cumulative-layout-shift')}  JS ${(js / 1024).toFixed(1)} KB`,
        );
        const why = lcpBreakdown(r);
        if (why) console.log(why);
      }
    }
  });
}

// `BENCH_BASE=http://127.0.0.1:<port> node scripts/bench-listing.mjs`: these runs alone, against
// a shop already started as scripts/bench.mjs starts it (its server's environment).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const out = join(root, 'dist/bench');
  mkdirSync(out, { recursive: true });
  await listingLighthouse({ root, out, env: { ...process.env, ...offlineEnv }, base: process.env.BENCH_BASE ?? 'http://127.0.0.1:8795' });
}
