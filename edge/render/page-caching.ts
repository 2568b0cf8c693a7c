/**
 * How a page request uses the page cache (page-cache.ts): look up before loading anything,
 * and, on a miss, keep the rendered document if everything it was made from allows it.
 *
 *     const lookup = await lookupPage(c, { inputs: renderInputsOf(context), member: context.member !== null });
 *     if (lookup.state === 'hit') return lookup.response;          // no loading, no rendering
 *     if (lookup.state === 'miss') c.set('pageFreshness', lookup.capture.log);
 *     …load…  return withPageCacheTiming(await renderPage(c, { …, capture }), 'miss');
 *
 * Bypassed (neither served nor kept): members (their name and cart are in the header), any
 * method but GET, and whenever caching is off (`createEdgeApp({ pageCache: false })`, or the
 * upstream cache turned off with `upstreamStore: null`: tests with rigged upstreams).
 * Kept only: status 200, no `no-store` (adult-only pages never), no render error, no deferred
 * section failed, every upstream answer fresh; until the earliest answer turns stale, and never
 * longer than MAX_PAGE_AGE_MS. Every answer says what happened in `Server-Timing: page-cache`.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { FreshnessLog, type UncacheableReason } from '../upstream/freshness-log';
import { loadAssetManifest } from './assets';
import { countOf, joinWithNonce, PageCache, splitAtNonce } from './page-cache';
import type { RenderInputs } from './render-inputs';
import { manifestGeneration, pageCacheKey } from './page-cache-key';
import { htmlHeaders } from './stream';

export const MAX_PAGE_AGE_MS = 60_000;

export type PageCacheState = 'hit' | 'miss' | 'bypass';
export type BypassReason = 'off' | 'method' | 'member';

const shared = new PageCache();

/** The isolate's page cache, unless the app was made with its own. */
export function sharedPageCache(): PageCache {
  return shared;
}

/** Forgets every kept page (tests: each starts with an empty cache). */
export function clearPageCache(): void {
  shared.clear();
}

export interface PageMeta {
  status: number;
  headers: Readonly<Record<string, string>>;
  nonce: string;
}

/** A miss on its way to being kept: the freshness log its upstream calls report to. */
export class PageCapture {
  readonly log = new FreshnessLog();

  constructor(
    private readonly cache: PageCache,
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Marks the render as not to be kept (a render error, a failed section). */
  spoil(reason: UncacheableReason): void {
    this.log.uncacheable(reason);
  }

  /** Keeps the complete document if the rules above allow; true when it was kept. */
  complete(html: Uint8Array, page: PageMeta): boolean {
    if (page.status !== 200 || /\bno-store\b/i.test(page.headers['Cache-Control'] ?? '')) return false;
    const verdict = this.log.verdict();
    if (!verdict.cacheable) return false;
    const parts = splitAtNonce(html, page.nonce);
    // Every nonce attribute must be the one we split at, or a hit would carry a stale nonce
    // (a renderer that escaped it differently): then the page is simply not kept.
    if (countOf(html, 'nonce="') !== parts.length - 1) {
      console.warn('[page-cache] nonce attributes do not match the nonce; page not kept');
      return false;
    }
    const now = this.now();
    const expiresAt = Math.min(verdict.freshUntil, now + MAX_PAGE_AGE_MS);
    return this.cache.set(this.key, { status: page.status, headers: { ...page.headers }, parts, expiresAt }, now);
  }
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
  const cache = c.get('pageCache');
  if (reason || !cache) return { state: 'bypass', reason: reason ?? 'off' };
  const key = await pageKeyOf(c, request.inputs);
  const entry = cache.get(key, Date.now());
  if (!entry) return { state: 'miss', capture: new PageCapture(cache, key) };
  // A hit: the kept document with this request's nonce, and headers built for that nonce.
  const nonce = c.get('nonce');
  const response = new Response(joinWithNonce(entry.parts, nonce), { status: entry.status, headers: htmlHeaders(nonce, entry.headers, request.inputs.tags?.origin ?? null) });
  return { state: 'hit', response: withPageCacheTiming(response, 'hit') };
}

/** Says in `Server-Timing` what the page cache did, for operators and tests (devtools show it). */
export function withPageCacheTiming(res: Response, state: PageCacheState): Response {
  res.headers.append('Server-Timing', `page-cache;desc="${state}"`);
  return res;
}
