import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { cacheKeyUrl, CACHE_STRATEGIES, clearMemoryCache, freezeSharedAnswers, freshness, pendingLoads, resolveStrategy, STORED_AT_HEADER } from './cache';
import { upstreamJson } from './request';
import type { UpstreamFetch } from './transport';
import { MemoryCacheStore } from './memory-cache-store.test-helper';

// The isolate's memory keeps answers between the tests of this file: each starts with none.
beforeEach(clearMemoryCache);

const Shape = z.object({ v: z.number() });

function counting(answer: () => Promise<Response> | Response) {
  let calls = 0;
  const fn: UpstreamFetch = async () => {
    calls += 1;
    return answer();
  };
  return Object.assign(fn, { count: () => calls });
}

function setup(clock = { t: 1_000_000 }) {
  const store = new MemoryCacheStore();
  const bg: Promise<unknown>[] = [];
  const opts = {
    path: '/p',
    schema: Shape,
    timeoutMs: 500,
    cache: 'short' as const,
    store: store as unknown as Cache,
    waitUntil: (p: Promise<unknown>) => void bg.push(p),
    now: () => clock.t,
  };
  return { store, bg, opts, clock, settle: () => drain(bg) };
}

/** Awaits background work, including work that background work itself schedules (the store after a refresh). */
async function drain(queue: Promise<unknown>[]): Promise<void> {
  while (queue.length) await Promise.all(queue.splice(0));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('strategies', () => {
  it('names the spec-free defaults', () => {
    expect(resolveStrategy('none')).toBeNull();
    expect(resolveStrategy('short')).toEqual({ freshSeconds: 60, staleSeconds: 600 });
    expect(resolveStrategy('long')).toEqual(CACHE_STRATEGIES.long);
    expect(resolveStrategy({ freshSeconds: 5, staleSeconds: 0 })).toEqual({ freshSeconds: 5, staleSeconds: 0 });
    expect(resolveStrategy({ freshSeconds: 0, staleSeconds: 0 })).toBeNull();
    expect(resolveStrategy({ freshSeconds: Number.NaN, staleSeconds: -4 })).toBeNull();
  });

  it('ages an entry fresh, stale, expired', () => {
    const p = { freshSeconds: 60, staleSeconds: 600 };
    expect(freshness(0, 59_999, p)).toBe('fresh');
    expect(freshness(0, 60_000, p)).toBe('stale');
    expect(freshness(0, 659_999, p)).toBe('stale');
    expect(freshness(0, 660_000, p)).toBe('expired');
    expect(freshness(10_000, 0, p)).toBe('fresh');
  });

  it('keys entries by a versioned synthetic URL', () => {
    expect(cacheKeyUrl('/api/v5/product-detail/1?x=1')).toBe('https://upstream-cache.internal/v1/api/v5/product-detail/1?x=1');
  });
});

describe('cachedLoad through upstreamJson', () => {
  it('stores a valid answer with its time and serves it fresh without calling again', async () => {
    const { store, opts, settle } = setup();
    const t = counting(() => Response.json({ v: 1 }));
    await expect(upstreamJson(t, opts)).resolves.toEqual({ v: 1 });
    await settle();
    const entry = store.entries.get(cacheKeyUrl('/p'));
    expect(entry?.body).toBe('{"v":1}');
    expect(new Headers(entry?.headers).get(STORED_AT_HEADER)).toBe('1000000');
    expect(new Headers(entry?.headers).get('cache-control')).toBe('max-age=660');
    await expect(upstreamJson(t, opts)).resolves.toEqual({ v: 1 });
    expect(t.count()).toBe(1);
  });

  it('concurrent misses share one request, and the shared map is cleaned up', async () => {
    const { opts, settle } = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const t = counting(async () => {
      await gate;
      return Response.json({ v: 2 });
    });
    const all = Promise.all([upstreamJson(t, opts), upstreamJson(t, opts), upstreamJson(t, opts)]);
    await vi.waitFor(() => expect(t.count()).toBe(1));
    expect(pendingLoads()).toBe(1);
    release();
    expect(await all).toEqual([{ v: 2 }, { v: 2 }, { v: 2 }]);
    expect(t.count()).toBe(1);
    await settle();
    expect(pendingLoads()).toBe(0);
  });

  it("one waiter's abort ends only its own wait", async () => {
    const { opts } = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const t = counting(async () => {
      await gate;
      return Response.json({ v: 3 });
    });
    const leaving = new AbortController();
    const a = upstreamJson(t, { ...opts, signal: leaving.signal });
    const b = upstreamJson(t, opts);
    await vi.waitFor(() => expect(t.count()).toBe(1));
    leaving.abort();
    await expect(a).rejects.toMatchObject({ kind: 'network' });
    release();
    await expect(b).resolves.toEqual({ v: 3 });
  });

  it('a failure is shared, not stored, and leaves no pending entry', async () => {
    const { store, opts, settle } = setup();
    const t = counting(() => Response.json({ nope: true }));
    const results = await Promise.allSettled([upstreamJson(t, opts), upstreamJson(t, opts)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await settle();
    expect(store.entries.size).toBe(0);
    expect(pendingLoads()).toBe(0);
    expect(t.count()).toBe(1);
  });

  it('a stale entry is served and refreshed once in the background; a failed refresh warns once', async () => {
    const { opts, clock, settle } = setup();
    let answer: () => Response = () => Response.json({ v: 1 });
    const t = counting(() => answer());
    await upstreamJson(t, opts);
    await settle();
    clock.t += 61_000;
    answer = () => new Response('down', { status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await Promise.all([upstreamJson(t, opts), upstreamJson(t, opts)])).toEqual([{ v: 1 }, { v: 1 }]);
    await settle();
    expect(t.count()).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('background revalidation failed');
  });

  it('a stored body that no longer fits the schema is a miss', async () => {
    const { store, opts, settle } = setup();
    await store.put(cacheKeyUrl('/p'), new Response('{"v":"old"}', { headers: { [STORED_AT_HEADER]: '1000000' } }));
    const t = counting(() => Response.json({ v: 9 }));
    await expect(upstreamJson(t, opts)).resolves.toEqual({ v: 9 });
    await settle();
    expect(t.count()).toBe(1);
    expect(store.entries.get(cacheKeyUrl('/p'))?.body).toBe('{"v":9}');
  });

  it('a broken cache read or write degrades to the upstream', async () => {
    const { opts, settle } = setup();
    const broken = {
      match: () => Promise.reject(new Error('cache down')),
      put: () => Promise.reject(new Error('cache down')),
    } as unknown as Cache;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = counting(() => Response.json({ v: 1 }));
    await expect(upstreamJson(t, { ...opts, store: broken })).resolves.toEqual({ v: 1 });
    await settle();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('without waitUntil the isolate memory still serves, and the Cache API is not written', async () => {
    const { store, opts } = setup();
    const t = counting(() => Response.json({ v: 1 }));
    await upstreamJson(t, { ...opts, waitUntil: undefined });
    await upstreamJson(t, { ...opts, waitUntil: undefined });
    expect(t.count()).toBe(1);
    expect(store.entries.size).toBe(0);
  });

  it('a warm isolate answers from memory without reading the Cache API or parsing again', async () => {
    const { store, opts } = setup();
    const t = counting(() => Response.json({ v: 1 }));
    await upstreamJson(t, opts);
    const reads = vi.spyOn(store, 'match');
    expect(await upstreamJson(t, opts)).toEqual({ v: 1 });
    expect(reads).not.toHaveBeenCalled();
    expect(t.count()).toBe(1);
  });
});

describe('shared answers are deep-frozen (development and tests)', () => {
  const Nested = z.object({ v: z.number(), list: z.array(z.object({ n: z.number() })) });

  afterEach(() => freezeSharedAnswers(true));

  it('an answer from the memory throws on any mutation, at any depth', async () => {
    const { opts } = setup();
    const t = counting(() => Response.json({ v: 1, list: [{ n: 1 }] }));
    const answer = await upstreamJson(t, { ...opts, schema: Nested });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(() => {
      answer.v = 2;
    }).toThrow(TypeError);
    expect(() => answer.list.push({ n: 2 })).toThrow(TypeError);
    expect(() => {
      (answer.list[0] as { n: number }).n = 3;
    }).toThrow(TypeError);
    // The next caller gets the same, unchanged answer.
    await expect(upstreamJson(t, { ...opts, schema: Nested })).resolves.toEqual({ v: 1, list: [{ n: 1 }] });
  });

  it('not frozen where switched off (production), and never an uncached answer', async () => {
    freezeSharedAnswers(false);
    const { opts } = setup();
    const t = counting(() => Response.json({ v: 1, list: [] }));
    expect(Object.isFrozen(await upstreamJson(t, { ...opts, path: '/q', schema: Nested }))).toBe(false);
    freezeSharedAnswers(true);
    expect(Object.isFrozen(await upstreamJson(t, { ...opts, path: '/r', schema: Nested, store: null }))).toBe(false);
  });
});
