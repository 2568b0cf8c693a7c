import type { AdTrackingPost } from '../../schemas/ad-tracking';
import { UpstreamError } from './errors';
import { upstreamResponse, type UpstreamDeps } from './request';

/**
 * The ad-tracking provider (spec 7; issue 12 item 4). `deps.fetch` is the provider's transport:
 * a configured endpoint (`AD_TRACKING_URL`) or, in development, the origin's sandbox stand-in
 * (`POST /sandbox/ad-tracking`), chosen by edge/context/providers.ts. Any 2xx is taken; the
 * answer's body is not ours to read.
 *
 * @example await postAdTracking(adTrackingDeps(c), { path, post });
 */
export async function postAdTracking(deps: UpstreamDeps, input: { path: string; post: AdTrackingPost }): Promise<void> {
  const res = await upstreamResponse(deps, {
    path: input.path,
    timeout: 'adTracking',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input.post) },
  });
  await res.body?.cancel().catch(() => undefined);
  if (!res.ok) throw new UpstreamError({ kind: 'http', path: input.path, status: res.status, message: `ad-tracking provider answered ${res.status}` });
}
