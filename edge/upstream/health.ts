import { UpstreamError } from './errors';
import { upstreamResponse, type UpstreamDeps } from './request';

/**
 * Liveness of the upstream, for `/healthz` and the start script's warm-up (the first call
 * seeds the origin's data, hence the long `health` deadline). Resolves when `/health` answers
 * 2xx; any other status is an `http` UpstreamError.
 *
 * @example
 *   const live = await pingUpstream(upstreamDeps(c)).then(() => true, () => false);
 */
export async function pingUpstream(deps: UpstreamDeps): Promise<void> {
  const res = await upstreamResponse(deps, { path: '/health', timeout: 'health' });
  await res.body?.cancel();
  if (!res.ok) throw new UpstreamError({ kind: 'http', path: '/health', status: res.status, message: `Upstream health answered ${res.status}` });
}
