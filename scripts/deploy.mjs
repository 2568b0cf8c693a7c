#!/usr/bin/env node
// `npm run deploy`: build the client, then deploy the reference origin and the edge worker, in
// that order (the edge's ORIGIN service binding names the origin). Both wrangler.toml files are
// production at the top level, so this is a production deploy; README "Deploying" lists what a
// shop must configure first. `npm run deploy -- --dry-run` bundles both exactly as a deploy would
// (`wrangler deploy --dry-run --outdir`), offline and without an account, and prints their size:
// `npm test` runs it, so a bundle that does not build fails CI.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { offlineEnv } from './offline-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
// Each worker's directory, and what its deploy adds on the command line: the origin's sandbox
// providers and demo members left out of its bundle (origin/app.ts; the edge says the same in its
// wrangler.toml), and its migrations and demo seed read from its assets instead of its script
// (origin/db/data-assets.ts; `writeDataAssets` below writes them).
// Text a deploy's bundle must not hold, per worker: if a define stopped dropping what it guards
// (the migrations, the seed generators, the demo members), the dry run fails instead of the
// worker quietly growing back. The edge's dev pages are checked by its own tests.
const LEFT_OUT = {
  origin: [['migration SQL', 'CREATE TABLE IF NOT EXISTS brands'], ['seed generators', 'MONOHAUS'], ['demo members', 'demo1234!']],
  edge: [],
};
const WORKERS = [
  ['origin', join(root, 'origin'), ['--define', '__STOREFRONT_DEV_PAGES__:false', '--define', '__ORIGIN_DATA_FROM_ASSETS__:true']],
  ['edge', root, []],
];

/** The origin's data assets (scripts/origin-data-assets.mjs), written in a process of its own because that is asynchronous. */
function writeDataAssets() {
  const r = spawnSync(process.execPath, [join(root, 'scripts/origin-data-assets.mjs')], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`origin data assets: ${(r.stderr || r.stdout).trim()}`);
  return r.stdout.trim();
}

/** Bundles both workers as `wrangler deploy` would; their sizes, or the error of the one that failed. */
export function dryRun(outDir = join(root, 'dist/deploy')) {
  // The edge's assets directory only has to exist for a dry run.
  mkdirSync(join(root, 'dist/client'), { recursive: true });
  writeDataAssets();
  return WORKERS.map(([label, cwd, extra]) => {
    const r = spawnSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', join(outDir, label), ...extra], {
      cwd,
      env: { ...process.env, ...offlineEnv },
      encoding: 'utf8',
    });
    const size = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(r.stdout ?? '');
    if (r.status === 0 && size) {
      const script = readFileSync(join(outDir, label, 'worker.js'), 'utf8');
      const kept = LEFT_OUT[label].filter(([, text]) => script.includes(text)).map(([what]) => what);
      if (kept.length > 0) return { label, ok: false, error: `the bundle holds what a deploy leaves out: ${kept.join(', ')}` };
    }
    return r.status === 0 && size
      ? { label, ok: true, raw: size[1], gzip: size[2] }
      : { label, ok: false, error: (r.stderr || r.stdout || '').trim().split('\n').slice(-5).join('\n') };
  });
}

function main(args) {
  const dry = args.includes('--dry-run');
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root, env: { ...process.env, ...offlineEnv } });
  if (build.status !== 0) return build.status ?? 1;
  if (dry) {
    let failed = 0;
    for (const w of dryRun()) {
      if (w.ok) console.log(`  ${w.label.padEnd(7)} ${w.raw}  gzip ${w.gzip}  (dist/deploy/${w.label})`);
      else {
        failed += 1;
        console.error(`  ${w.label.padEnd(7)} dry run failed:\n${w.error}`);
      }
    }
    return failed === 0 ? 0 : 1;
  }
  const rest = args.filter((a) => a !== '--dry-run');
  // The seed's dates are relative to the day it is built: today, as the deploy goes out.
  writeDataAssets();
  for (const [label, cwd, extra] of WORKERS) {
    console.log(`\n── deploying ${label}`);
    const r = spawnSync(process.execPath, [wrangler, 'deploy', ...extra, ...rest], { stdio: 'inherit', cwd, env: process.env });
    if (r.status !== 0) return r.status ?? 1;
  }
  console.log('\nDeployed. Check /healthz: environment "production" and nothing under "missing".');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main(process.argv.slice(2)));
