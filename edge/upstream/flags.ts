import { FeatureTogglesSchema, type FeatureToggle } from '../../schemas/feature-toggle';
import type { UpstreamFetch } from './transport';

/**
 * Spec 7: `GET {feature-flag service}?appName=&userId=` with header `authorization: {key}` →
 * `{ toggles }`, the Unleash frontend API. The default service is the one the upstream serves at
 * `/flags/api/frontend`; an absolute `FLAGS_URL` points at a separate Unleash (or proxy) and is
 * called with the global `fetch`, since it is not the commerce upstream.
 *
 * Cache strategy: none here — the answer depends on the user, and the edge/context flags
 * middleware keeps its own per-user in-memory cache refreshed every 60 s (spec 9).
 */

export const DEFAULT_FLAGS_PATH = '/flags/api/frontend';
export const FLAGS_TIMEOUT_MS = 3000;
/** A toggle list is a few KB; an answer far beyond that is broken or hostile, not read whole. */
export const FLAGS_MAX_BYTES = 512 * 1024;

export interface FlagsQuery {
  /** FLAGS_URL: a path on the upstream, or an absolute http(s) URL. */
  url?: string;
  key: string;
  appName: string;
  userId?: string;
}

export type FlagsFailure = 'timeout' | 'network' | 'http' | 'schema';

export class FlagsFetchError extends Error {
  override name = 'FlagsFetchError';
  constructor(
    readonly kind: FlagsFailure,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The toggles, or a FlagsFetchError saying why not. Never anything else thrown. */
export async function fetchToggles(
  fetchUpstream: UpstreamFetch,
  query: FlagsQuery,
  signal?: AbortSignal,
): Promise<FeatureToggle[]> {
  // A timer of our own rather than AbortSignal.timeout: it is cleared once the answer is in.
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException(`flags took over ${FLAGS_TIMEOUT_MS} ms`, 'TimeoutError')),
    FLAGS_TIMEOUT_MS,
  );
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  const init: RequestInit = {
    method: 'GET',
    headers: { authorization: query.key, accept: 'application/json' },
    signal: combined,
  };

  let status = 0;
  let body: unknown;
  try {
    // Raced against the signal too: a transport that ignores it must not hang the page.
    body = await untilAborted(combined, async () => {
      const target = flagsTarget(query);
      const res = target.absolute ? await fetch(target.url, init) : await fetchUpstream(target.url, init);
      status = res.status;
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new FlagsFetchError('http', `flags service answered ${res.status}`, res.status);
      }
      const text = await readBounded(res, FLAGS_MAX_BYTES);
      try {
        return JSON.parse(text) as unknown;
      } catch (cause) {
        throw new FlagsFetchError('schema', 'flags answer is not JSON', res.status, { cause });
      }
    });
  } catch (cause) {
    if (cause instanceof FlagsFetchError) throw cause;
    if (timeout.signal.aborted) {
      throw new FlagsFetchError('timeout', `flags service took over ${FLAGS_TIMEOUT_MS} ms`, undefined, { cause });
    }
    throw new FlagsFetchError('network', `flags service unreachable: ${messageOf(cause)}`, undefined, { cause });
  } finally {
    clearTimeout(timer);
  }

  const parsed = FeatureTogglesSchema.safeParse(body);
  if (!parsed.success) {
    throw new FlagsFetchError('schema', `flags answer does not match its schema: ${parsed.error.message}`, status);
  }
  return parsed.data.toggles;
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

function untilAborted<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work().then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function readBounded(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FlagsFetchError('schema', `flags answer is over ${maxBytes} bytes`, res.status);
    }
    text += decoder.decode(value, { stream: true });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
