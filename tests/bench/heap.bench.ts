import { createEdgeApp } from '../../edge/app';
import { BENCH_CTX, BENCH_ENV, BENCH_FIXTURES, fixedUpstream } from './fixed-upstream';

/**
 * Heap after a full garbage collection as requests go by (node --expose-gc): a leak climbs with
 * the request count, caches level off. Every request rendered (page cache off, the way members
 * are served) and every address different, so nothing keyed by URL can hide. The load run
 * prints workerd's resident memory, which also grows with V8's heap when nothing presses it;
 * this tells a leak from that.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const app = createEdgeApp({ upstream: fixedUpstream(BENCH_FIXTURES), pageCache: false });
const paths = (process.env.HEAP_PATHS ?? '/products/1001,/products/1002,/products/1003,/products/999999,/').split(',');
const mib = () => {
  gc();
  gc();
  return Math.round((process.memoryUsage().heapUsed / 1048576) * 10) / 10;
};
const marks: string[] = [];
let done = 0;
for (const target of [0, 1000, 2000, 4000, 6000, 8000]) {
  for (; done < target; done++) {
    const res = await app.fetch(new Request(`http://127.0.0.1${paths[done % paths.length]}?n=${done}`), BENCH_ENV, BENCH_CTX);
    await res.arrayBuffer();
    // Let the event loop turn, as a server's does between requests: React and the runtime
    // leave work for the check phase (setImmediate), which a loop of microtasks never reaches.
    await new Promise((r) => setImmediate(r));
  }
  marks.push(`${done}: ${mib()} MiB`);
}
console.log(`\n■ Heap after full GC, in-process, pages rendered on every request (${paths.join(', ')})`);
console.log(`  ${marks.join(' → ')}`);
