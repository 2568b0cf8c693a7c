import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import type { ExecutionContext } from 'hono';

/**
 * A fixed in-memory upstream for benchmarks: the origin's answers for item 1001, captured once
 * (scripts/capture-bench-fixtures.mjs) and served from memory, optionally with a delay per path.
 */
const FIXTURES: [RegExp, string][] = [
  [/^\/api\/v5\/product-detail\/additional\/1001/, 'additional-1001.json'],
  [/^\/api\/v5\/product-detail\/1001\/reviews/, 'reviews-1001.json'],
  [/^\/api\/v5\/product-detail\/1001\/qna/, 'qna-1001.json'],
  [/^\/api\/v5\/product-detail\/1001\/recommendations/, 'recommendations-1001.json'],
  [/^\/api\/v5\/product-detail\/1001$/, 'detail-1001.json'],
  [/^\/notice\//, 'notices.json'],
];

export function fixedUpstream(dir: string, delays: { match: RegExp; ms: number }[] = []): UpstreamFetch {
  const bodies = FIXTURES.map(([re, file]) => [re, readFileSync(join(dir, file), 'utf8')] as const);
  return async (path, init) => {
    const delay = delays.find((d) => d.match.test(path));
    if (delay) {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, delay.ms);
        init?.signal?.addEventListener('abort', () => (clearTimeout(t), reject(init.signal?.reason)));
      });
    }
    const hit = bodies.find(([re]) => re.test(path));
    if (!hit) return new Response('{"result":"FAIL","message":"not found"}', { status: 404 });
    return new Response(hit[1], { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** The captured answers (tests/bench/fixtures), for `fixedUpstream(BENCH_FIXTURES)`. */
export const BENCH_FIXTURES = join(process.cwd(), 'tests/bench/fixtures');
/** The bench measures the storefront as deployed: production, no QA label, no sandboxes. */
export const BENCH_ENV = { ENVIRONMENT: 'production' };
/**
 * Workers hand every request an execution context; without one Hono's `c.executionCtx` throws
 * (an Error with its stack per upstream call), a cost production never pays. Typed as Hono's,
 * which `app.fetch` takes: workers-types 5's has members no test double needs.
 */
export const BENCH_CTX: ExecutionContext = {
  waitUntil: (p: Promise<unknown>) => void p.catch(() => undefined),
  passThroughOnException: () => undefined,
  props: {},
};
