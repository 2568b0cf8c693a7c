import { afterEach, describe, expect, it } from 'vitest';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { ensureDatabase } from '../../origin/db/migrate';
import { DB } from './origin-auth-helpers';
import { originUpstream, storefront } from './harness';

/**
 * `GET /api/flags` (issue 12 item 7): the open page's islands read the flags from the flag
 * service now, past the isolate's one-minute cache, so a flip reaches them within their own
 * minute; the key never reaches the browser; a flag service that fails answers the flags the
 * request already had, never an error.
 */
async function setToggle(name: string, enabled: boolean) {
  await ensureDatabase(DB);
  await DB.prepare('UPDATE feature_toggles SET enabled = ? WHERE name = ?').bind(enabled ? 1 : 0, name).run();
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
