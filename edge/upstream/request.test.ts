import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { UpstreamError } from './errors';
import { summariseIssues, upstreamJson } from './request';
import { UpstreamConfigError, type UpstreamFetch } from './transport';

const Shape = z.object({ id: z.number(), name: z.string() });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A transport that records its calls and answers from `answer`. */
function transport(answer: (path: string, init?: RequestInit) => Promise<Response> | Response) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const fn: UpstreamFetch = async (path, init) => {
    calls.push({ path, init });
    return answer(path, init);
  };
  return Object.assign(fn, { calls });
}

/** Never answers; rejects when its signal aborts and records that it saw the abort. */
function hanging() {
  const seen = { aborted: false, reason: undefined as unknown };
  const t = transport(
    (_path, init) =>
      new Promise<Response>((_resolve, reject) => {
        if (init?.signal?.aborted) {
          seen.aborted = true;
          return reject(init.signal.reason);
        }
        init?.signal?.addEventListener('abort', () => {
          seen.aborted = true;
          seen.reason = init.signal?.reason;
          reject(init.signal?.reason);
        });
      }),
  );
  return Object.assign(t, { seen });
}

async function failure(p: Promise<unknown>): Promise<UpstreamError> {
  const e = await p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
  expect(e).toBeInstanceOf(UpstreamError);
  return e as UpstreamError;
}

const base = { path: '/api/x', schema: Shape, timeoutMs: 1000, cache: 'none' as const };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('upstreamJson: success', () => {
  it('parses a plain answer', async () => {
    const t = transport(() => json({ id: 1, name: 'a' }));
    await expect(upstreamJson(t, base)).resolves.toEqual({ id: 1, name: 'a' });
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0]?.path).toBe('/api/x');
    expect(t.calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("with envelope 'either' accepts both envelopes", async () => {
    const plain = transport(() => json({ id: 1, name: 'a' }));
    const wrapped = transport(() => json({ result: 'SUCCESS', data: { id: 1, name: 'a' } }));
    await expect(upstreamJson(plain, { ...base, envelope: 'either' })).resolves.toEqual({ id: 1, name: 'a' });
    await expect(upstreamJson(wrapped, { ...base, envelope: 'either' })).resolves.toEqual({ id: 1, name: 'a' });
  });

  it("with envelope 'plain' a wrapped answer does not fit", async () => {
    const wrapped = transport(() => json({ data: { id: 1, name: 'a' } }));
    expect((await failure(upstreamJson(wrapped, base))).kind).toBe('schema');
  });

  it('a wrapper without data yields the fallback', async () => {
    const t = transport(() => json({ result: 'SUCCESS', data: null }));
    await expect(upstreamJson(t, { ...base, envelope: 'either', fallback: { id: 0, name: '' } })).resolves.toEqual({ id: 0, name: '' });
  });

  it('passes the caller init through (method, headers) with its own signal', async () => {
    const t = transport(() => json({ id: 1, name: 'a' }));
    await upstreamJson(t, { ...base, init: { method: 'POST', headers: { cookie: 'a=1' }, body: '{}' } });
    expect(t.calls[0]?.init?.method).toBe('POST');
    expect(new Headers(t.calls[0]?.init?.headers).get('cookie')).toBe('a=1');
  });
});

describe('upstreamJson: deadline and abort', () => {
  it('a timeout aborts the upstream request', async () => {
    const t = hanging();
    const started = Date.now();
    const e = await failure(upstreamJson(t, { ...base, timeoutMs: 30 }));
    expect(e.kind).toBe('timeout');
    expect(e.abortedByCaller).toBe(false);
    expect(e.message).toContain('30 ms');
    expect(t.seen.aborted).toBe(true);
    expect((t.seen.reason as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(t.calls).toHaveLength(1);
  });

  it('the deadline holds even when the transport ignores its signal', async () => {
    const t = transport(() => new Promise<Response>(() => undefined));
    expect((await failure(upstreamJson(t, { ...base, timeoutMs: 30 }))).kind).toBe('timeout');
  });

  it('a body that never ends is cancelled at the deadline', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"id":'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const t = transport(() => new Response(body, { status: 200 }));
    expect((await failure(upstreamJson(t, { ...base, timeoutMs: 40 }))).kind).toBe('timeout');
    expect(cancelled).toBe(true);
  });

  it("the caller's signal aborts the request too", async () => {
    const t = hanging();
    const caller = new AbortController();
    const p = upstreamJson(t, { ...base, signal: caller.signal });
    caller.abort();
    const e = await failure(p);
    expect(e.kind).toBe('network');
    expect(e.message).toMatch(/aborted by the caller/);
    expect(e.abortedByCaller).toBe(true);
    expect(t.seen.aborted).toBe(true);
  });

  it('an already aborted caller signal ends cleanly without calling the upstream', async () => {
    const t = hanging();
    expect((await failure(upstreamJson(t, { ...base, signal: AbortSignal.abort() }))).kind).toBe('network');
    expect(t.calls).toHaveLength(0);
  });
});

describe('upstreamJson: failures', () => {
  it('non-2xx → http with the extracted message and code', async () => {
    const t = transport(() => json({ errors: { detail: [{ message: ['재고가 없어요'], code: 'NO_STOCK' }] } }, 409));
    const e = await failure(upstreamJson(t, base));
    expect(e).toMatchObject({ kind: 'http', status: 409, message: '재고가 없어요', errorCode: 'NO_STOCK', path: '/api/x' });
  });

  it('non-2xx with a text body uses it; with markup, the status name', async () => {
    const text = transport(() => new Response('not here', { status: 404 }));
    expect(await failure(upstreamJson(text, base))).toMatchObject({ kind: 'http', status: 404, message: 'not here' });
    const html = transport(() => new Response('<html>oops</html>', { status: 500 }));
    expect(await failure(upstreamJson(html, base))).toMatchObject({ status: 500, message: 'Upstream answered 500 Internal Server Error' });
  });

  it('invalid JSON → schema', async () => {
    const t = transport(() => new Response('{"id": 1,', { status: 200 }));
    expect(await failure(upstreamJson(t, base))).toMatchObject({ kind: 'schema', message: 'Upstream answer is not JSON' });
  });

  it('an empty 204 → schema', async () => {
    const t = transport(() => new Response(null, { status: 204 }));
    expect((await failure(upstreamJson(t, base))).kind).toBe('schema');
  });

  it('a schema mismatch → schema with the issues summarised', async () => {
    const t = transport(() => json({ id: 'one', name: 5 }));
    const e = await failure(upstreamJson(t, base));
    expect(e.kind).toBe('schema');
    expect(e.issues).toMatch(/^id: .+; name: .+$/);
    expect(e.message).toContain(e.issues);
  });

  it('a data-wrapping FAIL → schema with the server message and code', async () => {
    const t = transport(() => json({ result: 'FAIL', data: null, message: '성인 인증이 필요해요', errorCode: 'ADULT' }));
    const e = await failure(upstreamJson(t, { ...base, envelope: 'either' }));
    expect(e).toMatchObject({ kind: 'schema', message: '성인 인증이 필요해요', errorCode: 'ADULT' });
  });

  it('a body over the limit → schema', async () => {
    const t = transport(() => new Response('x', { headers: { 'content-length': String(64 * 1024 * 1024) } }));
    expect((await failure(upstreamJson(t, base))).kind).toBe('schema');
  });

  it('a throwing transport → network; a missing upstream → config', async () => {
    const broken = transport(() => Promise.reject(new TypeError('connection refused')));
    expect(await failure(upstreamJson(broken, base))).toMatchObject({ kind: 'network', message: 'Upstream unreachable: connection refused' });
    const sync: UpstreamFetch = () => {
      throw new UpstreamConfigError('No upstream');
    };
    expect(await failure(upstreamJson(sync, base))).toMatchObject({ kind: 'config', message: 'No upstream' });
  });

  it('never retries', async () => {
    for (const answer of [() => json({}, 503), () => Promise.reject(new Error('reset')), () => json({ id: 'x' })]) {
      const t = transport(answer);
      await failure(upstreamJson(t, base));
      expect(t.calls).toHaveLength(1);
    }
  });
});

describe('upstreamJson: cache strategies without the Cache API (Node)', () => {
  it('without the Cache API (Node) caches in the isolate memory only, without error', async () => {
    expect(typeof caches).toBe('undefined');
    const t = transport(() => json({ id: 1, name: 'a' }));
    const bg: Promise<unknown>[] = [];
    const o = { ...base, cache: 'short' as const, waitUntil: (p: Promise<unknown>) => bg.push(p) };
    await upstreamJson(t, o);
    await upstreamJson(t, o);
    expect(t.calls).toHaveLength(1);
    // Only the load itself is kept alive (others may join it); no Cache API write is attempted.
    expect(bg).toHaveLength(1);
  });

  it('store: null turns caching off', async () => {
    const t = transport(() => json({ id: 1, name: 'a' }));
    const o = { ...base, cache: 'short' as const, store: null };
    await upstreamJson(t, o);
    await upstreamJson(t, o);
    expect(t.calls).toHaveLength(2);
  });

  it('refuses a cached strategy on a request with credentials, before any call', async () => {
    const t = transport(() => json({ id: 1, name: 'a' }));
    const e = await failure(upstreamJson(t, { ...base, cache: 'short', init: { headers: { Authorization: 'Bearer x' } } }));
    expect(e.kind).toBe('config');
    const post = await failure(upstreamJson(t, { ...base, cache: 'long', init: { method: 'POST' } }));
    expect(post.kind).toBe('config');
    expect(t.calls).toHaveLength(0);
  });
});

describe('summariseIssues', () => {
  it('shows five issues and counts the rest', () => {
    const issues = Array.from({ length: 7 }, (_, i) => ({ path: ['a', i], message: `m${i}` }));
    expect(summariseIssues(issues)).toBe('a.0: m0; a.1: m1; a.2: m2; a.3: m3; a.4: m4; (+2 more)');
    expect(summariseIssues([{ path: [], message: 'bad' }])).toBe('(root): bad');
  });
});
