import { join } from 'node:path';
import { createEdgeApp } from '../../edge/app';
import { fixedUpstream } from './fixed-upstream';

/**
 * The page-cache miss alone, for `node --cpu-prof` (scripts/bench.mjs summarises the profile):
 * /products/1001 rendered on every request against the fixed in-memory upstream, warm.
 */
const fixtures = join(process.cwd(), 'tests/bench/fixtures');
const env = { ENVIRONMENT: 'production' };
const ctx: ExecutionContext = {
  waitUntil: (p: Promise<unknown>) => void p.catch(() => undefined),
  passThroughOnException: () => undefined,
  props: {},
};
const app = createEdgeApp({ upstream: fixedUpstream(fixtures), pageCache: false });
const N = Number(process.env.BENCH_PROFILE_REQUESTS ?? 2000);
for (let i = 0; i < N; i++) {
  const res = await app.fetch(new Request('http://127.0.0.1/products/1001'), env, ctx);
  await res.arrayBuffer();
}
