import { describe, expect, it } from 'vitest';
import { COOKIE_DEFAULTS, cookieDescriptor, CookieDescriptorError, DEFAULT_COOKIE_MAX_AGE, expiredCookie, parseCookieHeader, safeDecode, serializeCookie } from './cookie';

describe('cookieDescriptor', () => {
  it('has the spec defaults: 1800 s, Lax, Secure, path /, readable by the client', () => {
    expect(DEFAULT_COOKIE_MAX_AGE).toBe(1800);
    expect(cookieDescriptor('a', 'b')).toEqual({ name: 'a', value: 'b', maxAge: 1800, path: '/', sameSite: 'Lax', secure: true, httpOnly: false });
    expect(COOKIE_DEFAULTS.sameSite).toBe('Lax');
  });

  it('takes overrides', () => {
    expect(cookieDescriptor('a', 'b', { maxAge: 3, httpOnly: true, domain: '.example.com' })).toMatchObject({ maxAge: 3, httpOnly: true, domain: '.example.com' });
  });
});

describe('serializeCookie', () => {
  it('writes every attribute', () => {
    expect(serializeCookie(cookieDescriptor('sf_grade', '10'))).toBe('sf_grade=10; Max-Age=1800; Path=/; SameSite=Lax; Secure');
    expect(serializeCookie(cookieDescriptor('t', 'x', { httpOnly: true, domain: '.example.com', sameSite: 'Strict' }))).toBe(
      't=x; Max-Age=1800; Domain=.example.com; Path=/; SameSite=Strict; Secure; HttpOnly',
    );
  });

  it('percent-encodes the value so separators cannot inject attributes', () => {
    expect(serializeCookie(cookieDescriptor('u', 'https://x.example/a?b=1; Domain=evil'))).toMatch(/^u=https%3A%2F%2Fx\.example%2Fa%3Fb%3D1%3B%20Domain%3Devil; Max-Age=1800;/);
    expect(serializeCookie(cookieDescriptor('k', '한글'))).toMatch(/^k=%ED%95%9C%EA%B8%80;/);
  });

  it('expires with Max-Age=0 and an Expires in the past', () => {
    expect(serializeCookie(expiredCookie('sf_grade'))).toBe('sf_grade=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax; Secure');
    expect(expiredCookie('a', { domain: '.example.com' }).domain).toBe('.example.com');
  });

  it('floors fractional lifetimes', () => {
    expect(serializeCookie(cookieDescriptor('a', 'b', { maxAge: 2.9 }))).toContain('Max-Age=2;');
  });

  it('throws a developer error on a bad name, domain, path or lifetime', () => {
    expect(() => serializeCookie(cookieDescriptor('a b', 'x'))).toThrow(CookieDescriptorError);
    expect(() => serializeCookie(cookieDescriptor('a;b', 'x'))).toThrow(CookieDescriptorError);
    expect(() => serializeCookie(cookieDescriptor('', 'x'))).toThrow(CookieDescriptorError);
    expect(() => serializeCookie(cookieDescriptor('a', 'x', { domain: 'evil; Secure' }))).toThrow(CookieDescriptorError);
    expect(() => serializeCookie(cookieDescriptor('a', 'x', { path: '/; HttpOnly' }))).toThrow(CookieDescriptorError);
    expect(() => serializeCookie(cookieDescriptor('a', 'x', { path: 'relative' }))).toThrow(CookieDescriptorError);
    expect(() => serializeCookie(cookieDescriptor('a', 'x', { maxAge: Number.NaN }))).toThrow(CookieDescriptorError);
    expect(() => serializeCookie(cookieDescriptor('a', 'x', { sameSite: 'None', secure: false }))).toThrow(CookieDescriptorError);
  });
});

describe('parseCookieHeader', () => {
  it('parses pairs and decodes values', () => {
    expect({ ...parseCookieHeader('a=1; b=x%20y; c="quoted"; d=') }).toEqual({ a: '1', b: 'x y', c: 'quoted', d: '' });
  });

  it('round-trips serialised values', () => {
    const value = 'https://x.example/p?q=한글&r=1; z';
    const header = serializeCookie(cookieDescriptor('u', value)).split(';')[0]!;
    expect(parseCookieHeader(header).u).toBe(value);
  });

  it('is robust to malformed input', () => {
    expect({ ...parseCookieHeader(null) }).toEqual({});
    expect({ ...parseCookieHeader(undefined) }).toEqual({});
    expect({ ...parseCookieHeader('') }).toEqual({});
    expect({ ...parseCookieHeader(';;; =novalue; noequals; a=1;;') }).toEqual({ a: '1' });
    expect(parseCookieHeader('bad=%E0%A4%A; good=%41').bad).toBe('%E0%A4%A');
    expect(parseCookieHeader('bad=%E0%A4%A; good=%41').good).toBe('A');
    expect({ ...parseCookieHeader('a b=1; c=2') }).toEqual({ c: '2' });
    expect(parseCookieHeader('x=a=b=c').x).toBe('a=b=c');
  });

  it('keeps the first of duplicate names', () => {
    expect(parseCookieHeader('a=first; a=second').a).toBe('first');
  });

  it('treats __proto__ and constructor as plain keys', () => {
    const parsed = parseCookieHeader('__proto__=x; constructor=y');
    // Own properties of a prototype-free object, not the inherited accessor and constructor.
    expect(Object.getOwnPropertyDescriptor(parsed, '__proto__')?.value).toBe('x');
    expect(Object.getOwnPropertyDescriptor(parsed, 'constructor')?.value).toBe('y');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parseCookieHeader('toString=1').toString).toBe('1');
  });

  it('safeDecode never throws', () => {
    expect(safeDecode('%')).toBe('%');
    expect(safeDecode('%ED%95%9C')).toBe('한');
  });
});
