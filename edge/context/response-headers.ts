/**
 * The one way a middleware changes the head of an answer after `next()` (ARCHITECTURE rule 3:
 * the streamed body is passed on unread). An answer passed through from a fetch has immutable
 * headers; it is copied first.
 */
import type { Context } from 'hono';

/** `write` applied to the answer's headers, or to a copy's when they are immutable. */
export function withHeaders(res: Response, write: (headers: Headers) => void): Response {
  try {
    write(res.headers);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    write(copy.headers);
    return copy;
  }
}

/** `withHeaders` on the context's answer. */
export function rewriteHeaders(c: Context, write: (headers: Headers) => void): void {
  const res = withHeaders(c.res, write);
  if (res === c.res) return;
  // Hono's setter merges the old answer's headers over the new one, Set-Cookie included (ours
  // would be replaced by the old list); start from nothing so the copy stands as written.
  c.res = undefined as unknown as Response;
  c.res = res;
}
