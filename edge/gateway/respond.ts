import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ko } from '../../src/copy/ko';
import { isUpstreamError, pageStatusFor } from '../upstream/errors';

/**
 * Gateway answers use the data-wrapping envelope of the section 7 calls, so islands read one
 * shape whether the edge answered or the upstream did.
 */
export function ok<T>(c: Context, data: T, headers: Record<string, string> = {}) {
  return c.json({ result: 'SUCCESS', data }, 200, { 'Cache-Control': 'no-store', ...headers });
}

export function fail(c: Context, status: ContentfulStatusCode, errorCode: string, message: string) {
  return c.json({ result: 'FAIL', errorCode, message }, status, { 'Cache-Control': 'no-store' });
}

export const loginRequired = (c: Context) => fail(c, 401, 'LOGIN_REQUIRED', ko.errors.loginNeeded);

/** An upstream failure as a gateway answer: its status (timeouts 503, schema 502), a Korean message. */
export function upstreamFailure(c: Context, error: unknown) {
  const status = pageStatusFor(error) as ContentfulStatusCode;
  if (status !== 404) console.error(`[gateway ${c.req.method} ${new URL(c.req.url).pathname}]`, error);
  const message = isUpstreamError(error) && error.status && error.status < 500 && error.message ? error.message : ko.errors.genericTemporary;
  return fail(c, status, isUpstreamError(error) ? `UPSTREAM_${error.kind.toUpperCase()}` : 'UPSTREAM_ERROR', message);
}
