import type { Context } from 'hono';
import type * as z from 'zod';
import { ko } from '../copy/ko';
import { invalidBody } from '../../rules/invalid-body';
import { fail } from '../http';

/**
 * A JSON request body checked by a zod schema: 400 INVALID_JSON when it does not parse, 400
 * INVALID_REQUEST when it does not fit: `field` names the first wrong one, `message` says so in
 * Korean for the shopper, `detail` is the zod issue for developers. Bodies over 16 KB are refused unread: no member action needs more.
 */
const MAX_BODY_BYTES = 16 * 1024;

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * `fieldMessages`: the shopper's words for a field that breaks its bounds (the shared request
 * schemas carry no copy); otherwise the message names the field (`수량을 확인해주세요.`).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, opts: { fieldMessages?: Readonly<Record<string, string>>; maxBytes?: number } = {}): Promise<Parsed<z.output<S>>> {
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
    return { ok: false, response: c.json({ result: 'FAIL', errorCode: 'INVALID_JSON', message: ko.memberService.invalidRequest, detail: 'body is not JSON' }, 400) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const m = ko.memberService;
    const first = parsed.error.issues[0];
    const { field, label, detail } = invalidBody(parsed.error, m.fieldLabels);
    const bounds = first && first.code !== 'invalid_type' ? opts.fieldMessages?.[String(first.path[0])] : undefined;
    const message = bounds ?? (label ? m.invalidField(label) : m.invalidRequest);
    return { ok: false, response: c.json({ result: 'FAIL', errorCode: 'INVALID_REQUEST', message, field, detail }, 400) };
  }
  return { ok: true, value: parsed.data };
}
