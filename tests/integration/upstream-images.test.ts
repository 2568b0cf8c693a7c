import { describe, expect, it } from 'vitest';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { storefront } from './harness';

/**
 * The image proxy through the storefront (edge/gateway/images.ts over edge/upstream/images.ts):
 * only well-formed paths and the w/f/q parameters reach the upstream, its answer passes through,
 * and an upstream that cannot be reached is a 503 the browser may retry.
 */
function recording(answer: () => Promise<Response>) {
  const paths: string[] = [];
  const fetch: UpstreamFetch = (path) => {
    paths.push(path);
    return answer();
  };
  return { fetch, paths };
}

describe('image proxy', () => {
  it('forwards a well-formed path with the passed parameters only, and the answer as it came', async () => {
    const up = recording(async () => new Response('jpeg-bytes', { status: 200, headers: { 'content-type': 'image/jpeg' } }));
    const res = await storefront({ upstream: up.fetch }).fetch('/images/items/1001-main.jpg?w=320&x=evil&q=80');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await res.text()).toBe('jpeg-bytes');
    expect(up.paths).toEqual(['/images/items/1001-main.jpg?w=320&q=80']);
  });

  it('answers 404 for any other path without asking the upstream', async () => {
    const up = recording(async () => new Response('x'));
    const res = await storefront({ upstream: up.fetch }).fetch('/images/items/a.svg');
    expect(res.status).toBe(404);
    expect(up.paths).toEqual([]);
  });

  it('answers 503 with Retry-After when the upstream cannot be reached', async () => {
    const up = recording(() => Promise.reject(new TypeError('connection refused')));
    const res = await storefront({ upstream: up.fetch }).fetch('/images/items/1001-main.jpg');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it('passes an upstream 404 through', async () => {
    const up = recording(async () => new Response('Not found', { status: 404 }));
    const res = await storefront({ upstream: up.fetch }).fetch('/images/items/missing.jpg');
    expect(res.status).toBe(404);
  });
});
