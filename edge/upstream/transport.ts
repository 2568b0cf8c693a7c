import type { Env } from '../env';

/**
 * How the edge reaches its upstream: a path (with query) in, a Response out. The embedded
 * default is the ORIGIN service binding; `UPSTREAM_URL` switches to HTTP. Tests pass their own
 * (slow, broken, hostile) transports. Nothing else in the edge calls `fetch` on upstream paths.
 */
export type UpstreamFetch = (path: string, init?: RequestInit) => Promise<Response>;

export class UpstreamConfigError extends Error {
  override name = 'UpstreamConfigError';
}

export function upstreamFromEnv(env: Env): UpstreamFetch {
  const base = env.UPSTREAM_URL?.trim();
  if (base) {
    const root = base.replace(/\/+$/, '');
    return (path, init) => fetch(root + path, init);
  }
  const origin = env.ORIGIN;
  if (origin) {
    // The host is ignored by a service binding; it only has to be a valid URL.
    return (path, init) => origin.fetch(new Request('http://origin.internal' + path, init));
  }
  return () => Promise.reject(new UpstreamConfigError('No upstream: set UPSTREAM_URL or bind ORIGIN'));
}
