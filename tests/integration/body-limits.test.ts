import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createOriginApp } from '../../origin/app';
import { FLAGS_KEY, storefront } from './harness';
import { STOREFRONT_ORIGIN } from './session-helpers';

/**
 * Issue 10 item 5: body limits before parsing, edge and origin. Each oversized body is a stream
 * that counts what was pulled from it: the refusal must come without reading it (declared
 * length) or after at most the limit and one chunk (chunked), never the whole 20 MB.
 */
const DB = (env as unknown as { DB: D1Database }).DB;
const CHUNK = 64 * 1024;
const TOTAL = 20 * 1024 * 1024;

function hugeBody(): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= TOTAL) return controller.close();
        sent += CHUNK;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled: () => sent };
}

const origin = createOriginApp();
const originFetch = (path: string, init: RequestInit) => origin.fetch(new Request(`http://origin.internal${path}`, init), { DB, FLAGS_KEY, ENVIRONMENT: 'test' });

describe('body limits before parsing', () => {
  it('the edge refuses a large declared body with 413 and the spec 8 message, unread', async () => {
    const sf = storefront();
    for (const path of ['/user/login', '/api/v4/cart-item', '/api/v5/product-detail/1001/qna', '/login', '/logout']) {
      const { body, pulled } = hugeBody();
      const res = await sf.fetch(path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'content-length': String(TOTAL), origin: STOREFRONT_ORIGIN },
        duplex: 'half',
      } as RequestInit);
      expect(res.status, path).toBe(413);
      expect(await res.json()).toMatchObject({ result: 'FAIL', errorCode: 'BODY_TOO_LARGE', message: '일시적으로 에러가 발생했습니다. 잠시 후 다시 시도해주세요.' });
      expect(pulled(), path).toBeLessThanOrEqual(2 * CHUNK);
    }
  });

  it('the edge stops a chunked body at its limit', async () => {
    const sf = storefront();
    const { body, pulled } = hugeBody();
    const res = await sf.fetch('/user/login', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', origin: STOREFRONT_ORIGIN },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('the origin refuses before reading, declared or chunked', async () => {
    for (const headers of [{ 'content-length': String(TOTAL) }, { 'transfer-encoding': 'chunked' }] as Record<string, string>[]) {
      const { body, pulled } = hugeBody();
      const res = await originFetch('/user/login', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ result: 'FAIL', errorCode: 'BODY_TOO_LARGE' });
      expect(pulled()).toBeLessThanOrEqual(2 * CHUNK);
    }
  });

  it('a body within its limit still works', async () => {
    const res = await originFetch('/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'adult@demo.test', password: 'demo1234!' }) });
    expect(res.status).toBe(200);
    await res.text();
  });
});
