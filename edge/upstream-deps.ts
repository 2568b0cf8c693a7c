import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import type { UpstreamDeps } from './upstream/request';
import { waitUntilOf } from './waituntil';

/**
 * Everything an upstream call needs from the request: the transport, background work for the
 * cache, the shopper's abort signal, and (tests only) a replacement for the shared cache.
 */
export function upstreamDeps(c: Context<AppEnv>): UpstreamDeps {
  const store = c.var.upstreamStore;
  return {
    fetch: c.var.upstream,
    waitUntil: waitUntilOf(c),
    signal: c.req.raw.signal,
    ...(store !== undefined ? { store } : {}),
  };
}
