import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import type { UpstreamDeps } from './upstream/request';
import { waitUntilOf } from './waituntil';
import { cacheScope } from './upstream/cache';

/**
 * Everything an upstream call needs from the request: the transport, background work for the
 * cache, the shopper's abort signal, (tests only) a replacement for the shared cache, and,
 * while a page is rendered for the page cache, the log every call reports its freshness to.
 */
export function upstreamDeps(c: Context<AppEnv>): UpstreamDeps {
  const store = c.get('upstreamStore');
  const freshness = c.get('pageFreshness');
  return {
    fetch: c.get('upstream'),
    waitUntil: waitUntilOf(c),
    signal: c.req.raw.signal,
    cacheScope: cacheScope(c.env),
    ...(store !== undefined ? { store } : {}),
    ...(freshness ? { freshness } : {}),
  };
}
