/**
 * The data-wrapping envelope of spec 5 (DECISIONS 5) for every origin answer:
 * `{ result: 'SUCCESS', data }` or `{ result: 'FAIL', errorCode, message }` with a real status.
 */

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { invalidBody } from '../rules/invalid-body';
import type { ErrorCode } from '../rules/error-codes';

export function ok<T>(c: Context, data: T): Response {
  return c.json({ result: 'SUCCESS', data });
}

export function fail(c: Context, status: ContentfulStatusCode, errorCode: ErrorCode, message: string): Response {
  return c.json({ result: 'FAIL', errorCode, message }, status);
}

/** A refusal that carries what the client should show instead (e.g. the current state after a lost compare-and-set). */
export function failWith<T>(c: Context, status: ContentfulStatusCode, errorCode: ErrorCode, message: string, data: T): Response {
  return c.json({ result: 'FAIL', errorCode, message, data }, status);
}

/** A bounded positive integer query parameter with a default when absent. */
function intParam(fallback: number, min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/)
    .optional()
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(z.number().int().min(min).max(max));
}

export const PageQuerySchema = z.object({
  page: intParam(1, 1, 100_000),
  size: intParam(10, 1, 50),
});

/** Describes the first problem of a failed parse for the error message, without echoing input. */
export const describeIssue = (error: z.ZodError): string => invalidBody(error, {}).detail;
