import { createEdgeApp } from '../../edge/app';
import { BENCH_CTX, BENCH_ENV, BENCH_FIXTURES, fixedUpstream } from './fixed-upstream';

/**
 * The page-cache miss alone, for `node --cpu-prof` (scripts/bench.mjs summarises the profile):
 * /products/1001 rendered on every request against the fixed in-memory upstream, warm.
 */
const fixtures = BENCH_FIXTURES;
const env = BENCH_ENV;
const ctx = BENCH_CTX;
const app = createEdgeApp({ upstream: fixedUpstream(fixtures), pageCache: false });
const N = Number(process.env.BENCH_PROFILE_REQUESTS ?? 2000);
for (let i = 0; i < N; i++) {
  const res = await app.fetch(new Request('http://127.0.0.1/products/1001'), env, ctx);
  await res.arrayBuffer();
  // Let the event loop turn between requests, as a server's does (tests/bench/render.bench.ts).
  await new Promise((r) => setImmediate(r));
}
