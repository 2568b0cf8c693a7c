import { failureFrom, genericFailure, type ActionResult } from './failures';

/**
 * The one way islands reach the storefront's own origin (the gateway and the page endpoints):
 * same origin, cookies sent ('same-origin'), JSON both ways, a time limit from one table, and
 * never a throw or an unhandled rejection. Two levels:
 * - `exchange`: the raw answer (status and body, JSON-parsed when it is JSON, else its text),
 *   or why there is none (`network`, which a timeout is too, or `aborted` by the caller);
 * - `callJson`: an ActionResult with the one error model of src/browser/failures.ts (login
 *   needed, or a spec 8 message from src/copy/ko.ts by the spec's extraction order).
 * Server state an island keeps and refreshes after an action (the cart page's lines, the consent
 * toggles) goes through react-query on top of these (src/browser/query-client.ts); the header's
 * cart count and the search suggestions are one plain call each (issue 32 §3).
 */

/** Every browser time limit, in one place. Identity calls wait on the provider's checks. */
export const BROWSER_TIMEOUTS_MS = {
  /** Reads: counts, suggestions, grid pages, recommendations. */
  read: 10_000,
  /** Actions the shopper started: add to cart, like, Q&A, logout. */
  action: 10_000,
  /** A photo upload (resized in the browser first, so a few hundred kilobytes). */
  upload: 30_000,
  /** Identity and adult verification (the upstream asks the provider). */
  identity: 15_000,
  /** An attribution link asked for on a tap: the shopper waits, and the static link is ready. */
  link: 3_000,
} as const;

export type TimeoutKind = keyof typeof BROWSER_TIMEOUTS_MS;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface DataRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

export interface DataOptions {
  /** Which time limit applies; `read` for GET, `action` otherwise, unless said. */
  timeout?: TimeoutKind;
  /** The caller's own cancellation (a newer query replaced this one). */
  signal?: AbortSignal;
  /** For tests. */
  fetch?: typeof fetch;
  /** For tests: overrides the table. */
  timeoutMs?: number;
}

export type Exchange = { kind: 'answer'; status: number; body: unknown } | { kind: 'network' } | { kind: 'aborted' };

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Spec 8 reads a string body as the message; failureFrom refuses markup.
    return text;
  }
}

/** One request; never throws. A timeout counts as `network`; the caller's abort as `aborted`. */
export async function exchange(request: DataRequest, options: DataOptions = {}): Promise<Exchange> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const limit = options.timeoutMs ?? BROWSER_TIMEOUTS_MS[options.timeout ?? (request.method === 'GET' ? 'read' : 'action')];
  const timer = setTimeout(() => controller.abort(), limit);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    // A form (a photo upload) goes as multipart with the browser's own boundary; anything else as JSON.
    const form = typeof FormData !== 'undefined' && request.body instanceof FormData ? request.body : null;
    if (request.body !== undefined && !form) headers['content-type'] = 'application/json';
    const res = await doFetch(request.path, {
      method: request.method,
      credentials: 'same-origin',
      headers,
      body: form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      signal: controller.signal,
    });
    return { kind: 'answer', status: res.status, body: await bodyOf(res) };
  } catch {
    return options.signal?.aborted ? { kind: 'aborted' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * A call whose success is read by `read` (null: the answer has the wrong shape). Every other
 * ending is a failure the island shows: login needed, or a message.
 */
export async function callJson<T>(request: DataRequest, read: (body: unknown) => T | null, options: DataOptions = {}): Promise<ActionResult<T>> {
  const answer = await exchange(request, options);
  if (answer.kind !== 'answer') return { ok: false, failure: genericFailure() };
  const failure = failureFrom(answer.status, answer.body);
  if (failure) return { ok: false, failure };
  const data = read(answer.body);
  return data === null ? { ok: false, failure: genericFailure() } : { ok: true, data };
}
