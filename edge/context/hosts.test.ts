import { describe, expect, it } from 'vitest';
import { resolveRequestHosts } from './hosts';

describe('request hosts', () => {
  it('are resolved once per origin and settings, and shared', () => {
    const env = { SHOP_ORIGIN: 'https://shop.example', MYPAGE_ORIGIN: 'https://my.example' };
    const hosts = resolveRequestHosts('https://www.example', env);
    expect(hosts).toEqual({ siteOrigin: 'https://www.example', shopOrigin: 'https://shop.example', mypageOrigin: 'https://my.example' });
    expect(resolveRequestHosts('https://www.example', { ...env })).toBe(hosts);
    expect(resolveRequestHosts('https://www.example', { ...env, SHOP_ORIGIN: 'https://store.example' }).shopOrigin).toBe('https://store.example');
    expect(resolveRequestHosts('http://127.0.0.1:8787', undefined)).toEqual({ siteOrigin: 'http://127.0.0.1:8787', shopOrigin: 'http://127.0.0.1:8787', mypageOrigin: 'http://127.0.0.1:8787' });
  });
});
