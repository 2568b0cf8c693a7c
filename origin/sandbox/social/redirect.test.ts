import { describe, expect, it } from 'vitest';
import { allowedRedirect } from './redirect';

const here = 'http://localhost:8787/sandbox/social/naver/authorize';

describe('allowedRedirect', () => {
  it('accepts loopback, own-host and listed origins', () => {
    expect(allowedRedirect('http://127.0.0.1:8787/login/callback?x=1', here)?.searchParams.get('x')).toBe('1');
    expect(allowedRedirect('http://localhost:9999/cb', here)).not.toBeNull();
    expect(allowedRedirect('https://shop.example/cb', 'https://shop.example/sandbox')).not.toBeNull();
    expect(allowedRedirect('https://shop.example/cb', here, 'https://a.example, https://shop.example')).not.toBeNull();
  });

  it('refuses other hosts, schemes, credentials, fragments and junk', () => {
    for (const bad of [
      'https://evil.example/cb',
      'https://127.0.0.1.evil.example/cb',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://user:pw@127.0.0.1/cb',
      'http://127.0.0.1/cb#frag',
      '//evil.example/cb',
      '/relative',
      '',
      `http://127.0.0.1/${'a'.repeat(2100)}`,
    ]) {
      expect(allowedRedirect(bad, here, 'https://shop.example')).toBeNull();
    }
    expect(allowedRedirect('https://shop.example.evil/cb', here, 'https://shop.example')).toBeNull();
  });
});
