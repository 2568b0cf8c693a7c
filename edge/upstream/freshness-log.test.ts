import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { FreshnessLog } from './freshness-log';
import { upstreamJson } from './request';
import type { UpstreamFetch } from './transport';
import { MemoryCacheStore } from './memory-cache-store.test-helper';

describe('FreshnessLog', () => {
  it('with no call at all, is cacheable without a bound (the caller bounds it)', () => {
    expect(new FreshnessLog().verdict()).toEqual({ cacheable: true, freshUntil: Number.POSITIVE_INFINITY });
  });

  it('keeps the earliest fresh-until, whatever the order', () => {
    const log = new FreshnessLog();
    log.fresh(5000);
    log.fresh(3000);
    log.fresh(9000);
    expect(log.verdict()).toEqual({ cacheable: true, freshUntil: 3000 });
  });

  it('one uncacheable call spoils the page, and the first reason is kept', () => {
    const log = new FreshnessLog();
    log.fresh(5000);
    log.uncacheable('stale');
    log.fresh(9000);
    log.uncacheable('failed');
    expect(log.verdict()).toEqual({ cacheable: false, reason: 'stale' });
  });

  it('a fresh-until that is no number counts as uncacheable', () => {
    const log = new FreshnessLog();
    log.fresh(Number.NaN);
    expect(log.verdict().cacheable).toBe(false);
  });
});

const Shape = z.object({ v: z.number() });
let seq = 0;

function setup(answer: () => Response | Promise<Response> = () => Response.json({ v: 1 })) {
  const clock = { t: 1_000_000 };
  const bg: Promise<unknown>[] = [];
  const fetch: UpstreamFetch = async () => answer();
  const opts = {
    path: `/freshness/${++seq}`,
    schema: Shape,
    timeoutMs: 500,
    cache: 'short' as const,
    store: new MemoryCacheStore() as unknown as Cache,
    waitUntil: (p: Promise<unknown>) => void bg.push(p),
    now: () => clock.t,
  };
  const call = (extra: Partial<Parameters<typeof upstreamJson>[1]> = {}) => {
    const log = new FreshnessLog();
    return upstreamJson(fetch, { ...opts, ...extra, freshness: log }).then(
      () => log.verdict(),
      () => log.verdict(),
    );
  };
  return { clock, call, settle: async () => void (await Promise.all(bg.splice(0))) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('upstream calls report their freshness', () => {
  it('a loaded answer is fresh until stored + freshSeconds; a memory hit says the same', async () => {
    const { clock, call, settle } = setup();
    expect(await call()).toEqual({ cacheable: true, freshUntil: 1_000_000 + 60_000 });
    await settle();
    clock.t += 30_000;
    expect(await call()).toEqual({ cacheable: true, freshUntil: 1_000_000 + 60_000 });
  });

  it("'long' is fresh for ten minutes", async () => {
    const { call } = setup();
    expect(await call({ cache: 'long' })).toEqual({ cacheable: true, freshUntil: 1_000_000 + 600_000 });
  });

  it('a stale answer (served while it is refreshed) is uncacheable', async () => {
    const { clock, call, settle } = setup();
    await call();
    await settle();
    clock.t += 61_000;
    expect(await call()).toEqual({ cacheable: false, reason: 'stale' });
    await settle();
    // The refresh stored a fresh answer: fresh again from the refresh time.
    expect(await call()).toEqual({ cacheable: true, freshUntil: clock.t + 60_000 });
  });

  it('an answer from the Cache API store carries its stored time', async () => {
    const { clock, call, settle } = setup();
    const { clearMemoryCache } = await import('./cache');
    await call();
    await settle();
    clearMemoryCache();
    clock.t += 10_000;
    expect(await call()).toEqual({ cacheable: true, freshUntil: 1_000_000 + 60_000 });
  });

  it("strategy 'none' is uncacheable", async () => {
    const { call } = setup();
    expect(await call({ cache: 'none' })).toEqual({ cacheable: false, reason: 'uncached' });
  });

  it('caching turned off (store: null) is uncacheable', async () => {
    const { call } = setup();
    expect(await call({ store: null })).toEqual({ cacheable: false, reason: 'caching-off' });
  });

  it('a failure is uncacheable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { call } = setup(() => Response.json({ message: 'down' }, { status: 503 }));
    expect(await call()).toEqual({ cacheable: false, reason: 'failed' });
  });
});
