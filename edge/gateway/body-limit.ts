/**
 * Body limits before parsing (issue 10), for every route of the edge: the size comes from the
 * one table (rules/body-limits.ts); Hono's bodyLimit checks the declared length, or counts a
 * chunked body as it arrives, and stops at the limit. The answer is 413 with the spec 8 message
 * for shoppers and the limit for developers.
 */
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { bodyLimitFor } from '../../rules/body-limits';
import { ko } from '../../src/copy/ko';
import type { AppEnv } from '../app-env';
import { fail } from './respond';

export const limitBodies = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const maxBytes = bodyLimitFor(c.req.path);
    return bodyLimit({
      maxSize: maxBytes,
      onError: (cc) => fail(cc, 413, 'BODY_TOO_LARGE', ko.errors.genericTemporary, `Request body over ${maxBytes} bytes`),
    })(c, next);
  });
