import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, htmlSecurityHeaders, newNonce } from './security-headers';

describe('baseSecurityHeaders', () => {
  it('always nosniff; HSTS only for https in production', () => {
    expect(baseSecurityHeaders(new URL('https://shop.example/x'), true)).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' });
    expect(baseSecurityHeaders(new URL('http://127.0.0.1:8787/x'), true)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    expect(baseSecurityHeaders(new URL('https://shop.example/x'), false)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });
  it("pages keep their popups' opener (the identity provider posts its key back)", () => {
    expect(htmlSecurityHeaders('n')['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });
});

describe('newNonce', () => {
  it('16 random bytes each, never one twice, across refills of its pool', () => {
    const nonces = Array.from({ length: 600 }, newNonce);
    expect(new Set(nonces).size).toBe(600);
    for (const n of nonces) expect(atob(n)).toHaveLength(16);
    // Not a counter or a repeated block: the bytes spread over the whole range.
    const bytes = new Set(nonces.flatMap((n) => [...atob(n)].map((c) => c.charCodeAt(0))));
    expect(bytes.size).toBeGreaterThan(200);
  });
});
