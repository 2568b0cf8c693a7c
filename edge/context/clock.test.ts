import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { clock, overrideFor, parseIsoTime } from './clock';
import type { ContextVars } from './vars';

const REAL = new Date('2026-01-02T03:04:05.000Z');

function app() {
  const a = new Hono<{ Bindings: Env; Variables: ContextVars }>();
  a.use('*', clock({ now: () => REAL }));
  a.get('/', (c) => c.text(c.var.now.toISOString()));
  return a;
}

const nowIn = async (env: Env) => (await app().request('/', {}, env)).text();

afterEach(() => vi.restoreAllMocks());

describe('clock()', () => {
  it('uses the real clock by default', async () => {
    expect(await nowIn({})).toBe(REAL.toISOString());
  });

  it('honours STOREFRONT_NOW in development and test', async () => {
    const env = { STOREFRONT_NOW: '2025-08-18T19:00:00+09:00' };
    expect(await nowIn({ ...env, ENVIRONMENT: 'development' })).toBe('2025-08-18T10:00:00.000Z');
    expect(await nowIn({ ...env, ENVIRONMENT: 'test' })).toBe('2025-08-18T10:00:00.000Z');
  });

  it('ignores STOREFRONT_NOW in production, or with no environment', async () => {
    const env = { STOREFRONT_NOW: '2025-08-18T19:00:00+09:00' };
    expect(await nowIn({ ...env, ENVIRONMENT: 'production' })).toBe(REAL.toISOString());
    expect(await nowIn({ ...env, ENVIRONMENT: 'staging' })).toBe(REAL.toISOString());
    expect(await nowIn(env)).toBe(REAL.toISOString());
  });

  it('ignores an invalid STOREFRONT_NOW and warns once per value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = { ENVIRONMENT: 'development', STOREFRONT_NOW: 'next tuesday' };
    expect(await nowIn(env)).toBe(REAL.toISOString());
    expect(await nowIn(env)).toBe(REAL.toISOString());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('next tuesday');
  });

  it("the sf_now cookie moves one browser's clock in development and test, before STOREFRONT_NOW", async () => {
    const cookie = { headers: { cookie: 'sf_now=2025-08-28T12:00:00+09:00' } };
    const at = async (env: Env) => (await app().request('/', cookie, env)).text();
    expect(await at({ ENVIRONMENT: 'development' })).toBe('2025-08-28T03:00:00.000Z');
    expect(await at({ ENVIRONMENT: 'test', STOREFRONT_NOW: '2025-08-16T12:00:00+09:00' })).toBe('2025-08-28T03:00:00.000Z');
    const encoded = { headers: { cookie: 'sf_now=2025-08-20T12%3A00%3A00%2B09%3A00' } };
    expect(await (await app().request('/', encoded, { ENVIRONMENT: 'development' })).text()).toBe('2025-08-20T03:00:00.000Z');
  });

  it('production ignores the sf_now cookie, with or without STOREFRONT_NOW', async () => {
    const cookie = { headers: { cookie: 'sf_now=2025-08-28T12:00:00+09:00' } };
    expect(await (await app().request('/', cookie, { ENVIRONMENT: 'production' })).text()).toBe(REAL.toISOString());
    expect(await (await app().request('/', cookie, {})).text()).toBe(REAL.toISOString());
    expect(await (await app().request('/', cookie, { ENVIRONMENT: 'production', STOREFRONT_NOW: '2025-08-16T12:00' })).text()).toBe(REAL.toISOString());
  });

  it('an invalid sf_now cookie falls back to STOREFRONT_NOW or the real clock, silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cookie = { headers: { cookie: 'sf_now=whenever' } };
    expect(await (await app().request('/', cookie, { ENVIRONMENT: 'test' })).text()).toBe(REAL.toISOString());
    expect(await (await app().request('/', cookie, { ENVIRONMENT: 'test', STOREFRONT_NOW: '2025-08-16T12:00' })).text()).toBe('2025-08-16T03:00:00.000Z');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a blank STOREFRONT_NOW is no override and no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(overrideFor('development', '  ')).toBeNull();
    expect(overrideFor('development', undefined)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives each request its own Date', async () => {
    let t = 0;
    const a = new Hono<{ Bindings: Env; Variables: ContextVars }>();
    a.use(
      '*',
      clock({
        now: () => {
          t += 1000;
          return new Date(t);
        },
      }),
    );
    a.get('/', (c) => c.text(String(c.var.now.getTime())));
    expect(await (await a.request('/')).text()).toBe('1000');
    expect(await (await a.request('/')).text()).toBe('2000');
  });
});

describe('parseIsoTime', () => {
  it.each([
    ['2025-08-18T19:00:00+09:00', '2025-08-18T10:00:00.000Z'],
    ['2025-08-18T10:00:00Z', '2025-08-18T10:00:00.000Z'],
    ['2025-08-18T10:00:00.5z', '2025-08-18T10:00:00.500Z'],
    ['2025-08-18T12:00:00-0200', '2025-08-18T14:00:00.000Z'],
    // No offset: Seoul time, the zone the spec's periods are written in.
    ['2025-08-18T19:00', '2025-08-18T10:00:00.000Z'],
    ['2025-08-18 19:00:00', '2025-08-18T10:00:00.000Z'],
    ['2025-08-18', '2025-08-17T15:00:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('%s → %s', (input, iso) => {
    expect(parseIsoTime(input)?.toISOString()).toBe(iso);
  });

  it.each([
    'next tuesday',
    '',
    '2025-13-01',
    '2025-02-30',
    '2025-02-29T00:00:00Z',
    '2025-08-18T24:00:00Z',
    '2025-08-18T19:60',
    '18/08/2025',
    'Mon, 18 Aug 2025 10:00:00 GMT',
    '1755511200000',
    '2025-08-18T19:00:00+09:00 trailing',
  ])('%j is not an ISO time', (input) => {
    expect(parseIsoTime(input)).toBeNull();
  });
});
