#!/usr/bin/env node
// `npm start`: build the client, make sure sandbox keys exist, bundle both workers as a deploy
// would (`wrangler deploy --dry-run`, with development's defines), then run the edge worker and
// the reference origin together in Miniflare (service binding ORIGIN) on the public port, with no
// dev proxy in front: wrangler dev's proxy loses a form post written onto a pooled connection
// kj is closing (cloudflare/workers-sdk#14641, still open; wrangler retries GET and HEAD only).
// Source changes under edge/, origin/, src/, rules/ and schemas/ rebundle and reload both
// workers. The origin migrates and seeds its D1 database on its first request; we send that
// request here so the storefront is warm when "ready" is printed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions as workerOptionsOf } from 'wrangler';
import { ensureDevVars, parseDevVars } from './dev-vars.mjs';
import { startVars } from './start-vars.mjs';
import { offlineEnv } from './offline-env.mjs';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT || '8787');
const host = process.env.HOST || '127.0.0.1';
const persistTo = resolve(root, process.env.PERSIST_TO || '.wrangler/state');
// Miniflare and wrangler's config reader run in this process too: keep them off the network.
Object.assign(process.env, offlineEnv);
const env = { ...process.env };
// The workers' React for development unless told (NODE_ENV), as `wrangler dev` bundled it; the
// client build keeps its own default. The client is built above and development reads no data
// assets, so each wrangler.toml's `[build] command` has nothing to make (scripts/prepare-bundle.mjs).
const bundleEnv = { ...env, NODE_ENV: process.env.NODE_ENV || 'development', STOREFRONT_BUNDLE_PREPARED: '1' };
const bundleDir = join(persistTo, 'dev-bundle');
const LOG_LEVELS = { none: LogLevel.NONE, error: LogLevel.ERROR, warn: LogLevel.WARN, info: LogLevel.INFO, log: LogLevel.INFO, debug: LogLevel.DEBUG };

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', env, cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const environment = process.env.ENVIRONMENT || 'development';
ensureDevVars(root, environment);
const vars = startVars(environment, process.env);

// Each worker: its wrangler config, its folder, and its name (the edge's ORIGIN binding names the
// origin). `--define` wins over a wrangler.toml's [define]: development's operator pages and sandbox
// providers, which a deploy leaves out, and the origin's migrations and seed bundled in its script
// (a deploy reads them from its assets).
const DEV_PAGES = ['--define', '__STOREFRONT_DEV_PAGES__:true'];
const WORKERS = [
  { label: 'edge', config: join(root, 'wrangler.toml'), dir: root, vars: vars.edge, defines: DEV_PAGES },
  { label: 'origin', config: join(root, 'origin/wrangler.toml'), dir: join(root, 'origin'), vars: vars.origin, defines: [...DEV_PAGES, '--define', '__ORIGIN_DATA_FROM_ASSETS__:false'] },
];

/** Bundles one worker as a deploy would, with development's defines; false when it does not build. */
function bundle({ label, dir, defines }) {
  const r = spawnSync(process.execPath, [join(root, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', join(bundleDir, label), ...defines], {
    cwd: dir,
    env: bundleEnv,
    encoding: 'utf8',
  });
  if (r.status !== 0) console.error(`[start] the ${label} worker does not bundle:\n${(r.stderr || r.stdout).trim().split('\n').slice(-15).join('\n')}`);
  return r.status === 0;
}

/** The modules `wrangler deploy --dry-run --outdir` wrote: the worker, then the text files it imports (the origin's migrations). */
function bundledModules(dir) {
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => ({ type: 'Text', path: join(dir, f) }));
  return [{ type: 'ESModule', path: join(dir, 'worker.js') }, ...text];
}

/** Both workers' Miniflare options: bindings, assets, D1, R2 and rate limits from each wrangler config, secrets from its .dev.vars. */
function miniflareOptions() {
  const workers = WORKERS.map(({ label, config, dir, vars }) => {
    // The bundle's modules are listed below, so wrangler's module rules do not apply.
    const { modulesRules: _rules, ...workerOptions } = workerOptionsOf(config).workerOptions;
    const devVarsFile = join(dir, '.dev.vars');
    const secrets = existsSync(devVarsFile) ? parseDevVars(readFileSync(devVarsFile, 'utf8')) : {};
    const name = /^name\s*=\s*"([^"]+)"/m.exec(readFileSync(config, 'utf8'))?.[1];
    return {
      ...workerOptions,
      name,
      modulesRoot: join(bundleDir, label),
      modules: bundledModules(join(bundleDir, label)),
      bindings: { ...workerOptions.bindings, ...secrets, ...vars },
    };
  });
  // wrangler's options are Miniflare 4's shape; Miniflare 5 converts them as wrangler itself does.
  return convertV4MiniflareOptions({
    host,
    port,
    workers,
    // The folder `wrangler dev --persist-to` uses (D1, R2, caches), so a local database carries over.
    resourcePersistencePath: join(persistTo, 'v3'),
    log: new Log(LOG_LEVELS[process.env.LOG_LEVEL || 'info'] ?? LogLevel.INFO),
  });
}

if (!WORKERS.every(bundle)) process.exit(1);
const mf = new Miniflare(miniflareOptions());
const base = `http://${host}:${port}`;
let ready;
try {
  ready = await mf.ready;
} catch (error) {
  console.error(`[start] Miniflare did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await mf.dispose().catch(() => undefined);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// Warm up: the origin migrates and seeds on its first request, which /healthz makes through the edge.
for (let i = 0; i < 120 && !stopping; i++) {
  try {
    const res = await fetch(new URL('/healthz', ready));
    if (res.ok) {
      console.log(`\n  storefront ready: ${base}  (try ${base}/products/1001)\n`);
      break;
    }
  } catch {
    // not answering yet
  }
  await new Promise((r) => setTimeout(r, 500));
}

// Rebundle and reload on a source change (a burst of saves is one reload).
let timer;
const rebuild = async () => {
  if (stopping) return;
  if (!WORKERS.every(bundle)) return;
  await mf.setOptions(miniflareOptions());
  console.log(`[start] workers reloaded`);
};
for (const dir of ['edge', 'origin', 'src', 'rules', 'schemas']) {
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    if (!file || /\.test\.tsx?$/.test(file) || file.includes('node_modules')) return;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 300);
  });
}
