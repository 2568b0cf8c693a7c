#!/usr/bin/env node
// `npm run deploy`: deploy the reference origin, then the edge worker, in that order (the edge's
// ORIGIN service binding names the origin). Each is a plain `wrangler deploy` in the worker's
// directory: everything a bundle needs is in its wrangler.toml, what is made before bundling
// (`[build] command`: the client build, the origin's data assets; scripts/prepare-bundle.mjs)
// and the origin's production defines included, so `npx wrangler deploy` by hand or a
// Git-connected build ships the same bundles. Both wrangler.toml files are production at the top
// level; docs/operations.md "Deploying" lists what a shop must configure first.
// `npm run deploy -- --dry-run` bundles both exactly as a deploy would (`wrangler deploy
// --dry-run --outdir`), offline and without an account, checks them for what a deploy leaves
// out and against their size budgets (BUDGET_KIB), and prints their size.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { offlineEnv } from './offline-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
/** Each worker and its directory (where its wrangler.toml is), in the order they deploy. */
export const WORKERS = [
  ['origin', join(root, 'origin')],
  ['edge', root],
];
// Text a deploy's bundle must not hold, per worker: if a define stopped dropping what it guards
// (the migrations, the seed generators, the demo members), the check fails instead of the worker
// quietly growing back. The edge's dev pages are checked by its own tests.
const LEFT_OUT = {
  origin: [
    ['migration SQL', 'CREATE TABLE IF NOT EXISTS brands'],
    ['seed generators', 'MONOHAUS'],
    ['demo members', 'demo1234!'],
  ],
  edge: [],
};

/**
 * Each worker's budget for what it uploads, in KiB gzip (docs/operations.md, "Worker size"):
 * script size is cold-start time on Workers. A dry run over it fails, and so does the deploy
 * bundle smoke test in `npm test` (tests/smoke/deploy-bundle.test.ts), so a worker cannot quietly
 * outgrow it.
 */
// The origin's was 100 until it carried editorial, sample reviews and image variants; restated at
// 120 with the reasons in docs/operations.md ("Worker size").
export const BUDGET_KIB = { origin: 120, edge: 300 };

/** The script and every module wrangler wrote beside it in `dir` (what it uploads), in name order. */
function bundleModules(dir) {
  return readdirSync(dir)
    .filter((f) => !f.endsWith('.map') && f !== 'README.md')
    .sort()
    .map((f) => readFileSync(join(dir, f)));
}

/** What a bundle in `dir` uploads, in KiB gzip, counted as wrangler's "Total Upload" counts it (all modules, gzipped together). */
export function bundleGzipKib(dir) {
  return gzipSync(Buffer.concat(bundleModules(dir))).byteLength / 1024;
}

/** Why the worker's bundle in `dir` breaks its size budget, or null when it does not. */
export function overBudget(label, dir) {
  const kib = bundleGzipKib(dir);
  const budget = BUDGET_KIB[label];
  if (budget === undefined) return `${label} has no size budget (BUDGET_KIB)`;
  return kib > budget ? `${kib.toFixed(2)} KiB gzip, over its ${budget} KiB budget` : null;
}

/**
 * What of the worker's left-out list its bundle in `dir` still holds (none, in a good bundle): its
 * script and every module wrangler wrote beside it (the migrations would come as .sql modules).
 */
export function keptInBundle(label, dir) {
  const text = bundleModules(dir)
    .map((b) => b.toString('utf8'))
    .join('\n');
  return (LEFT_OUT[label] ?? []).filter(([, needle]) => text.includes(needle)).map(([what]) => what);
}

/**
 * The plain dry run of one worker, in its directory, into `outDir` (emptied first: wrangler adds
 * to the folder, and an older bundle's modules left there would be read as this one's).
 */
export function plainDryRun(dir, outDir, options = {}) {
  rmSync(outDir, { recursive: true, force: true });
  // Relative, as one types it: the source map's sourceRoot is the outdir as given.
  return spawnSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', relative(dir, outDir)], {
    cwd: dir,
    env: { ...process.env, ...offlineEnv, ...options.env },
    encoding: 'utf8',
  });
}

/**
 * Bundles both workers as `wrangler deploy` would; their sizes, or the error of the one that
 * failed. `options.env` is added to wrangler's environment (a name set to undefined is left out).
 */
export function dryRun(outDir = join(root, 'dist/deploy'), options = {}) {
  return WORKERS.map(([label, dir]) => {
    const r = plainDryRun(dir, join(outDir, label), options);
    const size = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(r.stdout ?? '');
    if (r.status === 0 && size) {
      const kept = keptInBundle(label, join(outDir, label));
      if (kept.length > 0) return { label, ok: false, error: `the bundle holds what a deploy leaves out: ${kept.join(', ')}` };
    }
    return r.status === 0 && size
      ? { label, ok: true, raw: size[1], gzip: size[2], over: overBudget(label, join(outDir, label)) }
      : { label, ok: false, error: (r.stderr || r.stdout || '').trim().split('\n').slice(-5).join('\n') };
  });
}

function main(args) {
  if (args.includes('--dry-run')) {
    let failed = 0;
    for (const w of dryRun()) {
      if (w.ok) console.log(`  ${w.label.padEnd(7)} ${w.raw}  gzip ${w.gzip}  (dist/deploy/${w.label})`);
      if (w.ok && w.over) {
        failed += 1;
        console.error(`  ${w.label.padEnd(7)} ${w.over} (docs/operations.md, Worker size)`);
      } else if (!w.ok) {
        failed += 1;
        console.error(`  ${w.label.padEnd(7)} dry run failed:\n${w.error}`);
      }
    }
    return failed === 0 ? 0 : 1;
  }
  for (const [label, cwd] of WORKERS) {
    console.log(`\n── deploying ${label}`);
    const r = spawnSync(process.execPath, [wrangler, 'deploy', ...args], { stdio: 'inherit', cwd, env: process.env });
    if (r.status !== 0) return r.status ?? 1;
  }
  console.log('\nDeployed. Check /healthz: environment "production" and nothing under "missing".');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main(process.argv.slice(2)));
