import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
import { reportError } from '../ops/error-report';
import { isUpstreamError, refusalOf } from '../upstream/errors';

/**
 * The gateway's one way to answer the browser. Answers use the data-wrapping envelope of the
 * section 7 calls, so islands read one shape whether the edge answered or the upstream did:
 * `{ result: 'SUCCESS', data }` or `{ result: 'FAIL', errorCode, message }` with its status.
 *
 * A route checks its input (`fail` with 400), then hands the upstream call to `relay`:
 *
 *     gatewayActions.post('/api/v4/hearts', async (c) => {
 *       …
 *       return relay(c, like(upstreamDeps(c), { token: member.accessToken, itemNo }));
 *     });
 */

export function ok<T>(c: Context, data: T, headers: Record<string, string> = {}) {
  return c.json({ result: 'SUCCESS', data }, 200, { 'Cache-Control': 'no-store', ...headers });
}

/**
 * `message` is what the shopper is shown (the islands read it by the spec 8 extraction), so it is
 * Korean from src/copy/ko.ts; `detail` is for developers only and no island reads it; `field`
 * names the part of a body that was wrong (`lines.0.qty`).
 */
export function fail(c: Context, status: ContentfulStatusCode, errorCode: string, message: string, detail?: string, field?: string) {
  const body = detail === undefined ? { result: 'FAIL', errorCode, message } : { result: 'FAIL', errorCode, message, ...(field === undefined ? {} : { field }), detail };
  return c.json(body, status, { 'Cache-Control': 'no-store' });
}

export const loginRequired = (c: Context) => fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);

/** What the browser is told about a failed upstream call (pure; see `upstreamFailure`). */
export interface FailureAnswer {
  status: ContentfulStatusCode;
  errorCode: string;
  message: string;
  /** Whether it is our fault or the upstream's (5xx), and so goes to the error log. */
  log: boolean;
}

/**
 * An upstream failure as the browser's answer:
 * - the upstream refused (an HTTP 4xx, or `result: 'FAIL'` in a 2xx, which is a 400): its
 *   status, its error code and the server's message (spec 8: dialogs show it);
 * - it broke: timeout, network, missing configuration 503; a broken answer or a stray
 *   status 502; an upstream 5xx keeps its status; the code `UPSTREAM_<KIND>` unless the
 *   upstream sent one, and the generic temporary message (never the developer's description);
 * - anything that is not an `UpstreamError` is a 500 `UNKNOWN`.
 */
export function failureAnswer(error: unknown): FailureAnswer {
  const r = refusalOf(error);
  const status = (r.status >= 400 && r.status <= 599 ? r.status : 502) as ContentfulStatusCode;
  const message = status < 500 && r.serverMessage ? r.serverMessage : status === 401 ? ko.errors.loginNeeded : ko.errors.genericTemporary;
  const abortedByCaller = isUpstreamError(error) && error.abortedByCaller;
  return { status, errorCode: r.errorCode, message, log: status >= 500 && !abortedByCaller };
}

/** `failureAnswer` as the response, logged and reported (edge/ops/error-report.ts) when it is a fault. */
export function upstreamFailure(c: Context, error: unknown): Response {
  const a = failureAnswer(error);
  if (a.log) reportError(c as Context<AppEnv>, error, a.status);
  return fail(c, a.status, a.errorCode, a.message);
}

export interface RelayOptions {
  headers?: Record<string, string>;
  /**
   * `'wrap'` (default) answers `{ result: 'SUCCESS', data }`; `'as-is'` passes an answer that
   * already carries its own `result` (the identity calls) through unchanged.
   */
  envelope?: 'wrap' | 'as-is';
}

/** The upstream call's value as the browser's answer, or its failure by `failureAnswer`. */
export async function relay<T>(c: Context, call: Promise<T>, options: RelayOptions = {}): Promise<Response> {
  let data: T;
  try {
    data = await call;
  } catch (error) {
    return upstreamFailure(c, error);
  }
  if (options.envelope === 'as-is') return c.json(data, 200, { 'Cache-Control': 'no-store', ...options.headers });
  return ok(c, data, options.headers);
}
