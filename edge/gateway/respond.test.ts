import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { ko } from '../../src/copy/ko';
import { UpstreamError } from '../upstream/errors';
import { failureAnswer, relay } from './respond';

const err = (init: Partial<ConstructorParameters<typeof UpstreamError>[0]> & Pick<ConstructorParameters<typeof UpstreamError>[0], 'kind'>) =>
  new UpstreamError({ path: '/x', message: 'Upstream did something', ...init });

describe('failureAnswer: an upstream failure as the browser is told it', () => {
  it('a refusal keeps its status, code and the server message', () => {
    expect(failureAnswer(err({ kind: 'http', status: 409, errorCode: 'OUT_OF_STOCK', message: '품절된 상품입니다.' }))).toEqual({
      status: 409,
      errorCode: 'OUT_OF_STOCK',
      message: '품절된 상품입니다.',
      log: false,
    });
  });

  it('a result FAIL inside a 200 is a 400 refusal with its code and message', () => {
    expect(failureAnswer(err({ kind: 'schema', errorCode: 'ADULT_KEY_INVALID', message: '인증 정보가 올바르지 않습니다.' }))).toMatchObject({
      status: 400,
      errorCode: 'ADULT_KEY_INVALID',
      message: '인증 정보가 올바르지 않습니다.',
    });
  });

  it('an http refusal without a code is UPSTREAM_HTTP', () => {
    expect(failureAnswer(err({ kind: 'http', status: 404, message: 'Not here' }))).toMatchObject({ status: 404, errorCode: 'UPSTREAM_HTTP', message: 'Not here', log: false });
  });

  it.each([
    ['timeout', 503],
    ['network', 503],
    ['config', 503],
    ['schema', 502],
  ] as const)('%s is a logged %i with the generic message, never the developer text', (kind, status) => {
    expect(failureAnswer(err({ kind }))).toEqual({ status, errorCode: `UPSTREAM_${kind.toUpperCase()}`, message: ko.errors.genericTemporary, log: true });
  });

  it('an upstream 5xx keeps its status and says the generic message; a stray 3xx is a 502', () => {
    expect(failureAnswer(err({ kind: 'http', status: 500, errorCode: 'DB_DOWN', message: 'SQL error at …' }))).toEqual({
      status: 500,
      errorCode: 'DB_DOWN',
      message: ko.errors.genericTemporary,
      log: true,
    });
    expect(failureAnswer(err({ kind: 'http', status: 302 }))).toMatchObject({ status: 502, log: true });
  });

  it('a call the shopper abandoned is not logged', () => {
    expect(failureAnswer(err({ kind: 'network', abortedByCaller: true }))).toMatchObject({ status: 503, log: false });
  });

  it('anything else is a 500 UNKNOWN', () => {
    expect(failureAnswer(new Error('bug'))).toEqual({ status: 500, errorCode: 'UNKNOWN', message: ko.errors.genericTemporary, log: true });
  });
});

describe('relay', () => {
  const app = new Hono();
  app.get('/ok', (c) => relay(c, Promise.resolve({ count: 2 }), { headers: { 'Cache-Control': 'public, max-age=60' } }));
  app.get('/as-is', (c) => relay(c, Promise.resolve({ result: 'SUCCESS', data: { adult: true } }), { envelope: 'as-is' }));
  app.get('/refused', (c) => relay(c, Promise.reject(err({ kind: 'http', status: 409, errorCode: 'OUT_OF_STOCK', message: '품절' }))));
  app.get('/broken', (c) => relay(c, Promise.reject(err({ kind: 'timeout' }))));

  it('wraps a value in the SUCCESS envelope with the route headers', async () => {
    const res = await app.request('/ok');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({ result: 'SUCCESS', data: { count: 2 } });
  });

  it('passes an answer with its own result through as it came', async () => {
    const res = await app.request('/as-is');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ result: 'SUCCESS', data: { adult: true } });
  });

  it('answers a failure in the FAIL envelope, never cached', async () => {
    const refused = await app.request('/refused');
    expect(refused.status).toBe(409);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ result: 'FAIL', errorCode: 'OUT_OF_STOCK', message: '품절' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await app.request('/broken');
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({ result: 'FAIL', errorCode: 'UPSTREAM_TIMEOUT', message: ko.errors.genericTemporary });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
