import { describe, expect, it } from 'vitest';
import { createExecutionContext } from 'cloudflare:test';
import { createEdgeApp } from '../../edge/app';
import { keyFromMessage } from '../../src/identity/trusted-origin';
import { FLAGS_KEY, originUpstream, storefront } from './harness';
import { browse, login, providerKey, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Identity (CI) from a token (spec 4.3, 4.4) through the edge, with the outcomes of spec 8, and
 * the trust boundary of the verification key: the provider on its own origin, keys accepted
 * only from it.
 */
const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
type Answer = { result: string; errorCode?: string; message?: string; data?: { gender?: string; birthDate?: string } | null };

describe('identity from a token', () => {
  const sf = storefront();

  it('needs a member', async () => {
    const res = await sf.fetch('/api/v6/users/personal-info', { method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN }, body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ errorCode: 'LOGIN_REQUIRED', message: '로그인이 필요해요.' });
  });

  it('answers each refusal with its code and message, then verifies the member under the sign-up name', async () => {
    const jar = await login(sf, 'fresh@demo.test');
    const check = await browse(sf, jar, '/api/v5/users/personal-info/ci:check');
    expect(((await check.json()) as Answer).data).toBeNull();

    const missing = await browse(sf, jar, '/api/v6/users/personal-info', post({ type: 'UNKNOWN_CI_VERIFICATION' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ result: 'FAIL', message: '본인인증 key가 존재하지 않습니다.' });

    const otherName = await providerKey('ci', { name: '다른사람', birthDate: '1995-03-03' });
    const mismatch = await browse(sf, jar, '/api/v6/users/personal-info', post({ identityVerificationToken: otherName, type: 'UNKNOWN_CI_VERIFICATION' }));
    expect(mismatch.status).toBeGreaterThanOrEqual(400);
    expect(await mismatch.json()).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_USER_PERSONAL_AUTH_INFO' });

    const child = await providerKey('ci', { name: '새회원', birthDate: `${new Date().getUTCFullYear() - 10}-01-01` });
    const young = await browse(sf, jar, '/api/v6/users/personal-info', post({ identityVerificationToken: child, type: 'UNKNOWN_CI_VERIFICATION' }));
    expect(await young.json()).toMatchObject({ result: 'FAIL', errorCode: 'AGE_RESTRICTION' });

    const wrongPurpose = await providerKey('adult', { name: '새회원', birthDate: '1995-03-03' });
    const wrong = await browse(sf, jar, '/api/v6/users/personal-info', post({ identityVerificationToken: wrongPurpose, type: 'UNKNOWN_CI_VERIFICATION' }));
    expect(await wrong.json()).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_VERIFICATION_TOKEN' });

    const good = await providerKey('ci', { name: '새회원', birthDate: '1995-03-03', gender: 'F' });
    const done = await browse(sf, jar, '/api/v6/users/personal-info', post({ identityVerificationToken: good, type: 'UNKNOWN_CI_VERIFICATION' }));
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ result: 'SUCCESS', data: { gender: 'F', birthDate: '1995-03-03' } });

    const reused = await browse(sf, jar, '/api/v6/users/personal-info', post({ identityVerificationToken: good, type: 'UNKNOWN_CI_VERIFICATION' }));
    expect(((await reused.json()) as Answer).result).toBe('FAIL');

    const after = await browse(sf, jar, '/api/v5/users/personal-info/ci:check');
    expect(((await after.json()) as Answer).data).toMatchObject({ birthDate: '1995-03-03' });

    // Identity done: the gate now asks for adult verification, then opens for this adult.
    const gate = await (await browse(sf, jar, '/products/1005')).text();
    expect(gate).toContain('data-adult-gate="verify"');
    const adultKey = await providerKey('adult', { name: '새회원', birthDate: '1995-03-03', gender: 'F' });
    const adult = await browse(sf, jar, '/api/v5/users/adult-verification', post({ adultVerificationKey: adultKey }));
    expect(await adult.json()).toMatchObject({ result: 'SUCCESS', data: { isAdult: true } });
    expect(await (await browse(sf, jar, '/products/1005')).text()).toContain('id="pdp-title"');
  });
});

describe('the verification key crosses origins only from the trusted provider', () => {
  const edge = createEdgeApp({ upstream: originUpstream() });
  const at = (origin: string, path: string, init?: RequestInit) =>
    edge.fetch(new Request(`${origin}${path}`, { redirect: 'manual', ...init }), { FLAGS_KEY, ENVIRONMENT: 'test' }, createExecutionContext());

  it('sends the storefront host to the provider origin (the other loopback name)', async () => {
    const res = await at('http://127.0.0.1:8787', '/sandbox/identity?purpose=ci&origin=http%3A%2F%2F127.0.0.1%3A8787');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:8787/sandbox/identity?purpose=ci&origin=http%3A%2F%2F127.0.0.1%3A8787');
  });

  it('serves the sandbox provider on its own origin, labelled 샌드박스', async () => {
    const res = await at('http://localhost:8787', '/sandbox/identity?purpose=ci&origin=http%3A%2F%2F127.0.0.1%3A8787');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('샌드박스');
  });

  it('the provider refuses to hand a key to an untrusted origin', async () => {
    const res = await at('http://localhost:8787', '/sandbox/identity?purpose=ci&origin=https%3A%2F%2Fevil.test');
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('data-key');
  });

  it('the storefront ignores key messages from any origin but the provider', async () => {
    const key = await providerKey('ci', { name: '새회원', birthDate: '1995-03-03' });
    const data = { type: 'identity-verification', purpose: 'ci', key };
    const trusted = 'http://localhost:8787';
    const from = (origin: string, d: unknown = data) => keyFromMessage({ origin, data: d }, trusted, 'ci');
    expect(from(trusted)).toBe(key);
    for (const origin of ['https://evil.test', 'http://127.0.0.1:8787', 'http://localhost:8788', 'null', '']) expect(from(origin)).toBeNull();
    expect(from(trusted, { ...data, purpose: 'adult' })).toBeNull();
    expect(from(trusted, JSON.stringify(data))).toBeNull();
  });

  it('the gate page tells the browser the provider origin it trusts', async () => {
    const sf = storefront();
    const jar = await login(sf, 'minor@demo.test');
    const html = await (await browse(sf, jar, '/products/1005')).text();
    expect(html).toContain('"providerOrigin":"http://localhost:8787"');
  });
});
