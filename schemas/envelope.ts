/**
 * Two envelopes exist (spec 5, DECISIONS 5): plain — the body is the shape itself — and
 * data-wrapping — `{ result?, data, message?, errorCode? }`. `unwrap` returns the payload of
 * either; the caller's schema then decides whether it fits.
 */

import * as z from 'zod';

export const WrappedEnvelope = z.object({
  result: z.string().optional(),
  data: z.unknown(),
  message: z.string().nullish(),
  errorCode: z.string().nullish(),
});

export function isWrapped(body: unknown): body is z.infer<typeof WrappedEnvelope> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  if (!keys.includes('data')) return false;
  // A wrapper carries nothing but its four members; anything else means a plain shape that
  // merely has a field called data.
  return keys.every((k) => k === 'data' || k === 'result' || k === 'message' || k === 'errorCode');
}

/** The payload inside either envelope; `undefined` when a wrapper carries no data. */
export function unwrap(body: unknown): unknown {
  return isWrapped(body) ? (body.data ?? undefined) : body;
}

/**
 * Schema for a payload that may arrive in either envelope, with the spec's default when the
 * data is missing (cart count 0, empty keyword lists, agreements false).
 */
export function enveloped<T extends z.core.$ZodType>(schema: T, fallback?: z.input<T>) {
  return z.unknown().transform((body, ctx) => {
    const payload = unwrap(body);
    const parsed = z.safeParse(schema, payload === undefined || payload === null ? fallback : payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return parsed.data as z.output<T>;
  });
}
