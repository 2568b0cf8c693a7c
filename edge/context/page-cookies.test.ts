import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageCookies } from './page-cookies';

/** An answer whose headers refuse changes, like one passed through from a fetch. */
function immutable(res: Response): Response {
  const headers = new Headers(res.headers);
  const refuse = () => {
    throw new TypeError('immutable');
  };
  const frozen = new Proxy(headers, {
    get(target, key) {
      if (key === 'append' || key === 'set' || key === 'delete') return refuse;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  Object.defineProperty(res, 'headers', { value: frozen });
  return res;
}

function app(answer: () => Response) {
  const a = new Hono();
  a.use('*', pageCookies());
  a.get('*', () => answer());
  return a;
}

const names = (res: Response) => res.headers.getSetCookie().map((line) => line.split('=')[0]);

describe('pageCookies()', () => {
  it('saves the page URL on an HTML page view', async () => {
    const res = await app(() => new Response('<p>', { headers: { 'content-type': 'text/html' } })).request('/goods/1001');
    expect(names(res).length).toBeGreaterThan(0);
  });

  it('keeps both its own and the answer’s cookies when the answer’s headers are immutable', async () => {
    const own = await app(() => new Response('<p>', { headers: { 'content-type': 'text/html' } })).request('/goods/1001');
    const res = await app(() =>
      immutable(new Response('<p>', { headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'upstream=1; Path=/', 'cache-control': 'public, max-age=60' } })),
    ).request('/goods/1001');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['upstream', ...names(own)]);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    expect(await res.text()).toBe('<p>');
  });

  it('writes nothing for JSON or a redirect', async () => {
    expect(names(await app(() => Response.json({})).request('/x'))).toEqual([]);
    expect(names(await app(() => new Response(null, { status: 303, headers: { location: '/' } })).request('/x'))).toEqual([]);
  });
});
