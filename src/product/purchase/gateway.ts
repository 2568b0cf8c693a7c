import { failureFrom, genericFailure, type ActionResult } from './failures';
import type { GatewayRequest } from './requests';

/**
 * The one fetch of the purchase islands: same origin, cookies sent ('same-origin'), JSON both
 * ways, a time limit, and never a throw or an unhandled rejection. Whatever comes back (no
 * network, an HTML error page, a body of the wrong shape) ends as an ActionResult.
 */
export const GATEWAY_TIMEOUT_MS = 10_000;

export interface GatewayOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

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

export async function callGateway<T>(
  request: GatewayRequest,
  read: (body: unknown) => T | null,
  options: GatewayOptions = {},
): Promise<ActionResult<T>> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? GATEWAY_TIMEOUT_MS);
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const res = await doFetch(request.path, {
      method: request.method,
      credentials: 'same-origin',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    });
    const body = await bodyOf(res);
    const failure = failureFrom(res.status, body);
    if (failure) return { ok: false, failure };
    const data = read(body);
    return data === null ? { ok: false, failure: genericFailure() } : { ok: true, data };
  } catch {
    return { ok: false, failure: genericFailure() };
  } finally {
    clearTimeout(timer);
  }
}
