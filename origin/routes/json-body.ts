import type { Context } from 'hono';
import { z } from 'zod';
import { ko } from '../copy/ko';
import { describeIssue, fail } from '../http';

/**
 * A JSON request body checked by a zod schema: 400 INVALID_JSON when it does not parse, 400
 * INVALID_REQUEST (a Korean message for the shopper, the first problem in `detail`) when it
 * does not fit. Bodies over 16 KB are refused unread: no member action needs more.
 */
const MAX_BODY_BYTES = 16 * 1024;

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * `fieldMessages`: the shopper's words for a field that breaks its bounds (the shared request
 * schemas carry no copy); a body of the wrong shape gets the generic message.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  opts: { fieldMessages?: Readonly<Record<string, string>>; maxBytes?: number } = {},
): Promise<Parsed<z.output<S>>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, response: fail(c, 400, 'INVALID_JSON', ko.memberService.invalidRequest) };
  }
  if (text.length > (opts.maxBytes ?? MAX_BODY_BYTES)) return { ok: false, response: fail(c, 413, 'BODY_TOO_LARGE', ko.memberService.invalidRequest) };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: fail(c, 400, 'INVALID_JSON', ko.memberService.invalidRequest) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const field = first && first.code !== 'invalid_type' ? opts.fieldMessages?.[String(first.path[0])] : undefined;
    const message = field ?? ko.memberService.invalidRequest;
    const body = { result: 'FAIL', errorCode: 'INVALID_REQUEST', message, detail: describeIssue(parsed.error) };
    return { ok: false, response: c.json(body, 400) };
  }
  return { ok: true, value: parsed.data };
}
