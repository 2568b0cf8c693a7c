import { describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWK } from 'jose';
import { claimsOf, JwksCache, verifyAccessToken } from './access-token';

async function keyPair(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { privateKey, jwk };
}

const NOW = new Date('2026-03-01T00:00:00Z');
const sec = (d: Date) => Math.floor(d.getTime() / 1000);

function token(key: CryptoKey, kid: string, over: Record<string, unknown> = {}, exp = sec(NOW) + 900) {
  return new SignJWT({ uid: 'adult@demo.test', name: '어른이', grade: 30, ...over })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuer((over.iss as string) ?? 'storefront-origin')
    .setAudience((over.aud as string) ?? 'storefront')
    .setSubject((over.sub as string) ?? '7')
    .setIssuedAt(sec(NOW) - 60)
    .setExpirationTime(exp)
    .sign(key);
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('verifyAccessToken', async () => {
  const a = await keyPair('k1');
  const set: JSONWebKeySet = { keys: [a.jwk] };
  const cache = () =>
    new JwksCache(
      async () => set,
      () => NOW.getTime(),
    );

  it('accepts an ES256 token of a listed key with the right issuer and audience', async () => {
    const v = await verifyAccessToken(await token(a.privateKey, 'k1'), cache(), NOW, undefined);
    expect(v).toEqual({ status: 'valid', claims: { userNo: 7, userId: 'adult@demo.test', name: '어른이', grade: 30, gender: '', exp: sec(NOW) + 900 } });
  });

  it('reports an expired but genuine token as expired (so it may be refreshed)', async () => {
    const v = await verifyAccessToken(await token(a.privateKey, 'k1', {}, sec(NOW) - 10), cache(), NOW, undefined);
    expect(v.status).toBe('expired');
  });

  it('refuses a token signed by another key under a listed kid (forged)', async () => {
    const other = await keyPair('k1');
    expect((await verifyAccessToken(await token(other.privateKey, 'k1'), cache(), NOW, undefined)).status).toBe('invalid');
  });

  it('refuses an expired forged token as invalid, not expired', async () => {
    const other = await keyPair('k1');
    expect((await verifyAccessToken(await token(other.privateKey, 'k1', {}, sec(NOW) - 10), cache(), NOW, undefined)).status).toBe('invalid');
  });

  it('refuses alg none', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '7', uid: 'x@y.z', iss: 'storefront-origin', aud: 'storefront', exp: sec(NOW) + 900 })}.`;
    expect(await verifyAccessToken(none, cache(), NOW, undefined)).toMatchObject({ status: 'invalid' });
  });

  it('refuses HS256 signed with the public key (algorithm confusion)', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(a.jwk));
    const hs = await new SignJWT({ uid: 'x@y.z' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setSubject('7')
      .setIssuer('storefront-origin')
      .setAudience('storefront')
      .setExpirationTime(sec(NOW) + 900)
      .sign(secret);
    expect((await verifyAccessToken(hs, cache(), NOW, undefined)).status).toBe('invalid');
  });

  it.each([
    ['issuer', { iss: 'someone-else' }],
    ['audience', { aud: 'another-app' }],
  ])('refuses the wrong %s', async (_l, over) => {
    expect((await verifyAccessToken(await token(a.privateKey, 'k1', over), cache(), NOW, undefined)).status).toBe('invalid');
  });

  it('refuses a token without the claims a member needs', async () => {
    expect((await verifyAccessToken(await token(a.privateKey, 'k1', { sub: 'abc' }), cache(), NOW, undefined)).status).toBe('invalid');
    expect((await verifyAccessToken(await token(a.privateKey, 'k1', { uid: 42 }), cache(), NOW, undefined)).status).toBe('invalid');
  });

  it.each(['', 'garbage', 'a.b', 'a.b.c.d', '😀.x.y', `${'x'.repeat(5000)}.a.b`, 'eyJhbGciOiJFUzI1NiJ9.e30.%%%'])('refuses the malformed %j', async (t) => {
    expect((await verifyAccessToken(t, cache(), NOW, undefined)).status).toBe('invalid');
  });

  it('refetches the set once for an unknown kid (rotation), and not again for the same kid', async () => {
    const b = await keyPair('k2');
    let keys: JWK[] = [a.jwk];
    let fetches = 0;
    let clock = NOW.getTime();
    const c = new JwksCache(
      async () => (fetches++, { keys }),
      () => clock,
    );
    expect((await verifyAccessToken(await token(a.privateKey, 'k1'), c, NOW, undefined)).status).toBe('valid');
    expect(fetches).toBe(1);
    keys = [a.jwk, b.jwk];
    clock += 5000;
    expect((await verifyAccessToken(await token(b.privateKey, 'k2'), c, NOW, undefined)).status).toBe('valid');
    expect(fetches).toBe(2);
    const stranger = await keyPair('k9');
    clock += 5000;
    expect((await verifyAccessToken(await token(stranger.privateKey, 'k9'), c, NOW, undefined)).status).toBe('invalid');
    expect((await verifyAccessToken(await token(stranger.privateKey, 'k9'), c, NOW, undefined)).status).toBe('invalid');
    expect(fetches).toBe(3);
  });

  it('keeps the set for ten minutes, then fetches it again', async () => {
    let fetches = 0;
    let clock = NOW.getTime();
    const c = new JwksCache(
      async () => (fetches++, set),
      () => clock,
    );
    const t = await token(a.privateKey, 'k1');
    await verifyAccessToken(t, c, NOW, undefined);
    clock += 9 * 60_000;
    await verifyAccessToken(t, c, NOW, undefined);
    expect(fetches).toBe(1);
    clock += 2 * 60_000;
    await verifyAccessToken(t, c, NOW, undefined);
    expect(fetches).toBe(2);
  });

  // workerd: a fetch belongs to the request that made it, and never settles once that request is
  // cancelled. A second request neither hangs on it nor goes without keys.
  it("fetches the set itself when another request's fetch does not settle in time", async () => {
    let calls = 0;
    const c = new JwksCache<string>(
      (who) => (calls++, who === 'cancelled' ? new Promise<JSONWebKeySet>(() => {}) : Promise.resolve(set)),
      () => NOW.getTime(),
      20,
    );
    void c.get('cancelled');
    expect((await verifyAccessToken(await token(a.privateKey, 'k1'), c, NOW, 'next')).status).toBe('valid');
    expect(calls).toBe(2);
  });

  it('says jwks-unavailable when the set cannot be fetched', async () => {
    const c = new JwksCache(async () => {
      throw new Error('down');
    });
    expect(await verifyAccessToken(await token(a.privateKey, 'k1'), c, NOW, undefined)).toEqual({ status: 'invalid', reason: 'jwks-unavailable' });
  });
});

describe('claimsOf', () => {
  it('reads a string grade and drops a bad one', () => {
    expect(claimsOf({ sub: '1', uid: 'a@b.c', exp: 1, grade: '10' })?.grade).toBe(10);
    expect(claimsOf({ sub: '1', uid: 'a@b.c', exp: 1, grade: 'vip' })?.grade).toBeUndefined();
    expect(claimsOf({ sub: '01', uid: 'a@b.c', exp: 1 })).toBeNull();
  });

  it('reads the e-mail and gender of spec 3.7 and drops bad ones without refusing the token', () => {
    expect(claimsOf({ sub: '1', uid: 'a@b.c', exp: 1, email: 'a@b.c', gender: 'F' })).toMatchObject({ email: 'a@b.c', gender: 'F' });
    const bad = claimsOf({ sub: '1', uid: 'a@b.c', exp: 1, email: 'x'.repeat(300), gender: 'female' });
    expect(bad).toMatchObject({ userNo: 1, gender: '' });
    expect(bad?.email).toBeUndefined();
  });

  it("reads spec 3.7's optional creatorNo and drops a bad one", () => {
    expect(claimsOf({ sub: '1', uid: 'a@b.c', exp: 1, creatorNo: 42 })?.creatorNo).toBe(42);
    for (const creatorNo of ['42', 0, -3, 1.5]) expect(claimsOf({ sub: '1', uid: 'a@b.c', exp: 1, creatorNo })?.creatorNo).toBeUndefined();
  });
});
