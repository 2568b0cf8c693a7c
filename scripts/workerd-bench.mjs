#!/usr/bin/env node
// The first section of `npm run bench` (issue 28 item 3): the deployed bundles (what
// `wrangler deploy --dry-run --outdir` writes) measured in workerd through Miniflare's API, with no
// dev proxy in front. The edge runs with its ORIGIN service binding to the origin bundle, whose
// D1 (in memory) it migrates and seeds from its assets on the first request, as deployed.
//
// One Miniflare holds the origin and one edge per variant, each edge reached by its own host
// name (`routes`): the deployed bundle, and bundles that differ from it by a layer (page cache
// off; then the fragment cache off too), so that all of them are measured
// against the same origin, in the same run, in alternating order (A B B A …) with the median of
// each kept: single runs on this 2-core machine vary by about ±15 %.
//
// Prints req/s at saturation and latency for each route, as a ratio to a trivial route of the
// same worker (the ceiling), beside the targets, and workerd's CPU per request (Linux: its
// process's CPU time over each run; the load-proof figure on a shared machine); and the startup time `wrangler check startup`
// profiles, beside the platform's limit. Asserts nothing. 127.0.0.1 only, bounded in time,
// stops by itself. Alone: `node scripts/workerd-bench.mjs [--quick]`.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { offlineEnv } from './offline-env.mjs';
import { dryRun } from './deploy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
const env = { ...process.env, ...offlineEnv };
// For the variants' and `wrangler check startup`'s dry runs: the deploy's dry run (dryRun) made
// what a bundle needs first, so the `[build] command` need not again (scripts/prepare-bundle.mjs).
const preparedEnv = { ...env, STOREFRONT_BUNDLE_PREPARED: '1' };

// What the edge's production settings need to count as configured (edge/context/providers.ts);
// placeholders, never contacted: the bench's pages do not send anyone to a provider.
const EDGE_VARS = {
  ENVIRONMENT: 'production',
  UPSTREAM_URL: '',
  SHOP_ORIGIN: '',
  MYPAGE_ORIGIN: '',
  FLAGS_APP_NAME: 'storefront',
  FLAGS_KEY: 'bench-flags-key',
  IMAGE_URL_KEY: 'YmVuY2gtaW1hZ2UtdXJsLWtleS0zMi1ieXRlcy1sb25nISE',
  IDENTITY_PROVIDER_ORIGIN: 'https://identity.invalid',
  SOCIAL_AUTHORIZE_URL: 'https://social.invalid/authorize',
};

/**
 * The edge bundles measured: the deployed one; the page cache off (every visitor's item page
 * rendered: a page-cache miss); and from there the fragment cache off too. (Issue 28 measured React's
 * stock writer against the project's copy of it the same way, a variant with `alias` naming
 * the renderer file: docs/benchmarks.md has the figures.)
 */
export const VARIANTS = {
  deployed: { what: 'as deployed' },
  miss: { what: 'page cache off', app: '{ pageCache: false }' },
  missNoKept: { what: 'page cache off, the fragment cache off', app: '{ pageCache: false, fragmentCache: false }' },
};

/** The edge's ratelimit bindings as wrangler.toml declares them. */
function ratelimits(toml) {
  const out = {};
  for (const m of toml.matchAll(/\[\[ratelimits\]\]\s*\nname = "(\w+)"\s*\nnamespace_id = "(\d+)"\s*\nsimple = \{ limit = (\d+), period = (\d+) \}/g)) {
    out[m[1]] = { namespace_id: m[2], simple: { limit: Number(m[3]), period: Number(m[4]) } };
  }
  return out;
}

/**
 * A variant bundle: wrangler.toml copied beside it with its paths pointing back at the project
 * (an `--alias` on the command line is ignored for one the file sets, TOOLCHAIN.md), the one
 * difference written into it, then the same dry run a deploy makes.
 */
function variantBundle(name, variant, out, reuse) {
  const dir = join(out, 'variants', name);
  if (reuse && existsSync(join(dir, 'bundle/worker.js'))) return join(dir, 'bundle/worker.js');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const back = relative(dir, root);
  let toml = readFileSync(join(root, 'wrangler.toml'), 'utf8').replaceAll('"./', `"${back}/`);
  if (variant.app) {
    writeFileSync(
      join(dir, 'worker.ts'),
      [
        `import { createEdgeApp } from '${back}/edge/app';`,
        `const app = createEdgeApp(${variant.app});`,
        'export default { fetch: (request: Request, env: never, ctx: ExecutionContext) => app.fetch(request, env, ctx) };',
        '',
      ].join('\n'),
    );
    toml = toml.replace(/^main = ".*"$/m, 'main = "worker.ts"');
  } else {
    toml = toml.replace(/^main = "(.*)"$/m, (_, main) => `main = "${back}/${main}"`);
  }
  if (variant.alias) {
    writeFileSync(join(dir, 'react-dom-server-node.cjs'), `'use strict';\nmodule.exports = require('${back}/${variant.alias}');\n`);
    toml = toml.replace(/^"react-dom\/server\.node" = ".*"$/m, '"react-dom/server.node" = "./react-dom-server-node.cjs"');
  }
  writeFileSync(join(dir, 'wrangler.toml'), toml);
  const r = spawnSync(process.execPath, [wrangler, 'deploy', '--dry-run', '-c', join(dir, 'wrangler.toml'), '--outdir', join(dir, 'bundle')], { cwd: root, env: preparedEnv, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`variant ${name} did not bundle: ${(r.stderr || r.stdout).trim().split('\n').slice(-5).join(' ')}`);
  return join(dir, 'bundle/worker.js');
}

/** Each edge's host name: Miniflare matches `routes` against the URL's host, which is lower case. */
const hostOf = (variant) => `${variant.toLowerCase()}.bench`;

/**
 * One request with its Host header as given (fetch drops a Host header, so Miniflare would route
 * every request to the first edge); the status, headers and body text.
 */
function send(base, host, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { host, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * The workerd process Miniflare started (a child of this one), on Linux: its CPU time is what a
 * route costs the worker, whatever else this shared machine is doing (req/s is not).
 */
function workerdPid() {
  if (!existsSync('/proc/self/stat')) return null;
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === process.pid && stat.includes('(workerd)')) return p;
    } catch {
      // A process that ended while we looked.
    }
  }
  return null;
}

/** User and system CPU of a process so far, in ms (clock ticks of 10 ms). */
function cpuMsOf(pid) {
  if (!pid) return NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/**
 * The startup phase as `wrangler check startup` profiles it (it bundles the worker as a deploy
 * does, from the worker's own directory and with the deploy's defines): the profile's span and
 * its busy (non-idle) time, in ms.
 */
function startupOf(cwd, args, out, label) {
  const file = join(out, `startup-${label}.cpuprofile`);
  rmSync(file, { force: true });
  const r = spawnSync(process.execPath, [wrangler, 'check', 'startup', '--outfile', file, ...(args.length ? [`--args=${args.join(' ')}`] : [])], { cwd, env: preparedEnv, encoding: 'utf8' });
  if (r.status !== 0 || !existsSync(file)) return null;
  const p = JSON.parse(readFileSync(file, 'utf8'));
  const idle = new Set(p.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let busy = 0;
  p.samples.forEach((id, i) => {
    if (!idle.has(id)) busy += p.timeDeltas[i];
  });
  return { span: (p.endTime - p.startTime) / 1000, busy: busy / 1000 };
}

export async function workerdBench({ quick = false, out = join(root, 'dist/bench'), bundled = false, reuse = false } = {}) {
  // Bounded: about 4 minutes in all (1.5 quick), bundling included.
  const seconds = quick ? 2 : 4;
  const runs = quick ? 2 : 3;
  const started = Date.now();
  if (!(bundled || reuse) || !existsSync(join(out, 'edge/worker.js'))) {
    const failed = dryRun(out).filter((w) => !w.ok);
    if (failed.length > 0) throw new Error(`dry run failed: ${failed.map((w) => `${w.label}: ${w.error}`).join('; ')}`);
  }
  const bundles = { deployed: join(out, 'edge/worker.js') };
  for (const [name, v] of Object.entries(VARIANTS)) if (name !== 'deployed') bundles[name] = variantBundle(name, v, out, reuse);

  // miniflare 4.20260426 reads every worker's asset files from one storage folder (the first
  // worker's; scripts/start.mjs meets the same): one folder holding both workers' files, each
  // worker reading only its own paths (the edge /assets/*, the origin /_data/* and /img/*).
  const assets = join(out, 'assets');
  rmSync(assets, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  for (const f of readdirSync(join(root, 'dist/client'))) if (f !== 'img' && !f.startsWith('.')) symlinkSync(join(root, 'dist/client', f), join(assets, f));
  for (const d of ['_data', 'img']) symlinkSync(join(root, 'origin/assets', d), join(assets, d));
  // `run_worker_first = true` as both wrangler.toml files say: Miniflare's README documents
  // `directory` and `binding`; `routerConfig` is what wrangler passes for it. Should a later
  // Miniflare drop it, the check on the static asset below says so rather than measuring the
  // asset server alone.
  const assetsOf = { directory: assets, binding: 'ASSETS', routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true } };

  const edgeToml = readFileSync(join(root, 'wrangler.toml'), 'utf8');
  const compatibilityDate = /^compatibility_date = "(.*)"$/m.exec(edgeToml)[1];
  const common = { modules: true, compatibilityDate, compatibilityFlags: ['nodejs_compat'] };
  // The options in Miniflare 4's shape, converted as scripts/start.mjs does (package.json's Miniflare is 5).
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      // workerd complains of each connection autocannon closes at the end of a run: not news.
      handleStructuredLogs({ level, message }) {
        if (/Broken pipe|Connection reset by peer/.test(message)) return;
        (level === 'error' || level === 'warn' ? console.error : console.log)(message);
      },
      host: '127.0.0.1',
      port: 0,
      workers: [
        ...Object.entries(bundles).map(([name, scriptPath]) => ({
          ...common,
          name: `edge-${name}`,
          scriptPath,
          routes: [`${hostOf(name)}/*`],
          bindings: { ...EDGE_VARS, SITE_ORIGIN: `http://${hostOf(name)}` },
          serviceBindings: { ORIGIN: 'storefront-origin' },
          ratelimits: ratelimits(edgeToml),
          assets: assetsOf,
        })),
        {
          ...common,
          name: 'storefront-origin',
          scriptPath: join(out, 'origin/worker.js'),
          bindings: { ENVIRONMENT: 'production', FLAGS_KEY: EDGE_VARS.FLAGS_KEY },
          d1Databases: { DB: 'storefront-origin-bench' },
          r2Buckets: ['REVIEW_PHOTOS'],
          assets: assetsOf,
        },
      ],
    }),
  );
  try {
    const url = await mf.ready;
    const base = url.href.replace(/\/$/, '');
    const asset = readdirSync(join(root, 'dist/client/assets')).find((f) => f.endsWith('.js'));
    const get = (host, path, headers = {}) => send(base, host, path, { headers });

    // First request: the origin migrates and seeds (timed: what a fresh deployment's first visitor waits).
    const t0 = performance.now();
    const first = await get(hostOf('deployed'), '/products/1001');
    const firstMs = performance.now() - t0;
    if (first.status !== 200) throw new Error(`first item page answered ${first.status}`);

    // A member, signed up as a shopper would (production has no demo members).
    const join_ = await send(base, hostOf('deployed'), '/join', {
      method: 'POST',
      headers: { origin: `http://${hostOf('deployed')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        userId: 'bench@bench.test',
        password: 'Bench-1234!x',
        passwordConfirm: 'Bench-1234!x',
        name: '벤치',
        gender: 'F',
        terms: 'on',
        privacyRequired: 'on',
        age14: 'on',
      }).toString(),
    });
    if (join_.status !== 303) throw new Error(`member sign-up answered ${join_.status}: ${join_.text.slice(0, 200)}`);
    // The member as a browser holds them: the sign-up's cookies, then what the first page sets
    // (the grade cookie spares every later page the user-level call, spec 6).
    const jar = new Map();
    const keep = (res) => {
      for (const line of res.headers['set-cookie'] ?? []) {
        const pair = line.split(';')[0];
        const name = pair.slice(0, pair.indexOf('='));
        if (/max-age=0\b/i.test(line)) jar.delete(name);
        else jar.set(name, pair);
      }
    };
    keep(join_);
    keep(await get(hostOf('deployed'), '/products/1001', { cookie: [...jar.values()].join('; ') }));
    const cookie = [...jar.values()].join('; ');

    const ROUTES = [
      ['trivial', '/healthz/live', {}],
      ['static asset', `/assets/${asset}`, {}],
      ['item, visitor', '/products/1001', {}],
      ['item, member', '/products/1001', { cookie }],
      ['listing', '/category/list?category1_code=101', {}],
    ];
    // What each variant is measured on: the deployed bundle on every route; the variants on the
    // page their layer serves.
    const item = '/products/1001';
    const PLAN = [
      ...ROUTES.map(([label, path, headers]) => ({ variant: 'deployed', label, path, headers })),
      ...['miss', 'missNoKept'].flatMap((variant) => [
        { variant, label: 'item, visitor', path: item, headers: {} },
        { variant, label: 'trivial', path: '/healthz/live', headers: {} },
      ]),
    ];
    // One request at a time, after three to warm: the latency of a request alone.
    const alone = new Map();
    for (const p of PLAN) {
      const host = hostOf(p.variant);
      const times = [];
      for (let i = 0; i < 13; i++) {
        const t = performance.now();
        const r = await get(host, p.path, p.headers);
        if (i >= 3) times.push(performance.now() - t);
        if (r.status !== 200) throw new Error(`${p.variant} ${p.path} answered ${r.status}`);
      }
      alone.set(`${p.variant}|${p.label}`, median(times));
    }
    const staticAnswer = await get(hostOf('deployed'), `/assets/${asset}`);
    if (!/immutable/.test(staticAnswer.headers['cache-control'] ?? ''))
      throw new Error('the static asset was not answered through the edge worker (run_worker_first): Miniflare ignored `routerConfig`');
    const timing = async (variant, headers = {}) => (await get(hostOf(variant), '/products/1001', headers)).headers['server-timing'] ?? '';
    const cached = await timing('deployed');
    const member = await timing('deployed', { cookie });
    const bypass = await timing('miss');

    // Warm-up at load (JIT, memos), untimed.
    for (const p of PLAN) await cannon({ url: `${base}${p.path}`, headers: { host: hostOf(p.variant), ...p.headers }, connections: 8, duration: 1 });

    const pid = workerdPid();
    const results = new Map(PLAN.map((p) => [`${p.variant}|${p.label}`, { rps: [], p50: [], p99: [], cpu: [], non2xx: 0 }]));
    for (let round = 0; round < runs; round++) {
      const order = round % 2 === 0 ? PLAN : [...PLAN].reverse();
      for (const p of order) {
        const cpu0 = cpuMsOf(pid);
        const r = await cannon({ url: `${base}${p.path}`, headers: { host: hostOf(p.variant), ...p.headers }, connections: 8, duration: seconds });
        const slot = results.get(`${p.variant}|${p.label}`);
        slot.cpu.push((cpuMsOf(pid) - cpu0) / Math.max(1, r.requests.total));
        slot.rps.push(r.requests.average);
        slot.p50.push(r.latency.p50);
        slot.p99.push(r.latency.p99);
        slot.non2xx += r.non2xx + r.errors + r.timeouts;
      }
    }
    const fig = (variant, label) => {
      const s = results.get(`${variant}|${label}`);
      return { rps: median(s.rps), p50: median(s.p50), p99: median(s.p99), cpu: median(s.cpu), runs: s.rps.length, bad: s.non2xx, spread: s.rps, alone: alone.get(`${variant}|${label}`) };
    };

    const load = (spawnSync('uptime', { encoding: 'utf8' }).stdout ?? '').trim().replace(/^.*load average/, 'load average');
    console.log(
      `\n■ workerd: the deployed bundles through Miniflare ${Miniflare.name ? '' : ''}(no dev proxy), 8 connections, ${seconds} s a run, ${runs} runs each in alternating order, medians; ${load} at the end`,
    );
    console.log(`  first item page on a fresh origin (migrate and seed D1, render): ${firstMs.toFixed(0)} ms`);
    console.log(`  Server-Timing: visitor "${cached}"; member "${member}" ; page cache off "${bypass}"`);
    const ceiling = fig('deployed', 'trivial');
    const TARGET = { 'item, member': 0.5, 'item, visitor': 0.8 };
    for (const [label, path] of ROUTES) {
      const f = fig('deployed', label);
      const ratio = f.rps / ceiling.rps;
      const target = TARGET[label] ? `   target ≥ ${TARGET[label]} ${ratio >= TARGET[label] ? '(met)' : '(NOT met)'}` : '';
      // The same ratio in workerd's own CPU per request: steady where req/s swings with the machine's load.
      const cpu = Number.isFinite(f.cpu) ? `  workerd CPU ${f.cpu.toFixed(2)} ms/req (ratio ${(ceiling.cpu / f.cpu).toFixed(2)})` : '';
      console.log(
        `  ${label.padEnd(14)} ${path.slice(0, 36).padEnd(36)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  alone ${f.alone.toFixed(1)} ms  ratio ${ratio.toFixed(2)}${cpu}${target}${f.bad ? `  (${f.bad} non-2xx or errors)` : ''}`,
      );
    }
    console.log("  Each layer taken away: the visitor's item page against its own bundle's trivial route (same run):");
    const layer = (variant, against) => {
      const v = fig(variant, 'item, visitor');
      const a = fig(against, 'item, visitor');
      const ratio = v.rps / fig(variant, 'trivial').rps;
      const base = a.rps / fig(against, 'trivial').rps;
      const cpu = Number.isFinite(v.cpu) ? `  workerd CPU ${v.cpu.toFixed(2)} ms/req (${VARIANTS[against].what}: ${a.cpu.toFixed(2)})` : '';
      console.log(
        `  ${VARIANTS[variant].what.padEnd(36)} ${v.rps.toFixed(0).padStart(6)} req/s  p50 ${v.p50} ms  p99 ${v.p99} ms  alone ${v.alone.toFixed(1)} ms  ratio ${ratio.toFixed(2)}; ${VARIANTS[against].what}: ${a.rps.toFixed(0)} req/s, ratio ${base.toFixed(2)}${cpu}`,
      );
    };
    layer('miss', 'deployed');
    layer('missNoKept', 'miss');

    // The fragment cache on (A) against off (B) on a page-cache miss, in pairs run back to back in the
    // order A B B A …, each pair's ratio of req/s; the median ratio. At saturation one isolate's
    // thread is the limit: req/s is the inverse of CPU per request, so 1 − off/on is the CPU per
    // page the layer saves. (Issue 28 decided React's writer copy the same way.)
    const pairs = quick ? 2 : 6;
    const ratios = [];
    for (let i = 0; i < pairs; i++) {
      const order = i % 2 === 0 ? ['miss', 'missNoKept'] : ['missNoKept', 'miss'];
      const rps = {};
      for (const v of order) rps[v] = (await cannon({ url: `${base}${item}`, headers: { host: hostOf(v) }, connections: 8, duration: seconds })).requests.average;
      ratios.push(rps.missNoKept / rps.miss);
    }
    const saving = 1 - median(ratios);
    console.log(
      `  The fragment cache on against off on a page-cache miss (${pairs} pairs of ${seconds} s, A B B A): off/on req/s ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median(ratios).toFixed(2)}: the fragment cache saves ${(saving * 100).toFixed(1)} % of CPU per page`,
    );

    console.log('\n■ Startup (wrangler check startup on the deployed bundles; profile span / busy CPU, this machine)   limit: 1 s');
    for (const [label, cwd, args] of [
      ['edge', root, []],
      ['origin', join(root, 'origin'), []],
    ]) {
      const s = startupOf(cwd, args, out, label);
      console.log(s ? `  ${label.padEnd(7)} ${s.span.toFixed(0)} ms span, ${s.busy.toFixed(0)} ms busy` : `  ${label.padEnd(7)} wrangler check startup did not run`);
    }
    console.log(`  (workerd section took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await mf.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await workerdBench({ quick: process.argv.includes('--quick'), reuse: process.argv.includes('--reuse') });
