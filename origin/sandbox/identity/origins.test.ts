import { describe, expect, it } from 'vitest';
import { allowedTargetOrigin, DEFAULT_ALLOWED_ORIGINS, isAllowedOrigin, parseAllowedOrigins } from './origins';

describe('allowed storefront origins', () => {
  const defaults = parseAllowedOrigins(undefined);

  it('defaults to the loopback storefront on any port', () => {
    expect(DEFAULT_ALLOWED_ORIGINS).toBe('http://127.0.0.1:*');
    expect(allowedTargetOrigin('http://127.0.0.1:8787', defaults)).toBe('http://127.0.0.1:8787');
    expect(allowedTargetOrigin('http://127.0.0.1:8811/', defaults)).toBe('http://127.0.0.1:8811');
    expect(allowedTargetOrigin('http://127.0.0.1', defaults)).toBe('http://127.0.0.1');
    expect(parseAllowedOrigins('  ')).toEqual(defaults);
  });

  it('refuses other hosts, schemes and anything that is not exactly an origin', () => {
    for (const bad of [
      'http://localhost:8787',
      'https://127.0.0.1:8787',
      'http://127.0.0.1.evil.test:8787',
      'http://evil.test',
      'http://127.0.0.1:8787/path',
      'http://127.0.0.1:8787?x=1',
      'http://127.0.0.1:8787#x',
      'http://user@127.0.0.1:8787',
      'javascript:alert(1)',
      'null',
      '*',
      '',
      'x'.repeat(300),
    ]) {
      expect(isAllowedOrigin(bad, defaults), bad).toBe(false);
    }
    expect(isAllowedOrigin(null, defaults)).toBe(false);
    expect(isAllowedOrigin(undefined, defaults)).toBe(false);
  });

  it('reads a configured list with exact origins and port wildcards', () => {
    const allowed = parseAllowedOrigins('https://shop.example, http://localhost:*,  , not a url');
    expect(allowed).toHaveLength(2);
    expect(allowedTargetOrigin('https://shop.example', allowed)).toBe('https://shop.example');
    expect(allowedTargetOrigin('https://shop.example:444', allowed)).toBeNull();
    expect(allowedTargetOrigin('http://shop.example', allowed)).toBeNull();
    expect(allowedTargetOrigin('http://localhost:9000', allowed)).toBe('http://localhost:9000');
    // The configured list replaces the default.
    expect(allowedTargetOrigin('http://127.0.0.1:8787', allowed)).toBeNull();
  });

  it('answers the canonical origin, so the page never posts to the text it was given', () => {
    expect(allowedTargetOrigin('HTTP://127.0.0.1:8787', defaults)).toBe('http://127.0.0.1:8787');
    expect(allowedTargetOrigin(' http://127.0.0.1:8787 ', defaults)).toBe('http://127.0.0.1:8787');
  });
});
