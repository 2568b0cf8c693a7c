import type { UpstreamFetch } from './transport';

/** Liveness of the upstream, for `/healthz` and the start script's warm-up (first call seeds). */
export async function checkUpstreamHealth(fetchUpstream: UpstreamFetch, timeoutMs = 15_000): Promise<boolean> {
  try {
    const res = await fetchUpstream('/health', { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
