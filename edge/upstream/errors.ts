import { UpstreamConfigError } from './transport';

/**
 * Every failure of an upstream call is one `UpstreamError`, so pages and gateway routes decide
 * status, headers and logging in one place (DECISIONS 4) instead of inspecting fetch errors.
 *
 * - `http`: the upstream answered with a non-2xx status (`status` is that status).
 * - `timeout`: our deadline passed; the upstream request was aborted.
 * - `network`: the transport threw (connection refused, reset, aborted by the caller).
 * - `schema`: the answer was not JSON, did not fit its zod schema, or was a data-wrapping
 *   envelope saying `result: 'FAIL'`.
 * - `config`: no upstream configured, or a call that must not be made as asked (e.g. a cached
 *   strategy with credentials).
 *
 * `message` is the server's message by the spec 8 extraction order when the upstream sent one
 * (identity dialogs show it), otherwise a developer-facing description.
 */
export type UpstreamErrorKind = 'http' | 'timeout' | 'network' | 'schema' | 'config';

export interface UpstreamErrorInit {
  kind: UpstreamErrorKind;
  path: string;
  message: string;
  status?: number;
  errorCode?: string;
  /** For `schema`: the zod issues, summarised for developers. */
  issues?: string;
  /** For `network`: the caller's own signal ended the call (the shopper left, the page gave up). */
  abortedByCaller?: boolean;
  cause?: unknown;
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly kind: UpstreamErrorKind;
  readonly path: string;
  readonly status?: number;
  readonly errorCode?: string;
  readonly issues?: string;
  readonly abortedByCaller: boolean;

  constructor(init: UpstreamErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.path = init.path;
    if (init.status !== undefined) this.status = init.status;
    if (init.errorCode !== undefined) this.errorCode = init.errorCode;
    if (init.issues !== undefined) this.issues = init.issues;
    this.abortedByCaller = init.abortedByCaller === true;
  }

  /** Structured fields for `console.error(...)`; no bodies, no headers, nothing personal. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      kind: this.kind,
      path: this.path,
      status: this.status,
      errorCode: this.errorCode,
      message: this.message,
      issues: this.issues,
      abortedByCaller: this.abortedByCaller || undefined,
    };
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}

/** Seconds a 503 page asks the client to wait before retrying. */
export const RETRY_AFTER_SECONDS = 5;

function ownStatus(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const s = (error as { status?: unknown }).status;
  return typeof s === 'number' && Number.isInteger(s) && s >= 400 && s <= 599 ? s : undefined;
}

/**
 * The status of the page that failed to get its data (DECISIONS 4):
 * - an upstream HTTP error keeps its status (404 → the not-found page); a non-error status
 *   there (a stray 3xx) is an upstream fault → 502;
 * - timeout, network failure or missing upstream configuration → 503 (see `errorPageHeaders`),
 *   so a passing fault never tells search engines an item is gone;
 * - an answer that fails its schema → 502;
 * - anything else: its own 4xx/5xx `status` if it has one, else the spec's default 404.
 */
export function pageStatusFor(error: unknown): number {
  if (isUpstreamError(error)) {
    switch (error.kind) {
      case 'http':
        return ownStatus(error) ?? 502;
      case 'timeout':
      case 'network':
      case 'config':
        return 503;
      case 'schema':
        return 502;
    }
  }
  if (error instanceof UpstreamConfigError) return 503;
  return ownStatus(error) ?? 404;
}

/**
 * Whether the failure goes to the error log: every error except a real 404 (an upstream 404,
 * or an item number that could not exist) and a call the caller itself aborted (no fault
 * anywhere). An unknown error that merely defaults to the 404 page is still logged, since
 * "no status" there usually means a bug, not a missing item.
 */
export function shouldLog(error: unknown): boolean {
  if (isUpstreamError(error)) return !error.abortedByCaller && pageStatusFor(error) !== 404;
  return ownStatus(error) !== 404;
}

/** Headers for the error page: 5xx pages are never cached, 503 also says when to retry. */
export function errorPageHeaders(error: unknown): Record<string, string> {
  const status = pageStatusFor(error);
  if (status === 503) return { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
  if (status >= 500) return { 'Cache-Control': 'no-store' };
  return {};
}

/** A `result: 'FAIL'` with an error code inside a 2xx: the upstream refused, it did not break. */
export function isRefusal(error: unknown): error is UpstreamError {
  return isUpstreamError(error) && error.kind === 'schema' && !!error.errorCode;
}

/**
 * How the upstream's answer reads to whoever relays it (the gateway, the login form, the
 * session middleware): the status (a refusal is a 400, anything else as `pageStatusFor`), the
 * upstream's error code or `UPSTREAM_<KIND>`, and the server's own message when it refused
 * (spec 8: dialogs show it), null when it broke or was not reached.
 */
export interface UpstreamRefusal {
  status: number;
  errorCode: string;
  serverMessage: string | null;
}

export function refusalOf(error: unknown): UpstreamRefusal {
  if (!isUpstreamError(error)) return { status: 500, errorCode: 'UNKNOWN', serverMessage: null };
  const refusal = isRefusal(error);
  return {
    status: refusal ? 400 : pageStatusFor(error),
    errorCode: error.errorCode ?? `UPSTREAM_${error.kind.toUpperCase()}`,
    serverMessage: error.kind === 'http' || refusal ? error.message : null,
  };
}
