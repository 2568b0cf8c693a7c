import { normaliseImageQuery } from '../../rules/image-query';
import { defaultCache } from './cache';
import { upstreamResponse, type UpstreamDeps } from './request';

const IMAGE_PATH = /^\/images\/[a-z0-9-]+\/[a-z0-9-]+\.(?:jpg|jpeg|png|webp)$/i;

/**
 * Item images are origin-relative (`/images/...`). The browser fetches them from the
 * storefront, which forwards only well-formed paths and the width/format/quality parameters,
 * and lets the Cache API keep them (they are immutable by URL).
 *
 * @example
 *   const asked = imagePathOf(new URL(c.req.url));
 *   const res = 'path' in asked ? await getImage(upstreamDeps(c), { path: asked.path, accept, ifNoneMatch }) : …;
 */

/**
 * The upstream path of an image URL, with its `w`, `f` and `q` made few (rules/image-query.ts):
 * 404 for a path we do not serve, 400 for malformed or repeated parameters. The path is also the
 * image cache's key, so a cache-buster or an odd width cannot grow the cache or reach upstream.
 */
export function imagePathOf(url: URL): { path: string } | { status: 400 | 404 } {
  if (!IMAGE_PATH.test(url.pathname)) return { status: 404 };
  const query = normaliseImageQuery(url.searchParams);
  if (query === null) return { status: 400 };
  return { path: url.pathname + (query ? `?${query}` : '') };
}

export interface ImageRequest {
  /** From `imagePathOf`. */
  path: string;
  /** The browser's Accept: the upstream picks the format by it. */
  accept: string;
  ifNoneMatch?: string | null;
}

/**
 * The image as the upstream answers it (any status), from the Cache API when kept there; a
 * 200 is kept (with `deps.waitUntil`). A failure to reach the upstream within the `images`
 * deadline is an `UpstreamError`.
 */
export async function getImage(deps: UpstreamDeps, input: ImageRequest): Promise<Response> {
  const cache = deps.store === undefined ? defaultCache() : deps.store;
  // Format negotiation happens upstream by Accept (AVIF, else WebP, else the original), so the
  // cache key carries that choice (in the query: the Cache API ignores fragments).
  const negotiated = `${input.path}${input.path.includes('?') ? '&' : '?'}accept=${acceptedFormat(input.accept)}`;
  const scope = deps.cacheScope ? `/${encodeURIComponent(deps.cacheScope)}` : '';
  const cacheKey = new Request(`https://image-cache.internal${scope}${negotiated}`);
  const hit = cache ? await cache.match(cacheKey) : undefined;
  if (hit) return hit;
  const res = await upstreamResponse(deps, {
    path: input.path,
    timeout: 'images',
    init: { headers: { accept: input.accept, 'if-none-match': input.ifNoneMatch ?? '' } },
  });
  const out = new Response(res.body, res);
  if (cache && res.status === 200 && deps.waitUntil) deps.waitUntil(cache.put(cacheKey, out.clone()));
  return out;
}

/** The format an Accept header lets the upstream choose: what an image's cache entry is kept under. */
function acceptedFormat(accept: string): 'avif' | 'webp' | 'other' {
  if (accept.includes('image/avif')) return 'avif';
  return accept.includes('image/webp') ? 'webp' : 'other';
}
