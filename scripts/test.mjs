#!/usr/bin/env node
// `npm test`: Biome's lint and format check, type check, both workers bundled by a plain `wrangler deploy --dry-run` and those
// bundles' smoke tests (workerd, through Miniflare), unit tests (Node), integration tests
// (workerd), then the browser tests (Playwright in Debian's chromium against the running
// storefront). Says what is missing
// when chromium or the CJK fonts are not installed (.ci/run installs them). Ends with one
// summary line "Tests: N passed, N failed" added up over every runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKERS } from './deploy.mjs';
import { offlineEnv } from './offline-env.mjs';
import { runWithStallWatchdog } from './stall-watchdog.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, ...offlineEnv };
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(label, cmd, args, extraEnv = {}, cwd = root) {
  console.log(`\n── ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd, env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}

/** Debian's chromium and CJK fonts are installed by .ci/run (or by hand); here only checked. */
function haveChromium() {
  const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const fonts = existsSync('/usr/share/fonts/opentype/noto') || existsSync('/usr/share/fonts/truetype/noto');
  if (!existsSync(browser)) console.error(`chromium missing at ${browser}: apt-get install chromium fonts-noto-cjk (as .ci/run does)`);
  else if (!fonts) console.error('fonts-noto-cjk missing: Korean renders as boxes in screenshots (apt-get install fonts-noto-cjk, as .ci/run does)');
  return existsSync(browser);
}

let failures = 0;
let passed = 0;
let failed = 0;

/**
 * Runs one step after another in the background, each step's output kept and printed only when
 * `print` is called, so it does not interleave with the steps running in the foreground meanwhile.
 * Resolves to the number of steps that failed.
 */
function runInBackground(steps) {
  const lines = [];
  const chain = (async () => {
    let failing = 0;
    for (const [label, cmd, args] of steps) {
      const output = [];
      const status = await new Promise((resolve) => {
        const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', () => resolve(1));
        child.on('close', (code) => resolve(code ?? 1));
      });
      lines.push(`\n── ${label}\n${Buffer.concat(output).toString()}`);
      if (status !== 0) failing += 1;
    }
    return failing;
  })();
  return {
    async print() {
      const failing = await chain;
      process.stdout.write(lines.join(''));
      return failing;
    },
  };
}

// The static checks take one core while the deploy dry runs and their smoke tests below, mostly
// one process waiting on another, take the other: about half a minute less on 2 cores than one
// after the other. Their output is printed after the smoke tests, in this order.
// Biome (biome.jsonc): any lint finding or unformatted file, warnings included, fails the run
// like a type error; `npm run lint` fixes what it can.
// Then the type checks: everything at once, then the same code by where it runs: worker code
// without Node's types, browser code without Node's or the Workers' (tsconfig.worker.json,
// tsconfig.browser.json, tsconfig.node.json). None of them reads what the dry runs write (dist/,
// origin/assets/_data).
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const staticChecks = runInBackground([
  ['lint and format check (Biome)', process.execPath, [join(root, 'node_modules/@biomejs/biome/bin/biome'), 'ci', '--error-on-warnings', '.']],
  ['type check', process.execPath, [tsc, '--noEmit']],
  ...['worker', 'browser', 'node'].map((where) => [`type check (${where})`, process.execPath, [tsc, '--noEmit', '-p', `tsconfig.${where}.json`]]),
]);

// Both workers bundled by a plain `wrangler deploy --dry-run` in their directory (offline), as a
// deploy or a Git-connected build bundles them: each wrangler.toml's [build] command makes what
// its deploy needs first (the edge's builds the client, which the browser tests use too). A
// bundle that does not build fails here; the smoke suite then runs these very bundles in workerd
// (tests/smoke), never an older one.
const bundles = join(root, 'dist/deploy');
const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
let bundled = true;
for (const [label, dir] of WORKERS) {
  // wrangler adds to its outdir: left over, an older bundle's modules would be read as this one's.
  rmSync(join(bundles, label), { recursive: true, force: true });
  // The outdir relative, as one types it (the source map's sourceRoot is the outdir as given).
  const status = run(`deploy dry run: ${label} (npx wrangler deploy --dry-run)`, process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', relative(dir, join(bundles, label))], {}, dir);
  if (status !== 0) bundled = false;
}
failures += bundled ? 0 : 1;

/** Adds a vitest JSON report's counts to the summary (a missing report counts as a failure). */
function countVitest(file) {
  if (!existsSync(file)) {
    failed += 1;
    return;
  }
  const v = JSON.parse(readFileSync(file, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  // A file that failed with no test failed (a hook failed, e.g. a bundle that did not start, or
  // it did not load) has its tests only skipped: it counts as one failure.
  failed += (v.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed')).length;
}

const vitestCli = join(root, 'node_modules/vitest/vitest.mjs');
const smokeJson = join(out, 'smoke.json');
failures +=
  run("deploy bundle smoke tests (the dry run's bundles in workerd)", process.execPath, [
    vitestCli,
    'run',
    '-c',
    'vitest.smoke.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${smokeJson}`,
  ]) === 0
    ? 0
    : 1;
countVitest(smokeJson);
failures += await staticChecks.print();

const vitestJson = join(out, 'vitest.json');
// Between two files' results vitest is silent for 25 s at most here (the browser hydration file);
// silent for two minutes, its workers pool has stalled (scripts/stall-watchdog.mjs) and the run
// is started once more from the beginning.
const VITEST_STALL_MS = 120_000;
const vitestArgs = [vitestCli, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`];
let vitest = { status: 1, stalled: true };
for (let attempt = 1; attempt <= 2 && vitest.stalled; attempt++) {
  console.log(`\n── unit and workerd integration tests${attempt > 1 ? ', once more' : ''}`);
  vitest = await runWithStallWatchdog(process.execPath, vitestArgs, { cwd: root, env, stallMs: VITEST_STALL_MS });
  if (vitest.stalled) console.log(`\n[test] vitest printed nothing for ${VITEST_STALL_MS / 1000} s: its workers pool stalled (cloudflare/workers-sdk#15498) and was ended`);
}
failures += vitest.status === 0 && !vitest.stalled ? 0 : 1;
countVitest(vitestJson);

if (process.env.SKIP_E2E !== '1') {
  if (!haveChromium()) failures += 1;
  rmSync(join(root, '.wrangler/e2e-state'), { recursive: true, force: true });
  const pwJson = join(out, 'playwright.json');
  failures +=
    run('browser tests (Playwright, chromium)', process.execPath, [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }) === 0
      ? 0
      : 1;
  if (existsSync(pwJson)) {
    const p = JSON.parse(readFileSync(pwJson, 'utf8'));
    passed += p.stats?.expected ?? 0;
    failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0);
  } else failed += 1;
}

if (failures > 0 && failed === 0) failed = failures;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failures > 0 ? 1 : 0);
