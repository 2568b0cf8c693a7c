/**
 * Body limits before parsing for every origin route (issue 10), from the table the edge uses
 * too (rules/body-limits.ts): the declared length is checked, or a chunked body counted as it
 * arrives, so nothing reads an oversized body. Readers behind it (auth/request.ts,
 * routes/json-body.ts) keep their own checks as a second line.
 */
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { bodyLimitFor } from '../rules/body-limits';
import { ko } from './copy/ko';
import type { OriginAppEnv } from './env';
import { fail } from './http';

export const limitBodies = () =>
  createMiddleware<OriginAppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // Whatever comes out of the route behind (an error app.onError let through, a throw that
    // is not an Error) is not the body's fault: it is marked so the catch below rethrows it.
    let downstreamFailed = false;
    const downstream = async () => {
      try {
        await next();
      } catch (error) {
        downstreamFailed = true;
        throw error;
      }
    };
    try {
      return await bodyLimit({
        maxSize: bodyLimitFor(c.req.path),
        onError: (cc) => fail(cc, 413, 'BODY_TOO_LARGE', ko.memberService.invalidRequest),
      })(c, downstream);
    } catch (error) {
      if (downstreamFailed) throw error;
      // Else it was the body's reading: a body that broke off mid-way, as the edge cuts a
      // streamed one at its limit, is the sender's.
      return fail(c, 400, 'INVALID_REQUEST', ko.memberService.invalidRequest);
    }
  });
