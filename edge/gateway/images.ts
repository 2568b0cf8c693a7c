import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { RETRY_AFTER_SECONDS } from '../upstream/errors';
import { getImage, imagePathOf } from '../upstream/images';
import { upstreamDeps } from '../upstream-deps';

/**
 * `GET /images/*`: item images on the storefront's origin (edge/upstream/images.ts). A path we
 * do not serve is a 404 without an upstream round trip; an upstream that cannot be reached is
 * a 503 the browser may retry; any other answer (200, 304, 404) passes through as it came.
 */
export async function proxyImage(c: Context<AppEnv>): Promise<Response> {
  const path = imagePathOf(new URL(c.req.url));
  if (path === null) return new Response('Not found', { status: 404 });
  try {
    return await getImage(upstreamDeps(c), { path, accept: c.req.header('accept') ?? '', ifNoneMatch: c.req.header('if-none-match') ?? null });
  } catch {
    return new Response('Upstream unavailable', { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
}
