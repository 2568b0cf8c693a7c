import { afterEach, describe, expect, it } from 'vitest';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { ensureDatabase } from '../../origin/db/migrate';
import { createMember, DB } from './origin-auth-helpers';
import { browse, Jar, login } from './session-helpers';
import { originUpstream, storefront } from './harness';

/**
 * `GET /api/flags` (issue 12 item 7): the open page's islands read the flags from the flag
 * service now, past the isolate's one-minute cache, so a flip reaches them within their own
 * minute; the key never reaches the browser; a flag service that fails answers the flags the
 * request already had, never an error.
 */
async function setToggle(name: string, enabled: boolean) {
  await ensureDatabase(DB);
  await DB.prepare('UPDATE feature_toggles SET enabled = ? WHERE name = ?')
    .bind(enabled ? 1 : 0, name)
    .run();
}

afterEach(async () => {
  await setToggle('active-cart', true);
});

const flagsOf = async (res: Response) => (await res.json()) as { adultVerification: boolean; savingMode: boolean; activeCart: boolean };

describe('/api/flags', () => {
  it('answers a flip at once although the page flags are still cached, privately', async () => {
    const sf = storefront({ vars: { FLAGS_APP_NAME: `live-${Date.now()}` } });
    const before = await sf.fetch('/api/flags');
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(await flagsOf(before)).toMatchObject({ activeCart: true });
    // The item page draws the cart and tells the island the cart button to show while the flag is on.
    const page = await (await sf.fetch('/products/1003')).text();
    expect(page).toMatch(/"activeCart":true,"cartIfActive":\{"shown":true,"enabled":true\}/);

    await setToggle('active-cart', false);
    const after = await sf.fetch('/api/flags');
    expect(await flagsOf(after)).toMatchObject({ activeCart: false });
    const text = JSON.stringify(await (await sf.fetch('/api/flags')).json());
    expect(text).not.toContain('integration-test-flags-key');
  });

  it('answers the request’s own flags when the flag service fails', async () => {
    const failing: UpstreamFetch = async (path, init) => (path.startsWith('/flags/') ? new Response('down', { status: 503 }) : originUpstream()(path, init));
    const res = await storefront({ upstream: failing, vars: { FLAGS_APP_NAME: `live-down-${Date.now()}` } }).fetch('/api/flags');
    expect(res.status).toBe(200);
    // The fail-safe defaults (src/flags/flags.ts): cart active, adult verification asked.
    expect(await flagsOf(res)).toEqual({ adultVerification: true, savingMode: false, activeCart: true });
  });
});

describe('the sandbox flag switch', () => {
  const flip = (sf: ReturnType<typeof storefront>, body: unknown) => sf.fetch('/sandbox/flags', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('turns a toggle off for one member only, whose open page then reads it; null gives the toggle back', async () => {
    const sf = storefront({ vars: { FLAGS_APP_NAME: `switch-${Date.now()}` } });
    const one = await createMember({ password: 'demo1234!' });
    const other = await createMember({ password: 'demo1234!' });
    const oneJar = await login(sf, one.userId, new Jar());
    const otherJar = await login(sf, other.userId, new Jar());
    expect((await flip(sf, { name: 'active-cart', userId: one.userId, enabled: false })).status).toBe(200);
    expect(await flagsOf(await browse(sf, oneJar, '/api/flags'))).toMatchObject({ activeCart: false });
    expect(await flagsOf(await browse(sf, otherJar, '/api/flags'))).toMatchObject({ activeCart: true });
    expect(await flagsOf(await sf.fetch('/api/flags'))).toMatchObject({ activeCart: true });
    expect((await flip(sf, { name: 'active-cart', userId: one.userId, enabled: null })).status).toBe(200);
    expect(await flagsOf(await browse(sf, oneJar, '/api/flags'))).toMatchObject({ activeCart: true });
  });

  it('refuses an unknown toggle or a malformed switch, and does not exist in production', async () => {
    const sf = storefront();
    expect((await flip(sf, { name: 'no-such-toggle', userId: 'x@demo.test', enabled: true })).status).toBe(404);
    for (const body of [
      { name: 'Active Cart', userId: 'x', enabled: true },
      { name: 'active-cart', userId: '', enabled: true },
      { name: 'active-cart', userId: 'x', enabled: 'yes' },
      { name: 'active-cart', userId: 'x', enabled: true, rollout: 5 },
    ]) {
      expect((await flip(sf, body)).status, JSON.stringify(body)).toBe(400);
    }
    const production = storefront({ vars: { ENVIRONMENT: 'production' }, pageCache: false });
    expect((await flip(production, { name: 'active-cart', userId: 'x@demo.test', enabled: false })).status).toBe(404);
  });
});
