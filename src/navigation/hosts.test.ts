import { describe, expect, it } from 'vitest';
import { hostnames, isHost, normaliseOrigin, originFor, resolveHosts, singleOriginHosts } from './hosts';

describe('resolveHosts', () => {
  it('defaults every host to the own origin', () => {
    expect(resolveHosts({}, 'http://127.0.0.1:8787')).toEqual({
      hosts: { siteOrigin: 'http://127.0.0.1:8787', shopOrigin: 'http://127.0.0.1:8787', mypageOrigin: 'http://127.0.0.1:8787' },
      invalid: [],
    });
  });

  it('takes configured origins, normalised', () => {
    const { hosts, invalid } = resolveHosts(
      { SITE_ORIGIN: 'https://WWW.example.com/', SHOP_ORIGIN: ' https://shop.example.com/path ', MYPAGE_ORIGIN: 'https://my.example.com' },
      'http://localhost:8787',
    );
    expect(hosts).toEqual({ siteOrigin: 'https://www.example.com', shopOrigin: 'https://shop.example.com', mypageOrigin: 'https://my.example.com' });
    expect(invalid).toEqual([]);
  });

  it('falls back and reports malformed values; blank counts as unset', () => {
    const { hosts, invalid } = resolveHosts({ SITE_ORIGIN: 'not a url', SHOP_ORIGIN: 'ftp://x.example', MYPAGE_ORIGIN: '  ' }, 'http://localhost:8787');
    expect(hosts.siteOrigin).toBe('http://localhost:8787');
    expect(hosts.shopOrigin).toBe('http://localhost:8787');
    expect(hosts.mypageOrigin).toBe('http://localhost:8787');
    expect(invalid).toEqual(['SITE_ORIGIN', 'SHOP_ORIGIN']);
  });
});

describe('host helpers', () => {
  it('normaliseOrigin', () => {
    expect(normaliseOrigin('https://a.example:443/x')).toBe('https://a.example');
    expect(normaliseOrigin('javascript:alert(1)')).toBeNull();
    expect(normaliseOrigin(undefined)).toBeNull();
  });

  it('originFor and singleOriginHosts', () => {
    const h = singleOriginHosts('http://127.0.0.1:8787/');
    expect(originFor(h, 'site')).toBe('http://127.0.0.1:8787');
    expect(originFor({ siteOrigin: 'a', shopOrigin: 'b', mypageOrigin: 'c' }, 'mypage')).toBe('c');
    expect(originFor({ siteOrigin: 'a', shopOrigin: 'b', mypageOrigin: 'c' }, 'shop')).toBe('b');
  });

  it('isHost compares host and port, from a bare host or an origin', () => {
    expect(isHost('shop.example.com', 'https://shop.example.com')).toBe(true);
    expect(isHost('SHOP.example.com', 'https://shop.example.com')).toBe(true);
    expect(isHost('https://shop.example.com', 'https://shop.example.com')).toBe(true);
    expect(isHost('127.0.0.1:8787', 'http://127.0.0.1:8787')).toBe(true);
    expect(isHost('127.0.0.1:8788', 'http://127.0.0.1:8787')).toBe(false);
    expect(isHost('my.example.com', 'https://shop.example.com')).toBe(false);
    expect(isHost('', 'https://shop.example.com')).toBe(false);
  });

  it('hostnames are distinct and port-free', () => {
    expect(hostnames({ siteOrigin: 'https://example.com', shopOrigin: 'https://shop.example.com:8443', mypageOrigin: 'https://example.com' })).toEqual(['example.com', 'shop.example.com']);
    expect(hostnames(singleOriginHosts('http://[::1]:8787'))).toEqual(['::1']);
  });
});
