import { describe, expect, it } from 'vitest';
import { isDevelopment, isSandboxPath, normalisedPath } from './environment';

describe('isDevelopment', () => {
  it('is true only for a development name', () => {
    for (const v of ['development', 'Development ', 'dev', 'test']) expect(isDevelopment(v)).toBe(true);
  });
  it('treats missing, empty, unknown and production-like values as production', () => {
    for (const v of [undefined, null, '', 'production', 'prod', 'staging', 'qa', 'developmentx', 'devel']) expect(isDevelopment(v)).toBe(false);
  });
});

describe('isSandboxPath', () => {
  it('sees through encoding, dot segments, slashes and case', () => {
    for (const p of [
      '/sandbox',
      '/sandbox/identity',
      '/sandbox/%69dentity',
      '/%73andbox/social/naver/authorize',
      '/x/../sandbox/identity',
      '//sandbox/identity',
      '/./sandbox',
      '/SANDBOX/identity',
      '/sandbox%2fidentity',
      '/%2573andbox/x',
      '\\sandbox\\identity',
    ]) {
      expect(isSandboxPath(p), p).toBe(true);
    }
  });
  it('leaves other paths alone, and never throws on bad encoding', () => {
    for (const p of ['/', '/sandboxes', '/products/1001', '/login/social/naver', '/%E0%A4%A', '/sandbox-x']) expect(isSandboxPath(p), p).toBe(false);
    expect(normalisedPath('/a/%ZZ/b')).toBe('/a/%zz/b');
  });
});
