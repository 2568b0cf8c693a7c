import { describe, expect, it, vi } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { JWKS_REFETCH_MIN_MS } from '../../edge/context/access-token';
import { originUpstream, storefront } from './harness';
import { browse, type Jar, login, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * The session middleware in workerd against the reference origin: real logins, real JWKS,
 * and forged, expired, alg-none and malformed tokens, which must make a visitor, never an error.
 */
const sec = () => Math.floor(Date.now() / 1000);
const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

async function claimsOfCookie(jar: Jar) {
  const at = jar.values.get('sf_at')!;
  return JSON.parse(atob(at.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string; uid: string };
}

/** The origin, with a test key of ours added to its JWKS (so the test can mint genuine-looking tokens). */
async function withTestKey() {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'integration-test', alg: 'ES256', use: 'sig' };
  const inner = originUpstream();
  const upstream: UpstreamFetch = async (path, init) => {
    const res = await inner(path, init);
    if (path !== '/.well-known/jwks.json') return res;
    const body = (await res.json()) as { keys: JWK[] };
    return new Response(JSON.stringify({ keys: [...body.keys, jwk] }), { headers: { 'content-type': 'application/json' } });
  };
  const mint = (claims: { sub: string; uid: string; exp: number; iss?: string; aud?: string }) =>
    new SignJWT({ uid: claims.uid, name: '어른이' })
      .setProtectedHeader({ alg: 'ES256', kid: 'integration-test' })
      .setIssuer(claims.iss ?? 'storefront-origin')
      .setAudience(claims.aud ?? 'storefront')
      .setSubject(claims.sub)
      .setExpirationTime(claims.exp)
      .sign(privateKey);
  return { upstream, mint };
}

const countOf = async (res: Response) => ((await res.json()) as { data?: { count?: number } }).data?.count;
const cleared = (res: Response, name: string) => res.headers.getSetCookie().some((c) => c.startsWith(`${name}=;`) && /Max-Age=0/.test(c));

describe('session: login and cookies', () => {
  const sf = storefront();

  it('logs in through the edge and sets HttpOnly, Secure, SameSite=Lax session cookies on path /', async () => {
    const res = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: 'adult@demo.test', password: 'demo1234!' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: string; data: Record<string, unknown> };
    expect(body.result).toBe('SUCCESS');
    expect(body.data).toMatchObject({ userId: 'adult@demo.test', userName: '어른이' });
    expect(JSON.stringify(body)).not.toMatch(/accessToken|refreshToken/);
    const cookies = res.headers.getSetCookie();
    for (const name of ['sf_at', 'sf_rt']) {
      expect(cookies.find((c) => c.startsWith(`${name}=`))).toMatch(/; Path=\/; SameSite=Lax; Secure; HttpOnly$/);
    }
    expect(cookies.find((c) => c.startsWith('sf_user='))).not.toMatch(/HttpOnly/);
  });

  it('refuses a wrong password with 401 and the shape check before the upstream', async () => {
    const wrong = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: 'adult@demo.test', password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('sf_at='))).toBe(false);
    const shape = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ id: 'not an email', password: 'x' }),
    });
    expect(shape.status).toBe(400);
    expect(((await shape.json()) as { message: string }).message).toBe('이메일 형식으로 입력해주세요.');
  });

  it('refuses a login posted from another site', async () => {
    const res = await sf.fetch('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.test' },
      body: JSON.stringify({ id: 'adult@demo.test', password: 'demo1234!' }),
    });
    expect(res.status).toBe(403);
  });

  it('makes a member of the logged-in browser: cart count and the grade cookie', async () => {
    const jar = await login(sf, 'adult@demo.test');
    const res = await browse(sf, jar, '/api/v4/cart-item/item-count');
    expect(res.status).toBe(200);
    expect(typeof (await countOf(res))).toBe('number');
    expect(jar.values.get('sf_grade')).toMatch(/^\d+$/);
  });

  it('logs out: upstream session revoked, every cookie cleared', async () => {
    const jar = await login(sf, 'adult@demo.test');
    const rt = jar.values.get('sf_rt')!;
    const res = await browse(sf, jar, '/user/logout', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { message: string } }).data.message).toBe('정상적으로 로그아웃되었습니다.');
    for (const n of ['sf_at', 'sf_rt', 'sf_user', 'sf_grade']) expect(cleared(res, n)).toBe(true);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('sf_grade=') && !/Max-Age=0/.test(c))).toEqual([]);
    // The refresh token is dead upstream too.
    const refresh = await originUpstream()('/user/token/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: decodeURIComponent(rt) }) });
    expect(refresh.status).toBe(401);
  });
});

describe('session: bad tokens make a visitor, never an error', () => {
  it('forged: signed by a key the origin never published', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const jar = await login(storefront(), 'adult@demo.test');
    const claims = await claimsOfCookie(jar);
    const forged = await new SignJWT({ uid: claims.uid, name: 'x' })
      .setProtectedHeader({ alg: 'ES256', kid: 'made-up' })
      .setIssuer('storefront-origin')
      .setAudience('storefront')
      .setSubject(claims.sub)
      .setExpirationTime(sec() + 900)
      .sign(privateKey);
    const sf = storefront();
    const res = await sf.fetch('/api/v4/cart-item', {
      method: 'POST',
      headers: { cookie: `sf_at=${forged}`, 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ itemNo: 1001, lines: [{ optionNo: null, qty: 1 }] }),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('LOGIN_REQUIRED');
    expect(cleared(res, 'sf_at')).toBe(true);
  });

  it('alg none: the claims of a real member without a signature', async () => {
    const jar = await login(storefront(), 'adult@demo.test');
    const claims = await claimsOfCookie(jar);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: sec() + 900 })}.`;
    const sf = storefront();
    const page = await sf.fetch('/products/1001', { headers: { cookie: `sf_at=${none}` } });
    expect(page.status).toBe(200);
    expect(cleared(page, 'sf_at')).toBe(true);
    const count = await sf.fetch('/api/v4/cart-item', { method: 'POST', headers: { cookie: `sf_at=${none}`, 'content-type': 'application/json', origin: STOREFRONT_ORIGIN }, body: '{}' });
    expect(count.status).toBe(401);
  });

  it('expired without a refresh token: a visitor, cookies cleared', async () => {
    const { upstream, mint } = await withTestKey();
    const sf = storefront({ upstream });
    const expired = await mint({ sub: '1', uid: 'adult@demo.test', exp: sec() - 60 });
    const res = await sf.fetch('/api/v4/hearts', {
      method: 'POST',
      headers: { cookie: `sf_at=${expired}`, 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
      body: JSON.stringify({ itemNo: 1001 }),
    });
    expect(res.status).toBe(401);
    expect(cleared(res, 'sf_at')).toBe(true);
  });

  it('expired with a live refresh token: refreshed at the edge, new cookies, still a member', async () => {
    const { upstream, mint } = await withTestKey();
    const sf = storefront({ upstream });
    const jar = await login(sf, 'adult@demo.test');
    const claims = await claimsOfCookie(jar);
    const oldRt = jar.values.get('sf_rt');
    jar.values.set('sf_at', await mint({ sub: claims.sub, uid: claims.uid, exp: sec() - 60 }));
    const res = await browse(sf, jar, '/api/v4/cart-item/item-count');
    expect(res.status).toBe(200);
    expect(jar.values.get('sf_rt')).not.toBe(oldRt);
    expect(jar.values.get('sf_at')!.split('.')).toHaveLength(3);
    // The new token is the origin's own, and it works on the next request without refreshing.
    const again = await browse(sf, jar, '/api/v4/cart-item/item-count');
    expect(again.headers.getSetCookie().some((c) => c.startsWith('sf_at='))).toBe(false);
  });

  it('the refresh memo serves only the same cookie pair: parallel requests share one refresh, a spent refresh token alone is sent upstream', async () => {
    const { upstream: inner, mint } = await withTestKey();
    const refreshes: string[] = [];
    const upstream: UpstreamFetch = (path, init) => {
      if (path.includes('token/refresh')) refreshes.push(path);
      return inner(path, init);
    };
    const sf = storefront({ upstream });
    const jar = await login(sf, 'minor@demo.test');
    const claims = await claimsOfCookie(jar);
    const rt = jar.values.get('sf_rt')!;
    const cookie = `sf_at=${await mint({ sub: claims.sub, uid: claims.uid, exp: sec() - 60 })}; sf_rt=${rt}`;
    // One page load: parallel requests with the same pair, one refresh, all members.
    const parallel = await Promise.all([1, 2, 3].map(() => sf.fetch('/api/v4/cart-item/item-count', { headers: { cookie } })));
    expect(parallel.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refreshes).toHaveLength(1);
    // Only the refresh token, without the access token it came with: not from the memo. The
    // upstream decides (the reference origin's own 5 s grace for sibling tabs is its business).
    await (await sf.fetch('/login', { headers: { cookie: `sf_rt=${rt}` }, redirect: 'manual' })).text();
    expect(refreshes).toHaveLength(2);
  });

  it('the refresh memo lasts 10 s, not 30: a pair that leaked after its page load is sent upstream again', async () => {
    const { upstream: inner, mint } = await withTestKey();
    const refreshes: string[] = [];
    const upstream: UpstreamFetch = (path, init) => {
      if (path.includes('token/refresh')) refreshes.push(path);
      return inner(path, init);
    };
    const sf = storefront({ upstream });
    const jar = await login(sf, 'minor@demo.test');
    const claims = await claimsOfCookie(jar);
    const cookie = `sf_at=${await mint({ sub: claims.sub, uid: claims.uid, exp: sec() - 60 })}; sf_rt=${jar.values.get('sf_rt')!}`;
    const count = async () => (await sf.fetch('/api/v4/cart-item/item-count', { headers: { cookie } })).text();
    await count();
    expect(refreshes).toHaveLength(1);
    // Literal bounds, not REFRESH_MEMO_MS: a memo lengthened back to 30 s must fail here.
    const start = Date.now();
    const later = vi.spyOn(Date, 'now');
    try {
      later.mockReturnValue(start + 9_000);
      await count();
      expect(refreshes).toHaveLength(1);
      later.mockReturnValue(start + 10_500);
      await count();
      expect(refreshes).toHaveLength(2);
    } finally {
      later.mockRestore();
    }
  });

  it('wrong issuer or audience from a listed key: a visitor', async () => {
    const { upstream, mint } = await withTestKey();
    const sf = storefront({ upstream });
    for (const over of [{ iss: 'elsewhere' }, { aud: 'other-app' }]) {
      const t = await mint({ sub: '1', uid: 'adult@demo.test', exp: sec() + 900, ...over });
      const res = await sf.fetch('/api/v4/hearts', {
        method: 'POST',
        headers: { cookie: `sf_at=${t}`, 'content-type': 'application/json', origin: STOREFRONT_ORIGIN },
        body: JSON.stringify({ itemNo: 1001 }),
      });
      expect(res.status).toBe(401);
    }
  });

  it.each(['garbage', 'a.b.c', '%E0%A4%A', '"quoted"', 'eyJhbGciOiJub25lIn0.e30.', 'x'.repeat(6000)])('malformed %j: the page renders for a visitor', async (value) => {
    const res = await storefront().fetch('/products/1001', { headers: { cookie: `sf_at=${value}; sf_rt=junk; sf_grade=99` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="pdp-title"');
  });

  it('honours key rotation: a token of a newly rotated key verifies after one JWKS refetch', async () => {
    let clock = Date.now();
    const sf = storefront({ jwksClock: () => clock });
    const first = await login(sf, 'adult@demo.test');
    expect((await browse(sf, first, '/api/v4/cart-item/item-count')).status).toBe(200);
    const rotated = await originUpstream()('/internal/keys/rotate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ purpose: 'access' }) });
    expect(rotated.status).toBe(200);
    // Past the one-second limit on refetching the key set, without sleeping.
    clock += JWKS_REFETCH_MIN_MS;
    const second = await login(sf, 'adult@demo.test');
    const res = await browse(sf, second, '/api/v4/hearts', { method: 'POST', body: JSON.stringify({ itemNo: 1001 }) });
    expect(res.status).toBe(200);
  });
});
