/**
 * Where visitor pages are kept: the location's Cache API (shared by every isolate of the
 * location), with a small memory of the isolate in front of it (docs/caches.md: the simulation
 * found the location 3–10× better than isolate memory; the 32-page memory only saves the Cache
 * API read of the hottest pages). An entry is stored as page-cache.ts keeps it, split at the
 * nonce, so the nonce is written in on the way out of either level.
 *
 * Only page-caching.ts writes here, and only for visitors: members never reach it.
 */
import * as z from 'zod';
import { PageCache, type PageCacheLimits, type PageEntry } from './page-cache';

/** The memory level: 32 pages (docs/caches.md), each at most 512 KB like the old cache's. */
export const PAGE_MEMORY_LIMITS: PageCacheLimits = { maxBytes: 4 * 1024 * 1024, maxEntries: 32, maxEntryBytes: 512 * 1024 };

/** The host of the Cache API keys: not a real host, so no upstream answer's key can be one. */
const KEY_ORIGIN = 'https://page-cache.storefront.internal';
const PARTS_HEADER = 'x-page-parts';
const META_HEADER = 'x-page-meta';

const StoredMeta = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.number(),
});

export type PageLevel = 'memory' | 'location';

export interface StoredPage {
  entry: PageEntry;
  from: PageLevel;
}

export class PageStore {
  readonly memory: PageCache;
  /** Changed by `forget` so every older location entry is out of reach (tests start empty). */
  private generation = 'v1';

  constructor(
    private readonly location: () => Cache | null,
    limits: PageCacheLimits = PAGE_MEMORY_LIMITS,
  ) {
    this.memory = new PageCache(limits);
  }

  /** The live entry for `key`: from memory, else from the location (then also kept in memory). */
  async get(key: string, now: number, store: Cache | null = this.location()): Promise<StoredPage | null> {
    const held = this.memory.get(key, now);
    if (held) return { entry: held, from: 'memory' };
    if (!store) return null;
    let res: Response | undefined;
    try {
      res = await store.match(await this.urlOf(key));
    } catch (error) {
      console.warn('[page-cache] location read failed', error instanceof Error ? error.message : String(error));
      return null;
    }
    if (!res) return null;
    const entry = await entryOf(res);
    if (!entry || !(now < entry.expiresAt)) return null;
    this.memory.set(key, entry, now);
    return { entry, from: 'location' };
  }

  /**
   * Keeps `entry` in memory and, in the background, at the location; false when it is not kept
   * (expired or too big). The location write outlives the answer through `waitUntil`.
   */
  set(key: string, entry: PageEntry, now: number, store: Cache | null = this.location(), waitUntil?: (p: Promise<unknown>) => void): boolean {
    if (!this.memory.set(key, entry, now)) return false;
    if (store) {
      const write = this.urlOf(key)
        .then((url) => store.put(url, responseOf(entry, now)))
        .catch((error: unknown) => console.warn('[page-cache] location write failed', error instanceof Error ? error.message : String(error)));
      if (waitUntil) waitUntil(write);
    }
    return true;
  }

  /** Forgets every page: the memory now, the location by moving to new keys (tests). */
  forget(): void {
    this.memory.clear();
    this.generation = `v1.${crypto.randomUUID()}`;
  }

  /** The page's Cache API key: a hash of the page key, so the URL stays short whatever it holds. */
  private async urlOf(key: string): Promise<string> {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${this.generation}\n${key}`));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    return `${KEY_ORIGIN}/${hex}`;
  }
}

/** The entry as the Cache API holds it: the parts back to back, their lengths and the page's meta in headers. */
export function responseOf(entry: PageEntry, now: number): Response {
  let length = 0;
  for (const part of entry.parts) length += part.byteLength;
  const body = new Uint8Array(length);
  let at = 0;
  for (const part of entry.parts) {
    body.set(part, at);
    at += part.byteLength;
  }
  const seconds = Math.max(1, Math.ceil((entry.expiresAt - now) / 1000));
  return new Response(body, {
    headers: {
      'content-type': 'application/octet-stream',
      'cache-control': `max-age=${seconds}`,
      [PARTS_HEADER]: entry.parts.map((p) => p.byteLength).join(','),
      [META_HEADER]: JSON.stringify({ status: entry.status, headers: entry.headers, expiresAt: entry.expiresAt }),
    },
  });
}

/** The entry back from its stored answer; null (a miss) for anything that does not add up. */
export async function entryOf(res: Response): Promise<PageEntry | null> {
  let meta: z.infer<typeof StoredMeta>;
  try {
    meta = StoredMeta.parse(JSON.parse(res.headers.get(META_HEADER) ?? ''));
  } catch {
    await res.body?.cancel();
    return null;
  }
  const lengths = (res.headers.get(PARTS_HEADER) ?? '').split(',').map(Number);
  if (!lengths.every((n) => Number.isInteger(n) && n >= 0)) {
    await res.body?.cancel();
    return null;
  }
  const body = new Uint8Array(await res.arrayBuffer());
  if (lengths.reduce((a, b) => a + b, 0) !== body.byteLength) return null;
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const n of lengths) {
    parts.push(body.subarray(at, at + n));
    at += n;
  }
  return { status: meta.status, headers: meta.headers, parts, expiresAt: meta.expiresAt };
}
