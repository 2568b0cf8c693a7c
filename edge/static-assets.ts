import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Built client files (`dist/client`) through the ASSETS binding. Names under /assets/ carry a
 * content hash, so they are cached for a year; anything else (the manifest) revalidates.
 */
export async function serveStaticAsset(c: Context<AppEnv>): Promise<Response> {
  const assets = c.env.ASSETS;
  if (!assets) return c.text('Not found', 404);
  const res = await assets.fetch(c.req.raw);
  if (res.status !== 200) return res;
  const out = new Response(res.body, res);
  const hashed = /-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?)$/.test(new URL(c.req.url).pathname);
  out.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
  out.headers.set('X-Content-Type-Options', 'nosniff');
  return out;
}
