import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clock } from '../../edge/context/clock';
import { device } from '../../edge/context/device';
import type { ContextVars } from '../../edge/context/vars';
import type { Env } from '../../edge/env';
import { canShowProductSheet, canUseNativeShare } from '../../src/device/app-version';

/** device() and clock() inside workerd, with the bindings wrangler gives the integration tests. */
const bindings = env as unknown as Env;

function app() {
  const a = new Hono<{ Bindings: Env; Variables: ContextVars }>();
  a.use('*', device(), clock());
  a.get('/', (c) =>
    c.json({
      device: c.var.device,
      now: c.var.now.toISOString(),
      share: canUseNativeShare(c.var.device),
      sheet: canShowProductSheet(c.var.device),
    }),
  );
  return a;
}

type Answer = { device: ContextVars['device']; now: string; share: boolean; sheet: boolean };
const get = async (headers: Record<string, string>, e: Env) => (await (await app().fetch(new Request('http://edge.test/', { headers }), e)).json()) as Answer;

const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 StorefrontApp/Android/5.11.0(520)';

describe('device() and clock() in workerd', () => {
  it('an old Android app build gets the product sheet but not native share', async () => {
    const a = await get({ 'user-agent': ANDROID_APP }, bindings);
    expect(a.device).toMatchObject({ kind: 'appWebView', platform: 'android', appBuild: 520, osVersion: '14' });
    expect([a.sheet, a.share]).toEqual([true, false]);
  });

  it('runs in the test environment, where STOREFRONT_NOW is the clock', async () => {
    expect(bindings.ENVIRONMENT).toBe('test');
    const a = await get({}, { ...bindings, STOREFRONT_NOW: '2025-08-27T19:00' });
    expect(a.now).toBe('2025-08-27T10:00:00.000Z');
    expect(a.device.kind).toBe('desktop');
  });

  it('production ignores STOREFRONT_NOW', async () => {
    const before = Date.now();
    const a = await get({}, { ...bindings, ENVIRONMENT: 'production', STOREFRONT_NOW: '2025-08-27T19:00' });
    expect(Date.parse(a.now)).toBeGreaterThanOrEqual(before - 1000);
  });
});
