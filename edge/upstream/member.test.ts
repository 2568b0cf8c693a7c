import { describe, expect, it } from 'vitest';
import { CartCountSchema } from '../../schemas/cart';
import { UpstreamError } from './errors';
import type { FreshnessRecorder } from './freshness-log';
import { getAdultVerification } from './identity';
import { addToCart, getCartCount, like, login, memberCall } from './member';
import { UPSTREAM_TIMEOUTS } from './timeouts';
import type { UpstreamFetch } from './transport';

function recording(answer: (path: string) => Response | Promise<Response>) {
  const calls: Array<{ path: string; init?: RequestInit }> = [];
  const fetch: UpstreamFetch = async (path, init) => {
    calls.push({ path, init });
    return answer(path);
  };
  return { fetch, calls };
}

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('member calls', () => {
  it('send the token from the input as a Bearer header, and the body as JSON', async () => {
    const { fetch, calls } = recording(() => Response.json({ result: 'SUCCESS', data: { count: 3 } }));
    const answer = await addToCart({ fetch }, { token: 'tok-1', itemNo: 1001, lines: [{ optionNo: null, qty: 2 }] });
    expect(answer).toEqual({ count: 3 });
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ itemNo: 1001, lines: [{ optionNo: null, qty: 2 }] });
  });

  it('throw an http UpstreamError with the status, error code and server message of a refusal', async () => {
    const { fetch } = recording(() => Response.json({ result: 'FAIL', errorCode: 'OUT_OF_STOCK', message: '품절된 상품입니다.' }, { status: 409 }));
    const error = await rejection(addToCart({ fetch }, { token: 't', itemNo: 1001, lines: [{ optionNo: 1, qty: 1 }] }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(409);
    expect(error.errorCode).toBe('OUT_OF_STOCK');
    expect(error.message).toBe('품절된 상품입니다.');
  });

  it('a result FAIL inside a 200 is a schema error that keeps its code and message', async () => {
    const { fetch } = recording(() => Response.json({ result: 'FAIL', data: null, errorCode: 'LOGIN_LOCKED', message: '잠긴 계정입니다.' }));
    const error = await rejection(login({ fetch }, { id: 'a@b.kr', password: 'x' }));
    expect(error.kind).toBe('schema');
    expect(error.errorCode).toBe('LOGIN_LOCKED');
    expect(error.message).toBe('잠긴 계정입니다.');
  });

  it('a broken answer is a schema error; a transport failure a network error', async () => {
    const broken = recording(() => Response.json({ liked: 'yes' }));
    expect((await rejection(like({ fetch: broken.fetch }, { token: 't', itemNo: 1 }))).kind).toBe('schema');
    const down: UpstreamFetch = () => Promise.reject(new TypeError('connection refused'));
    expect((await rejection(getCartCount({ fetch: down }, { token: 't' }))).kind).toBe('network');
  });

  it('time out by the named deadline of the one table, overridable through deps.timeouts', async () => {
    const hanging: UpstreamFetch = () => new Promise<Response>(() => {});
    const error = await rejection(getCartCount({ fetch: hanging, timeouts: { headerCartCount: 15 } }, { token: 't', timeout: 'headerCartCount' }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('15 ms');
    expect(UPSTREAM_TIMEOUTS.headerCartCount).toBe(1500);
    expect(UPSTREAM_TIMEOUTS.adultVerification).toBe(3000);
    const adult = await rejection(getAdultVerification({ fetch: hanging, timeouts: { adultVerification: 15 } }, { token: 't' }));
    expect(adult.kind).toBe('timeout');
  });

  it('never use the shared cache nor the page freshness log, whatever deps carries', async () => {
    const { fetch } = recording(() => Response.json({ count: 1 }));
    const seen: string[] = [];
    const freshness: FreshnessRecorder = { uncacheable: (why) => void seen.push(why), fresh: () => void seen.push('fresh') };
    // A test double of the Cache API: a personal call must never touch it.
    const store = { match: async () => void seen.push('match'), put: async () => void seen.push('put') } as unknown as Cache;
    await memberCall({ fetch, store, freshness, waitUntil: () => seen.push('waitUntil') }, { path: '/api/v4/cart-item/item-count', token: 't', schema: CartCountSchema });
    expect(seen).toEqual([]);
  });
});
