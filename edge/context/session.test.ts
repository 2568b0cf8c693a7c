import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { AppEnv } from '../app-env';
import type { UpstreamFetch } from '../upstream/transport';
import { gradeFromCookie, memberOf, session, toSession } from './session';

const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
const sec = () => Math.floor(Date.now() / 1000);

const sign = (exp = sec() + 900, key: CryptoKey = privateKey, extra: Record<string, unknown> = {}) =>
  new SignJWT({ uid: 'adult@demo.test', name: '어른이', ...extra })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer('storefront-origin')
    .setAudience('storefront')
    .setSubject('7')
    .setExpirationTime(exp)
    .sign(key);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Rig {
  level?: () => Response;
  refresh?: () => Promise<Response>;
  jwksDown?: boolean;
  /** `GET /user/token/status`: live by default. */
  status?: () => Response;
  /** The liveness memo's clock (session's `jwksClock`). */
  clock?: () => number;
}

function rig(o: Rig = {}) {
  const calls: string[] = [];
  const upstream: UpstreamFetch = async (path) => {
    calls.push(path);
    if (path === '/.well-known/jwks.json') return o.jwksDown ? json({}, 503) : json({ keys: [jwk] });
    if (path === '/api/v4/user-level') return o.level?.() ?? json({ result: 'SUCCESS', data: { levelId: 30 } });
    if (path === '/user/token/status') return o.status?.() ?? json({ result: 'SUCCESS', data: { active: true, userNo: 7 } });
    if (path === '/user/token/refresh') return (await o.refresh?.()) ?? json({ result: 'FAIL', errorCode: 'INVALID_REFRESH_TOKEN' }, 401);
    return json({}, 404);
  };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('upstream', upstream);
    await next();
  });
  app.use('*', session(o.clock ? { jwksClock: o.clock } : {}));
  app.get('/', (c) => {
    const m = memberOf(c);
    return c.json({
      member: m ? { userNo: m.userNo, userId: m.userId, grade: m.grade ?? null } : null,
      user: m ? { email: m.email ?? null, gender: m.gender ?? null, gradeName: m.gradeName ?? null } : null,
    });
  });
  const get = async (cookie?: string) => {
    const res = await app.request('/', { headers: cookie ? { cookie } : {} });
    return {
      body: (await res.json()) as { member: { userNo: number; userId: string; grade: number | null } | null; user: { email: string | null; gender: string | null; gradeName: string | null } | null },
      cookies: res.headers.getSetCookie(),
      res,
    };
  };
  return { get, calls };
}

const named = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`));

describe('session()', () => {
  it('carries the e-mail, gender and grade name of spec 3.7; a bad gender claim reads as unknown', async () => {
    const r = rig();
    const { body } = await get(r, `sf_at=${await sign(undefined, undefined, { email: 'adult@demo.test', gender: 'M' })}`);
    expect(body.user).toEqual({ email: 'adult@demo.test', gender: 'M', gradeName: 'ORANGE' });
    const odd = await get(rig(), `sf_at=${await sign(undefined, undefined, { gender: 'X', email: 42 })}; sf_grade=10`);
    expect(odd.body.user).toEqual({ email: null, gender: '', gradeName: 'VIP' });
  });

  it('makes a member of a valid token and fetches the grade when its cookie is missing', async () => {
    const r = rig();
    const { body, cookies } = await get(r, `sf_at=${await sign()}`);
    expect(body.member).toEqual({ userNo: 7, userId: 'adult@demo.test', grade: 30 });
    expect(named(cookies, 'sf_grade')).toMatch(/^sf_grade=30; Max-Age=1800; Path=\/; SameSite=Lax; Secure$/);
  });

  it('takes the grade from its cookie without asking user-level', async () => {
    const r = rig();
    const { body, cookies } = await get(r, `sf_at=${await sign()}; sf_grade=10; sf_user=x`);
    expect(body.member?.grade).toBe(10);
    expect(r.calls).not.toContain('/api/v4/user-level');
    expect(cookies).toEqual([]);
  });

  it('sets no grade cookie when user-level answers FAIL (spec 8), and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const r = rig({ level: () => json({ result: 'FAIL', message: 'no level', errorCode: 'X' }) });
    const { body, cookies } = await get(r, `sf_at=${await sign()}`);
    expect(body.member?.grade).toBeNull();
    expect(named(cookies, 'sf_grade')).toBeUndefined();
    expect(log).toHaveBeenCalledWith('[session] user-level failed:', 'no level');
    log.mockRestore();
  });

  it('removes the grade cookie of a visitor', async () => {
    const { body, cookies } = await get(rig(), 'sf_grade=10');
    expect(body.member).toBeNull();
    expect(named(cookies, 'sf_grade')).toMatch(/^sf_grade=; Max-Age=0/);
  });

  it('treats a forged token as a visitor and clears every auth cookie', async () => {
    const other = await generateKeyPair('ES256');
    const { body, cookies, res } = await get(rig(), `sf_at=${await sign(sec() + 900, other.privateKey)}; sf_rt=abc`);
    expect(res.status).toBe(200);
    expect(body.member).toBeNull();
    for (const n of ['sf_at', 'sf_rt', 'sf_user', 'sf_grade']) expect(named(cookies, n)).toMatch(/Max-Age=0/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refreshes an expired token with the refresh cookie and writes the new cookies', async () => {
    const fresh = await sign();
    const r = rig({ refresh: async () => json({ result: 'SUCCESS', data: { accessToken: fresh, refreshToken: 'rt-2' } }) });
    const { body, cookies } = await get(r, `sf_at=${await sign(sec() - 5)}; sf_rt=rt-1`);
    expect(body.member?.userNo).toBe(7);
    expect(named(cookies, 'sf_at')).toBe(`sf_at=${fresh}; Max-Age=2592000; Path=/; SameSite=Lax; Secure; HttpOnly`);
    expect(named(cookies, 'sf_rt')).toMatch(/^sf_rt=rt-2; .*HttpOnly$/);
    expect(named(cookies, 'sf_user')).not.toMatch(/HttpOnly/);
  });

  it('spends a refresh token once even when requests race', async () => {
    const fresh = await sign();
    let refreshes = 0;
    const r = rig({ refresh: async () => (refreshes++, json({ result: 'SUCCESS', data: { accessToken: fresh, refreshToken: 'rt-2' } })) });
    const expired = await sign(sec() - 5);
    const both = await Promise.all([get(r, `sf_at=${expired}; sf_rt=rt-1`), get(r, `sf_at=${expired}; sf_rt=rt-1`)]);
    expect(both.map((b) => b.body.member?.userNo)).toEqual([7, 7]);
    expect(refreshes).toBe(1);
  });

  it('clears the cookies when the refresh is refused', async () => {
    const { body, cookies } = await get(rig(), `sf_at=${await sign(sec() - 5)}; sf_rt=spent`);
    expect(body.member).toBeNull();
    expect(named(cookies, 'sf_at')).toMatch(/Max-Age=0/);
  });

  it('keeps the cookies of a visitor-for-now when the JWKS is unreachable', async () => {
    const { body, cookies } = await get(rig({ jwksDown: true }), `sf_at=${await sign()}; sf_rt=x`);
    expect(body.member).toBeNull();
    expect(cookies).toEqual([]);
  });

  it('makes a visitor of a token whose session the origin ended: the name hint goes, the tokens stay to expire', async () => {
    const { body, cookies } = await get(rig({ status: () => json({ result: 'FAIL', errorCode: 'LOGIN_REQUIRED' }, 401) }), `sf_at=${await sign()}; sf_rt=x; sf_user=hint`);
    expect(body.member).toBeNull();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['sf_user']);
    expect(named(cookies, 'sf_user')).toMatch(/Max-Age=0/);
  });

  it('never brings an ended session back through a reused refresh answer (a replayed old pair)', async () => {
    let t = Date.now();
    let ended = false;
    const fresh = await sign();
    const r = rig({
      clock: () => t,
      refresh: async () => json({ result: 'SUCCESS', data: { accessToken: fresh, refreshToken: 'rt-2' } }),
      status: () => (ended ? json({ result: 'FAIL', errorCode: 'LOGIN_REQUIRED' }, 401) : json({ result: 'SUCCESS', data: { active: true, userNo: 7 } })),
    });
    const old = `sf_at=${await sign(sec() - 5)}; sf_rt=rt-1`;
    expect((await get(r, old)).body.member?.userNo).toBe(7);
    // The session ends at the origin; past the liveness bound the new token is a visitor.
    ended = true;
    t += 6_000;
    expect((await get(r, `sf_at=${fresh}; sf_rt=rt-2`)).body.member).toBeNull();
    // The old pair again, while its refresh answer is still reused: a visitor, and no new cookies.
    const replay = await get(r, old);
    expect(replay.body.member).toBeNull();
    expect(named(replay.cookies, 'sf_at')).toBeUndefined();
    expect((await get(r, `sf_at=${fresh}; sf_rt=rt-2`)).body.member).toBeNull();
  });

  it('makes a visitor-for-now, cookies kept, when the origin cannot say whether the session lives', async () => {
    const { body, cookies } = await get(rig({ status: () => json({}, 503) }), `sf_at=${await sign()}; sf_rt=x; sf_user=hint`);
    expect(body.member).toBeNull();
    expect(cookies).toEqual([]);
  });

  it.each(['sf_at=', 'sf_at=%E0%A4%A', 'sf_at="x.y.z"', 'sf_at=a.b.c; sf_at=d.e.f', `sf_at=${'a'.repeat(9000)}`])('never fails on the cookie %j', async (cookie) => {
    const { res, body } = await get(rig(), cookie.slice(0, 9100));
    expect(res.status).toBe(200);
    expect(body.member).toBeNull();
  });
});

describe('gradeFromCookie', () => {
  it('reads known grade ids only', () => {
    expect(gradeFromCookie('10')).toBe(10);
    expect(gradeFromCookie('0')).toBe(0);
    expect(gradeFromCookie('77')).toBeUndefined();
    expect(gradeFromCookie('vip')).toBeUndefined();
    expect(gradeFromCookie(null)).toBeUndefined();
  });
});

function get(r: ReturnType<typeof rig>, cookie?: string) {
  return r.get(cookie);
}

describe('toSession (spec 3.7 session user)', () => {
  it('keeps creatorNo where the token carries one, and has none otherwise', () => {
    expect(toSession({ userNo: 1, userId: 'a@b.c', name: '', exp: 1, creatorNo: 42 }, 't').creatorNo).toBe(42);
    expect('creatorNo' in toSession({ userNo: 1, userId: 'a@b.c', name: '', exp: 1 }, 't')).toBe(false);
  });
});
