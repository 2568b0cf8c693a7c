import { describe, expect, it } from 'vitest';
import { defaultProviderOrigin, isKeyShape, keyFromMessage, normaliseOrigin, providerUrl } from './trusted-origin';

const KEY = 'eyJhbGciOiJFUzI1NiJ9.eyJwdXJwb3NlIjoiY2kifQ.c2ln';
const TRUSTED = 'http://localhost:8787';
const msg = (origin: string, data: unknown) => ({ origin, data });

describe('keyFromMessage', () => {
  it('accepts a well-formed message from the trusted origin for the expected purpose', () => {
    expect(keyFromMessage(msg(TRUSTED, { type: 'identity-verification', purpose: 'ci', key: KEY }), TRUSTED, 'ci')).toBe(KEY);
  });

  it('with the popup given, takes the key only from that window', () => {
    const popup = {};
    const data = { type: 'identity-verification', purpose: 'ci', key: KEY };
    expect(keyFromMessage({ origin: TRUSTED, data, source: popup }, TRUSTED, 'ci', popup)).toBe(KEY);
    expect(keyFromMessage({ origin: TRUSTED, data, source: {} }, TRUSTED, 'ci', popup)).toBeNull();
    expect(keyFromMessage({ origin: TRUSTED, data }, TRUSTED, 'ci', popup)).toBeNull();
    // No handle (the app owns the window): the origin decides, as before.
    expect(keyFromMessage({ origin: TRUSTED, data, source: {} }, TRUSTED, 'ci', null)).toBe(KEY);
  });

  it.each([
    ['another origin', msg('http://evil.test', { type: 'identity-verification', purpose: 'ci', key: KEY })],
    ['a look-alike host', msg('http://localhost:8787.evil.test', { type: 'identity-verification', purpose: 'ci', key: KEY })],
    ['another port', msg('http://localhost:8788', { type: 'identity-verification', purpose: 'ci', key: KEY })],
    ['the storefront itself', msg('http://127.0.0.1:8787', { type: 'identity-verification', purpose: 'ci', key: KEY })],
    ['a null origin', msg('null', { type: 'identity-verification', purpose: 'ci', key: KEY })],
    ['the wrong purpose', msg(TRUSTED, { type: 'identity-verification', purpose: 'adult', key: KEY })],
    ['the wrong type', msg(TRUSTED, { type: 'other', purpose: 'ci', key: KEY })],
    ['a string payload', msg(TRUSTED, KEY)],
    ['a key with markup', msg(TRUSTED, { type: 'identity-verification', purpose: 'ci', key: '<img src=x>' })],
    ['an empty key', msg(TRUSTED, { type: 'identity-verification', purpose: 'ci', key: '' })],
  ])('ignores %s', (_label, event) => {
    expect(keyFromMessage(event, TRUSTED, 'ci')).toBeNull();
  });

  it('ignores everything when the trusted origin itself is malformed', () => {
    expect(keyFromMessage(msg('javascript:', { type: 'identity-verification', purpose: 'ci', key: KEY }), 'javascript:', 'ci')).toBeNull();
  });
});

describe('origins and provider URLs', () => {
  it('normalises only exact http(s) origins', () => {
    expect(normaliseOrigin('http://localhost:8787')).toBe('http://localhost:8787');
    expect(normaliseOrigin('http://localhost:8787/')).toBe('http://localhost:8787');
    expect(normaliseOrigin('http://localhost:8787/x')).toBeNull();
    expect(normaliseOrigin('data:text/html,x')).toBeNull();
    expect(normaliseOrigin('http://u:p@localhost')).toBeNull();
  });

  it('puts the provider on the other loopback name unless configured', () => {
    expect(defaultProviderOrigin('http://127.0.0.1:8860/products/1005')).toBe('http://localhost:8860');
    expect(defaultProviderOrigin('http://localhost:8860/x')).toBe('http://localhost:8860');
    expect(defaultProviderOrigin('http://127.0.0.1:8860/x', 'https://id.example')).toBe('https://id.example');
    expect(defaultProviderOrigin('http://127.0.0.1:8860/x', 'not a url')).toBe('http://localhost:8860');
  });

  it('builds the provider URL with the storefront origin', () => {
    expect(providerUrl('http://localhost:8860', 'adult', 'http://127.0.0.1:8860')).toBe('http://localhost:8860/sandbox/identity?purpose=adult&origin=http%3A%2F%2F127.0.0.1%3A8860');
    expect(providerUrl('bad', 'ci', 'http://127.0.0.1')).toBeNull();
  });

  it('knows a key shape', () => {
    expect(isKeyShape(KEY)).toBe(true);
    expect(isKeyShape('a'.repeat(5000))).toBe(false);
    expect(isKeyShape(42)).toBe(false);
  });
});
