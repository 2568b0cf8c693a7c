import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { REUSE_GRACE_MS } from '../../origin/auth/refresh';
import { signSandboxJwt, verifySandboxJwt } from '../../origin/auth/sandbox-jwt';
import { at, call, createMember, DB, login, minutesFromNow } from './origin-auth-helpers';

const jwks = async () => (await call<never>('GET', '/.well-known/jwks.json')).body as unknown as { keys: Array<Record<string, string>> };
const userLevel = (token: string) => call('GET', '/api/v4/user-level', { token });

describe('access tokens and the JWKS', () => {
  it('verifies against the published JWKS with the contract claims', async () => {
    const { accessToken } = await login('adult@demo.test', 'demo1234!');
    const set = await jwks();
    // Access keys only: the sandbox key is never published (issue 10).
    expect(set.keys.length).toBeGreaterThanOrEqual(1);
    expect(set.keys.every((k) => String(k.kid).startsWith('access-'))).toBe(true);
    expect(set.keys.every((k) => k.kty === 'EC' && k.crv === 'P-256' && k.alg === 'ES256' && !('d' in k))).toBe(true);
    const { payload, protectedHeader } = await jwtVerify(accessToken, createLocalJWKSet(set as never), {
      algorithms: ['ES256'],
      issuer: 'storefront-origin',
      audience: 'storefront',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(set.keys.some((k) => k.kid === protectedHeader.kid && String(k.kid).startsWith('access-'))).toBe(true);
    expect(payload).toMatchObject({ sub: '1001', uid: 'adult@demo.test', name: '어른이', grade: 10 });
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it('requireMember refuses missing, forged, expired, alg-none and sandbox tokens with 401 LOGIN_REQUIRED', async () => {
    const { accessToken } = await login('adult@demo.test', 'demo1234!');
    expect((await userLevel(accessToken)).body).toEqual({ result: 'SUCCESS', data: { levelId: 10 } });

    const { kid } = decodeProtectedHeader(accessToken);
    const [h, p] = accessToken.split('.') as [string, string, string];
    const foreign = await generateKeyPair('ES256');
    const forged = await new SignJWT({ sub: '1001', uid: 'adult@demo.test', name: '어른이', tv: 0 })
      .setProtectedHeader({ alg: 'ES256', kid: kid! })
      .setIssuer('storefront-origin')
      .setAudience('storefront')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(foreign.privateKey);
    const none = new UnsecuredJWT({ sub: '1001', uid: 'adult@demo.test', name: '어른이', tv: 0 })
      .setIssuer('storefront-origin')
      .setAudience('storefront')
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    const hmacKey = new TextEncoder().encode(JSON.stringify((await jwks()).keys[0]));
    const hmac = await new SignJWT({ sub: '1001', uid: 'adult@demo.test', name: '어른이', tv: 0 })
      .setProtectedHeader({ alg: 'HS256', kid: kid! })
      .setIssuer('storefront-origin')
      .setAudience('storefront')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(hmacKey);
    const tamperedPayload = btoa(JSON.stringify({ sub: '1002', uid: 'minor@demo.test', name: 'x', tv: 0, iat: 1, exp: 9e9 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const sandbox = await signSandboxJwt(DB, { sub: '1001', uid: 'adult@demo.test', name: '어른이', tv: 0 }, 300);
    const bad = [forged, none, hmac, `${h}.${tamperedPayload}.${accessToken.split('.')[2]}`, `${h}.${p}.`, sandbox, 'x', 'a.b.c', '', '%%%', 'x'.repeat(10_000)];
    for (const token of bad) {
      const res = await userLevel(token);
      expect(res.status, token.slice(0, 40)).toBe(401);
      expect(res.body).toEqual({ result: 'FAIL', errorCode: 'LOGIN_REQUIRED', message: '로그인이 필요해요.' });
    }
    for (const header of ['', 'Basic abc', `bearer`, `Token ${accessToken}`]) {
      expect((await call('GET', '/api/v4/user-level', { headers: { authorization: header } })).status).toBe(401);
    }
    expect((await call('GET', '/api/v4/user-level')).status).toBe(401);
    expect((await call('GET', '/api/v4/user-level', { headers: { authorization: `bearer ${accessToken}` } })).status).toBe(200);

    const expired = await at(minutesFromNow(15.1), () => userLevel(accessToken));
    expect(expired.status).toBe(401);
  });

  it('keeps verifying tokens of a rotated key while publishing both', async () => {
    const { accessToken } = await login('minor@demo.test', 'demo1234!');
    const oldKid = decodeProtectedHeader(accessToken).kid;
    const rotated = await call<{ kids: string[] }>('POST', '/internal/keys/rotate', { json: { purpose: 'access' } });
    expect(rotated.status).toBe(200);
    const newKid = rotated.body.data!.kids[0];
    expect(newKid).not.toBe(oldKid);
    const kids = (await jwks()).keys.map((k) => k.kid);
    expect(kids).toEqual(expect.arrayContaining([oldKid, newKid]));
    expect((await userLevel(accessToken)).status).toBe(200);
    const fresh = await login('minor@demo.test', 'demo1234!');
    expect(decodeProtectedHeader(fresh.accessToken).kid).toBe(newKid);
    // Rotation is a development tool: a production origin does not have it.
    const prod = await call('POST', '/internal/keys/rotate', { json: {}, env: { DB, ENVIRONMENT: 'production' } });
    expect(prod.status).toBe(404);
  });

  it('sandbox tokens verify only as sandbox tokens, with their purpose', async () => {
    const key = await signSandboxJwt(DB, { purpose: 'adult', name: '어른이', iss: 'evil', exp: 9e9 }, 300);
    const payload = await verifySandboxJwt(DB, key, { purpose: 'adult', environment: 'test' });
    expect(payload).toMatchObject({ purpose: 'adult', name: '어른이', iss: 'storefront-sandbox' });
    expect(typeof payload!.jti).toBe('string');
    expect(payload!.exp! - payload!.iat!).toBe(300);
    expect(await verifySandboxJwt(DB, key, { purpose: 'ci', environment: 'test' })).toBeNull();
    expect(await verifySandboxJwt(DB, 'garbage', { environment: 'test' })).toBeNull();
    const { accessToken } = await login('adult@demo.test', 'demo1234!');
    expect(await verifySandboxJwt(DB, accessToken, { environment: 'test' })).toBeNull();
    expect(await at(minutesFromNow(6), () => verifySandboxJwt(DB, key, { environment: 'test' }))).toBeNull();
  });

  it('exports nothing private', async () => {
    const { publicKey } = await generateKeyPair('ES256');
    const shape = Object.keys(await exportJWK(publicKey)).sort();
    for (const k of (await jwks()).keys)
      expect(
        Object.keys(k)
          .filter((x) => !['kid', 'alg', 'use'].includes(x))
          .sort(),
      ).toEqual(shape);
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: unknown) => call<{ accessToken: string; refreshToken: string }>('POST', '/user/token/refresh', { json: { refreshToken } });

  it('rotates: each use spends the token and hands out a working pair', async () => {
    const m = await createMember();
    const first = await login(m.userId, m.password);
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.data!.refreshToken).not.toBe(first.refreshToken);
    expect((await userLevel(second.body.data!.accessToken)).status).toBe(200);
    const third = await refresh(second.body.data!.refreshToken);
    expect(third.status).toBe(200);
  });

  it('reuse of a spent token after the grace moment revokes the whole family', async () => {
    const m = await createMember();
    const first = await login(m.userId, m.password);
    const other = await login(m.userId, m.password);
    const second = await refresh(first.refreshToken);
    const reuse = await at(new Date(Date.now() + REUSE_GRACE_MS + 1000), () => refresh(first.refreshToken));
    expect(reuse.status).toBe(401);
    expect(reuse.body.errorCode).toBe('REFRESH_TOKEN_REUSED');
    // Every token of the member is gone, the other device's too, and access tokens stop working.
    expect((await refresh(second.body.data!.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await userLevel(second.body.data!.accessToken)).status).toBe(401);
    expect((await userLevel(other.accessToken)).status).toBe(401);
    expect((await login(m.userId, m.password)).accessToken).toBeTruthy();
  });

  it('two refreshes at the same moment both succeed (a page and its island racing)', async () => {
    const m = await createMember();
    const first = await login(m.userId, m.password);
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await refresh(a.body.data!.refreshToken)).status).toBe(200);
    expect((await refresh(b.body.data!.refreshToken)).status).toBe(200);
  });

  it('refuses unknown, malformed and expired tokens without revoking anything', async () => {
    const m = await createMember();
    const first = await login(m.userId, m.password);
    for (const bad of ['A'.repeat(43), 'short', '', 42, null, 'ü'.repeat(43)]) {
      const res = await refresh(bad);
      expect([400, 401]).toContain(res.status);
    }
    expect((await refresh('B'.repeat(43))).body.errorCode).toBe('INVALID_REFRESH_TOKEN');
    const expired = await at(new Date(Date.now() + 31 * 24 * 3600 * 1000), () => refresh(first.refreshToken));
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(first.refreshToken)).status).toBe(200);
  });
});

describe('GET /user/logout', () => {
  it('revokes the refresh tokens and the access token at the origin', async () => {
    const m = await createMember();
    const s = await login(m.userId, m.password);
    const out = await call('GET', '/user/logout', { token: s.accessToken });
    expect(out.status).toBe(200);
    expect(out.body.result).toBe('SUCCESS');
    expect((await call('POST', '/user/token/refresh', { json: { refreshToken: s.refreshToken } })).status).toBe(401);
    expect((await userLevel(s.accessToken)).status).toBe(401);
    expect((await call('GET', '/user/logout', { token: s.accessToken })).status).toBe(401);
    expect((await call('GET', '/user/logout')).body.errorCode).toBe('LOGIN_REQUIRED');
  });
});
