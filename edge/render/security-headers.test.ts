import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, htmlSecurityHeaders } from './security-headers';

describe('baseSecurityHeaders', () => {
  it('always nosniff; HSTS only for https in production', () => {
    expect(baseSecurityHeaders(new URL('https://shop.example/x'), true)).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' });
    expect(baseSecurityHeaders(new URL('http://127.0.0.1:8787/x'), true)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    expect(baseSecurityHeaders(new URL('https://shop.example/x'), false)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });
  it('pages keep their popups\' opener (the identity provider posts its key back)', () => {
    expect(htmlSecurityHeaders('n')['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });
});
