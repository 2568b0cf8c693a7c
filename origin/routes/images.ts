/**
 * Demo product images of the reference origin, mounted at /images by the origin app:
 *
 *   app.route('/images', imagesRoute);
 *   GET /images/items/7.jpg?w=640&f=webp  →  origin/assets/img/items/7-640.webp
 *   GET /images/items/7.jpg?w=640&f=avif  →  origin/assets/img/items/7-640.avif
 *
 * The files are pre-encoded by scripts/gen-images.mjs and read through the ASSETS binding
 * (origin/wrangler.toml `[assets]`, run_worker_first so every request reaches this route).
 * Which file answers is decided by resolveImageVariant (image-variant.ts); this file only
 * reads it and sets the caching headers.
 *
 * The manifest it decides by (master size and generated widths of every image) is bundled in
 * development, the tests and the bench; a deployed origin reads it from the same assets the
 * images are in, once per isolate, instead of carrying it in its script (1.2 KiB of its gzip
 * budget; ../db/data-assets.ts says why).
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod';
import manifestJson from '../assets/img/manifest.json';
import { readDataAsset } from '../db/data-assets';
import { etagMatches, resolveImageVariant, type ImageManifest, type ImageVariant, webpOf } from './image-variant';

export type ImagesEnv = { Bindings: { ASSETS?: Fetcher } };

export const IMAGE_MANIFEST_ASSET = '/img/manifest.json';
const ImageManifestSchema = z.record(z.string(), z.object({ width: z.number().int().positive(), height: z.number().int().positive(), widths: z.array(z.number().int().positive()).min(1) }));

/** The manifest as the assets hold it; throws when it is missing or not a manifest. */
export async function readImageManifest(assets: Fetcher | undefined): Promise<ImageManifest> {
  const parsed = ImageManifestSchema.safeParse(await readDataAsset(assets, IMAGE_MANIFEST_ASSET));
  if (!parsed.success) throw new Error(`image manifest ${IMAGE_MANIFEST_ASSET}: not an image manifest`);
  return parsed.data;
}

const readManifests = new WeakMap<Fetcher, Promise<ImageManifest>>();

function manifestFor(assets: Fetcher | undefined): Promise<ImageManifest> {
  // In place, not through a helper, so the bundler drops the bundled manifest from a deploy.
  if (typeof __ORIGIN_DATA_FROM_ASSETS__ === 'undefined' || !__ORIGIN_DATA_FROM_ASSETS__) return Promise.resolve(manifestJson);
  if (!assets) return readImageManifest(assets);
  let read = readManifests.get(assets);
  if (!read) {
    const fresh = readImageManifest(assets);
    // A failed read is not kept: the next request tries again.
    fresh.catch(() => readManifests.get(assets) === fresh && readManifests.delete(assets));
    readManifests.set(assets, fresh);
    read = fresh;
  }
  return read;
}
// A given URL and Accept always map to the same bytes: a regenerated image gets a new ETag.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function errorText(message: string, status: 400 | 404 | 405 | 502 | 503, extra: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });
}

async function strongEtag(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest.subarray(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

async function readAsset(assets: Fetcher, variant: ImageVariant): Promise<ArrayBuffer | Response> {
  try {
    const res = await assets.fetch(new Request(`https://assets.local${variant.assetPath}`));
    if (res.status === 404) return errorText(`Image file ${variant.assetPath} is missing; run node scripts/gen-images.mjs.`, 404);
    if (!res.ok) return errorText(`Image store answered ${res.status}.`, 502);
    return await res.arrayBuffer();
  } catch {
    return errorText('Image store unavailable.', 502);
  }
}

export const imagesRoute = new Hono<ImagesEnv>();

// HEAD is answered by this GET handler too (Hono runs GET and drops the body).
imagesRoute.get('/:kind/:file', async (c) => {
  let manifest: ImageManifest;
  try {
    manifest = await manifestFor(c.env?.ASSETS);
  } catch (err) {
    console.error('images:', err instanceof Error ? err.message : err);
    return errorText('Image manifest unavailable.', 503);
  }
  const result = resolveImageVariant({ kind: c.req.param('kind'), file: c.req.param('file'), query: new URL(c.req.url).searchParams, accept: c.req.header('accept') }, manifest);
  if (!result.ok) return errorText(result.message, result.status);
  const assets = c.env?.ASSETS;
  if (!assets) return errorText('Images are not available: the origin has no ASSETS binding (see [assets] in origin/wrangler.toml).', 503);

  let { variant } = result;
  let bytes = await readAsset(assets, variant);
  // An image without an AVIF file (an assets directory from before scripts/gen-images.mjs wrote
  // them): its WebP, which every browser that takes AVIF takes too.
  if (bytes instanceof Response && bytes.status === 404 && variant.format === 'avif') {
    variant = webpOf(variant);
    bytes = await readAsset(assets, variant);
  }
  if (bytes instanceof Response) return bytes;
  const etag = await strongEtag(bytes);
  const common = { 'Cache-Control': IMMUTABLE, Vary: 'Accept', ETag: etag };
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers: common });
  return new Response(bytes, {
    headers: {
      ...common,
      'Content-Type': variant.contentType,
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

imagesRoute.all('/:kind/:file', () => errorText('Method not allowed.', 405, { Allow: 'GET, HEAD' }));
imagesRoute.all('*', () => errorText('Not found: images live at /images/{kind}/{name}.jpg?w=&f=.', 404));
