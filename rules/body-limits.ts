/**
 * How large a request body each route may send, in bytes, for the edge and the origin alike.
 * Checked before anything reads the body (the declared Content-Length, or counting a chunked
 * body as it streams), so an oversized body is refused in milliseconds, never buffered whole.
 * The first matching row wins; a route that reads no body still gets the default, so nobody
 * can make a worker read megabytes it will throw away.
 */
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_THUMB_MAX_BYTES } from './review';

export interface BodyLimitRow {
  /** Path prefix, as the router sees the path. */
  prefix: string;
  maxBytes: number;
  why: string;
  /**
   * The edge passes the body on as it arrives, counting it (edge/gateway/body-limit.ts
   * `countedBody`), instead of buffering it up to the limit first; a declared length is still
   * checked before anything is read.
   */
  streamed?: true;
}

export const KB = 1024;
/** Multipart boundaries, headers and the width and height fields: a few hundred bytes; 64 KB is ample. */
const FORM_OVERHEAD = 64 * KB;

export const BODY_LIMITS: readonly BodyLimitRow[] = [
  { prefix: '/user/login', maxBytes: 4 * KB, why: 'an id and a password' },
  { prefix: '/user/sns-login', maxBytes: 8 * KB, why: 'a provider token' },
  { prefix: '/login', maxBytes: 4 * KB, why: 'the no-JavaScript login form' },
  { prefix: '/logout', maxBytes: 2 * KB, why: 'a return path' },
  { prefix: '/password-reconfirm', maxBytes: 4 * KB, why: 'a password and a return path' },
  { prefix: '/account/edit', maxBytes: 4 * KB, why: 'the account forms: passwords, an e-mail and its code' },
  { prefix: '/api/v6/users/personal-info', maxBytes: 8 * KB, why: 'a verification key' },
  { prefix: '/api/v5/users/adult-verification', maxBytes: 8 * KB, why: 'a verification key' },
  { prefix: '/api/v4/events', maxBytes: 128 * KB, why: 'a tracking batch as the edge enriched it (origin)' },
  { prefix: '/api/tags/consent', maxBytes: 1 * KB, why: "a visitor's tag-consent answer" },
  { prefix: '/collect', maxBytes: 64 * KB, why: 'a tracking batch: at most 50 events of about a kilobyte' },
  { prefix: '/sandbox/', maxBytes: 64 * KB, why: "the sandbox providers' forms (development only)" },
  // One review photo with its thumbnail (rules/review.ts) and the form's overhead.
  { prefix: '/api/v4/reviews/photos', maxBytes: REVIEW_PHOTO_MAX_BYTES + REVIEW_THUMB_MAX_BYTES + FORM_OVERHEAD, why: 'a review photo and its thumbnail', streamed: true },
];

/** Q&A, cart lines, likes, account forms: a few hundred bytes each; 16 KB is generous. */
export const DEFAULT_BODY_LIMIT = 16 * KB;

/** The first row matching `path`, or the default's. */
export function bodyLimitRowFor(path: string): Pick<BodyLimitRow, 'maxBytes' | 'streamed'> {
  for (const row of BODY_LIMITS) {
    if (path === row.prefix || path.startsWith(row.prefix.endsWith('/') ? row.prefix : `${row.prefix}/`) || path.startsWith(`${row.prefix}?`)) return row;
  }
  return { maxBytes: DEFAULT_BODY_LIMIT };
}

export const bodyLimitFor = (path: string): number => bodyLimitRowFor(path).maxBytes;
