/**
 * Spec 8: the generic error-message extraction, and the HTTP status names the spec lists.
 * Pure: any upstream error body in (already JSON-parsed, or the raw text when it was not JSON),
 * a message out; never a throw on hostile shapes.
 *
 * The order is the spec's, exactly:
 *   1. the body itself, when it is a string;
 *   2. `errors.detail` as an array: its first element — a string, or that element's
 *      `warning`, `warning[0]`, `message`, `message[0]`;
 *   3. `errors.detail` as an object: its `warning`, then its `message`;
 *   4. `errors.message`;
 *   5. the body's own `message`;
 *   6. the caller's fallback text;
 *   7. the thrown error's own message.
 *
 * Decisions the spec leaves open:
 * - A candidate counts only when it is a string with something besides whitespace; it is
 *   returned trimmed. An empty `message: ''` falls through to the next step.
 * - A string body that looks like markup (an HTML error page from a proxy) is not a message;
 *   showing it in a dialog would be worse than the fallback. Long strings are cut at 500 chars.
 */

const MAX_MESSAGE = 500;

type Bag = Record<string, unknown>;

function bag(v: unknown): Bag | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Bag) : null;
}

function text(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  if (!t) return undefined;
  return t.length > MAX_MESSAGE ? `${t.slice(0, MAX_MESSAGE)}…` : t;
}

/** A string, or the first element of an array when that is a string (`warning[0]`). */
function textOrFirst(v: unknown): string | undefined {
  return text(v) ?? (Array.isArray(v) ? text(v[0]) : undefined);
}

function fromBodyString(body: unknown): string | undefined {
  const t = text(body);
  return t && !t.startsWith('<') ? t : undefined;
}

function fromDetail(detail: unknown): string | undefined {
  if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    const direct = text(first);
    if (direct) return direct;
    const el = bag(first);
    if (!el) return undefined;
    // warning, warning[0], message, message[0] — in that order.
    return textOrFirst(el.warning) ?? textOrFirst(el.message);
  }
  const obj = bag(detail);
  if (!obj) return undefined;
  return text(obj.warning) ?? text(obj.message);
}

export interface ExtractOptions {
  /** Step 6: the caller's text when the body carries none (often a ko.ts message). */
  fallback?: string;
  /** Step 7: the thrown error, whose `message` is the last resort. */
  error?: unknown;
}

/** The message of an error body by the spec's order; `undefined` when no step yields one. */
export function extractErrorMessage(body: unknown, opts: ExtractOptions & { fallback: string }): string;
export function extractErrorMessage(body: unknown, opts?: ExtractOptions): string | undefined;
export function extractErrorMessage(body: unknown, opts: ExtractOptions = {}): string | undefined {
  const b = bag(body);
  const errors = bag(b?.errors);
  return (
    fromBodyString(body) ??
    // Steps 2 and 3: an array detail and an object detail exclude each other.
    (errors ? fromDetail(errors.detail) : undefined) ??
    text(errors?.message) ??
    text(b?.message) ??
    text(opts.fallback) ??
    text(bag(opts.error)?.message)
  );
}

/**
 * The "direction code" of spec 8, read from `errors.detail`. The spec names the place, not the
 * member; we read `code` — of the first element when detail is an array, of the object
 * otherwise — and then the data-wrapping envelope's `errorCode` (DECISIONS 5), which is where
 * the section 7 answers carry AGE_RESTRICTION and friends. Strings and finite numbers count.
 */
export function extractErrorCode(body: unknown): string | undefined {
  const b = bag(body);
  const detail = bag(b?.errors)?.detail;
  const holder = Array.isArray(detail) ? bag(detail[0]) : bag(detail);
  return code(holder?.code) ?? code(b?.errorCode);
}

function code(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return text(v);
}

/** The HTTP statuses spec 8 lists, with their standard reason phrases. */
export const HTTP_STATUS_NAMES: Readonly<Record<number, string>> = Object.freeze({
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
});

/** `404` → `'Not Found'`; a status the spec does not list → `'HTTP 418'`. */
export function statusName(status: number): string {
  return HTTP_STATUS_NAMES[status] ?? `HTTP ${status}`;
}
