import { describe, expect, it, vi } from 'vitest';
import { FLAG_NAMES, type FeatureToggle } from '../../schemas/feature-toggle';
import { DEFAULT_FLAGS } from '../../src/flags/flags';
import { FlagsCache, type LoadToggles } from './flags-cache';

const toggle = (name: string): FeatureToggle => ({ name, enabled: true, variant: { name: 'disabled', enabled: false } });
const SAVING = [toggle(FLAG_NAMES.savingMode)];
const CART = [toggle(FLAG_NAMES.activeCart)];

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/** A loader that answers from a queue of results and counts its calls. */
function fakeLoader(...results: Array<FeatureToggle[] | Error>) {
  const load = vi.fn<LoadToggles>(async () => {
    const next = results.length > 1 ? results.shift() : results[0];
    if (!next || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  });
  return load;
}

/** A loader whose answers the test releases one by one. */
function gatedLoader() {
  const pending: Array<(toggles: FeatureToggle[]) => void> = [];
  const load = vi.fn<LoadToggles>(() => new Promise((resolve) => pending.push(resolve)));
  return { load, release: (toggles: FeatureToggle[]) => pending.shift()?.(toggles), pending };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('FlagsCache', () => {
  it('calls the service once per refresh period', async () => {
    const clock = fakeClock();
    const cache = new FlagsCache({ now: clock.now, warn: () => {} });
    const load = fakeLoader(SAVING);

    expect((await cache.get('', load)).savingMode).toBe(true);
    for (let i = 0; i < 20; i++) {
      clock.advance(2_900); // 58 s in total: still fresh
      await cache.get('', load);
    }
    expect(load).toHaveBeenCalledTimes(1);

    clock.advance(2_000); // past 60 s
    await cache.get('', load);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves the stale value at once and refreshes in the background', async () => {
    const clock = fakeClock();
    const cache = new FlagsCache({ now: clock.now, warn: () => {} });
    const gate = gatedLoader();

    const first = cache.get('', gate.load);
    gate.release(SAVING);
    expect((await first).savingMode).toBe(true);

    clock.advance(60_000);
    const scheduled: Promise<unknown>[] = [];
    const stale = await cache.get('', gate.load, (p) => scheduled.push(p));
    expect(stale).toMatchObject({ savingMode: true, activeCart: false }); // served without waiting
    expect(scheduled).toHaveLength(1);
    expect(gate.load).toHaveBeenCalledTimes(2);

    gate.release(CART);
    await scheduled[0];
    expect(await cache.get('', gate.load)).toMatchObject({ savingMode: false, activeCart: true });
    expect(gate.load).toHaveBeenCalledTimes(2); // the refreshed entry is fresh again
  });

  it('a failing service gives the defaults and warns, without rejecting', async () => {
    const warn = vi.fn();
    const cache = new FlagsCache({ now: fakeClock().now, warn });
    const flags = await cache.get('', fakeLoader(new Error('connect ECONNREFUSED')));
    expect(flags).toEqual(DEFAULT_FLAGS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('ECONNREFUSED');
  });

  it('a failure is not retried before the refresh period either', async () => {
    const clock = fakeClock();
    const cache = new FlagsCache({ now: clock.now, warn: () => {} });
    const load = fakeLoader(new Error('down'), SAVING);
    expect(await cache.get('', load)).toEqual(DEFAULT_FLAGS);
    clock.advance(30_000);
    expect(await cache.get('', load)).toEqual(DEFAULT_FLAGS);
    expect(load).toHaveBeenCalledTimes(1);

    clock.advance(30_000);
    await cache.get('', load);
    await settle();
    expect((await cache.get('', load)).savingMode).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good flags when a refresh fails', async () => {
    const clock = fakeClock();
    const warn = vi.fn();
    const cache = new FlagsCache({ now: clock.now, warn });
    const load = fakeLoader(CART, new Error('503'));
    await cache.get('', load);
    clock.advance(61_000);
    await cache.get('', load);
    await settle();
    expect(await cache.get('', load)).toMatchObject({ activeCart: true, adultVerification: false });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns at most once per refresh period during an outage', async () => {
    const warn = vi.fn();
    const clock = fakeClock();
    const cache = new FlagsCache({ now: clock.now, warn });
    const load = fakeLoader(new Error('down'));
    for (let user = 0; user < 50; user++) await cache.get(`u${user}`, load);
    expect(warn).toHaveBeenCalledTimes(1);
    clock.advance(60_000);
    await cache.get('another', load);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toContain('49 more failures');
  });

  it('dedupes concurrent calls for one user, not across users', async () => {
    const cache = new FlagsCache({ now: fakeClock().now, warn: () => {} });
    const gate = gatedLoader();
    const waiting = Array.from({ length: 10 }, () => cache.get('u1', gate.load));
    const other = cache.get('u2', gate.load);
    expect(gate.load).toHaveBeenCalledTimes(2);
    gate.release(SAVING);
    gate.release(CART);
    const results = await Promise.all(waiting);
    expect(results.every((f) => f.savingMode && !f.activeCart)).toBe(true);
    expect((await other).activeCart).toBe(true);
  });

  it('dedupes background refreshes of a stale entry', async () => {
    const clock = fakeClock();
    const cache = new FlagsCache({ now: clock.now, warn: () => {} });
    const gate = gatedLoader();
    const first = cache.get('', gate.load);
    gate.release(SAVING);
    await first;
    clock.advance(60_000);
    for (let i = 0; i < 5; i++) await cache.get('', gate.load);
    expect(gate.load).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxEntries users, evicting the least recently used', async () => {
    const cache = new FlagsCache({ now: fakeClock().now, maxEntries: 3, warn: () => {} });
    const load = fakeLoader(SAVING);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load); // a is used again: b is now the oldest
    await cache.get('d', load);
    expect(cache.size).toBe(3);
    expect(cache.has('b')).toBe(false);
    expect(['a', 'c', 'd'].every((k) => cache.has(k))).toBe(true);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not hang on a call that never settles: defaults after waitMs, uncached', async () => {
    const cache = new FlagsCache({ now: fakeClock().now, waitMs: 20, warn: () => {} });
    const never: LoadToggles = () => new Promise<FeatureToggle[]>(() => {});
    const started = Date.now();
    expect(await cache.get('', never)).toEqual(DEFAULT_FLAGS);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(cache.has('')).toBe(false);
  });

  it('survives a schedule function that throws', async () => {
    const clock = fakeClock();
    const cache = new FlagsCache({ now: clock.now, warn: () => {} });
    const load = fakeLoader(SAVING);
    await cache.get('', load);
    clock.advance(60_000);
    const flags = await cache.get('', load, () => {
      throw new Error('This context has no ExecutionContext');
    });
    expect(flags.savingMode).toBe(true);
  });

  it('hands out copies: a page cannot change what the next request sees', async () => {
    const cache = new FlagsCache({ now: fakeClock().now, warn: () => {} });
    const load = fakeLoader(SAVING);
    const flags = await cache.get('', load);
    flags.savingMode = false;
    expect((await cache.get('', load)).savingMode).toBe(true);
  });

  it('ignores nonsense options', () => {
    const cache = new FlagsCache({ refreshMs: -1, maxEntries: Number.NaN });
    expect(cache.refreshMs).toBe(60_000);
    expect(cache.maxEntries).toBe(500);
  });
});
