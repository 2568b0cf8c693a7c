#!/usr/bin/env node
// Refreshes tests/bench/fixtures from the reference origin (run after changing the seed):
// starts the origin alone with wrangler dev on a spare port, saves its answers for item 1001.
// With development's defines (its data in its script, as `npm start` bundles it), over the
// deploy's in origin/wrangler.toml.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDevVars } from './dev-vars.mjs';
import { offlineEnv } from './offline-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureDevVars(root);
const port = '8796';
const child = spawn(
  process.execPath,
  [
    join(root, 'node_modules/wrangler/bin/wrangler.js'),
    'dev',
    '-c',
    'origin/wrangler.toml',
    '--define',
    '__STOREFRONT_DEV_PAGES__:true',
    '--define',
    '__ORIGIN_DATA_FROM_ASSETS__:false',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--persist-to',
    '.wrangler/fixture-state',
    '--show-interactive-dev-session=false',
  ],
  { cwd: root, env: { ...process.env, ...offlineEnv }, stdio: 'ignore' },
);
const base = `http://127.0.0.1:${port}`;
const files = {
  'detail-1001.json': '/api/v5/product-detail/1001',
  'additional-1001.json': '/api/v5/product-detail/additional/1001',
  'reviews-1001.json': '/api/v5/product-detail/1001/reviews?page=1&size=5',
  'qna-1001.json': '/api/v5/product-detail/1001/qna?page=1&size=5',
  'recommendations-1001.json': '/api/v5/product-detail/1001/recommendations?type=similar',
  'notices.json': '/notice/?limit=3&notice_type=NOTICE',
};
try {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const [file, path] of Object.entries(files)) {
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    writeFileSync(join(root, 'tests/bench/fixtures', file), `${JSON.stringify(await res.json(), null, 1)}\n`);
    console.log(`saved ${file}`);
  }
} finally {
  child.kill('SIGTERM');
}
