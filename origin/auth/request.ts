import type { Context } from 'hono';
import type * as z from 'zod';
import { ko } from '../copy/ko';
import type { ErrorCode } from '../../rules/error-codes';
import { describeIssue, fail } from '../http';
import { ensureMembersSeeded } from '../db/seed/members';
import { isDevelopment as isDevelopmentName } from '../../rules/environment';
import type { MiddlewareHandler } from 'hono';
import type { OriginEnv } from '../env';
import { kept } from '../kept';

/** Request-body plumbing for the auth routes: bounded JSON, zod, and clear 400s. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Bodies of these calls are a few hundred bytes; more is refused before parsing. */
const MAX_BODY_BYTES = 16 * 1024;

export function badRequest(c: Context, detail: string, errorCode: ErrorCode = 'INVALID_REQUEST'): Response {
  return fail(c, 400, errorCode, `${ko.auth.invalidRequest} (${detail})`);
}

/**
 * The request body as JSON checked by `schema`. Malformed JSON, a non-object, an oversized
 * body or a schema mismatch is a 400 naming the first problem, never an exception.
 */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<Parsed<z.output<T>>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, response: badRequest(c, 'unreadable body') };
  }
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: badRequest(c, 'body too large') };
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: badRequest(c, 'body is not valid JSON') };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, response: badRequest(c, 'body must be a JSON object') };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, response: badRequest(c, describeIssue(parsed.error)) };
  return { ok: true, value: parsed.data };
}

/**
 * Middleware: the demo members exist before a route that reads members runs (development only:
 * production has none). A deploy's bundle leaves the demo members out altogether, like the
 * sandbox providers (`__STOREFRONT_DEV_PAGES__` is false there, origin/app.ts).
 */
export const membersReady: MiddlewareHandler<{ Bindings: OriginEnv }> = async (c, next) => {
  // The define alone in the condition: the bundler drops only a branch it sees is dead while parsing.
  if (typeof __STOREFRONT_DEV_PAGES__ === 'undefined' || __STOREFRONT_DEV_PAGES__) {
    if (isDevelopment(c.env)) await kept(c, ensureMembersSeeded(c.env.DB));
  }
  await next();
};

/** True only when development is asked for by name (rules/environment.ts): production is the default. */
export function isDevelopment(env: OriginEnv): boolean {
  return isDevelopmentName(env.ENVIRONMENT);
}
