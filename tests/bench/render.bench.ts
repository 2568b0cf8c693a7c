import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { createEdgeApp } from '../../edge/app';
import { clearPageCache } from '../../edge/render/page-caching';
import { fragmentCacheCounts } from '../../edge/render/fragment-cache';
import { clearMemoryCache } from '../../edge/upstream/cache';
import { BENCH_CTX, BENCH_ENV, BENCH_FIXTURES, fixedUpstream } from './fixed-upstream';

/**
 * PDP cost in-process against a fixed in-memory upstream, beside the same server answering a
 * static HTML document of the same size: as deployed (warm upstream memory and page cache, so a
 * visitor's page is served from the page cache), and rendered on every request (page cache
 * off), the honest render cost, with the fragment cache warm as deployed and, for comparison, off. Then
 * the same over HTTP (as deployed), and time to the shell versus the complete document when the
 * deferred sections take 1 s. Prints figures; asserts nothing (it only checks that the page
 * rendered, was kept, and wrote out the fragment cache).
 */
const fixtures = BENCH_FIXTURES;
const env = BENCH_ENV;
const ctx = BENCH_CTX;
const SHELL = 'id="pdp-title"';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))]!;
}

async function timeRequests(fetcher: (req: Request) => Promise<Response>, url: string, n: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetcher(new Request(url));
    const text = await res.text();
    times.push(performance.now() - t0);
    bytes = text.length;
    // Untimed: let the event loop turn, as a server's does between requests. A loop of
    // microtasks never reaches the timers, where the edge starts background work (the fragment cache).
    await new Promise((r) => setImmediate(r));
  }
  const total = times.reduce((a, b) => a + b, 0);
  return { times, median: median(times), p95: pct(times, 0.95), rps: (n / total) * 1000, bytes };
}

type Fetcher = (req: Request) => Promise<Response>;

function report(title: string, target: string, p: Awaited<ReturnType<typeof timeRequests>>, s: Awaited<ReturnType<typeof timeRequests>>) {
  console.log(`\n■ ${title}`);
  console.log(`  /products/1001   median ${p.median.toFixed(3)} ms  p95 ${p.p95.toFixed(3)} ms  ${p.rps.toFixed(0)} req/s  (${(p.bytes / 1024).toFixed(1)} KB HTML)`);
  console.log(`  static same size median ${s.median.toFixed(3)} ms  p95 ${s.p95.toFixed(3)} ms  ${s.rps.toFixed(0)} req/s`);
  console.log(`  ratio (PDP req/s ÷ static req/s) ${(p.rps / s.rps).toFixed(2)}   target: ${target}`);
}

/**
 * Page and static document in alternating runs of 100, so that both see the same machine: on a
 * shared VM the speed drifts within a minute, and measuring one after the other put that drift
 * into the ratio (the static median alone moved between 0.47 and 0.91 ms from run to run).
 */
async function measure(pdp: Fetcher, stat: Fetcher, n: number) {
  await timeRequests(pdp, 'http://127.0.0.1/products/1001', 300);
  await timeRequests(stat, 'http://127.0.0.1/static', 300);
  const runs: { p: Awaited<ReturnType<typeof timeRequests>>[]; s: Awaited<ReturnType<typeof timeRequests>>[] } = { p: [], s: [] };
  for (let done = 0; done < n; done += 100) {
    runs.p.push(await timeRequests(pdp, 'http://127.0.0.1/products/1001', 100));
    runs.s.push(await timeRequests(stat, 'http://127.0.0.1/static', 100));
  }
  return { p: combine(runs.p), s: combine(runs.s) };
}

function combine(runs: Awaited<ReturnType<typeof timeRequests>>[]): Awaited<ReturnType<typeof timeRequests>> {
  const times = runs.flatMap((r) => r.times);
  const total = times.reduce((a, b) => a + b, 0);
  return { times, median: median(times), p95: pct(times, 0.95), rps: (times.length / total) * 1000, bytes: runs[0]?.bytes ?? 0 };
}

async function inProcess() {
  // As deployed: the isolate's upstream memory cache and its rendered-page cache for visitors.
  const app = createEdgeApp({ upstream: fixedUpstream(fixtures) });
  // The same with the page cache off: every request loads (from warm memory) and renders.
  const uncached = createEdgeApp({ upstream: fixedUpstream(fixtures), pageCache: false });
  const pdp = (req: Request) => Promise.resolve(app.fetch(req, env, ctx));
  const render = (req: Request) => Promise.resolve(uncached.fetch(req, env, ctx));
  const sample = await (await pdp(new Request('http://127.0.0.1/products/1001'))).text();
  if (!sample.includes(SHELL)) throw new Error('benchmark page did not render the item');
  const second = await pdp(new Request('http://127.0.0.1/products/1001'));
  await second.text();
  if (!second.headers.get('server-timing')?.includes('page-cache;desc="hit"')) throw new Error('benchmark page was not kept in the page cache');
  const staticApp = new Hono();
  staticApp.get('/static', (c) => c.html(sample));
  const stat = (req: Request) => Promise.resolve(staticApp.fetch(req));

  const N = 2000;
  const cached = await measure(pdp, stat, N);
  report(
    `PDP, in-process (app.fetch, ${N} sequential requests, fixed in-memory upstream; warm isolate caches as deployed: upstream memory and page cache)`,
    'median < 2 ms, ratio ≥ 0.5',
    cached.p,
    cached.s,
  );
  const writtenBefore = fragmentCacheCounts().written;
  const rendered = await measure(render, stat, N);
  // The fragment cache is warm like the upstream memory it is kept with: the parts drawn from one shared
  // answer were rendered once and are written out (edge/render/fragment-cache.tsx). Checked, not assumed.
  if (fragmentCacheCounts().written === writtenBefore) throw new Error('benchmark render wrote out no the fragment cache');
  report(`PDP render without the page cache (same, every request rendered; upstream memory cache and the fragment cache warm)`, 'median ≤ 1.5 ms, ratio ≥ 0.2 (issue 9)', rendered.p, rendered.s);
  const drawnApp = createEdgeApp({ upstream: fixedUpstream(fixtures), pageCache: false, fragmentCache: false });
  const drawn = await measure((req: Request) => Promise.resolve(drawnApp.fetch(req, env, ctx)), stat, N);
  report(`The same with the fragment cache off (every part of the page drawn on every request), for comparison`, 'none (before the fragment cache)', drawn.p, drawn.s);
  return { app, sample };
}

async function overHttp(app: ReturnType<typeof createEdgeApp>, sample: string) {
  const server = new Hono();
  server.get('/static', (c) => c.html(sample));
  server.all('*', (c) => app.fetch(c.req.raw, env, ctx));
  // Port 0: the system picks a free one, so parallel benches on a shared machine never collide.
  const { handle, port } = await new Promise<{ handle: ReturnType<typeof serve>; port: number }>((resolve) => {
    const handle = serve({ fetch: server.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ handle, port: info.port }));
  });
  const run = (path: string) =>
    new Promise<autocannon.Result>((resolve, reject) => autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 10, duration: 5 }, (err, res) => (err ? reject(err) : resolve(res))));
  await run('/static');
  const pdp = await run('/products/1001');
  const stat = await run('/static');
  handle.close();
  console.log(`\n■ Same over HTTP, as deployed (page cache on; @hono/node-server on 127.0.0.1, autocannon 10 connections × 5 s)`);
  console.log(`  /products/1001   ${pdp.requests.average.toFixed(0)} req/s  latency p50 ${pdp.latency.p50} ms  p99 ${pdp.latency.p99} ms  errors ${pdp.errors + pdp.non2xx}`);
  console.log(`  static same size ${stat.requests.average.toFixed(0)} req/s  latency p50 ${stat.latency.p50} ms  p99 ${stat.latency.p99} ms`);
  console.log(`  ratio ${(pdp.requests.average / stat.requests.average).toFixed(2)}`);
}

async function shellVersusComplete() {
  // A first visitor's path as deployed: a page-cache miss that renders, streams and keeps a
  // copy. Both caches are emptied before each run, or every run after the first would be
  // served from the isolate's memory.
  const app = createEdgeApp({ upstream: fixedUpstream(fixtures, [{ match: /additional|reviews|qna|recommendations/, ms: 1000 }]) });
  const shells: number[] = [];
  const completes: number[] = [];
  for (let i = 0; i < 5; i++) {
    clearMemoryCache();
    clearPageCache();
    const t0 = performance.now();
    const res = await app.fetch(new Request('http://127.0.0.1/products/1001'), env, ctx);
    if (!res.headers.get('server-timing')?.includes('page-cache;desc="miss"')) throw new Error('shell run was not a page-cache miss');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let html = '';
    let shellAt = -1;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
      if (shellAt < 0 && html.includes(SHELL)) shellAt = performance.now() - t0;
    }
    shells.push(shellAt);
    completes.push(performance.now() - t0);
  }
  console.log(`\n■ Shell versus complete document, deferred sections delayed 1 s (page-cache miss with empty caches, 5 runs, median)`);
  console.log(`  time to shell    ${median(shells).toFixed(1)} ms`);
  console.log(`  time to complete ${median(completes).toFixed(1)} ms`);
}

const { app, sample } = await inProcess();
await overHttp(app, sample);
await shellVersusComplete();
