#!/usr/bin/env node
// `npm start`: build the client, make sure sandbox keys exist, then run the edge worker and the
// reference origin together in one wrangler dev session (service binding ORIGIN). The origin
// migrates and seeds its D1 database on its first request; we send that request here so the
// storefront is warm when "ready" is printed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDevVars } from './dev-vars.mjs';
import { offlineEnv } from './offline-env.mjs';
import { patchWranglerProxy } from './wrangler-proxy-patch.mjs';
import { writeZodWorkerCopy } from './zod-worker-copy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '8787';
const host = process.env.HOST || '127.0.0.1';
const env = { ...process.env, ...offlineEnv };

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', env, cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Also without a build (SKIP_BUILD=1): wrangler bundles the workers' zod from it.
writeZodWorkerCopy();
ensureDevVars(root, process.env.ENVIRONMENT || 'development');
shareOriginImages();
// wrangler 4.86's dev proxy loses a POST now and then (scripts/wrangler-proxy-patch.mjs).
const proxyPatch = patchWranglerProxy(root);
if (proxyPatch === 'missing' || proxyPatch === 'unrecognised') {
  console.warn(`[start] wrangler's ProxyWorker is ${proxyPatch}; its keep-alive retry is not applied, and a form post may now and then answer 503.`);
}

/**
 * miniflare 4.20260426 serves every worker's static assets from the primary worker's folder in
 * a multi-config session, so the origin's image files are made visible there too: a symlink
 * `dist/client/img` → `origin/assets/img`, hidden from the edge's own ASSETS by .assetsignore.
 * (Deployed, each worker has its own assets and none of this applies.)
 */
function shareOriginImages() {
  const client = join(root, 'dist/client');
  const link = join(client, 'img');
  mkdirSync(client, { recursive: true });
  if (!existsSync(link)) symlinkSync(join(root, 'origin/assets/img'), link, 'dir');
  const ignore = join(client, '.assetsignore');
  const lines = existsSync(ignore) ? readFileSync(ignore, 'utf8').split('\n') : [];
  if (!lines.includes('img')) writeFileSync(ignore, [...lines.filter(Boolean), 'img', ''].join('\n'));
}

const args = [
  join(root, 'node_modules/wrangler/bin/wrangler.js'),
  'dev',
  '-c', 'wrangler.toml',
  '-c', 'origin/wrangler.toml',
  '--ip', host,
  '--port', port,
  '--persist-to', process.env.PERSIST_TO || '.wrangler/state',
  '--show-interactive-dev-session=false',
  '--log-level', process.env.LOG_LEVEL || 'info',
  // The operator's preview and fake app pages, which a deploy leaves out (wrangler.toml [define]).
  '--define', '__STOREFRONT_DEV_PAGES__:true',
];
const TAG_VARS = ['TAG_SCRIPT_BASE', 'TAG_ANALYTICS_ID', 'TAG_AB_TEST_ID', 'TAG_ADVERTISING_IDS', 'TAG_RETARGETING_ID', 'TAG_SEARCH_AD_ID', 'TAG_CRM_ID'];
for (const name of ['UPSTREAM_URL', 'STOREFRONT_NOW', 'PROMOTION_CALENDAR', 'SITE_ORIGIN', 'SHOP_ORIGIN', 'MYPAGE_ORIGIN', 'FLAGS_URL', ...TAG_VARS]) {
  if (process.env[name]) args.push('--var', `${name}:${process.env[name]}`);
}

const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], env, cwd: root });
const stop = (signal) => {
  if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Warm up: wait until the edge answers, then touch the origin so it migrates and seeds.
const base = `http://${host}:${port}`;
for (let i = 0; i < 120 && child.exitCode === null; i++) {
  try {
    const res = await fetch(`${base}/healthz`);
    if (res.ok) {
      console.log(`\n  storefront ready: ${base}  (try ${base}/products/1001)\n`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 500));
}
