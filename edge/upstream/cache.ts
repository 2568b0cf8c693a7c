/**
 * Named cache strategies for upstream calls (ARCHITECTURE rule 7), on the Cache API.
 *
 * An entry is the raw JSON body of a successful, schema-valid answer, stored under a synthetic
 * https URL (`https://upstream-cache.internal/{version}{path}`) with the time it was stored.
 * Its age against the strategy decides:
 *   fresh  (age < freshSeconds)                 → served, the upstream is not called;
 *   stale  (age < freshSeconds + staleSeconds)  → served, and refreshed in the background
 *                                                 through `waitUntil`;
 *   older, missing, or no longer fitting the schema → a miss: the caller waits for the upstream.
 * Failures are never stored; a failed background refresh keeps the stale entry and logs one
 * warning. Concurrent misses (and refreshes) of one key in one isolate share one request.
 *
 * Personal data (session, cart, member) is never cached: such calls use 'none', and
 * `request.ts` refuses a cached strategy on a request carrying cookies or authorization.
 * Without the Cache API (Node benchmarks) or without `waitUntil`, caching is skipped silently.
 *
 * Every value served is also reported to an optional recorder (freshness-log.ts): fresh until
 * storedAt + freshSeconds, or stale. The page cache keeps only pages made of fresh answers.
 */

import { deepFreeze } from '../../rules/deep-freeze';
import type { FreshnessRecorder } from './freshness-log';
import { keepShared, type Keep } from '../shared-work';

// Callers of the upstream cache reach the Cache API through it.
export { defaultCache } from '../cache-api';

export interface CachePolicy {
  freshSeconds: number;
  staleSeconds: number;
}

export type CacheStrategy = 'none' | 'short' | 'long' | CachePolicy;

export const CACHE_STRATEGIES = {
  /** Item data: a minute fresh, then served stale for up to ten minutes while refreshed. */
  short: { freshSeconds: 60, staleSeconds: 600 },
  /** Slow-moving lists (recommendations): ten minutes fresh, a day of stale-while-revalidate. */
  long: { freshSeconds: 600, staleSeconds: 86_400 },
} as const satisfies Record<string, CachePolicy>;

/** Bump when a stored body's meaning changes; old entries then simply stop matching. */
export const CACHE_VERSION = 'v1';
export const STORED_AT_HEADER = 'x-upstream-stored-at';
const CACHE_HOST = 'https://upstream-cache.internal';

/** The policy of a strategy, or `null` for no caching ('none', or a custom one with no time). */
export function resolveStrategy(strategy: CacheStrategy): CachePolicy | null {
  if (strategy === 'none') return null;
  const p = typeof strategy === 'string' ? CACHE_STRATEGIES[strategy] : strategy;
  const fresh = Number.isFinite(p.freshSeconds) ? Math.max(0, Math.floor(p.freshSeconds)) : 0;
  const stale = Number.isFinite(p.staleSeconds) ? Math.max(0, Math.floor(p.staleSeconds)) : 0;
  return fresh + stale > 0 ? { freshSeconds: fresh, staleSeconds: stale } : null;
}

/**
 * The key of `path`'s entry. `scope` names the upstream and the environment (`cacheScope`), so
 * a storefront pointed at another upstream, or a staging and a production deployment on one
 * zone, never read each other's entries.
 */
export function cacheKeyUrl(path: string, scope = ''): string {
  const at = scope === '' ? '' : `/${encodeURIComponent(scope)}`;
  return `${CACHE_HOST}/${CACHE_VERSION}${at}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Which upstream, in which environment: `production|https://api.example`, `development|service:ORIGIN`. */
export function cacheScope(env: { ENVIRONMENT?: string; UPSTREAM_URL?: string } | undefined): string {
  const environment = (env?.ENVIRONMENT ?? '').trim().toLowerCase() || 'production';
  const base = env?.UPSTREAM_URL?.trim();
  let upstream = 'service:ORIGIN';
  if (base) {
    try {
      const u = new URL(base);
      upstream = `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
    } catch {
      upstream = base;
    }
  }
  return `${environment}|${upstream}`;
}

export type Freshness = 'fresh' | 'stale' | 'expired';

export function freshness(storedAt: number, now: number, policy: CachePolicy): Freshness {
  // An entry stamped in the future (another isolate's clock) counts as just stored.
  const age = Math.max(0, now - storedAt);
  if (age < policy.freshSeconds * 1000) return 'fresh';
  if (age < (policy.freshSeconds + policy.staleSeconds) * 1000) return 'stale';
  return 'expired';
}

/** A validated answer: the body as received, the parsed value, and which parser made it. */
export interface Loaded {
  raw: string;
  value: unknown;
  by: unknown;
  /** When it was stored (set by the cache once stored; the page cache's freshness reads it). */
  storedAt?: number;
}

export interface CachedLoadOptions<T> {
  path: string;
  policy: CachePolicy;
  /** The shared Cache API store; `null` where there is none (memory only). */
  cache: Cache | null;
  /** Keeps background work alive after the answer; without it the work simply runs on. */
  waitUntil?: (p: Promise<unknown>) => void;
  now: () => number;
  /** Identity of the parser (the effective schema); only the same parser shares a request. */
  by: unknown;
  /** The upstream call with its own deadline and no caller signal (it may be shared). */
  load: () => Promise<Loaded>;
  /** Re-validates a stored body; `null` when it no longer fits. */
  parse: (raw: string) => { value: T } | null;
  /** How long this caller is prepared to wait for a (shared) load: its deadline and signal. */
  wait: (p: Promise<Loaded>) => Promise<Loaded>;
  /** Told how fresh the value served is (the page cache keeps a page only on fresh data). */
  freshness?: FreshnessRecorder;
  /** The upstream and environment the entry belongs to (`cacheScope`). */
  scope?: string;
}

const pending = new Map<string, { by: unknown; promise: Promise<Loaded> }>();

/**
 * The isolate's own memory in front of the Cache API: parsed values by key, with the time they
 * were stored, so a warm isolate neither reads the Cache API nor re-parses (zod, sanitiser) the
 * same answer on every request. Same freshness rules; bounded, least recently used out first.
 * Values are shared between requests and must never be mutated (the rules are pure).
 */
export const MEMORY_ENTRIES = 256;
const memory = new Map<string, { by: unknown; value: unknown; storedAt: number }>();

function memoryGet(url: string, by: unknown) {
  const entry = memory.get(url);
  if (!entry || entry.by !== by) return null;
  memory.delete(url);
  memory.set(url, entry);
  return entry;
}

/**
 * Every value this memory has handed out: shared between requests and never mutated, so what is
 * drawn from one of them alone may be kept with it (edge/render/fragment-cache.tsx). Weak: an answer
 * out of memory and out of use goes, with whatever was kept for it.
 */
const sharedAnswers = new WeakSet<object>();

/** Whether `value` is an answer this isolate shares between requests (see `sharedAnswers`). */
export function isSharedAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && sharedAnswers.has(value);
}

/**
 * Whether shared answers are deep-frozen as they enter the memory: in development and tests (the
 * app sets it from ENVIRONMENT, `freezeSharedAnswers`), so a mutation throws where it is made
 * instead of changing what other requests see; not in production, where it would cost a walk of
 * every answer. On until told otherwise (unit tests, the bench's own apps set it).
 */
let freezing = true;

export function freezeSharedAnswers(on: boolean): void {
  freezing = on;
}

function memorySet(url: string, by: unknown, value: unknown, storedAt: number): void {
  if (typeof value === 'object' && value !== null) {
    if (freezing) deepFreeze(value);
    sharedAnswers.add(value);
  }
  memory.delete(url);
  memory.set(url, { by, value, storedAt });
  while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}

/**
 * Forgets `paths`' entries, in this isolate's memory and in `cache`, after a write changed what
 * they hold (a review written: its item's first review page). The Cache API is per location, so
 * other locations keep theirs until they run out (a minute fresh for 'short').
 */
export async function forgetEntries(paths: readonly string[], scope: string | undefined, cache: Cache | null): Promise<void> {
  for (const path of paths) {
    const url = cacheKeyUrl(path, scope);
    memory.delete(url);
    if (cache) await cache.delete(url).catch(() => false);
  }
}

/** Forgets every value held in this isolate's memory (tests). */
export function clearMemoryCache(): void {
  memory.clear();
}

function background(o: { waitUntil?: (p: Promise<unknown>) => void }, p: Promise<unknown>): void {
  if (o.waitUntil) o.waitUntil(p);
}

/** Number of shared loads in flight; for tests that check the map is cleaned up. */
export function pendingLoads(): number {
  return pending.size;
}

function share(key: string, by: unknown, start: () => Promise<Loaded>, keep: Keep | undefined): Promise<Loaded> {
  const existing = pending.get(key);
  if (existing && existing.by === by) return existing.promise;
  // Kept alive by the starting request: others may join it (each bounded by its own `wait`),
  // and in workerd a call whose request was cancelled would otherwise never settle.
  const promise = keepShared(start(), keep);
  if (existing) return promise;
  const entry = { by, promise };
  pending.set(key, entry);
  const done = () => {
    if (pending.get(key) === entry) pending.delete(key);
  };
  // Also marks the promise handled, so a failure nobody waits for is no unhandled rejection.
  promise.then(done, done);
  return promise;
}

async function readEntry(cache: Cache, url: string): Promise<{ raw: string; storedAt: number } | null> {
  try {
    const res = await cache.match(url);
    if (!res) return null;
    const storedAt = Number(res.headers.get(STORED_AT_HEADER));
    if (!Number.isFinite(storedAt)) {
      await res.body?.cancel();
      return null;
    }
    return { raw: await res.text(), storedAt };
  } catch (error) {
    console.warn('[upstream-cache] read failed', url, describe(error));
    return null;
  }
}

async function loadAndStore<T>(o: CachedLoadOptions<T>, url: string): Promise<Loaded> {
  const loaded = { ...(await o.load()) };
  const storedAt = o.now();
  loaded.storedAt = storedAt;
  memorySet(url, o.by, loaded.value, storedAt);
  // A Cache API write that nothing waits for may be cut off when the answer ends: skip it.
  if (!o.cache || !o.waitUntil) return loaded;
  const cache = o.cache;
  const ttl = o.policy.freshSeconds + o.policy.staleSeconds;
  const entry = new Response(loaded.raw, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': `max-age=${ttl}`,
      [STORED_AT_HEADER]: String(storedAt),
    },
  });
  background(
    o,
    Promise.resolve()
      .then(() => cache.put(url, entry))
      .catch((error: unknown) => console.warn('[upstream-cache] store failed', o.path, describe(error))),
  );
  return loaded;
}

function revalidate<T>(o: CachedLoadOptions<T>, url: string): void {
  if (pending.has(url)) return; // a refresh or a miss for this key is already on its way
  const p = share(url, o.by, () => loadAndStore(o, url), o.waitUntil);
  background(
    o,
    p.then(
      () => undefined,
      (error: unknown) => console.warn('[upstream-cache] background revalidation failed', o.path, describe(error)),
    ),
  );
}

/** Tells the recorder how long a served value stays fresh, or that it is stale already. */
function report<T>(o: CachedLoadOptions<T>, state: Freshness, storedAt: number): void {
  if (!o.freshness) return;
  if (state === 'fresh') o.freshness.fresh(storedAt + o.policy.freshSeconds * 1000);
  else o.freshness.uncacheable('stale');
}

/** The value for `path` by the cache rules above. Rejects only with what `load`/`wait` reject. */
export async function cachedLoad<T>(o: CachedLoadOptions<T>): Promise<T> {
  const url = cacheKeyUrl(o.path, o.scope);
  const held = memoryGet(url, o.by);
  if (held) {
    const state = freshness(held.storedAt, o.now(), o.policy);
    if (state !== 'expired') {
      if (state === 'stale') revalidate(o, url);
      report(o, state, held.storedAt);
      return held.value as T;
    }
  }
  const hit = o.cache ? await readEntry(o.cache, url) : null;
  if (hit) {
    const state = freshness(hit.storedAt, o.now(), o.policy);
    const parsed = state === 'expired' ? null : o.parse(hit.raw);
    if (parsed) {
      memorySet(url, o.by, parsed.value, hit.storedAt);
      if (state === 'stale') revalidate(o, url);
      report(o, state, hit.storedAt);
      return parsed.value;
    }
  }
  const loaded = await o.wait(share(url, o.by, () => loadAndStore(o, url), o.waitUntil));
  // Just loaded: fresh from when it was stored (a shared load may have been stored a moment ago).
  report(o, 'fresh', loaded.storedAt ?? o.now());
  return loaded.value as T;
}

function describe(error: unknown): unknown {
  if (error && typeof error === 'object' && 'toJSON' in error && typeof error.toJSON === 'function') {
    return (error as { toJSON(): unknown }).toJSON();
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
