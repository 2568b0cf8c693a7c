import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import type { UpstreamFetch } from '../upstream/transport';
import { FlagsCache } from './flags-cache';
import { flags, userIdOf } from './flags';
import type { ContextVars, Member } from './vars';

const member = (userId: string): Member => ({ userNo: 7, userId, name: '', accessToken: 't' });

const ENV: Env = { FLAGS_KEY: 'k-123', FLAGS_APP_NAME: 'storefront-test', ENVIRONMENT: 'test' };

function fakeService(toggles: Array<{ name: string; enabled: boolean }> = [{ name: 'saving-mode', enabled: true }]) {
  const calls: URL[] = [];
  const transport = vi.fn<UpstreamFetch>(async (path, init) => {
    const url = new URL(path, 'http://upstream.test');
    calls.push(url);
    if (new Headers(init?.headers).get('authorization') !== ENV.FLAGS_KEY) return new Response(null, { status: 401 });
    return Response.json({ toggles });
  });
  return { transport, calls };
}

function app(options: Parameters<typeof flags>[0], session?: Member) {
  const a = new Hono<{ Bindings: Env; Variables: ContextVars }>();
  if (session) {
    a.use('*', async (c, next) => {
      c.set('member', session);
      await next();
    });
  }
  a.use('*', flags(options));
  a.get('/', (c) => c.json(c.var.flags));
  return a;
}

const fresh = () => new FlagsCache({ warn: () => {} });

afterEach(() => vi.restoreAllMocks());

describe('flags()', () => {
  it('asks the service as the visitor and puts the flags on c.var.flags', async () => {
    const { transport, calls } = fakeService();
    const res = await app({ cache: fresh(), transport }).request('/', {}, ENV);
    expect(await res.json()).toEqual({ adultVerification: false, savingMode: true, activeCart: false });
    expect(calls[0]?.pathname).toBe('/flags/api/frontend');
    expect(calls[0]?.searchParams.get('appName')).toBe('storefront-test');
    expect(calls[0]?.searchParams.has('userId')).toBe(false);
  });

  it('asks as the member when a session middleware set a user id, and caches per user', async () => {
    const { transport, calls } = fakeService();
    const cache = fresh();
    await app({ cache, transport }, member('member-7')).request('/', {}, ENV);
    await app({ cache, transport }, member('member-7')).request('/', {}, ENV);
    await app({ cache, transport }, member('8')).request('/', {}, ENV);
    await app({ cache, transport }).request('/', {}, ENV);
    expect(calls.map((u) => u.searchParams.get('userId'))).toEqual(['member-7', '8', null]);
  });

  it('takes the transport from c.var.upstream when the app set one', async () => {
    const { transport, calls } = fakeService();
    const a = new Hono<{ Bindings: Env; Variables: ContextVars & { upstream: UpstreamFetch } }>();
    a.use('*', async (c, next) => {
      c.set('upstream', transport);
      await next();
    });
    a.use('*', flags({ cache: fresh() }));
    a.get('/', (c) => c.json(c.var.flags));
    expect(((await (await a.request('/', {}, ENV)).json()) as { savingMode: boolean }).savingMode).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('a failing service never fails the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const transport: UpstreamFetch = async () => new Response('{"toggles": "nope"}');
    const res = await app({ cache: fresh(), transport }).request('/', {}, ENV);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ adultVerification: true, savingMode: false, activeCart: true });
  });

  it('a wrong key is a failure too: defaults, adult verification on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { transport } = fakeService();
    const res = await app({ cache: fresh(), transport }).request('/', {}, { ...ENV, FLAGS_KEY: 'wrong' });
    expect(((await res.json()) as { adultVerification: boolean }).adultVerification).toBe(true);
  });

  it('hands a stale refresh to waitUntil when there is an execution context', async () => {
    let t = 0;
    const cache = new FlagsCache({ now: () => t, warn: () => {} });
    const { transport, calls } = fakeService();
    const a = app({ cache, transport });
    await a.request('/', {}, ENV);
    t += 60_000;
    const waitUntil = vi.fn<(p: Promise<unknown>) => void>();
    const ctx = { waitUntil, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    await a.fetch(new Request('http://x.test/'), ENV, ctx);
    expect(waitUntil).toHaveBeenCalledTimes(1);
    await waitUntil.mock.calls[0]?.[0];
    expect(calls).toHaveLength(2);
  });

  it('without FLAGS_KEY serves the defaults, asks nobody and warns once', async () => {
    vi.resetModules();
    const { flags: freshFlags } = await import('./flags');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { transport } = fakeService();
    const a = new Hono<{ Bindings: Env; Variables: ContextVars }>();
    a.use('*', freshFlags({ cache: fresh(), transport }));
    a.get('/', (c) => c.json(c.var.flags));
    for (let i = 0; i < 3; i++) {
      expect(await (await a.request('/', {}, { ENVIRONMENT: 'test' })).json()).toEqual({
        adultVerification: true,
        savingMode: false,
        activeCart: true,
      });
    }
    expect(transport).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('userIdOf', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    [{ userId: ' u1 ' }, 'u1'],
    [{ userId: 'x'.repeat(128) }, 'x'.repeat(128)],
    [{ userId: 'x'.repeat(129) }, ''],
  ])('%j → %j', (session, id) => {
    expect(userIdOf(session)).toBe(id);
  });
});
