#!/usr/bin/env node
// wrangler's `[build] command` for both workers (wrangler.toml, origin/wrangler.toml): what a
// worker's deploy needs beside its sources, made before wrangler bundles and uploads it. Because
// wrangler runs it, a plain `npx wrangler deploy` (and a Git-connected build, which runs just
// that) ships what `npm run deploy` ships. `node scripts/prepare-bundle.mjs edge|origin`.
//
// - edge: the client build (scripts/build.mjs: dist/client, the `[assets]` it uploads and the
//   edge reads its asset manifest from).
// - origin: the migrations and demo seed it reads from its assets (scripts/origin-data-assets.mjs),
//   the seed built for the day of the deploy.
//
// wrangler also runs the command for `wrangler dev` and `wrangler types`, telling which in
// WRANGLER_COMMAND: neither needs anything made here. Scripts that bundle with a dry run after
// making all this themselves (`npm start`, the bench) set STOREFRONT_BUNDLE_PREPARED=1, so that
// a rebundle on every source change does not build the client again.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDataAssets } from './origin-data-assets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const worker = process.argv[2];
const command = process.env.WRANGLER_COMMAND;

if (worker !== 'edge' && worker !== 'origin') {
  console.error('usage: node scripts/prepare-bundle.mjs edge|origin');
  process.exit(2);
}
if (command === 'dev' || command === 'types' || process.env.STOREFRONT_BUNDLE_PREPARED === '1') process.exit(0);
if (worker === 'edge') {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
  process.exit(build.status ?? 1);
}
for (const line of await writeDataAssets()) console.log(`origin data: ${line}`);
