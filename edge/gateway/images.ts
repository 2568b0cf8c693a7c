import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { RETRY_AFTER_SECONDS } from '../upstream/errors';
import { hasValidImageSignature, isAdultImagePath } from '../context/adult-images';
import { getImage, imagePathOf } from '../upstream/images';
import { upstreamDeps } from '../upstream-deps';

/**
 * `GET /images/*`: item images on the storefront's origin (edge/upstream/images.ts). A path we
 * do not serve is a 404 without an upstream round trip; an upstream that cannot be reached is
 * a 503 the browser may retry; any other answer (200, 304, 404) passes through as it came.
 * An adult-only item's image (`/images/adult/…`, context/adult-images.ts) needs a valid signed
 * URL, which only a verified adult's page carries: anyone else gets 403 before any upstream
 * round trip, and a served one is kept by no shared cache.
 */
export async function proxyImage(c: Context<AppEnv>): Promise<Response> {
  const asked = imagePathOf(new URL(c.req.url));
  if (!('path' in asked)) {
    const text = asked.status === 404 ? 'Not found' : 'Bad image parameters: w is 1 to 10000, q 1 to 100, f one format, each once';
    return new Response(text, { status: asked.status, headers: { 'Cache-Control': 'no-store' } });
  }
  const { path } = asked;
  const adult = isAdultImagePath(path);
  if (adult && !(await hasValidImageSignature(c.env?.IMAGE_URL_KEY, new URL(c.req.url), Date.now()))) {
    return new Response('Forbidden', { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  try {
    const res = await getImage(upstreamDeps(c), { path, accept: c.req.header('accept') ?? '', ifNoneMatch: c.req.header('if-none-match') ?? null });
    if (!adult) return res;
    // The upstream says immutable and public; for an adult image only this browser may keep it.
    const own = new Response(res.body, res);
    own.headers.set('Cache-Control', 'private, max-age=900');
    return own;
  } catch {
    return new Response('Upstream unavailable', { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
}
