import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { createOriginApp } from '../../origin/app';
import { createEdgeApp } from '../../edge/app';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import type { Storefront } from './cookie-session';

/**
 * The storefront as `npm start` wires it, but in-process inside workerd: the edge app with the
 * reference origin as its upstream. A test may wrap or replace the upstream to make it slow,
 * broken or hostile.
 */
export const FLAGS_KEY = 'integration-test-flags-key';

const testEnv = env as unknown as { DB: D1Database; REVIEW_PHOTOS: R2Bucket; CACHE_OFF?: string };

/**
 * Set by the cache-off test project (vitest.config.ts): every storefront is made with every speed
 * layer off (rules/cache-switches.ts), whatever the test asked, so no behaviour depends on a cache.
 */
export const CACHES_OFF_RUN = (testEnv.CACHE_OFF ?? '') !== '';

export function originUpstream(): UpstreamFetch {
  const origin = createOriginApp();
  const originEnv = { DB: testEnv.DB, REVIEW_PHOTOS: testEnv.REVIEW_PHOTOS, FLAGS_KEY, ENVIRONMENT: 'test' };
  return async (path, init) => origin.fetch(new Request(`http://origin.internal${path}`, init), originEnv);
}

export type { Storefront };

/** A storefront this harness made: it can also wait for its background work. */
export interface TestStorefront extends Storefront {
  /** Until the background work of every answer so far (cache writes, the fragment cache) has finished. */
  settled(): Promise<void>;
}

export interface StorefrontOptions {
  upstream?: UpstreamFetch;
  vars?: Record<string, string>;
  /** Upstream caching; off by default with a rigged upstream (and then the page cache is off too). */
  cache?: boolean;
  /** A Cache API store of the test's own instead of `caches.default` (caching on). */
  store?: Cache;
  /** `false` renders every page (the page cache off); default the isolate's shared one. */
  pageCache?: false;
  /** `false` draws every part of a page, none written out as the fragment cache (edge/render/fragment-cache.tsx). */
  fragmentCache?: false;
  /** The JWKS cache's clock; real time by default. */
  jwksClock?: () => number;
  /** Bindings beside the vars (rate limiters); none by default, so limits never interfere. */
  bindings?: Record<string, unknown>;
}

export function storefront(opts: StorefrontOptions = {}): TestStorefront {
  // A rigged upstream must not be masked by answers an earlier test left in the shared cache.
  const cacheOff = opts.cache === false || (opts.cache === undefined && opts.upstream !== undefined && !opts.store);
  const edge = createEdgeApp({
    upstream: opts.upstream ?? originUpstream(),
    ...(cacheOff ? { upstreamStore: null } : opts.store ? { upstreamStore: opts.store } : {}),
    ...(opts.pageCache === false ? { pageCache: false } : {}),
    ...(opts.fragmentCache === false ? { fragmentCache: false } : {}),
    ...(opts.jwksClock ? { jwksClock: opts.jwksClock } : {}),
  });
  const edgeEnv = { FLAGS_KEY, ENVIRONMENT: 'test', ...opts.vars, ...opts.bindings, ...(CACHES_OFF_RUN ? { CACHE_OFF: testEnv.CACHE_OFF } : {}) };
  const pending: Array<{ ctx: ExecutionContext; first: Promise<void> }> = [];
  return {
    async fetch(path, init) {
      const ctx = createExecutionContext();
      const res = await edge.fetch(new Request(`http://127.0.0.1:8787${path}`, init), edgeEnv, ctx);
      // Background work (cache revalidation) finishes before the next test looks.
      pending.push({ ctx, first: waitOnExecutionContext(ctx) });
      return res;
    },
    // Each wait takes the work handed over so far; streamed sections hand over theirs only while
    // the body is read, so once it was, the context is asked again for what came after.
    async settled() {
      for (const { ctx, first } of pending.splice(0)) {
        await first;
        await waitOnExecutionContext(ctx);
      }
    },
  };
}

/** Wraps an upstream so chosen paths answer late; the delay honours the request's abort signal. */
export function slowUpstream(inner: UpstreamFetch, match: RegExp, delayMs: number): UpstreamFetch & { aborted: string[] } {
  const aborted: string[] = [];
  const fn = (async (path: string, init?: RequestInit) => {
    if (match.test(path)) {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, delayMs);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(t);
          aborted.push(path);
          reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError'));
        });
      });
    }
    return inner(path, init);
  }) as UpstreamFetch & { aborted: string[] };
  fn.aborted = aborted;
  return fn;
}

/** Wraps an upstream so chosen paths answer with a body the test rewrites. */
export function rewritingUpstream(inner: UpstreamFetch, match: RegExp, rewrite: (body: unknown) => unknown): UpstreamFetch {
  return async (path, init) => {
    const res = await inner(path, init);
    if (!match.test(path) || !res.ok) return res;
    const body = rewrite(await res.json());
    return new Response(JSON.stringify(body), { status: res.status, headers: { 'content-type': 'application/json' } });
  };
}

/** Reads a streamed body chunk by chunk, noting when each marker first appears. */
export async function readStream(res: Response, markers: string[], start = Date.now()): Promise<{ html: string; order: string[]; at: Record<string, number> }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let html = '';
  const at: Record<string, number> = {};
  const order: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
    for (const m of markers) {
      if (!(m in at) && html.includes(m)) {
        at[m] = Date.now() - start;
        order.push(m);
      }
    }
  }
  return { html, order, at };
}
