import { describe, expect, it } from 'vitest';
import { UpstreamError } from './errors';
import { pingUpstream } from './health';
import { getImage, imagePathOf } from './images';
import type { UpstreamFetch } from './transport';

/** The Cache API's match/put over a Map (test double). */
function memoryCache() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (key: Request) => entries.get(key.url)?.clone(),
    put: async (key: Request, res: Response) => void entries.set(key.url, res),
  } as unknown as Cache;
  return { cache, entries };
}

describe('imagePathOf', () => {
  it('serves only well-formed image paths, passing w, f and q only', () => {
    expect(imagePathOf(new URL('https://s.kr/images/items/1001-a.jpg?w=320&f=webp&q=80&x=1'))).toEqual({ path: '/images/items/1001-a.jpg?w=320&f=webp&q=80' });
    expect(imagePathOf(new URL('https://s.kr/images/items/1001-a.png'))).toEqual({ path: '/images/items/1001-a.png' });
    expect(imagePathOf(new URL('https://s.kr/images/../secrets/a.jpg'))).toEqual({ status: 404 });
    expect(imagePathOf(new URL('https://s.kr/images/items/a.svg'))).toEqual({ status: 404 });
    // Made few (rules/image-query.ts): odd widths share a step; malformed parameters are a 400.
    expect(imagePathOf(new URL('https://s.kr/images/items/1001-a.jpg?q=75&w=333&cb=1'))).toEqual({ path: '/images/items/1001-a.jpg?w=640&q=80' });
    expect(imagePathOf(new URL('https://s.kr/images/items/1001-a.jpg?w=abc'))).toEqual({ status: 400 });
  });
});

describe('getImage', () => {
  it('keeps a 200 in the cache under the format choice, and answers the next from it', async () => {
    const { cache, entries } = memoryCache();
    let calls = 0;
    const fetch: UpstreamFetch = async () => {
      calls += 1;
      return new Response('img', { status: 200, headers: { 'content-type': 'image/webp' } });
    };
    const pending: Promise<unknown>[] = [];
    const deps = { fetch, store: cache, waitUntil: (p: Promise<unknown>) => void pending.push(p) };
    const input = { path: '/images/items/a.jpg?w=320', accept: 'image/avif,image/webp,*/*' };
    expect(await (await getImage(deps, input)).text()).toBe('img');
    await Promise.all(pending);
    expect([...entries.keys()]).toEqual(['https://image-cache.internal/images/items/a.jpg?w=320&accept=avif']);
    expect(await (await getImage(deps, input)).text()).toBe('img');
    expect(calls).toBe(1);
    // A browser without AVIF never gets the AVIF kept for one with it.
    await getImage(deps, { ...input, accept: 'image/webp,*/*' });
    expect(calls).toBe(2);
    await getImage(deps, { ...input, accept: 'image/jpeg' });
    expect(calls).toBe(3);
  });

  it('passes other statuses through uncached', async () => {
    const { cache, entries } = memoryCache();
    const fetch: UpstreamFetch = async () => new Response(null, { status: 304 });
    const res = await getImage({ fetch, store: cache, waitUntil: () => undefined }, { path: '/images/items/a.jpg', accept: '', ifNoneMatch: '"v1"' });
    expect(res.status).toBe(304);
    expect(entries.size).toBe(0);
  });

  it('an upstream that cannot be reached in time is an UpstreamError timeout', async () => {
    const fetch: UpstreamFetch = () => new Promise<Response>(() => {});
    const error = await getImage({ fetch, store: null, timeouts: { images: 15 } }, { path: '/images/items/a.jpg', accept: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).kind).toBe('timeout');
  });
});

describe('pingUpstream', () => {
  it('resolves on a 2xx and throws an http UpstreamError otherwise', async () => {
    await expect(pingUpstream({ fetch: async () => new Response('ok') })).resolves.toBeUndefined();
    const error = await pingUpstream({ fetch: async () => new Response('down', { status: 503 }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(503);
  });
});
