#!/usr/bin/env node
// The load run of `npm run bench` (issue 10 item 11): the storefront as `npm start` runs it
// (development, so the demo members exist), on 127.0.0.1 only, under visitors and members at
// once for LOAD_SECONDS (60), bounded in connections and time, then stopped. Prints requests,
// errors (transport errors, timeouts and 5xx: the target is 0), p50/p99 latency per group, the
// answers by status, and the resident memory of the workerd processes before and after.
// Alone: `node scripts/load.mjs` (LOAD_SECONDS=10 for a short one).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineEnv } from './offline-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'demo1234!';

/** Every process under `pid`, with its command name and resident set in KiB. */
function descendants(pid) {
  const ps = spawnSync('ps', ['-eo', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' });
  const rows = (ps.stdout ?? '')
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .map(([p, pp, rss, comm]) => ({ pid: +p, ppid: +pp, rss: +rss, comm }));
  const found = [];
  const walk = (parent) => {
    for (const r of rows) if (r.ppid === parent) found.push(r), walk(r.pid);
  };
  walk(pid);
  return found;
}

/** Resident memory of the workerd processes (both workers run in one), in MiB. */
function workerdMemory(pid) {
  const kib = descendants(pid)
    .filter((p) => p.comm.startsWith('workerd'))
    .reduce((sum, p) => sum + p.rss, 0);
  return Math.round((kib / 1024) * 10) / 10;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function loginCookie(base, id) {
  const res = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ id, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${id}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const VISITOR_PATHS = [
  '/products/1001',
  '/products/1002',
  '/products/1003',
  '/products/1004',
  '/',
  '/search?keyword=%EC%85%94%EC%B8%A0',
  '/category/list?category1_code=101',
  '/best-items',
  '/brand/16404',
  '/api/v4/auto-complete?keyword=%EB%8B%88',
  '/api/v4/best-items',
  '/products/999999',
  '/products/abc',
  '/images/items/16.jpg?w=320&f=webp&q=80',
];
// Members' searches are rate-limited per member (60 a minute), so they browse and read their data.
const MEMBER_PATHS = ['/products/1001', '/products/1002', '/', '/api/v4/cart-item/item-count', '/user/info/', '/category/list?category1_code=101', '/products/1003'];

function summary(label, r) {
  const byStatus = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  const fivexx = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => +code >= 500)
    .reduce((n, [, s]) => n + s.count, 0);
  const errors = r.errors + r.timeouts + fivexx;
  console.log(
    `  ${label.padEnd(9)} ${r.requests.total} requests (${Math.round(r.requests.average)}/s)  errors ${errors} (transport ${r.errors}, timeouts ${r.timeouts}, 5xx ${fivexx})  latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms  [${byStatus}]`,
  );
  return errors;
}

/** Runs the load against `base`, whose server process is `serverPid`; the error count. */
export async function loadRun({ base, serverPid, seconds }) {
  const members = await Promise.all(['adult@demo.test', 'minor@demo.test', 'fresh@demo.test'].map((id) => loginCookie(base, id)));
  // Warm: the first render of each path pays for migration, seeding and caches.
  for (const path of [...VISITOR_PATHS, ...MEMBER_PATHS]) await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
  const before = workerdMemory(serverPid);
  console.log(`\n■ Load run: ${seconds} s on ${base}, visitors (8 connections) and members (4 connections) at once`);
  let v = 0;
  let m = 0;
  // Memory every 10 s: a plateau is caches and the heap settling, a steady climb is a leak.
  const samples = [before];
  const sampler = setInterval(() => samples.push(workerdMemory(serverPid)), 10_000);
  const [visitors, memberRun] = await Promise.all([
    cannon({
      url: base,
      connections: 8,
      duration: seconds,
      timeout: 10,
      requests: [{ setupRequest: (req) => ({ ...req, path: VISITOR_PATHS[v++ % VISITOR_PATHS.length] }) }],
    }),
    cannon({
      url: base,
      connections: 4,
      duration: seconds,
      timeout: 10,
      requests: [
        {
          setupRequest: (req) => {
            const i = m++;
            return { ...req, path: MEMBER_PATHS[i % MEMBER_PATHS.length], headers: { ...req.headers, cookie: members[i % members.length] } };
          },
        },
      ],
    }),
  ]);
  clearInterval(sampler);
  const errors = summary('visitors', visitors) + summary('members', memberRun);
  const after = workerdMemory(serverPid);
  console.log(`  errors in all: ${errors} (target 0); workerd resident memory ${before} MiB before, ${after} MiB after`);
  console.log(`  memory every 10 s (MiB): ${[...samples, after].join(' → ')}`);
  return errors;
}

/** Starts `npm start` on its own port and state, runs the load, stops it. */
export async function loadBench({ seconds = Number(process.env.LOAD_SECONDS ?? 60), port = process.env.LOAD_PORT ?? '8796' } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...offlineEnv,
      PORT: port,
      PERSIST_TO: '.wrangler/load-state',
      LOG_LEVEL: 'error',
      ENVIRONMENT: 'development',
      SKIP_BUILD: process.env.SKIP_BUILD ?? (existsSync(join(root, 'dist/client/assets')) ? '1' : '0'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let up = false;
    for (let i = 0; i < 240 && !up && server.exitCode === null; i++) {
      await new Promise((r) => setTimeout(r, 500));
      up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    }
    if (!up) throw new Error('storefront did not start for the load run');
    return await loadRun({ base, serverPid: server.pid, seconds });
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const errors = await loadBench();
  process.exit(errors === 0 ? 0 : 1);
}
