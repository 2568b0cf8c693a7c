import type { ReactNode } from 'react';
// React's Node build, not its edge build, in workerd too (nodejs_compat gives it util, stream,
// async_hooks and crypto): the edge build turns every dynamic string (each attribute value and
// text) into its own Uint8Array with TextEncoder.encode, the Node build encodes them into one
// reusable 4 KB buffer with encodeInto. Same stream API; the bench measured about a third less
// render time in Node and about a tenth less in workerd. Stock: a copy whose writer joined the
// strings and encoded them once per flush saved 13 % of a page-cache miss's CPU in workerd
// (issue 28, docs/benchmarks.md), under the 15 % a patched dependency must earn.
import { renderToReadableStream } from 'react-dom/server.node';
import { htmlSecurityHeaders } from './security-headers';

export interface StreamOptions {
  status: number;
  nonce: string;
  headers?: Record<string, string>;
  /** Called for errors thrown while rendering; deferred sections settle their own failures. */
  onError?: (error: unknown) => void;
  /** The shopper's request: an answer it aborted is never kept (`onComplete`). */
  signal?: AbortSignal;
  /** The third-party origin tags load from (security-headers.ts); null: none. */
  tagOrigin?: string | null;
  /**
   * Called once with the whole document when the stream ran to its end with no render error
   * and no abort (the page cache). Absent, the stream goes out untouched.
   */
  onComplete?: (html: Uint8Array) => void;
}

/** The headers of every HTML answer: type, no worker-side encoding, security with this nonce. */
export function htmlHeaders(nonce: string, page?: Readonly<Record<string, string>>, tagOrigin: string | null = null): Headers {
  return new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Encoding': 'identity',
    ...htmlSecurityHeaders(nonce, tagOrigin),
    ...page,
  });
}

/**
 * Streams a React tree as an HTML response. Status and headers are fixed here, before the
 * first byte (ARCHITECTURE rule 3): everything that decides them ran in the loader already.
 *
 * `Content-Encoding: identity` is deliberate: workerd buffers a whole body it compresses
 * itself, which would hold the shell back until the slowest Suspense boundary resolved. The
 * CDN in front of the worker compresses on the wire without that wait.
 */
export async function streamHtml(tree: ReactNode, opts: StreamOptions): Promise<Response> {
  let failed = false;
  const stream = await renderToReadableStream(tree, {
    // A section whose data is in when it renders goes out in place, however far down the page:
    // React's default (12 800 bytes) moves completed sections past that point out of line, into
    // a hidden copy plus a swap script, to flush the shell sooner. Our whole render takes about
    // 2 ms, so there is nothing to gain by flushing early; out of line cost 3 KB, six inline
    // scripts and a fallback paint on every item page. Sections still loading stream as before.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    nonce: opts.nonce,
    // No `signal` for React: a shopper who leaves cancels the body, which ends the render the
    // same way (React's stream aborts on cancel), and the loaders' calls have the signal
    // already. Handing it to React cost an abort controller and a listener per render, a few
    // percent of a page-cache miss. The page cache still reads it below.
    onError(error) {
      failed = true;
      opts.onError?.(error);
    },
  });
  const onComplete = opts.onComplete;
  const body = onComplete ? stream.pipeThrough(capture((html) => !failed && !opts.signal?.aborted && onComplete(html))) : stream;
  return new Response(body, { status: opts.status, headers: htmlHeaders(opts.nonce, opts.headers, opts.tagOrigin ?? null) });
}

/**
 * Passes every chunk on at once (the shell never waits for the rest) and keeps a copy; at the
 * end hands over the whole document. A reader that cancels (the shopper left) ends it without
 * `flush`, so an incomplete document is never handed over.
 */
function capture(done: (html: Uint8Array) => void): TransformStream<Uint8Array, Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      // A copy: the renderer's buffers are its own, and a consumer may transfer what it reads.
      chunks.push(chunk.slice());
      length += chunk.byteLength;
      controller.enqueue(chunk);
    },
    flush() {
      // Runs after the last chunk was enqueued: the shopper has every byte already, only the
      // close waits for this (some 0.2 ms for a 50 KB page, and only on a page-cache miss).
      const html = new Uint8Array(length);
      let at = 0;
      for (const chunk of chunks) {
        html.set(chunk, at);
        at += chunk.byteLength;
      }
      try {
        done(html);
      } catch (error) {
        // Keeping a page is an optimisation: its failure must never break the answer.
        console.warn('[render] page capture failed', error instanceof Error ? error.message : String(error));
      }
    },
  });
}
