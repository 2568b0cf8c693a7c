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

  it('turns every spelling of one width step into one upstream path and cache entry, and refuses malformed parameters (issue 10)', async () => {
    const up = recording(async () => new Response('webp-bytes', { status: 200, headers: { 'content-type': 'image/webp' } }));
    // The image cache is the real Cache API here: odd widths, qualities and cache-busters are
    // one entry, so only the first of these reaches the upstream.
    const sf = storefront({ upstream: up.fetch });
    const spellings = ['w=321&q=80&f=webp', 'w=400&q=75&f=webp', 'f=WEBP&w=600&q=71&cb=1', 'w=640&f=webp&q=80&cb=2'];
    for (const query of spellings) {
      const res = await sf.fetch(`/images/items/1001-step.jpg?${query}`, { headers: { accept: 'image/webp' } });
      expect(res.status, query).toBe(200);
      await res.arrayBuffer();
    }
    expect(up.paths[0]).toBe('/images/items/1001-step.jpg?w=640&f=webp&q=80');
    await expect.poll(async () => (await sf.fetch('/images/items/1001-step.jpg?w=470&q=80&f=webp', { headers: { accept: 'image/webp' } })).status).toBe(200);
    expect(new Set(up.paths)).toEqual(new Set(['/images/items/1001-step.jpg?w=640&f=webp&q=80']));

    for (const bad of ['w=abc', 'w=0', 'w=99999', 'q=101', 'f=gif', 'w=1&w=2']) {
      const res = await sf.fetch(`/images/items/1001-step.jpg?${bad}`);
      expect([bad, res.status]).toEqual([bad, 400]);
      await res.arrayBuffer();
    }
    expect(new Set(up.paths).size).toBe(1);
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
