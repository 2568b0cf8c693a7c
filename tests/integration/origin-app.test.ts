import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { FeatureTogglesSchema } from '../../schemas/feature-toggle';
import { createOriginApp } from '../../origin/app';
import type { OriginEnv } from '../../origin/env';

const app = createOriginApp();
const DB = (env as unknown as { DB: D1Database }).DB;
const KEY = 'test-flags-key';
const originEnv: OriginEnv = { DB, FLAGS_KEY: KEY };

const call = (path: string, e: OriginEnv = originEnv, headers: Record<string, string> = {}) => app.fetch(new Request(`http://origin${path}`, { headers }), e);

describe('feature flags', () => {
  it('answers the enabled toggles, Unleash-style, to the right key', async () => {
    const res = await call('/flags/api/frontend?appName=storefront&userId=u1', originEnv, { authorization: KEY });
    expect(res.status).toBe(200);
    const body = FeatureTogglesSchema.parse(await res.json());
    expect(body.toggles.map((t) => t.name).sort()).toEqual(['active-cart', 'adult-verification']);
    expect(body.toggles.every((t) => t.enabled && t.variant.name === 'disabled')).toBe(true);
  });

  it('401 without or with a wrong key, 503 when no key is configured', async () => {
    expect((await call('/flags/api/frontend')).status).toBe(401);
    const wrong = await call('/flags/api/frontend', originEnv, { authorization: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ result: 'FAIL', errorCode: 'UNAUTHORIZED' });
    const unset = await call('/flags/api/frontend', { DB }, { authorization: KEY });
    expect(unset.status).toBe(503);
    expect(((await unset.json()) as { message: string }).message).toContain('FLAGS_KEY');
  });

  it('applies a percentage rollout by user id', async () => {
    await call('/health');
    await DB.prepare(
      "INSERT OR REPLACE INTO feature_toggles (name, enabled, rollout, variant_name, variant_payload_type, variant_payload_value) VALUES ('test-half', 1, 50, 'blue', 'string', 'b')",
    ).run();
    try {
      const names = async (userId?: string) => {
        const q = userId === undefined ? '' : `?userId=${userId}`;
        const res = await call(`/flags/api/frontend${q}`, originEnv, { authorization: KEY });
        return FeatureTogglesSchema.parse(await res.json()).toggles;
      };
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => names(`user-${i}`)));
      const withHalf = results.filter((t) => t.some((x) => x.name === 'test-half')).length;
      expect(withHalf).toBeGreaterThan(5);
      expect(withHalf).toBeLessThan(35);
      const one = results.find((t) => t.some((x) => x.name === 'test-half'))!.find((x) => x.name === 'test-half')!;
      expect(one.variant).toEqual({ name: 'blue', enabled: true, payload: { type: 'string', value: 'b' } });
      expect(await names('user-3')).toEqual(results[3]);
      expect((await names()).some((x) => x.name === 'test-half')).toBe(false);
    } finally {
      await DB.prepare("DELETE FROM feature_toggles WHERE name = 'test-half'").run();
    }
  });
});

describe('app shell', () => {
  it('health, unknown paths and a stable content type', async () => {
    const health = await call('/health');
    expect([health.status, await health.json()]).toEqual([200, { ok: true }]);
    const missing = await call('/nope/here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ result: 'FAIL', errorCode: 'NOT_FOUND' });
  });

  it('turns a thrown error into a logged 500 without the stack', async () => {
    const broken = {
      prepare() {
        throw new Error('secret detail at line 42');
      },
      batch() {
        return Promise.reject(new Error('secret detail at line 42'));
      },
    } as unknown as D1Database;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await call('/api/v5/product-detail/1001', { DB: broken });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ result: 'FAIL', errorCode: 'INTERNAL_ERROR' });
      expect(text).not.toContain('secret');
      expect(log).toHaveBeenCalled();
      // A failed preparation is not cached: the real database still answers afterwards.
      expect((await call('/api/v5/product-detail/1001')).status).toBe(200);
    } finally {
      log.mockRestore();
    }
  });
});
