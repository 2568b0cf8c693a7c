import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, timingSafeEqual } from './encoding';
import { hashPassword, parsePasswordHash, PBKDF2_ITERATIONS, verifyPassword } from './password';

const b64 = (n: number, fill = 7) => bytesToBase64(new Uint8Array(n).fill(fill));

describe('parsePasswordHash', () => {
  it('reads the contract format', () => {
    const parsed = parsePasswordHash(`pbkdf2$100000$${b64(16)}$${b64(32)}`);
    expect(parsed?.iterations).toBe(100_000);
    expect(parsed?.salt).toEqual(new Uint8Array(16).fill(7));
    expect(parsed?.hash.length).toBe(32);
  });

  it('refuses anything else instead of guessing', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'demo1234!',
      `pbkdf2$100000$${b64(16)}`,
      `pbkdf2$100000$${b64(16)}$${b64(32)}$extra`,
      `bcrypt$100000$${b64(16)}$${b64(32)}`,
      `pbkdf2$0$${b64(16)}$${b64(32)}`,
      `pbkdf2$0100$${b64(16)}$${b64(32)}`,
      `pbkdf2$1e5$${b64(16)}$${b64(32)}`,
      `pbkdf2$100001$${b64(16)}$${b64(32)}`,
      `pbkdf2$100000$not base64!$${b64(32)}`,
      `pbkdf2$100000$${b64(4)}$${b64(32)}`,
      `pbkdf2$100000$${b64(16)}$${b64(8)}`,
      `pbkdf2$100000$${b64(16).slice(1)}$${b64(32)}`,
    ]) {
      expect(parsePasswordHash(bad), String(bad)).toBeNull();
    }
  });
});

describe('hashPassword and verifyPassword', () => {
  it('stores the contract format with a fresh salt each time and verifies it', async () => {
    const one = await hashPassword('demo1234!');
    const two = await hashPassword('demo1234!');
    expect(one).toMatch(new RegExp(`^pbkdf2\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/]{22}==\\$[A-Za-z0-9+/]{43}=$`));
    expect(one).not.toBe(two);
    expect(await verifyPassword('demo1234!', one)).toBe(true);
    expect(await verifyPassword('demo1234', one)).toBe(false);
    expect(await verifyPassword('Demo1234!', one)).toBe(false);
  });

  it('treats NFC and NFD spellings of a Korean password as one', async () => {
    const stored = await hashPassword('비밀번호123'.normalize('NFD'));
    expect(await verifyPassword('비밀번호123'.normalize('NFC'), stored)).toBe(true);
  });

  it('verifies hashes of fewer iterations (older records) and fails closed on junk', async () => {
    // A record made elsewhere with fewer iterations still verifies: the count is read from the record.
    const salt = bytesToBase64(new TextEncoder().encode('saltsalt'));
    const derived = new Uint8Array(
      await crypto.subtle.deriveBits(
        { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode('saltsalt'), iterations: 1000 },
        await crypto.subtle.importKey('raw', new TextEncoder().encode('password'), 'PBKDF2', false, ['deriveBits']),
        256,
      ),
    );
    const stored = `pbkdf2$1000$${salt}$${bytesToBase64(derived)}`;
    expect(await verifyPassword('password', stored)).toBe(true);
    expect(await verifyPassword('password', stored.replace('pbkdf2$1000', 'pbkdf2$1001'))).toBe(false);
    expect(await verifyPassword('password', null)).toBe(false);
    expect(await verifyPassword('', 'garbage')).toBe(false);
  });
});

describe('encoding helpers', () => {
  it('compares bytes exactly, lengths included', () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3, 0]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([]), new Uint8Array([0]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true);
  });

  it('round-trips base64 and refuses non-base64', () => {
    const bytes = Uint8Array.from({ length: 40 }, (_, i) => i * 6);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(base64ToBytes('abc')).toBeNull();
    expect(base64ToBytes('ab-_')).toBeNull();
  });
});
