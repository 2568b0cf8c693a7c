import { isDevelopment } from '../../rules/environment';
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

/**
 * Passwords and tokens travel to the upstream, so a production edge speaks https only;
 * plain http is for development (a local upstream).
 */
export function upstreamUrlProblem(base: string, environment: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return 'UPSTREAM_URL is not a URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isDevelopment(environment)) return null;
  return `UPSTREAM_URL must be https in production (got ${url.protocol})`;
}

export function upstreamFromEnv(env: Env): UpstreamFetch {
  const base = env.UPSTREAM_URL?.trim();
  if (base) {
    const problem = upstreamUrlProblem(base, env.ENVIRONMENT);
    if (problem) return () => Promise.reject(new UpstreamConfigError(problem));
    const root = base.replace(/\/+$/, '');
    return (path, init) => fetch(root + path, init);
  }
  const origin = env.ORIGIN;
  if (origin) {
    // The host is ignored by a service binding; it only has to be a valid URL.
    return (path, init) => origin.fetch(new Request(`http://origin.internal${path}`, init));
  }
  return () => Promise.reject(new UpstreamConfigError('No upstream: set UPSTREAM_URL or bind ORIGIN'));
}
