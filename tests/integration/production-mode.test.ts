import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createOriginApp } from '../../origin/app';
import { signSandboxJwt } from '../../origin/auth/sandbox-jwt';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { FLAGS_KEY, originUpstream, storefront } from './harness';
import { browse, Jar, login, providerKey, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 10 item 1: production is the default, development is asked for. A worker deployed
 * without ENVIRONMENT (or with any value but development/test) offers no sandbox provider, seeds
 * no demo member, accepts nothing a sandbox signed, and never falls back to a sandbox for a
 * provider that is not configured.
 */
const DB = (env as unknown as { DB: D1Database }).DB;
const origin = createOriginApp();

/** The reference origin as deployed: ENVIRONMENT from its wrangler.toml, or none at all. */
function originAs(environment: string | undefined): UpstreamFetch {
  const vars = { DB, FLAGS_KEY, ...(environment === undefined ? {} : { ENVIRONMENT: environment }) };
  return async (path, init) => origin.fetch(new Request(`http://origin.internal${path}`, init), vars);
}

/** Records every path the edge sends upstream. */
function spy(inner: UpstreamFetch): UpstreamFetch & { paths: string[] } {
  const paths: string[] = [];
  const fn = ((path: string, init?: RequestInit) => {
    paths.push(path);
    return inner(path, init);
  }) as UpstreamFetch & { paths: string[] };
  fn.paths = paths;
  return fn;
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN }, body: JSON.stringify(body) });

describe('a production origin', () => {
  // First in this file, on a database nothing has touched: no member may exist but real sign-ups.
  it('seeds no demo member: the demo password logs nobody in', async () => {
    for (const environment of [undefined, 'production', '', 'staging']) {
      const res = await originAs(environment)('/user/login', json({ id: 'adult@demo.test', password: 'demo1234!' }));
      expect(res.status, String(environment)).toBe(401);
      expect(await res.json()).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_CREDENTIALS' });
    }
    const row = await DB.prepare("SELECT COUNT(*) AS n FROM members WHERE user_id LIKE '%@demo.test'")
      .first<{ n: number }>()
      .catch(() => ({ n: 0 }));
    expect(row?.n ?? 0).toBe(0);
  });

  it('serves no sandbox provider, however the path is spelled', async () => {
    const prod = originAs(undefined);
    for (const path of [
      '/sandbox/identity?purpose=ci&origin=http://127.0.0.1:1',
      '/sandbox/%69dentity?purpose=adult&origin=http://127.0.0.1:1',
      '/sandbox/identity/result.js',
      '/sandbox/social/naver/authorize?redirect_uri=http://127.0.0.1/x&state=s',
      '/sandbox/ad-tracking?limit=5',
      '/sandbox/events',
    ]) {
      const res = await prod(path);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
    const post = await prod('/sandbox/identity', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'purpose=adult&origin=http://127.0.0.1:1&name=a&birthDate=1990-01-01&gender=F&phone=010-1234-5678',
    });
    expect(post.status).toBe(404);
    const ad = await prod('/sandbox/ad-tracking', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(ad.status).toBe(404);
  });

  it('refuses sandbox-signed verification keys and social tokens, and exchanges no sandbox code', async () => {
    // A member of a development database (the sandbox seeded it) holding a key the sandbox signed.
    const dev = originUpstream();
    const loggedIn = await dev('/user/login', json({ id: 'fresh@demo.test', password: 'demo1234!' }));
    const { data } = (await loggedIn.json()) as { data: { accessToken: string } };
    const auth = { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' };
    const key = await providerKey('ci', { name: '새회원', birthDate: '1990-01-01' });
    const prod = originAs('production');

    const body = JSON.stringify({ identityVerificationToken: key });
    const personal = await prod('/api/v6/users/personal-info', { method: 'POST', headers: auth, body });
    expect(personal.status).toBe(400);
    expect(await personal.json()).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_VERIFICATION_TOKEN' });
    // The same key is good in development: production refused it for what signed it, and did not spend it.
    expect(await (await dev('/api/v6/users/personal-info', { method: 'POST', headers: auth, body })).json()).toMatchObject({ result: 'SUCCESS' });
    const adult = await prod('/api/v5/users/adult-verification', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ adultVerificationKey: await signSandboxJwt(DB, { purpose: 'adult', name: '새회원', birthDate: '1990-01-01' }, 300) }),
    });
    expect(adult.status).toBe(400);
    expect(await adult.json()).toMatchObject({ result: 'FAIL' });

    const social = await signSandboxJwt(
      DB,
      { purpose: 'social', provider: 'naver', sub: 'naver-1', name: '소셜', email: 'social@example.test', gender: 'F', redirect_uri: 'http://127.0.0.1:8787/login/social/naver/callback' },
      300,
    );
    const sns = await prod('/user/sns-login', json({ access_token: social, social_type: 'naver', redirect_uri: 'http://127.0.0.1:8787/login/social/naver/callback' }));
    expect(sns.status).toBe(401);
    expect(await sns.json()).toMatchObject({ result: 'FAIL', errorCode: 'INVALID_SOCIAL_TOKEN' });

    const exchange = await prod('/api/v4/oauth/naver/token', json({ code: 'x'.repeat(20), redirectUri: 'http://127.0.0.1:8787/login/social/naver/callback' }));
    expect(exchange.status).toBe(503);
    expect(await exchange.json()).toMatchObject({ result: 'FAIL', errorCode: 'PROVIDER_UNAVAILABLE' });
  });

  it('publishes access keys only: a verifier of access tokens never holds the sandbox key', async () => {
    await signSandboxJwt(DB, { purpose: 'adult' }, 60);
    const jwks = (await (await originAs('test')('/.well-known/jwks.json')).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const k of jwks.keys) expect(k.kid.startsWith('access-'), k.kid).toBe(true);
  });
});

describe('a production edge', () => {
  it('forwards nothing under /sandbox, however spelled, with any method', async () => {
    const upstream = spy(originUpstream());
    for (const vars of [{ ENVIRONMENT: '' }, { ENVIRONMENT: 'production' }]) {
      const sf = storefront({ upstream, vars });
      for (const [method, path] of [
        ['GET', '/sandbox/social/naver/authorize?redirect_uri=x&state=s'],
        ['GET', '/sandbox/%69dentity?purpose=adult&origin=http://127.0.0.1:1'],
        ['GET', '/%73andbox/identity?purpose=ci&origin=http://127.0.0.1:1'],
        ['POST', '/sandbox/identity'],
        ['PUT', '/sandbox/identity'],
        ['DELETE', '/sandbox/social/naver/authorize'],
      ] as const) {
        const res = await sf.fetch(path, { method, headers: { origin: STOREFRONT_ORIGIN } });
        expect(res.status, `${method} ${path}`).toBe(404);
        await res.body?.cancel();
      }
    }
    expect(upstream.paths.filter((p) => /sandbox|%73andbox|%69dentity/i.test(p))).toEqual([]);
  });

  it("in development forwards only the providers' own paths and methods, as the origin will read them", async () => {
    const upstream = spy(originUpstream());
    const sf = storefront({ upstream, vars: { ENVIRONMENT: 'development', IDENTITY_PROVIDER_ORIGIN: 'http://127.0.0.1:8787' } });
    const page = await sf.fetch('/sandbox/%69dentity?purpose=ci&origin=http://127.0.0.1:8787');
    expect(page.status).toBe(200);
    await page.body?.cancel();
    expect(upstream.paths).toContain('/sandbox/identity?purpose=ci&origin=http://127.0.0.1:8787');
    const before = upstream.paths.length;
    // The origin serves some of these (its event log, the ad-tracking record), so a 404 alone
    // would not tell the edge's refusal from the origin's: nothing may be forwarded.
    for (const [method, path] of [
      ['PUT', '/sandbox/identity'],
      ['DELETE', '/sandbox/identity'],
      ['GET', '/sandbox/internal'],
      ['GET', '/sandbox/social/naver/token'],
      ['GET', '/sandbox/events'],
      ['GET', '/sandbox/ad-tracking?limit=5'],
      ['POST', '/sandbox/ad-tracking'],
    ] as const) {
      const res = await sf.fetch(path, { method, headers: { origin: STOREFRONT_ORIGIN } });
      expect(res.status, `${method} ${path}`).toBe(404);
      await res.text();
    }
    expect(upstream.paths.slice(before).filter((p) => p.startsWith('/sandbox'))).toEqual([]);
  });

  it('offers no social login and no demo hint unless configured, and never sends a shopper to a sandbox', async () => {
    const sf = storefront({ vars: { ENVIRONMENT: 'production' } });
    const page = await (await sf.fetch('/login')).text();
    expect(page).not.toContain('data-social=');
    expect(page).not.toContain('demo1234');
    const start = await sf.fetch('/login/social/naver?returnTo=/products/1001', { redirect: 'manual' });
    expect(start.status).toBe(503);
    expect(start.headers.get('location')).toBeNull();
    expect(await start.text()).toContain('지금은 간편 로그인을 이용할 수 없어요');

    // Plain http is not a provider a production edge sends shoppers to.
    const http = storefront({ vars: { ENVIRONMENT: 'production', SOCIAL_AUTHORIZE_URL: 'http://auth.example.test/{provider}/authorize' } });
    expect((await http.fetch('/login/social/naver', { redirect: 'manual' })).status).toBe(503);

    const configured = storefront({ vars: { ENVIRONMENT: 'production', SOCIAL_AUTHORIZE_URL: 'https://auth.example.test/oauth/{provider}/authorize' } });
    expect(await (await configured.fetch('/login')).text()).toContain('data-social="naver"');
    const redirect = await configured.fetch('/login/social/kakao?returnTo=/products/1001', { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const to = new URL(redirect.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe('https://auth.example.test/oauth/kakao/authorize');
    expect(to.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:8787/login/social/kakao/callback');
    expect(to.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the adult gate shut when no identity provider is configured', async () => {
    const adultItem = 1005;
    const gateOf = async (vars: Record<string, string>) => {
      const sf = storefront({ vars });
      const jar = await login(sf, 'adult@demo.test', new Jar());
      const html = await (await browse(sf, jar, `/products/${adultItem}`)).text();
      return { step: /data-gate-step="([a-z]+)"/.exec(html)?.[1], provider: /"providerOrigin":"([^"]*)"/.exec(html)?.[1] };
    };
    expect(await gateOf({ ENVIRONMENT: 'production' })).toEqual({ step: 'unavailable', provider: '' });
    // An http provider is not trusted in production either.
    expect((await gateOf({ ENVIRONMENT: 'production', IDENTITY_PROVIDER_ORIGIN: 'http://id.example.test' })).step).toBe('unavailable');
    expect(await gateOf({ ENVIRONMENT: 'production', IDENTITY_PROVIDER_ORIGIN: 'https://id.example.test' })).toEqual({ step: 'verify', provider: 'https://id.example.test' });
    expect(await gateOf({ ENVIRONMENT: 'test' })).toEqual({ step: 'verify', provider: 'http://localhost:8787' });
  });

  it('/healthz names what a production edge lacks', async () => {
    const dev = await (await storefront({ vars: { ENVIRONMENT: 'development' } }).fetch('/healthz')).json();
    expect(dev).toMatchObject({ ok: true, environment: 'development', missing: [] });
    const prod = await (await storefront({ vars: { ENVIRONMENT: 'production' } }).fetch('/healthz')).json();
    // (The harness injects its upstream, so ORIGIN and UPSTREAM_URL are missing here too.)
    expect(prod).toMatchObject({ ok: true, environment: 'production', missing: expect.arrayContaining(['IDENTITY_PROVIDER_ORIGIN', 'SOCIAL_AUTHORIZE_URL', 'IMAGE_URL_KEY']) });
  });
});
