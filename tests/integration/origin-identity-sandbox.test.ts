import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { sandboxIdentityCopy } from '../../origin/copy/sandbox-ko';
import { ciOf, diOf } from '../../origin/sandbox/identity/ci';
import { attr, originEnv, person, postSandboxForm, rawFetch, STOREFRONT } from './origin-identity-harness';

const t = sandboxIdentityCopy;
const get = async (query: string, env = originEnv) => {
  const res = await rawFetch(new Request(`http://localhost:8787/sandbox/identity${query}`), env);
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const q = (purpose: string, origin: string) => `?purpose=${encodeURIComponent(purpose)}&origin=${encodeURIComponent(origin)}`;

describe('GET /sandbox/identity', () => {
  it('shows an empty form labelled 샌드박스 for each purpose, under a strict CSP', async () => {
    for (const purpose of ['ci', 'adult'] as const) {
      const res = await get(q(purpose, STOREFRONT));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.html).toContain('샌드박스');
      expect(res.html).toContain(purpose === 'ci' ? t.purposeCi : t.purposeAdult);
      for (const field of ['name', 'birthDate', 'phone']) expect(res.html).toMatch(new RegExp(`name="${field}" value=""`));
      expect(res.html).not.toContain('checked');
      expect(attr(res.html, 'name="origin" value')).toBe(STOREFRONT);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.html).not.toMatch(/<script(?![^>]*\bsrc=)/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses an unknown purpose and any origin it may not post to, before the shopper types', async () => {
    for (const query of [q('both', STOREFRONT), q('ci', 'http://evil.test'), q('ci', 'http://localhost:8787'), q('ci', `${STOREFRONT}/x`), '?purpose=ci', '']) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.html).not.toContain('<form');
    }
    expect((await get(q('ci', 'http://evil.test'))).html).toContain(t.originNotAllowed);
    expect((await get(q('ci', 'http://127.0.0.1:8811'))).status).toBe(200);
  });

  it('follows IDENTITY_ALLOWED_ORIGINS when it is set', async () => {
    const env = { ...originEnv, IDENTITY_ALLOWED_ORIGINS: 'https://shop.example' };
    expect((await get(q('ci', 'https://shop.example'), env)).status).toBe(200);
    expect((await get(q('ci', STOREFRONT), env)).status).toBe(400);
  });
});

describe('POST /sandbox/identity', () => {
  it('signs a five-minute single-purpose key with a stable CI and hands it only to the allowed origin', async () => {
    const who = person({ name: '이샌드', birthDate: '1988-12-01', gender: 'M' });
    const res = await postSandboxForm({ purpose: 'adult', origin: `${STOREFRONT}/`, ...who, phone: `${who.phone.slice(0, 3)}-${who.phone.slice(3, 7)}-${who.phone.slice(7)}` });
    expect(res.status).toBe(200);
    expect(res.html).toContain('<script src="/sandbox/identity/result.js"></script>');
    expect(attr(res.html, 'data-target-origin')).toBe(STOREFRONT);
    expect(attr(res.html, 'data-delivery')).toBe('opener');
    const key = attr(res.html, 'data-key')!;
    expect(decodeProtectedHeader(key)).toMatchObject({ alg: 'ES256' });
    const claims = decodeJwt(key);
    const proof = { name: who.name, birthDate: who.birthDate, phone: who.phone };
    expect(claims).toMatchObject({ purpose: 'adult', name: who.name, birthDate: '1988-12-01', gender: 'M', phone: who.phone, ci: await ciOf(proof), di: await diOf(proof) });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(typeof claims.jti).toBe('string');
    const again = decodeJwt(attr((await postSandboxForm({ purpose: 'adult', origin: STOREFRONT, ...who })).html, 'data-key')!);
    expect(again.ci).toBe(claims.ci);
    expect(again.jti).not.toBe(claims.jti);
  });

  it('shows Korean messages beside the fields and keeps what was typed, with no key', async () => {
    const res = await postSandboxForm({ purpose: 'ci', origin: STOREFRONT, name: '<홍>', birthDate: '2099-01-01', phone: '12345' });
    expect(res.status).toBe(400);
    for (const message of [t.formInvalid, t.invalidName, t.futureBirthDate, t.invalidGender, t.invalidPhone]) expect(res.html).toContain(message);
    expect(res.html).toContain('value="&#60;홍&#62;"');
    expect(res.html).not.toContain('data-key');
  });

  it('never issues a key for an origin it may not post to, nor for junk bodies', async () => {
    const who = person();
    for (const origin of ['http://evil.test', '*', '']) {
      const res = await postSandboxForm({ purpose: 'ci', origin, ...who });
      expect(res.status).toBe(400);
      expect(res.html).not.toContain('data-key');
    }
    const junk = await rawFetch(new Request('http://localhost:8787/sandbox/identity', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' }));
    expect(junk.status).toBe(400);
    const json = await rawFetch(new Request('http://localhost:8787/sandbox/identity', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }));
    expect(json.status).toBe(400);
  });

  it('calls the app callback instead inside the app web view', async () => {
    const res = await postSandboxForm({ purpose: 'ci', origin: STOREFRONT, ...person() }, { userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148 StorefrontApp/iOS/5.12.0(758)' });
    expect(res.status).toBe(200);
    expect(attr(res.html, 'data-delivery')).toBe('app');
  });
});

describe('GET /sandbox/identity/result.js', () => {
  it('posts to the page-given origin (never *) or the app callback, then closes', async () => {
    const res = await rawFetch(new Request('http://localhost:8787/sandbox/identity/result.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const js = await res.text();
    expect(js).toContain("window.opener.postMessage({ type: 'identity-verification', purpose: purpose, key: key }, target)");
    expect(js).toContain("{ type: 'identityVerificationResult', key: key }");
    expect(js).toContain('StorefrontAndroid.postMessage(JSON.stringify(message))');
    expect(js).toContain('window.close()');
    expect(js).not.toMatch(/postMessage\([^)]*'\*'\)/);
    expect((await rawFetch(new Request('http://localhost:8787/sandbox/identity/style.css'))).headers.get('content-type')).toContain('text/css');
  });
});
