import { defaultCache } from './cache';
import type { UpstreamFetch } from './transport';

const IMAGE_PATH = /^\/images\/[a-z0-9-]+\/[a-z0-9-]+\.(?:jpg|jpeg|png|webp)$/i;
const PASS_PARAMS = ['w', 'f', 'q'] as const;

/**
 * Item images are origin-relative (`/images/...`). The browser fetches them from the
 * storefront, which forwards only well-formed paths and the width/format/quality parameters,
 * and lets the Cache API keep them (they are immutable by URL).
 */
export async function proxyImage(
  fetchUpstream: UpstreamFetch,
  request: Request,
  waitUntil?: (p: Promise<unknown>) => void,
): Promise<Response> {
  const url = new URL(request.url);
  if (!IMAGE_PATH.test(url.pathname)) return new Response('Not found', { status: 404 });
  const query = new URLSearchParams();
  for (const name of PASS_PARAMS) {
    const v = url.searchParams.get(name);
    if (v !== null) query.set(name, v);
  }
  const path = url.pathname + (query.size ? `?${query}` : '');
  const accept = request.headers.get('accept') ?? '';
  const cache = defaultCache();
  // Format negotiation happens upstream by Accept, so the cache key carries the webp choice
  // (in the query: the Cache API ignores fragments).
  const negotiated = `${path}${path.includes('?') ? '&' : '?'}accept=${accept.includes('image/webp') ? 'webp' : 'other'}`;
  const cacheKey = new Request(`https://image-cache.internal${negotiated}`);
  const hit = cache ? await cache.match(cacheKey) : undefined;
  if (hit) return hit;
  let res: Response;
  try {
    res = await fetchUpstream(path, {
      headers: { accept, 'if-none-match': request.headers.get('if-none-match') ?? '' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return new Response('Upstream unavailable', { status: 503, headers: { 'Retry-After': '5' } });
  }
  const out = new Response(res.body, res);
  if (cache && res.status === 200 && waitUntil) waitUntil(cache.put(cacheKey, out.clone()));
  return out;
}
