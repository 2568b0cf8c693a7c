/**
 * How a page request uses the page cache (page-cache.ts entries, kept in page-store.ts: the
 * location's Cache API behind a 32-page memory): look up before loading anything, and, on a
 * miss, keep the rendered document if everything it was made from allows it. Routes do not call
 * this themselves: `cachedPage()` (edge/pages/cached-page.ts) wraps the page routes that may be cached.
 *
 * Bypassed (neither served nor kept): members (their name and cart are in the header), any
 * method but GET, and whenever caching is off (`createEdgeApp({ pageCache: false })`,
 * `CACHE_OFF=page`, or the upstream cache turned off with `upstreamStore: null`: tests with
 * rigged upstreams).
 * Kept only: status 200, no `no-store` (adult-only pages never), no render error, no deferred
 * section failed, every upstream answer fresh; until the earliest answer turns stale, and never
 * longer than MAX_PAGE_AGE_MS. Every answer says what happened in `Server-Timing: page-cache`
 * (and a hit where it came from in `page-cache-level`).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { loadAssetManifest } from './assets';
import { defaultCache } from '../cache-api';
import { waitUntilOf } from '../waituntil';
import { joinWithNonce } from './page-cache';
import { PageCapture } from './page-capture';
import { PageStore } from './page-store';
import type { RenderInputs } from './render-inputs';
import { manifestGeneration, pageCacheKey } from './page-cache-key';
import { htmlHeaders } from './stream';

export type PageCacheState = 'hit' | 'miss' | 'bypass';
export type BypassReason = 'off' | 'method' | 'member';

const shared = new PageStore(defaultCache);

/** The isolate's page store (its memory level and the location's Cache API), unless the app was made with its own. */
export function sharedPageStore(): PageStore {
  return shared;
}

/** The isolate's memory level of the page cache (tests look at what it holds, or empty it alone). */
export function sharedPageCache() {
  return shared.memory;
}

/** Forgets every kept page, in memory and at the location (tests: each starts with an empty cache). */
export function clearPageCache(): void {
  shared.forget();
}

export type PageLookup = { state: 'hit'; response: Response } | { state: 'miss'; capture: PageCapture } | { state: 'bypass'; reason: BypassReason };

// `c.get`, not `c.var`: Hono builds a new object of all variables on every `c.var` read, and a
// hit is cheap enough for that to show.
function bypassReason(c: Context<AppEnv>, request: PageRequest): BypassReason | null {
  if (!c.get('pageCache') || c.get('upstreamStore') === null) return 'off';
  if (c.req.method !== 'GET') return 'method';
  if (request.member) return 'member';
  return null;
}

/**
 * The key of this request's page (page-cache-key.ts lists what is in it and why): the very
 * inputs renderPage draws from (`renderInputsOf`), and the manifest the shell loader loads.
 */
async function pageKeyOf(c: Context<AppEnv>, inputs: RenderInputs): Promise<string> {
  const manifest = await loadAssetManifest(c.env?.ASSETS);
  return pageCacheKey({ ...inputs, assets: manifestGeneration(manifest) });
}

/** What the page cache needs of the request besides Hono's context: the page's render inputs, and whether a member asked. */
export interface PageRequest {
  inputs: RenderInputs;
  member: boolean;
}

export async function lookupPage(c: Context<AppEnv>, request: PageRequest): Promise<PageLookup> {
  const reason = bypassReason(c, request);
  const store = c.get('pageCache');
  if (reason || !store) return { state: 'bypass', reason: reason ?? 'off' };
  const key = await pageKeyOf(c, request.inputs);
  // The location: the app's own upstream store when it was given one (tests), else caches.default.
  const location = c.get('upstreamStore') ?? defaultCache();
  const found = await store.get(key, Date.now(), location);
  if (!found) {
    const waitUntil = waitUntilOf(c);
    return { state: 'miss', capture: new PageCapture({ set: (k, entry, now) => store.set(k, entry, now, location, waitUntil) }, key) };
  }
  // A hit: the kept document with this request's nonce, and headers built for that nonce.
  const { entry, from } = found;
  const nonce = c.get('nonce');
  const response = new Response(joinWithNonce(entry.parts, nonce), { status: entry.status, headers: htmlHeaders(nonce, entry.headers, request.inputs.tags?.origin ?? null) });
  response.headers.append('Server-Timing', `page-cache-level;desc="${from}"`);
  return { state: 'hit', response: withPageCacheTiming(response, 'hit') };
}

/** Says in `Server-Timing` what the page cache did, for operators and tests (devtools show it). */
export function withPageCacheTiming(res: Response, state: PageCacheState): Response {
  res.headers.append('Server-Timing', `page-cache;desc="${state}"`);
  return res;
}
