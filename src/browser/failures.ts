import { errorsCopy } from '../copy/ko';
import { extractErrorMessage } from '../net/error-message';

/**
 * What went wrong with a gateway call, in the two ways the islands react to: a login is needed
 * (the login dialog), or a message to show (a dialog with 확인).
 */
export type ActionFailure = { kind: 'login' } | { kind: 'message'; message: string };

export type ActionResult<T> = { ok: true; data: T } | { ok: false; failure: ActionFailure };

export const LOGIN_REQUIRED = 'LOGIN_REQUIRED';

export const genericFailure = (): ActionFailure => ({ kind: 'message', message: errorsCopy.genericTemporary });

const bag = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/**
 * The failure an answer carries, or null for a success. 401, or the LOGIN_REQUIRED code under
 * any status, means a login is needed. Any other non-2xx answer, and a 2xx answer whose
 * envelope says `result: 'FAIL'`, shows the server's message by the spec 8 extraction order,
 * else the generic temporary error. A markup body (a proxy's error page) is never shown.
 */
export function failureFrom(status: number, body: unknown): ActionFailure | null {
  const b = bag(body);
  if (status === 401 || b?.errorCode === LOGIN_REQUIRED) return { kind: 'login' };
  const ok = status >= 200 && status < 300;
  if (ok && b?.result !== 'FAIL') return null;
  return { kind: 'message', message: extractErrorMessage(body, { fallback: errorsCopy.genericTemporary }) };
}

/** The dialog text of a failure. */
export const failureMessage = (failure: ActionFailure): string => (failure.kind === 'login' ? errorsCopy.loginNeeded : failure.message);
