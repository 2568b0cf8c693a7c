/**
 * Body limits before parsing (issue 10), for every route of the edge: the size comes from the
 * one table (rules/body-limits.ts); Hono's bodyLimit checks the declared length, or counts a
 * chunked body as it arrives, and stops at the limit. The answer is 413 with the spec 8 message
 * for shoppers and the limit for developers.
 */
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { bodyLimitRowFor } from '../../rules/body-limits';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
import { fail } from './respond';

export const limitBodies = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const { maxBytes, streamed } = bodyLimitRowFor(c.req.path);
    // bodyLimit buffers a body of undeclared length; a streamed route counts it as it forwards.
    if (streamed && !(c.req.header('content-length') && !c.req.header('transfer-encoding'))) return next();
    return bodyLimit({
      maxSize: maxBytes,
      onError: (cc) => fail(cc, 413, 'BODY_TOO_LARGE', ko.errors.genericTemporary, `Request body over ${maxBytes} bytes`),
    })(c, next);
  });

/**
 * `body` as it flows on, failing once more than `maxBytes` came: what follows is never pulled
 * (the pipe cancels the sender's stream). `over()` tells the route the failure was the size.
 */
export function countedBody(body: ReadableStream<Uint8Array> | null, maxBytes: number) {
  let seen = 0;
  const counted = body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new Error(`Request body over ${maxBytes} bytes`));
        else controller.enqueue(chunk);
      },
    }),
  );
  return { body: counted ?? null, over: () => seen > maxBytes };
}
