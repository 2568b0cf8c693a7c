#!/usr/bin/env node
// `npm run bench`: prints the performance figures of the storefront (nothing is asserted).
//  First, where the shop runs: the deployed bundles in workerd (scripts/workerd-bench.mjs).
//  `npm run bench -- --quick` (or BENCH_QUICK=1): shorter workerd runs, no Lighthouse, no load run.
//  Then, secondary, in Node:
//  1. PDP cost in-process against a fixed in-memory upstream, as deployed (page cache on) and
//     rendered on every request (page cache off), each beside a static document of the same
//     size, and the same over HTTP; 2. time to shell versus complete document with
//     slow deferred sections; 3. gzip bytes of JS and CSS loaded before interaction (chromium);
//  4. Lighthouse (mobile) scores for /products/1001, three runs (skip with BENCH_LIGHTHOUSE=0),
//     then for a listing, a category list and a search (scripts/bench-listing.mjs), each behind
//     a proxy that compresses as the CDN does;
//  3b. a listing's JS before and after the first activity, and click-to-paint listing → item
//     with and without speculation rules and three controls (tests/bench/listing.bench.ts);
//  3c. first taps on a throttled phone: INP-style answer and time to the sheet, dialog or page;
//  1b. heap after full GC every few thousand rendered requests (a leak climbs, caches level off);
//  5. the load run (scripts/load.mjs): visitors and members for 60 s on 127.0.0.1, errors,
//     p50/p99 and workerd's memory before and after (skip with BENCH_LOAD=0, LOAD_SECONDS=n).
//  0. first, the deployed size of both workers (`wrangler deploy --dry-run`, no login needed).
import { build } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summariseProfile } from './cpu-profile-summary.mjs';
import { offlineEnv } from './offline-env.mjs';
import { dryRun } from './deploy.mjs';
import { loadBench } from './load.mjs';
import { workerdBench } from './workerd-bench.mjs';
import { behindCdn, lcpBreakdown, listingLighthouse, runLighthouse } from './bench-listing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist/bench');
mkdirSync(out, { recursive: true });
const env = { ...process.env, ...offlineEnv };
async function bundle(name) {
  await build({
    entryPoints: [join(root, `tests/bench/${name}.bench.ts`)],
    outfile: join(out, `${name}.mjs`),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // React's stream renderer as the edge worker bundles it (wrangler.toml [alias]: the stream
    // renderer without the legacy one); its CommonJS requires Node's modules, which an ES
    // module bundle reaches through createRequire.
    alias: { 'react-dom/server.node': join(root, 'worker-aliases/react-dom-server-node.cjs') },
    banner: { js: "import { createRequire as benchRequire } from 'node:module'; const require = benchRequire(import.meta.url);" },
    jsx: 'automatic',
    logLevel: 'warning',
  });
  return join(out, `${name}.mjs`);
}

/**
 * What `wrangler deploy` would upload, as wrangler itself reports it: script size is cold-start
 * time on Workers. The edge's assets directory only has to exist for the dry run.
 */
function workerSizes() {
  console.log('\n■ Worker size (wrangler deploy --dry-run, minified; targets: edge ≤ 300 KB gzip, origin ≤ 120 KB gzip)');
  for (const w of dryRun(out)) {
    console.log(w.ok ? `  ${w.label.padEnd(7)} ${w.raw}  gzip ${w.gzip}${w.over ? `  (${w.over})` : ''}` : `  ${w.label.padEnd(7)} dry run failed: ${w.error.split('\n').join(' ')}`);
  }
}

/** Where a page-cache miss spends its time: a CPU profile of the render alone, summarised. */
function profileRender(file) {
  const dir = join(out, 'profile');
  rmSync(dir, { recursive: true, force: true });
  const r = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, file], { stdio: ['ignore', 'ignore', 'inherit'], cwd: root, env: { ...env, NODE_ENV: 'production' } });
  const profile = existsSync(dir) && readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (r.status !== 0 || !profile) return console.log('\n■ Render profile did not run (see errors above)');
  console.log(`\n■ Render profile, page cache off (node --cpu-prof, 2000 renders of /products/1001; ${join('dist/bench/profile', profile)})`);
  for (const line of summariseProfile(join(dir, profile))) console.log(line);
}

function node(file, extraEnv = {}) {
  nodeWith([], file, extraEnv);
}

function nodeWith(flags, file, extraEnv = {}) {
  const r = spawnSync(process.execPath, [...flags, file], { stdio: 'inherit', cwd: root, env: { ...env, ...extraEnv } });
  if (r.status !== 0) throw new Error(`${file} failed`);
}

/** One Lighthouse run of the item page; `cdn` is the compressing stand-in for the CDN (scripts/bench-listing.mjs `behindCdn`). */
async function lighthouse(cdn, run) {
  const r = await runLighthouse({ root, out, env }, `${cdn}/products/1001`, `lighthouse-${run}`);
  if (!r) return console.log(`\n■ Lighthouse run ${run} did not run (see errors above)`);
  const score = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
  console.log(`\n■ Lighthouse ${r.lighthouseVersion} (mobile, simulated throttling, compressed as the CDN does) /products/1001, run ${run} of 3   target: performance ≥ 95, TBT ≤ 150 ms`);
  console.log(`  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    const a = r.audits[id];
    if (a) console.log(`  ${a.title}: ${a.displayValue}`);
  }
  const why = lcpBreakdown(r);
  if (why) console.log(why);
}

const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
console.log(`Benchmarks on ${process.platform} ${process.arch}, node ${process.version}, ${new Date().toISOString()}`);
workerSizes();
await workerdBench({ quick, out, bundled: true });
console.log('\n── Secondary: in-process figures in Node (app.fetch), as before issue 28');
node(await bundle('render'), { NODE_ENV: 'production' });
node(await bundle('member-render'), { NODE_ENV: 'production' });
nodeWith(['--expose-gc'], await bundle('heap'), { NODE_ENV: 'production' });
profileRender(await bundle('profile'));

const port = process.env.BENCH_PORT ?? '8795';
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  // Tags configured as a deployment would (issue 12 item 3: the bytes before interaction count
  // with them): our loader is measured; the vendors' scripts are theirs and do not resolve here.
  env: {
    ...env,
    PORT: port,
    PERSIST_TO: '.wrangler/bench-state',
    LOG_LEVEL: 'warn',
    ENVIRONMENT: 'production',
    TAG_SCRIPT_BASE: 'https://tags.invalid/v1',
    TAG_ANALYTICS_ID: 'G-BENCH1',
    TAG_AB_TEST_ID: 'AB-BENCH',
    TAG_ADVERTISING_IDS: 'AW-1,PX-2',
    TAG_RETARGETING_ID: 'RT-1',
    TAG_SEARCH_AD_ID: 'SA-1',
    TAG_CRM_ID: 'CRM-1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  let up = false;
  for (let i = 0; i < 240 && !up; i++) {
    await new Promise((r) => setTimeout(r, 500));
    up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  }
  if (!up) throw new Error('storefront did not start for the benchmark');
  await fetch(`${base}/products/1001`).then((r) => r.text());
  node(await bundle('bytes'), { BENCH_BASE: base });
  // Issue 32: the listing's JS before and after the first activity, and click-to-paint listing → item.
  node(await bundle('listing'), { BENCH_BASE: base });
  // First taps on a throttled phone (issue 32 §3): tests/bench/taps.bench.ts.
  node(await bundle('taps'), { BENCH_BASE: base });
  if (process.env.BENCH_LIGHTHOUSE !== '0' && !quick) {
    // Three runs, each printed: one run on a busy machine says little (issue 9 saw 91 once).
    await behindCdn(base, async (cdn) => {
      for (let run = 1; run <= 3; run++) await lighthouse(cdn, run);
    });
    await listingLighthouse({ root, out, env, base });
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
}
// Its own server in development (the demo members log in), started once this one has stopped:
// both write .dev.vars. The build is already there.
if (process.env.BENCH_LOAD !== '0' && !quick) await loadBench({ ...(process.env.LOAD_SECONDS ? { seconds: Number(process.env.LOAD_SECONDS) } : {}) });
