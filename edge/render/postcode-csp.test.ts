import { describe, expect, it } from 'vitest';
import { postcodeCsp } from './postcode-csp';
import { htmlSecurityHeaders } from './security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('postcode CSP', () => {
  it('adds exactly the Daum script host and its frames in production', () => {
    const csp = postcodeCsp('daum', 'n0nce', null);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' https://t1.daumcdn.net");
    expect(directive(csp, 'frame-src')).toContain('https://postcode.map.daum.net https://postcode.map.kakao.com');
    expect(directive(csp, 'frame-src')).not.toContain("'self'");
    // Nothing else changes.
    const base = htmlSecurityHeaders('n0nce')['Content-Security-Policy']!;
    expect(csp.split('; ').filter((d) => !d.startsWith('script-src') && !d.startsWith('frame-src'))).toEqual(base.split('; ').filter((d) => !d.startsWith('script-src') && !d.startsWith('frame-src')));
  });
  it('frames only our own origin for the sandbox, with no third-party script', () => {
    const csp = postcodeCsp('sandbox', 'n0nce', null);
    expect(directive(csp, 'frame-src')).toMatch(/'self'$/);
    expect(csp).not.toContain('daum');
  });
});
