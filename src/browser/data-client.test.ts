import { describe, expect, it, vi } from 'vitest';
import { ko } from '../copy/ko';
import { BROWSER_TIMEOUTS_MS, callJson, exchange } from './data-client';
import { addToCart, buyNow, getRecommendations, requestRestock, setLiked } from '../product/purchase/actions';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(answer: Response | (() => Promise<Response>)) {
  return vi.fn<typeof fetch>(async () => (typeof answer === 'function' ? answer() : answer));
}

const generic = { ok: false, failure: { kind: 'message', message: ko.errors.genericTemporary } };
const visitor = () => json(401, { result: 'FAIL', errorCode: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });

describe('callJson', () => {
  it('posts JSON to the same origin with same-origin credentials', async () => {
    const fetch = fakeFetch(json(200, { result: 'SUCCESS', data: { count: 2 } }));
    const result = await addToCart(1001, [{ optionNo: 11, qty: 2 }], { fetch });
    expect(result).toEqual({ ok: true, data: { count: 2 } });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/v4/cart-item');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(init!.body as string)).toEqual({ itemNo: 1001, lines: [{ optionNo: 11, qty: 2 }] });
  });

  it('a GET carries no body and no content type', async () => {
    const fetch = fakeFetch(json(200, { data: { title: 't', items: [] } }));
    await getRecommendations(1001, 'cart', { fetch });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ accept: 'application/json' });
  });

  it("sends a form as multipart with the browser's own boundary, under the upload time limit", async () => {
    const fetch = fakeFetch(json(200, { result: 'SUCCESS', data: { photoKey: 'k' } }));
    const form = new FormData();
    form.set('width', '1000');
    await exchange({ method: 'POST', path: '/api/v4/reviews/photos', body: form }, { fetch, timeout: 'upload' });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ accept: 'application/json' });
    expect(BROWSER_TIMEOUTS_MS.upload).toBeGreaterThan(BROWSER_TIMEOUTS_MS.action);
  });

  it('a visitor (401) gets the login failure, from every action', async () => {
    const login = { ok: false, failure: { kind: 'login' } };
    expect(await addToCart(1, [], { fetch: fakeFetch(visitor()) })).toEqual(login);
    expect(await buyNow(1, [], true, { fetch: fakeFetch(visitor()) })).toEqual(login);
    expect(await requestRestock(1, 5, { fetch: fakeFetch(visitor()) })).toEqual(login);
    expect(await setLiked(1, true, { fetch: fakeFetch(visitor()) })).toEqual(login);
  });

  it('shows the server message of a failed answer', async () => {
    const result = await addToCart(1, [], { fetch: fakeFetch(json(409, { result: 'FAIL', message: '재고가 부족해요.' })) });
    expect(result).toEqual({ ok: false, failure: { kind: 'message', message: '재고가 부족해요.' } });
  });

  it('a text body counts as the message, markup does not', async () => {
    const text = await callJson({ method: 'GET', path: '/x' }, () => 1, { fetch: fakeFetch(new Response('품절된 옵션이에요.', { status: 400 })) });
    expect(text).toEqual({ ok: false, failure: { kind: 'message', message: '품절된 옵션이에요.' } });
    const html = await callJson({ method: 'GET', path: '/x' }, () => 1, { fetch: fakeFetch(new Response('<html>502</html>', { status: 502 })) });
    expect(html).toEqual(generic);
  });

  it('network errors, timeouts and unusable answers end as the generic error, never a throw', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await addToCart(1, [], { fetch: offline })).toEqual(generic);
    expect(await setLiked(1, true, { fetch: fakeFetch(json(200, { data: { liked: 'maybe' } })) })).toEqual(generic);
    const hanging = vi.fn<typeof fetch>(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    expect(await addToCart(1, [], { fetch: hanging, timeoutMs: 10 })).toEqual(generic);
  });
});

describe('actions', () => {
  it('buy now answers the checkout URL, and refuses an unsafe one', async () => {
    const ok = await buyNow(1001, [{ optionNo: 11, qty: 1 }], false, { fetch: fakeFetch(json(200, { data: { checkoutUrl: '/checkout/42' } })) });
    expect(ok).toEqual({ ok: true, data: { checkoutUrl: '/checkout/42' } });
    const bad = await buyNow(1001, [], false, { fetch: fakeFetch(json(200, { data: { checkoutUrl: 'javascript:alert(1)' } })) });
    expect(bad).toEqual(generic);
  });

  it('gift is buy now with gift: true', async () => {
    const fetch = fakeFetch(json(200, { data: { checkoutUrl: '/checkout/43' } }));
    await buyNow(1001, [{ optionNo: null, qty: 1 }], true, { fetch });
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ itemNo: 1001, lines: [{ optionNo: null, qty: 1 }], gift: true });
  });

  it('unlike is a DELETE and reads the new count', async () => {
    const fetch = fakeFetch(json(200, { result: 'SUCCESS', data: { liked: false, heartCount: 4820 } }));
    expect(await setLiked(1001, false, { fetch })).toEqual({ ok: true, data: { liked: false, heartCount: 4820 } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/v4/hearts/1001');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'DELETE' });
  });

  it('restock succeeds on any 2xx answer', async () => {
    expect(await requestRestock(1002, 7, { fetch: fakeFetch(new Response(null, { status: 200 })) })).toEqual({ ok: true, data: true });
  });
});

describe('exchange', () => {
  const hanging = vi.fn<typeof fetch>((_path, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));

  it('answers status and body, the body parsed when it is JSON and kept as text otherwise', async () => {
    expect(await exchange({ method: 'GET', path: '/a' }, { fetch: fakeFetch(json(404, { message: 'x' })) })).toEqual({ kind: 'answer', status: 404, body: { message: 'x' } });
    expect(await exchange({ method: 'GET', path: '/a' }, { fetch: fakeFetch(new Response('plain', { status: 502 })) })).toEqual({ kind: 'answer', status: 502, body: 'plain' });
  });

  it("tells a timeout (network) from the caller's own abort", async () => {
    expect(await exchange({ method: 'GET', path: '/a' }, { fetch: hanging, timeoutMs: 5 })).toEqual({ kind: 'network' });
    const caller = new AbortController();
    const pending = exchange({ method: 'GET', path: '/a' }, { fetch: hanging, signal: caller.signal });
    caller.abort();
    expect(await pending).toEqual({ kind: 'aborted' });
  });

  it('takes its time limits from one table', () => {
    expect(BROWSER_TIMEOUTS_MS).toEqual({ read: 10_000, action: 10_000, upload: 30_000, identity: 15_000, link: 3_000 });
  });
});
