import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono/tiny';
import { describe, expect, it } from 'vitest';
import manifest from '../assets/img/manifest.json';
import { IMAGE_MANIFEST_ASSET, imagesRoute, readImageManifest, type ImagesEnv } from './images';
import { IMAGE_COUNTS } from '../db/seed/builders';

const ASSETS_DIR = fileURLToPath(new URL('../assets', import.meta.url));
const BROWSER_ACCEPT = 'image/avif,image/webp,image/*,*/*;q=0.8';

/** Stands in for the workers assets binding: serves origin/assets from disk, records paths. */
function diskAssets() {
  const requested: string[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      requested.push(path);
      const file = `${ASSETS_DIR}${path}`;
      if (path.includes('..') || !existsSync(file)) return new Response('not found', { status: 404 });
      return new Response(readFileSync(file));
    },
  };
  return { requested, ASSETS: fetcher as unknown as Fetcher };
}

function origin() {
  return new Hono<ImagesEnv>().route('/images', imagesRoute);
}

function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  for (let i = 2; i < bytes.length; ) {
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    }
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

describe('GET /images/{kind}/{name}', () => {
  it('serves the generated webp with immutable caching, Vary and an ETag', async () => {
    const env = diskAssets();
    const res = await origin().request('/images/items/7.jpg?w=600&f=webp&q=80', {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{24}"$/);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(body).equals(readFileSync(`${ASSETS_DIR}/img/items/7-640.webp`))).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(env.requested).toEqual(['/img/items/7-640.webp']);
  });

  it('negotiates jpeg for a client without webp, webp for one without avif and avif for a browser that takes it', async () => {
    const env = diskAssets();
    const jpeg = await origin().request('/images/detail/3.jpg?w=320', { headers: { accept: '*/*' } }, env);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpegSize(new Uint8Array(await jpeg.arrayBuffer()))).toEqual({ width: 320, height: 480 });
    const webp = await origin().request('/images/detail/3.jpg?w=320', { headers: { accept: 'image/webp,*/*' } }, env);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('etag')).not.toBe(jpeg.headers.get('etag'));
    const avif = await origin().request('/images/items/7.jpg?w=320', { headers: { accept: BROWSER_ACCEPT } }, env);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(env.requested.at(-1)).toBe('/img/items/7-320.avif');
  });

  it('serves the webp when an image has no generated avif', async () => {
    const env = diskAssets();
    const withoutAvif = {
      fetch: (input: RequestInfo | URL) =>
        String(input instanceof Request ? input.url : input).endsWith('.avif') ? Promise.resolve(new Response('not found', { status: 404 })) : env.ASSETS.fetch(input),
    } as unknown as Fetcher;
    const res = await origin().request('/images/items/7.jpg?w=320&f=avif&q=80', {}, { ASSETS: withoutAvif });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(`${ASSETS_DIR}/img/items/7-320.webp`))).toBe(true);
  });

  it("serves an item's 800 w file for the gallery's 800 w candidate, not the 1000 w one (issue 32 §2)", async () => {
    const env = diskAssets();
    const res = await origin().request('/images/items/7.jpg?w=800&f=webp&q=80', {}, env);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(`${ASSETS_DIR}/img/items/7-800.webp`))).toBe(true);
    expect(env.requested).toEqual(['/img/items/7-800.webp']);
    const jpeg = await origin().request('/images/items/7.jpg?w=800&f=jpeg&q=80', {}, diskAssets());
    expect(jpegSize(new Uint8Array(await jpeg.arrayBuffer()))).toEqual({ width: 800, height: 1000 });
  });

  it('serves the generated avif for f=avif', async () => {
    const env = diskAssets();
    const res = await origin().request('/images/items/7.jpg?w=320&f=avif&q=80', {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(`${ASSETS_DIR}/img/items/7-320.avif`))).toBe(true);
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const env = diskAssets();
    const first = await origin().request('/images/reviews/2.jpg?w=320&f=jpeg', {}, env);
    const etag = first.headers.get('etag')!;
    const again = await origin().request('/images/reviews/2.jpg?w=320&f=jpeg', { headers: { 'if-none-match': etag } }, env);
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const stale = await origin().request('/images/reviews/2.jpg?w=320&f=jpeg', { headers: { 'if-none-match': '"old"' } }, env);
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with headers only', async () => {
    const res = await origin().request('/images/brands/16401.png?w=200&f=jpeg', { method: 'HEAD' }, diskAssets());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await res.text()).toBe('');
  });

  it.each([
    ['/images/items/999.jpg', 404],
    ['/images/videos/1.jpg', 404],
    ['/images/items/7/extra.jpg', 404],
    ['/images/items', 404],
    ['/images/items/abc.jpg', 400],
    ['/images/items/7.jpg?w=big', 400],
    ['/images/items/7.jpg?q=0', 400],
    ['/images/items/7.jpg?f=gif', 400],
    ['/images/items/..%2F..%2Fwrangler.toml', 400],
    // the URL parser resolves %2e%2e as a dot segment: this is /images/, which does not exist
    ['/images/items/%2e%2e', 404],
    ['/images/..%2F..%2Fworker.ts/7.jpg', 404],
  ])('%s answers %i without touching the asset store', async (path, status) => {
    const env = diskAssets();
    const res = await origin().request(path, {}, env);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(env.requested).toEqual([]);
  });

  it('answers 405 to other methods', async () => {
    const res = await origin().request('/images/items/7.jpg', { method: 'POST' }, diskAssets());
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 with a clear message when there is no ASSETS binding', async () => {
    const res = await origin().request('/images/items/7.jpg', {}, {});
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('ASSETS binding');
  });

  it('answers 502, not 500, when the asset store throws', async () => {
    const broken = { fetch: async () => Promise.reject(new Error('boom')) } as unknown as Fetcher;
    const res = await origin().request('/images/items/7.jpg', {}, { ASSETS: broken });
    expect(res.status).toBe(502);
  });
});

describe('origin/assets/img/manifest.json', () => {
  const entries = Object.entries(manifest);

  it('lists every generated set', () => {
    const count = (kind: string) => entries.filter(([key]) => key.startsWith(`${kind}/`)).length;
    expect([count('items'), count('detail'), count('reviews'), count('brands')]).toEqual([IMAGE_COUNTS.items, IMAGE_COUNTS.detail, IMAGE_COUNTS.reviews, 10]);
  });

  it('has an avif, a webp and a jpeg of the declared size for every width of every image', () => {
    for (const [key, entry] of entries) {
      for (const w of entry.widths) {
        const avif = readFileSync(`${ASSETS_DIR}/img/${key}-${w}.avif`);
        expect(avif.subarray(4, 12).toString('latin1'), `${key}-${w}.avif`).toBe('ftypavif');
        const webp = readFileSync(`${ASSETS_DIR}/img/${key}-${w}.webp`);
        expect(webp.subarray(0, 4).toString('latin1') + webp.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
        const jpeg = readFileSync(`${ASSETS_DIR}/img/${key}-${w}.jpg`);
        expect(jpegSize(jpeg), `${key}-${w}.jpg`).toEqual({ width: w, height: Math.round((entry.height * w) / entry.width) });
      }
    }
  });
});

describe('the manifest as a deployed origin reads it from its assets', () => {
  const serving = (body: string | null) => ({ fetch: async () => (body === null ? new Response('not found', { status: 404 }) : new Response(body)) }) as unknown as Fetcher;

  it('is the manifest development bundles, read from the assets directory', async () => {
    const env = diskAssets();
    expect(await readImageManifest(env.ASSETS)).toEqual(manifest);
    expect(env.requested).toEqual([IMAGE_MANIFEST_ASSET]);
  });

  it('fails clearly when it is missing, not JSON or not a manifest', async () => {
    await expect(readImageManifest(undefined)).rejects.toThrow(/no ASSETS binding/);
    await expect(readImageManifest(serving(null))).rejects.toThrow(/answered 404/);
    await expect(readImageManifest(serving('{'))).rejects.toThrow(/not JSON/);
    await expect(readImageManifest(serving(JSON.stringify({ 'items/1': { width: 1000, height: 1250, widths: [] } })))).rejects.toThrow(/not an image manifest/);
    await expect(readImageManifest(serving('[1]'))).rejects.toThrow(/not an image manifest/);
  });
});
