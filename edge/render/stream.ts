import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { htmlSecurityHeaders } from './security-headers';

export interface StreamOptions {
  status: number;
  nonce: string;
  headers?: Record<string, string>;
  /** Called for errors thrown while rendering; deferred sections settle their own failures. */
  onError?: (error: unknown) => void;
  signal?: AbortSignal;
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
  const stream = await renderToReadableStream(tree, {
    nonce: opts.nonce,
    signal: opts.signal,
    onError(error) {
      opts.onError?.(error);
    },
  });
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Encoding': 'identity',
    ...htmlSecurityHeaders(opts.nonce),
    ...opts.headers,
  });
  return new Response(stream, { status: opts.status, headers });
}
