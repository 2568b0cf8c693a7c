import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { cacheKeyUrl, defaultCache, pendingLoads, STORED_AT_HEADER } from '../../edge/upstream/cache';
import { getItemDetail } from '../../edge/upstream/catalog';
import { upstreamJson } from '../../edge/upstream/request';
import type { UpstreamFetch } from '../../edge/upstream/transport';

/**
 * The cache strategies on workerd's real Cache API (`caches.default`). The clock is injected,
 * so "a minute later" is a number, while the stored entries live in the real cache.
 */
const Shape = z.object({ v: z.number() });
let seq = 0;
function workerdCache(): Cache {
  const c = defaultCache();
  if (!c) throw new Error('caches.default missing');
  return c;
}
const uniquePath = () => `/it/upstream-cache/${Date.now()}-${++seq}`;

function scripted(...answers: (() => Response | Promise<Response>)[]) {
  const calls: string[] = [];
  const fn: UpstreamFetch = async (path) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)];
    calls.push(path);
    if (!answer) throw new Error('no answer scripted');
    return answer();
  };
  return Object.assign(fn, { calls });
}

function harness(cache: 'none' | 'short' | 'long' = 'short') {
  const clock = { t: Date.UTC(2025, 7, 20, 3, 0, 0) };
  const background: Promise<unknown>[] = [];
  const opts = {
    path: uniquePath(),
    schema: Shape,
    timeoutMs: 2000,
    cache,
    waitUntil: (p: Promise<unknown>) => void background.push(p),
    now: () => clock.t,
  };
  return { clock, opts, settle: () => drain(background), background };
}

/** Awaits background work, including work that background work itself schedules (the store after a refresh). */
async function drain(queue: Promise<unknown>[]): Promise<void> {
  while (queue.length) await Promise.all(queue.splice(0));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('upstream cache on workerd', () => {
  it('has caches.default', () => {
    expect(defaultCache()).not.toBeNull();
  });

  it('a fresh hit does not call the upstream', async () => {
    const { opts, settle, clock } = harness('short');
    const t = scripted(
      () => Response.json({ v: 1 }),
      () => Response.json({ v: 2 }),
    );
    expect(await upstreamJson(t, opts)).toEqual({ v: 1 });
    await settle();
    const stored = await workerdCache().match(cacheKeyUrl(opts.path));
    expect(stored?.headers.get(STORED_AT_HEADER)).toBe(String(clock.t));
    expect(await stored?.text()).toBe('{"v":1}');

    clock.t += 59_000;
    expect(await upstreamJson(t, opts)).toEqual({ v: 1 });
    expect(t.calls).toHaveLength(1);
  });

  it('a stale entry is served at once and revalidated in the background', async () => {
    const { opts, settle, clock, background } = harness('short');
    const t = scripted(
      () => Response.json({ v: 1 }),
      () => Response.json({ v: 2 }),
    );
    await upstreamJson(t, opts);
    await settle();

    clock.t += 5 * 60_000; // past fresh (60 s), inside stale-while-revalidate (10 min)
    expect(await upstreamJson(t, opts)).toEqual({ v: 1 });
    expect(background.length).toBeGreaterThan(0);
    await settle();
    expect(t.calls).toHaveLength(2);
    expect(pendingLoads()).toBe(0);

    // The refreshed entry is fresh from the refresh time on.
    expect(await upstreamJson(t, opts)).toEqual({ v: 2 });
    expect(t.calls).toHaveLength(2);
  });

  it('past the stale window the caller waits for a new answer', async () => {
    const { opts, settle, clock } = harness('short');
    const t = scripted(
      () => Response.json({ v: 1 }),
      () => Response.json({ v: 2 }),
    );
    await upstreamJson(t, opts);
    await settle();
    clock.t += 11 * 60_000;
    expect(await upstreamJson(t, opts)).toEqual({ v: 2 });
    expect(t.calls).toHaveLength(2);
  });

  it("'long' keeps an entry fresh for ten minutes", async () => {
    const { opts, settle, clock } = harness('long');
    const t = scripted(
      () => Response.json({ v: 1 }),
      () => Response.json({ v: 2 }),
    );
    await upstreamJson(t, opts);
    await settle();
    clock.t += 9 * 60_000;
    expect(await upstreamJson(t, opts)).toEqual({ v: 1 });
    expect(t.calls).toHaveLength(1);
  });

  it("'none' never caches", async () => {
    const { opts, settle } = harness('none');
    const t = scripted(
      () => Response.json({ v: 1 }),
      () => Response.json({ v: 2 }),
    );
    expect(await upstreamJson(t, opts)).toEqual({ v: 1 });
    await settle();
    expect(await upstreamJson(t, opts)).toEqual({ v: 2 });
    expect(t.calls).toHaveLength(2);
    expect(await workerdCache().match(cacheKeyUrl(opts.path))).toBeUndefined();
  });

  it('failures are not cached: HTTP error, schema mismatch, bad JSON', async () => {
    const { opts, settle } = harness('short');
    const t = scripted(
      () => Response.json({ message: 'down' }, { status: 503 }),
      () => Response.json({ v: 'wrong' }),
      () => new Response('{not json'),
      () => Response.json({ v: 4 }),
    );
    await expect(upstreamJson(t, opts)).rejects.toMatchObject({ kind: 'http', status: 503, message: 'down' });
    await expect(upstreamJson(t, opts)).rejects.toMatchObject({ kind: 'schema' });
    await expect(upstreamJson(t, opts)).rejects.toMatchObject({ kind: 'schema' });
    await settle();
    expect(await workerdCache().match(cacheKeyUrl(opts.path))).toBeUndefined();
    expect(await upstreamJson(t, opts)).toEqual({ v: 4 });
    expect(t.calls).toHaveLength(4);
  });

  it('a failed background refresh keeps the stale entry and warns once', async () => {
    const { opts, settle, clock } = harness('short');
    const t = scripted(
      () => Response.json({ v: 1 }),
      () => Promise.reject(new TypeError('connection reset')),
    );
    await upstreamJson(t, opts);
    await settle();
    clock.t += 2 * 60_000;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await upstreamJson(t, opts)).toEqual({ v: 1 });
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(t.calls).toHaveLength(2);
    expect(await upstreamJson(t, opts)).toEqual({ v: 1 }); // still stale, still served
  });

  it('concurrent misses share one upstream request', async () => {
    const { opts, settle } = harness('short');
    const t = scripted(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return Response.json({ v: 7 });
    });
    const values = await Promise.all(Array.from({ length: 5 }, () => upstreamJson(t, opts)));
    expect(values).toEqual(Array.from({ length: 5 }, () => ({ v: 7 })));
    expect(t.calls).toHaveLength(1);
    await settle();
    expect(pendingLoads()).toBe(0);
  });

  it('a timeout aborts the upstream request inside workerd too', async () => {
    let aborted = false;
    const t: UpstreamFetch = (_path, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal?.reason);
        });
      });
    await expect(getItemDetail({ fetch: t, timeouts: { itemDetail: 30 } }, { itemNo: 424242 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(aborted).toBe(true);
  });

  it('an item detail is cached under its path and re-validated from the stored body', async () => {
    const background: Promise<unknown>[] = [];
    const itemNo = 900_000_000 + (Date.now() % 1_000_000);
    const t = scripted(() => Response.json({ data: { itemNo, itemName: '줄 바꿈\n설명', useAdultCheck: false } }));
    const deps = { fetch: t, waitUntil: (p: Promise<unknown>) => void background.push(p) };
    const first = await getItemDetail(deps, { itemNo });
    await Promise.all(background);
    const second = await getItemDetail(deps, { itemNo });
    expect(second).toEqual(first);
    expect(second.useAdultCheck).toBe('F');
    expect(t.calls).toEqual([`/api/v5/product-detail/${itemNo}`]);
  });
});

describe('cache keys name the upstream and the environment (issue 10 item 8)', () => {
  it("a storefront on another upstream, or in another environment, never reads the first one's entries", async () => {
    const { storefront } = await import('./harness');
    const { clearMemoryCache } = await import('../../edge/upstream/cache');
    const named = (name: string): UpstreamFetch => {
      const inner = (async () => (await import('./harness')).originUpstream())();
      return async (path, init) => {
        const res = await (await inner)(path, init);
        if (!path.startsWith('/api/v5/product-detail/1004') || !res.ok || path.includes('/qna') || path.includes('/reviews') || path.includes('additional') || path.includes('recommend')) return res;
        const body = (await res.json()) as { data?: { itemName?: string }; itemName?: string };
        if (body.data) body.data.itemName = name;
        else body.itemName = name;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      };
    };
    const page = async (name: string, vars: Record<string, string>) => {
      const sf = storefront({ upstream: named(name), vars, cache: true, pageCache: false });
      return (await sf.fetch('/products/1004')).text();
    };
    clearMemoryCache();
    expect(await page('상품-가', { UPSTREAM_URL: 'https://a.example.test' })).toContain('상품-가');
    // Another upstream with the same paths; then the same upstream in another environment.
    expect(await page('상품-나', { UPSTREAM_URL: 'https://b.example.test' })).toContain('상품-나');
    expect(await page('상품-다', { UPSTREAM_URL: 'https://a.example.test', ENVIRONMENT: 'production' })).toContain('상품-다');
    // And the first is still served from its own entry.
    expect(await page('상품-라', { UPSTREAM_URL: 'https://a.example.test' })).toContain('상품-가');
  });

  it('keys carry the scope, and without one stay as they were', async () => {
    const { cacheScope } = await import('../../edge/upstream/cache');
    expect(cacheKeyUrl('/p', cacheScope({ ENVIRONMENT: 'test', UPSTREAM_URL: 'https://a.example/api/' }))).toBe('https://upstream-cache.internal/v1/test%7Chttps%3A%2F%2Fa.example%2Fapi/p');
    expect(cacheScope({})).toBe('production|service:ORIGIN');
    expect(cacheKeyUrl('/p')).toBe('https://upstream-cache.internal/v1/p');
  });
});
