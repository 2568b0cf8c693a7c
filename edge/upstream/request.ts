import type * as z from 'zod';
import { enveloped, isWrapped } from '../../schemas/envelope';
import { extractErrorCode, extractErrorMessage, statusName } from '../../src/net/error-message';
import { abortable, BodyTooLargeError, MAX_BODY_BYTES, readBody } from './body';
import { cachedLoad, defaultCache, resolveStrategy, type CacheStrategy, type Loaded } from './cache';
import { UpstreamError } from './errors';
import type { FreshnessRecorder } from './freshness-log';
import { timeoutFor, type TimeoutName, type TimeoutOverrides } from './timeouts';
import { UpstreamConfigError, type UpstreamFetch } from './transport';

/**
 * The one generic upstream call: a path in, a schema-valid value out, or an `UpstreamError`.
 *
 * - One attempt, never a retry (spec 7: data queries never retry).
 * - A deadline that really cancels: the transport gets an AbortSignal that fires at
 *   `timeoutMs` (or when the caller's signal aborts), and reading the body races it too.
 * - Non-2xx → `http` with the server's message by the spec 8 order; not JSON, too large, a
 *   data-wrapping `result: 'FAIL'`, or a schema mismatch → `schema`.
 * - `envelope: 'either'` accepts the plain shape and the data-wrapping one (DECISIONS 5);
 *   `fallback` is the payload when a wrapper carries no data.
 * - `cache` names the strategy (cache.ts). A cached call may be shared by concurrent callers,
 *   so the caller's signal then ends only that caller's wait, not the shared request.
 *
 * Call functions (catalog.ts, navigation.ts, member.ts, …) are `(deps, input) → Promise<T>` and
 * reach this through `upstreamCall(deps, …)`, which takes the deadline by name from
 * timeouts.ts and the signal, cache and freshness log from `deps`:
 *
 * @example
 *   export function getItemDetail(deps: UpstreamDeps, { itemNo }: { itemNo: number }): Promise<ItemDetail> {
 *     return upstreamCall(deps, { path: `/api/v5/product-detail/${itemNo}`, schema: ItemDetailSchema,
 *       envelope: 'either', timeout: 'itemDetail', cache: 'short' });
 *   }
 *
 * Answers that are not JSON (images, the health probe) use `upstreamResponse`: the same
 * deadline, signal and error kinds, the Response as it came.
 */

export type Envelope = 'plain' | 'either';

export interface UpstreamJsonOptions<S extends z.ZodType> {
  path: string;
  schema: S;
  timeoutMs: number;
  cache: CacheStrategy;
  envelope?: Envelope;
  fallback?: z.input<S>;
  signal?: AbortSignal;
  init?: RequestInit;
  /** Background work (cache stores, revalidation); without it nothing is cached. */
  waitUntil?: (p: Promise<unknown>) => void;
  /** Clock for cache ages; tests inject a fake one. */
  now?: () => number;
  /** Cache to use instead of `caches.default` (`null` disables caching). */
  store?: Cache | null;
  /** Told whether the answer is fresh and until when (the page cache; see freshness-log.ts). */
  freshness?: FreshnessRecorder;
  /** Refuse bodies larger than this (default `MAX_BODY_BYTES`). */
  maxBytes?: number;
  /** The upstream and environment cached entries belong to (cache.ts `cacheScope`). */
  cacheScope?: string;
}

/**
 * What a call function needs from its caller: the transport, and optionally the request's
 * `waitUntil` (enables caching), abort signal, clock, deadline overrides and cache (tests).
 */
export interface UpstreamDeps {
  fetch: UpstreamFetch;
  waitUntil?: (p: Promise<unknown>) => void;
  signal?: AbortSignal;
  now?: () => number;
  timeouts?: TimeoutOverrides;
  store?: Cache | null;
  /** Collects the freshness of every answer a page render uses (edge/render/page-cache.ts). */
  freshness?: FreshnessRecorder;
  /** The upstream and environment cached entries belong to (cache.ts `cacheScope`). */
  cacheScope?: string;
}

const eitherSchemas = new WeakMap<z.ZodType, z.ZodType>();

function effectiveSchema<S extends z.ZodType>(o: UpstreamJsonOptions<S>): z.ZodType {
  if ((o.envelope ?? 'plain') === 'plain') return o.schema;
  if (o.fallback !== undefined) return enveloped(o.schema, o.fallback);
  let s = eitherSchemas.get(o.schema);
  if (!s) {
    s = enveloped(o.schema);
    eitherSchemas.set(o.schema, s);
  }
  return s;
}

/** Zod issues as one line for the log: `itemNo: expected number; a.b: …; (+3 more)`. */
export function summariseIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], max = 5): string {
  const shown = issues.slice(0, max).map((i) => `${i.path.length ? i.path.map(String).join('.') : '(root)'}: ${i.message}`);
  if (issues.length > max) shown.push(`(+${issues.length - max} more)`);
  return shown.join('; ');
}

function parseJson(raw: string): { ok: true; body: unknown } | { ok: false } {
  try {
    return { ok: true, body: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Validates a 2xx body; throws `schema` when it is not JSON, says FAIL, or does not fit. */
function validate(path: string, raw: string, schema: z.ZodType, envelope: Envelope): unknown {
  const json = parseJson(raw);
  if (!json.ok) throw new UpstreamError({ kind: 'schema', path, message: 'Upstream answer is not JSON' });
  const body = json.body;
  if (envelope === 'either' && isWrapped(body) && body.result === 'FAIL') {
    throw new UpstreamError({
      kind: 'schema',
      path,
      message: extractErrorMessage(body, { fallback: 'Upstream answered result FAIL' }),
      errorCode: extractErrorCode(body),
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = summariseIssues(parsed.error.issues);
    throw new UpstreamError({ kind: 'schema', path, message: `Upstream answer does not fit its schema: ${issues}`, issues });
  }
  return parsed.data;
}

interface Signals {
  combined: AbortSignal;
  deadline: AbortSignal;
  timeoutMs: number;
  /** Stops the deadline's timer once the answer is in. */
  dispose(): void;
}

function signalsFor(timeoutMs: number, callers: (AbortSignal | null | undefined)[]): Signals {
  // A timer we clear when the call is done: AbortSignal.timeout's runs to its end, and an
  // isolate may hold only so many active timers (10 000 in workerd). A busy isolate making
  // several calls per page with 3–5 s deadlines reached that in the fuzz run (issue 10).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), timeoutMs);
  const deadline = controller.signal;
  const present = callers.filter((s): s is AbortSignal => !!s);
  return { deadline, timeoutMs, combined: present.length ? AbortSignal.any([deadline, ...present]) : deadline, dispose: () => clearTimeout(timer) };
}

/** Any rejection on the way, as an `UpstreamError` of the right kind. */
function classify(error: unknown, path: string, s: Signals): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (s.deadline.aborted) {
    return new UpstreamError({ kind: 'timeout', path, message: `Upstream did not answer within ${s.timeoutMs} ms`, cause: error });
  }
  if (s.combined.aborted) {
    return new UpstreamError({ kind: 'network', path, message: 'Upstream request aborted by the caller', abortedByCaller: true, cause: error });
  }
  if (error instanceof UpstreamConfigError) return new UpstreamError({ kind: 'config', path, message: error.message, cause: error });
  if (error instanceof BodyTooLargeError) return new UpstreamError({ kind: 'schema', path, message: error.message, cause: error });
  const detail = error instanceof Error ? error.message : String(error);
  return new UpstreamError({ kind: 'network', path, message: `Upstream unreachable: ${detail}`, cause: error });
}

/** One request, one attempt: transport, body, status, JSON, schema. */
async function loadOnce(fetch: UpstreamFetch, path: string, init: RequestInit | undefined, schema: z.ZodType, envelope: Envelope, s: Signals, maxBytes?: number): Promise<Loaded> {
  try {
    if (s.combined.aborted) throw s.combined.reason;
    let sent: Promise<Response>;
    try {
      // Called synchronously, so the transport holds the signal before a caller can abort it.
      sent = Promise.resolve(fetch(path, { ...init, signal: s.combined }));
    } catch (error) {
      sent = Promise.reject(error);
    }
    // A transport that ignores the signal may still answer after the deadline: drop that body.
    const dropLate = () =>
      void sent.then(
        (late) => late.body?.cancel().catch(() => undefined),
        () => undefined,
      );
    const res = await abortable(sent, s.combined, dropLate);
    const raw = await readBody(res, s.combined, maxBytes ?? MAX_BODY_BYTES);
    if (!res.ok) {
      const json = parseJson(raw);
      const body = json.ok ? json.body : raw;
      throw new UpstreamError({
        kind: 'http',
        path,
        status: res.status,
        message: extractErrorMessage(body, { fallback: `Upstream answered ${res.status} ${statusName(res.status)}` }),
        errorCode: extractErrorCode(body),
      });
    }
    return { raw, value: validate(path, raw, schema, envelope), by: schema };
  } catch (error) {
    throw classify(error, path, s);
  } finally {
    s.dispose();
  }
}

const PERSONAL_HEADERS = ['cookie', 'authorization'];

/** A cached strategy on a personal or non-GET request is a bug; refuse it loudly. */
function assertCacheable(path: string, init: RequestInit | undefined): void {
  const method = (init?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers);
  const personal = PERSONAL_HEADERS.some((h) => headers.has(h)) || init?.credentials === 'include';
  if (method !== 'GET' || personal) {
    throw new UpstreamError({
      kind: 'config',
      path,
      message: `Cache strategy not allowed on a ${method}${personal ? ' request with credentials' : ' request'}; use 'none'`,
    });
  }
}

export async function upstreamJson<S extends z.ZodType>(fetch: UpstreamFetch, o: UpstreamJsonOptions<S>): Promise<z.output<S>> {
  if (!o.freshness) return callUpstream(fetch, o);
  const recorder = o.freshness;
  // A failure is never kept, and neither is a page that shows "could not load" in its place.
  return callUpstream(fetch, o).catch((error: unknown) => {
    recorder.uncacheable('failed');
    throw error;
  });
}

async function callUpstream<S extends z.ZodType>(fetch: UpstreamFetch, o: UpstreamJsonOptions<S>): Promise<z.output<S>> {
  const schema = effectiveSchema(o);
  const envelope = o.envelope ?? 'plain';
  const policy = resolveStrategy(o.cache);
  if (policy) assertCacheable(o.path, o.init);
  // `store: null` turns caching off (tests); otherwise the Cache API where it exists, and the
  // isolate's memory in any case (Node has no Cache API).
  const store = o.store === undefined ? defaultCache() : o.store;
  const callers = [o.signal, o.init?.signal];

  if (!policy || o.store === null) {
    o.freshness?.uncacheable(policy ? 'caching-off' : 'uncached');
    const loaded = await loadOnce(fetch, o.path, o.init, schema, envelope, signalsFor(o.timeoutMs, callers), o.maxBytes);
    return loaded.value as z.output<S>;
  }

  return cachedLoad<z.output<S>>({
    path: o.path,
    policy,
    cache: store,
    waitUntil: o.waitUntil,
    now: o.now ?? Date.now,
    by: schema,
    freshness: o.freshness,
    ...(o.cacheScope !== undefined ? { scope: o.cacheScope } : {}),
    // Shared between callers: bounded by the deadline alone, never by one caller's signal.
    load: () => loadOnce(fetch, o.path, o.init, schema, envelope, signalsFor(o.timeoutMs, []), o.maxBytes),
    parse: (raw) => {
      const json = parseJson(raw);
      const parsed = json.ok ? schema.safeParse(json.body) : null;
      return parsed?.success ? { value: parsed.data as z.output<S> } : null;
    },
    wait: (p) => {
      const s = signalsFor(o.timeoutMs, callers);
      return abortable(p, s.combined)
        .catch((error: unknown) => {
          throw classify(error, o.path, s);
        })
        .finally(s.dispose);
    },
  });
}

/** One call of a call function: what `upstreamJson` needs besides what `deps` carries. */
export interface UpstreamCall<S extends z.ZodType> {
  path: string;
  schema: S;
  /** The deadline, by name, from the one table (timeouts.ts). */
  timeout: TimeoutName;
  cache: CacheStrategy;
  envelope?: Envelope;
  fallback?: z.input<S>;
  init?: RequestInit;
  maxBytes?: number;
}

/** `upstreamJson` with the transport, signal, cache, clock and freshness log of `deps`. */
export function upstreamCall<S extends z.ZodType>(deps: UpstreamDeps, call: UpstreamCall<S>): Promise<z.output<S>> {
  return upstreamJson(deps.fetch, {
    path: call.path,
    schema: call.schema,
    timeoutMs: timeoutFor(call.timeout, deps.timeouts),
    cache: call.cache,
    ...(call.envelope !== undefined ? { envelope: call.envelope } : {}),
    ...(call.fallback !== undefined ? { fallback: call.fallback } : {}),
    ...(call.init !== undefined ? { init: call.init } : {}),
    ...(call.maxBytes !== undefined ? { maxBytes: call.maxBytes } : {}),
    signal: deps.signal,
    waitUntil: deps.waitUntil,
    now: deps.now,
    store: deps.store,
    freshness: deps.freshness,
    ...(deps.cacheScope !== undefined ? { cacheScope: deps.cacheScope } : {}),
  });
}

/**
 * A raw answer (an image, a probe): the transport under the named deadline and the caller's
 * signal. Any status comes back as it is; a transport failure, the deadline or the caller's
 * abort is an `UpstreamError` (`network`, `timeout`, `config`). The body is the caller's to
 * read or cancel; the deadline still bounds it.
 */
export async function upstreamResponse(deps: UpstreamDeps, call: { path: string; timeout: TimeoutName; init?: RequestInit }): Promise<Response> {
  const s = signalsFor(timeoutFor(call.timeout, deps.timeouts), [deps.signal, call.init?.signal]);
  try {
    if (s.combined.aborted) throw s.combined.reason;
    let sent: Promise<Response>;
    try {
      sent = Promise.resolve(deps.fetch(call.path, { ...call.init, signal: s.combined }));
    } catch (error) {
      sent = Promise.reject(error);
    }
    const dropLate = () =>
      void sent.then(
        (late) => late.body?.cancel().catch(() => undefined),
        () => undefined,
      );
    return await abortable(sent, s.combined, dropLate);
  } catch (error) {
    s.dispose();
    throw classify(error, call.path, s);
  }
}
