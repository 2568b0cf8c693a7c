// Issue 32's Lighthouse figures for the pages a shopper browses to reach an item: a listing
// (/best-items), a category list and a search, each three runs (mobile, simulated throttling),
// printed beside the item page's (scripts/bench.mjs). JS before interaction is Lighthouse's own
// count of script bytes transferred during the load, where nobody interacts.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const LISTING_PATHS = ['/best-items', '/category/list?category1_code=101', `/search?keyword=${encodeURIComponent('니트')}`];

/**
 * One Lighthouse run (mobile, simulated throttling) of `url` through the published CLI, its JSON
 * report written to `out/<name>.json`; the parsed report, or null when it did not run.
 */
export function runLighthouse({ root, out, env }, url, name) {
  const report = join(out, `${name}.json`);
  rmSync(report, { force: true });
  const lh = spawnSync(
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
  if (lh.status !== 0 || !existsSync(report)) return null;
  return JSON.parse(readFileSync(report, 'utf8'));
}

/** Three Lighthouse runs of each listing path; one line per run. */
export function listingLighthouse({ root, out, env, base }) {
  for (const path of LISTING_PATHS) {
    console.log(`\n■ Lighthouse (mobile, simulated throttling) ${decodeURIComponent(path)}, 3 runs   target: 99–100, LCP < 1.5 s, JS before interaction < 40 KB`);
    for (let n = 1; n <= 3; n++) {
      const r = runLighthouse({ root, out, env }, `${base}${path}`, `lighthouse-listing-${n}`);
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
    }
  }
}
