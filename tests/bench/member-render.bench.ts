import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createEdgeApp } from '../../edge/app';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { BENCH_CTX, BENCH_ENV, BENCH_FIXTURES, fixedUpstream } from './fixed-upstream';

/**
 * A member's item page, rendered on every request (members never get the page cache), against
 * the fixed in-memory upstream plus the session's own calls (JWKS, user level, token status),
 * answered from memory: as deployed (the token-status answer remembered for its seconds), and
 * the worst case where every request asks the origin again (the liveness memo's clock moved past
 * its life before each request). Prints figures; asserts nothing. Before issue 27 item 4 both
 * runs are the same page (no token-status call).
 *
 *     node dist/bench/member-render.mjs     (bundled by scripts/bench.mjs's esbuild settings)
 */
const N = 2000;
const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' };
const token = await new SignJWT({ uid: 'bench@demo.test', name: '벤치회원', tv: 0 })
  .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
  .setIssuer('storefront-origin')
  .setAudience('storefront')
  .setSubject('7')
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(privateKey);

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const statusCalls = { n: 0 };
const inner = fixedUpstream(BENCH_FIXTURES);
const upstream: UpstreamFetch = async (path, init) => {
  if (path === '/.well-known/jwks.json') return json({ keys: [jwk] });
  if (path === '/api/v4/cart-item/item-count') return json({ result: 'SUCCESS', data: { count: 0 } });
  if (path === '/api/v4/user-level') return json({ result: 'SUCCESS', data: { levelId: 30 } });
  if (path === '/user/token/status') {
    statusCalls.n += 1;
    return json({ result: 'SUCCESS', data: { active: true, userNo: 7 } });
  }
  return inner(path, init);
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const headers = { cookie: `sf_at=${token}; sf_grade=30; sf_user=x` };
const clock = { offset: 0 };
const app = createEdgeApp({ upstream, pageCache: false, jwksClock: () => Date.now() + clock.offset });

async function run(n: number, everyRequestAsks: boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    // Past the memo's five seconds (the JWKS cache's ten minutes then pass every 120 requests:
    // one in-memory refetch each time, a cost the as-deployed runs do not pay).
    if (everyRequestAsks) clock.offset += 5_001;
    const t0 = performance.now();
    const res = await app.fetch(new Request('http://127.0.0.1/products/1001', { headers }), BENCH_ENV, BENCH_CTX);
    await res.text();
    times.push(performance.now() - t0);
    await new Promise((r) => setImmediate(r));
  }
  return times;
}

const first = await (await app.fetch(new Request('http://127.0.0.1/products/1001', { headers }), BENCH_ENV, BENCH_CTX)).text();
if (!first.includes('id="pdp-title"')) throw new Error('member page did not render');
await run(500, false);
await run(500, true);
// Alternating runs of 200, so that both see the same machine (a shared VM drifts within a minute).
const deployed: number[] = [];
const asking: number[] = [];
statusCalls.n = 0;
for (let done = 0; done < N; done += 200) {
  deployed.push(...(await run(200, false)));
  asking.push(...(await run(200, true)));
}
console.log(`\n■ A member's /products/1001, rendered every request (in-process, ${N} + ${N} requests in alternating runs of 200, after 1000 warm-up)`);
console.log(`  as deployed (liveness remembered 5 s)       median ${median(deployed).toFixed(3)} ms`);
console.log(`  every request asks the origin (worst case)  median ${median(asking).toFixed(3)} ms  (token-status calls in both: ${statusCalls.n})`);
