import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { bytesToBase64Url } from './encoding';
import { importEs256Jwk, signEs256, verifyEs256 } from './jws';

// The origin signs and verifies its JWTs without jose (jws.ts); the edge and any outside verifier
// still use jose on the same tokens, so each side is held to the other here.
const NOW = 1_800_000_000;
const ISS = 'storefront-origin';
const AUD = 'storefront';
const checks = { issuer: ISS, audience: AUD, now: NOW };

let privateJwk: JWK;
let publicJwk: JWK;
let otherPublicJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateJwk = { ...(await exportJWK(pair.privateKey)), kid: 'k1', alg: 'ES256' };
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  otherPublicJwk = await exportJWK((await generateKeyPair('ES256', { extractable: true })).publicKey);
});

const keyFor = (jwk: () => JWK) => async (kid: unknown) => (kid === 'k1' ? importEs256Jwk(jwk()) : null);
const claims = (extra: Record<string, unknown> = {}) => ({ sub: '7', iss: ISS, aud: AUD, iat: NOW - 10, exp: NOW + 60, ...extra });
const ours = async (payload: Record<string, unknown>) => signEs256({ kid: 'k1', typ: 'JWT' }, payload, await importEs256Jwk(privateJwk));
const part = (value: unknown) => bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));

describe('ES256 JWTs without jose', () => {
  it('signs tokens jose verifies, with the header jose wrote', async () => {
    const token = await ours(claims());
    const { payload, protectedHeader } = await jwtVerify(token, await importJWK(publicJwk, 'ES256'), {
      algorithms: ['ES256'],
      issuer: ISS,
      audience: AUD,
      currentDate: new Date(NOW * 1000),
    });
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'k1', typ: 'JWT' });
    expect(payload).toEqual(claims());
  });

  it('verifies what jose signs, and takes an audience list naming it', async () => {
    const token = await new SignJWT({ sub: '7' })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'JWT' })
      .setIssuer(ISS)
      .setAudience(['other', AUD])
      .setIssuedAt(NOW)
      .setExpirationTime(NOW + 60)
      .sign(await importJWK(privateJwk, 'ES256'));
    expect(
      await verifyEs256(
        token,
        keyFor(() => publicJwk),
        checks,
      ),
    ).toMatchObject({ sub: '7', aud: ['other', AUD] });
  });

  it('refuses a signature by another key, an unknown kid and a key lookup that throws', async () => {
    const token = await ours(claims());
    expect(
      await verifyEs256(
        token,
        keyFor(() => otherPublicJwk),
        checks,
      ),
    ).toBeNull();
    expect(await verifyEs256(token, async () => null, checks)).toBeNull();
    expect(
      await verifyEs256(
        token,
        async () => {
          throw new Error('unknown key');
        },
        checks,
      ),
    ).toBeNull();
  });

  it('refuses claims jose refused: expired, not yet valid, wrong issuer or audience, no exp or iat', async () => {
    const refused = [
      claims({ exp: NOW }),
      claims({ nbf: NOW + 1 }),
      claims({ nbf: 'soon' }),
      claims({ iss: 'someone' }),
      claims({ aud: 'someone' }),
      claims({ aud: ['someone'] }),
      claims({ exp: undefined }),
      claims({ iat: undefined }),
      claims({ iat: '1' }),
    ];
    for (const payload of refused)
      expect(
        await verifyEs256(
          await ours(payload),
          keyFor(() => publicJwk),
          checks,
        ),
        JSON.stringify(payload),
      ).toBeNull();
    expect(
      await verifyEs256(
        await ours(claims({ nbf: NOW })),
        keyFor(() => publicJwk),
        checks,
      ),
    ).not.toBeNull();
  });

  it('refuses other algorithms, critical extensions, tampering and malformed tokens without throwing', async () => {
    const token = await ours(claims());
    const [, body, sig] = token.split('.') as [string, string, string];
    const withHeader = (header: unknown) => `${part(header)}.${body}.${sig}`;
    const malformed = [
      withHeader({ alg: 'none', kid: 'k1' }),
      withHeader({ alg: 'HS256', kid: 'k1' }),
      withHeader({ alg: 'ES256', kid: 'k1', crit: ['exp'] }),
      withHeader(['ES256']),
      `${token.split('.')[0]}.${part(claims({ sub: '8' }))}.${sig}`,
      `${token.split('.')[0]}.${body}.${sig.slice(0, -4)}AAAA`,
      `${token}.x`,
      token.slice(0, token.lastIndexOf('.')),
      `${token.split('.')[0]}.${body}.+/+/`,
      `${token.split('.')[0]}.${bytesToBase64Url(new TextEncoder().encode('"text"'))}.${sig}`,
      'a.b.c',
      '..',
      '',
    ];
    for (const bad of malformed)
      expect(
        await verifyEs256(
          bad,
          keyFor(() => publicJwk),
          checks,
        ),
        bad,
      ).toBeNull();
  });
});
