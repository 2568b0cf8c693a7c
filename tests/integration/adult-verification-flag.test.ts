import { afterEach, describe, expect, it } from 'vitest';
import { ensureDatabase } from '../../origin/db/migrate';
import { DB } from './origin-auth-helpers';
import { storefront } from './harness';
import { browse, Jar, login, providerKey } from './session-helpers';

/**
 * The adult-verification flag (issue 12 item 7): off, no new verification is offered — a member
 * who would be asked to verify sees that it is paused, a verified adult still sees the item, the
 * gate opens for nobody else, and the verification call itself is refused whatever the page.
 */
const gateOf = (html: string) => /data-adult-gate="(\w+)"/.exec(html)?.[1];

async function setToggle(enabled: boolean) {
  await ensureDatabase(DB);
  await DB.prepare("UPDATE feature_toggles SET enabled = ? WHERE name = 'adult-verification'")
    .bind(enabled ? 1 : 0)
    .run();
}

afterEach(async () => {
  await setToggle(true);
});

describe('adult-verification flag', () => {
  it('off: verification paused for the unverified, verified adults pass, the call is refused', async () => {
    // adult@demo.test verifies while verification is offered.
    const before = storefront({ vars: { FLAGS_APP_NAME: `adult-flag-before-${Date.now()}` } });
    const adult = await login(before, 'adult@demo.test', new Jar());
    const key = await providerKey('adult', { name: '어른이', birthDate: '1990-05-05', gender: 'M', phone: '010-0000-1001' });
    const verified = await browse(before, adult, '/api/v5/users/adult-verification', { method: 'POST', body: JSON.stringify({ adultVerificationKey: key }) });
    expect(await verified.json()).toMatchObject({ result: 'SUCCESS', data: { isAdult: true } });

    await setToggle(false);
    // A flag app name of its own: the isolate's flag cache has not seen this toggle.
    const sf = storefront({ vars: { FLAGS_APP_NAME: `adult-flag-${Date.now()}` } });
    const fresh = await login(sf, 'fresh@demo.test', new Jar());
    const html = await (await browse(sf, fresh, '/products/1005')).text();
    expect(gateOf(html)).toBe('paused');
    expect(html).toContain('지금은 성인 인증을 잠시 이용할 수 없어요.');
    expect(html).not.toContain('id="pdp-title"');

    expect(await (await browse(sf, adult, '/products/1005')).text()).toContain('id="pdp-title"');
    expect(gateOf(await (await sf.fetch('/products/1005')).text())).toBe('visitor');

    const call = await browse(sf, fresh, '/api/v5/users/adult-verification', { method: 'POST', body: JSON.stringify({ adultVerificationKey: 'x'.repeat(40) }) });
    expect(call.status).toBe(409);
    expect(await call.json()).toMatchObject({ errorCode: 'ADULT_VERIFICATION_PAUSED' });
  });

  it('on: the same member is asked to verify', async () => {
    const sf = storefront({ vars: { FLAGS_APP_NAME: `adult-flag-on-${Date.now()}` } });
    const fresh = await login(sf, 'fresh@demo.test', new Jar());
    expect(gateOf(await (await browse(sf, fresh, '/products/1005')).text())).toBe('identity');
  });
});
