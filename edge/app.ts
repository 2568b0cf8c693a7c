import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { checkUpstreamHealth } from './upstream/health';
import { waitUntilOf } from './waituntil';
import { serveStaticAsset } from './static-assets';
import { proxyImage } from './upstream/images';
import { upstreamFromEnv, type UpstreamFetch } from './upstream/transport';
import { productPages } from './pages/product/route';
import { gatewayActions } from './gateway/actions';
import { notFoundResponse, serverErrorResponse } from './pages/errors';
import { newNonce } from './render/security-headers';
import { device } from './context/device';
import { clock } from './context/clock';
import { flags } from './context/flags';

export interface EdgeOptions {
  /** Replaces the upstream from env (tests: slow, broken or hostile upstreams; bench: in-memory). */
  upstream?: UpstreamFetch;
  /** Replaces the shared upstream cache; `null` disables caching (tests with rigged upstreams). */
  upstreamStore?: Cache | null;
}

/**
 * Middleware order and route mounts, nothing else. Context is resolved before any page renders
 * (ARCHITECTURE rule 3): transport, nonce, device, clock, feature flags.
 */
export function createEdgeApp(options: EdgeOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('upstream', options.upstream ?? upstreamFromEnv(c.env));
    c.set('nonce', newNonce());
    c.set('siteOrigin', c.env.SITE_ORIGIN || new URL(c.req.url).origin);
    if (options.upstreamStore !== undefined) c.set('upstreamStore', options.upstreamStore);
    await next();
  });

  app.get('/healthz', async (c) => {
    const upstream = await checkUpstreamHealth(c.var.upstream);
    return c.json({ ok: upstream, upstream }, upstream ? 200 : 503, { 'Cache-Control': 'no-store' });
  });

  app.get('/assets/*', serveStaticAsset);
  app.get('/images/*', (c) => proxyImage(c.var.upstream, c.req.raw, waitUntilOf(c)));

  app.use('*', device(), clock(), flags());
  app.route('/', gatewayActions);
  app.route('/', productPages);

  app.notFound((c) => notFoundResponse(c));
  app.onError((error, c) => serverErrorResponse(c, error));
  return app;
}
