#!/usr/bin/env node
// `npm start`: build the client, make sure sandbox keys exist, then run the edge worker and the
// reference origin together in one wrangler dev session (service binding ORIGIN). The origin
// migrates and seeds its D1 database on its first request; we send that request here so the
// storefront is warm when "ready" is printed.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDevVars } from './dev-vars.mjs';
import { offlineEnv } from './offline-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '8787';
const host = process.env.HOST || '127.0.0.1';
const env = { ...process.env, ...offlineEnv };

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', env, cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
ensureDevVars(root);

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
];
for (const name of ['UPSTREAM_URL', 'ENVIRONMENT', 'STOREFRONT_NOW', 'SITE_ORIGIN', 'SHOP_ORIGIN', 'MYPAGE_ORIGIN', 'FLAGS_URL']) {
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
