import { FeatureTogglesSchema, type FeatureToggle } from '../../schemas/feature-toggle';
import { upstreamCall, type UpstreamDeps } from './request';
import type { UpstreamFetch } from './transport';

/**
 * Spec 7: `GET {feature-flag service}?appName=&userId=` with header `authorization: {key}` →
 * `{ toggles }`, the Unleash frontend API. The default service is the one the upstream serves at
 * `/flags/api/frontend`; an absolute `FLAGS_URL` points at a separate Unleash (or proxy) and is
 * called with the global `fetch`, since it is not the commerce upstream.
 *
 * Like every upstream call: one attempt under the `flags` deadline (timeouts.ts), and any
 * failure is an `UpstreamError` (`http` with its status, `schema` for a body that is not JSON,
 * too large or not toggles, `timeout`, `network`).
 *
 * Cache strategy: none here — the answer depends on the user, and the edge/context flags
 * middleware keeps its own per-user in-memory cache refreshed every 60 s (spec 9).
 *
 * @example
 *   const toggles = await fetchToggles({ fetch: c.var.upstream }, { key, appName: 'storefront', userId });
 */

export const DEFAULT_FLAGS_PATH = '/flags/api/frontend';
/** A toggle list is a few KB; an answer far beyond that is broken or hostile, not read whole. */
export const FLAGS_MAX_BYTES = 512 * 1024;

export interface FlagsQuery {
  /** FLAGS_URL: a path on the upstream, or an absolute http(s) URL. */
  url?: string;
  key: string;
  appName: string;
  userId?: string;
}

/** A separate flag service, reached with the global fetch (looked up per call, so tests may stub it). */
const separateService: UpstreamFetch = (url, init) => fetch(url, init);

/** The toggles for the query's user. */
export async function fetchToggles(deps: UpstreamDeps, query: FlagsQuery): Promise<FeatureToggle[]> {
  const target = flagsTarget(query);
  const answer = await upstreamCall(target.absolute ? { ...deps, fetch: separateService } : deps, {
    path: target.url,
    schema: FeatureTogglesSchema,
    envelope: 'plain',
    timeout: 'flags',
    cache: 'none',
    maxBytes: FLAGS_MAX_BYTES,
    init: { method: 'GET', headers: { authorization: query.key, accept: 'application/json' } },
  });
  return answer.toggles;
}

/** Where to send the request: a path for the upstream transport, or an absolute URL. */
export function flagsTarget(query: Pick<FlagsQuery, 'url' | 'appName' | 'userId'>): {
  absolute: boolean;
  url: string;
} {
  const base = query.url?.trim() || DEFAULT_FLAGS_PATH;
  const params = new URLSearchParams({ appName: query.appName });
  if (query.userId) params.set('userId', query.userId);
  if (/^https?:\/\//i.test(base)) {
    const url = new URL(base);
    for (const [k, v] of params) url.searchParams.set(k, v);
    return { absolute: true, url: url.toString() };
  }
  const path = base.startsWith('/') ? base : `/${base}`;
  return { absolute: false, url: `${path}${path.includes('?') ? '&' : '?'}${params.toString()}` };
}
