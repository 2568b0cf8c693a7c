import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { storefront } from './harness';
import { browse, Jar, login, STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 10 item 6: rate limits on the Workers Rate Limiting binding. A counting limiter stands in
 * for each binding so the test decides exactly when the limit is reached (no waiting for real
 * time); one case runs workerd's own emulated limiter to show the binding's shape fits.
 */
type Limiter = { limit(o: { key: string }): Promise<{ success: boolean }> };

function counting(limit: number): Limiter & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    async limit({ key }) {
      keys.push(key);
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return { success: n <= limit };
    },
  };
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN }, body: JSON.stringify(body) });

describe('rate limits', () => {
  it('login is limited per id, whoever guesses, with 429, Retry-After and the Korean message', async () => {
    const RATE_LIMIT_LOGIN = counting(3);
    const sf = storefront({ bindings: { RATE_LIMIT_LOGIN } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await sf.fetch('/user/login', { ...json({ id: 'adult@demo.test', password: `wrong-${i}` }), headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGIN, 'cf-connecting-ip': `203.0.113.${i}` } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toBe('60');
        expect(await res.json()).toMatchObject({ result: 'FAIL', errorCode: 'RATE_LIMITED', message: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.' });
      } else await res.text();
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(RATE_LIMIT_LOGIN.keys).toContain('id:adult@demo.test');
  });

  it('login is limited per client too, across ids; the form post answers the page with Retry-After', async () => {
    const RATE_LIMIT_LOGIN = counting(2);
    const sf = storefront({ bindings: { RATE_LIMIT_LOGIN } });
    const statuses: number[] = [];
    for (const id of ['a@example.test', 'b@example.test', 'c@example.test']) {
      const res = await sf.fetch('/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STOREFRONT_ORIGIN, 'cf-connecting-ip': '198.51.100.7' }, body: `id=${id}&password=x` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toBe('60');
        expect(await res.text()).toContain('요청이 너무 많아요');
      } else await res.text();
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('search, suggestions and member writes are limited; other clients and members are not', async () => {
    const RATE_LIMIT_SEARCH = counting(2);
    const RATE_LIMIT_WRITE = counting(1);
    const sf = storefront({ bindings: { RATE_LIMIT_SEARCH, RATE_LIMIT_WRITE } });
    const from = (ip: string) => ({ headers: { 'cf-connecting-ip': ip } });
    const s = [];
    for (let i = 0; i < 3; i++) s.push((await sf.fetch('/api/v4/auto-complete?keyword=셔', from('192.0.2.1'))).status);
    expect(s).toEqual([200, 200, 429]);
    expect((await sf.fetch('/api/v4/auto-complete?keyword=셔', from('192.0.2.2'))).status).toBe(200);
    const page = await sf.fetch('/search?keyword=셔츠', from('192.0.2.9'));
    await page.text();
    await (await sf.fetch('/search?keyword=셔츠', from('192.0.2.9'))).text();
    const third = await sf.fetch('/search?keyword=셔츠', from('192.0.2.9'));
    expect(third.status).toBe(429);
    expect(await third.text()).toContain('요청이 너무 많아요');

    const jar = await login(sf, 'adult@demo.test', new Jar());
    const like = () => browse(sf, jar, '/api/v4/hearts', { method: 'POST', body: JSON.stringify({ itemNo: 1001 }) });
    expect((await like()).status).toBe(200);
    const limited = await like();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(RATE_LIMIT_WRITE.keys.every((k) => k === 'm:1001')).toBe(true);
  });

  it('workerd\'s emulated binding has the shape the helper calls', async () => {
    const RATE_LIMIT_LOGIN = (env as unknown as { RATE_LIMIT_TEST: Limiter }).RATE_LIMIT_TEST;
    const sf = storefront({ bindings: { RATE_LIMIT_LOGIN } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await sf.fetch('/user/login', json({ id: 'nobody-rl@example.test', password: 'x' }));
      statuses.push(res.status);
      await res.text();
    }
    expect(statuses).toContain(429);
    expect(statuses[0]).toBe(401);
  });
});
