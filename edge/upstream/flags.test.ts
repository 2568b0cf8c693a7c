import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from './errors';
import { FLAGS_MAX_BYTES, fetchToggles, flagsTarget } from './flags';
import { UPSTREAM_TIMEOUTS } from './timeouts';
import type { UpstreamFetch } from './transport';

const TOGGLES = {
  toggles: [
    { name: 'saving-mode', enabled: true, variant: { name: 'disabled', enabled: false } },
    { name: 'active-cart', enabled: true },
  ],
};

function recordingTransport(answer: () => Response | Promise<Response>) {
  const calls: Array<{ path: string; init?: RequestInit }> = [];
  const transport: UpstreamFetch = async (path, init) => {
    calls.push({ path, init });
    return answer();
  };
  return { transport, calls };
}

const query = { key: 'secret-key', appName: 'storefront', userId: '42' };

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchToggles', () => {
  it('GETs the default path with appName, userId and the key as authorization', async () => {
    const { transport, calls } = recordingTransport(() => Response.json(TOGGLES));
    const toggles = await fetchToggles({ fetch: transport }, query);
    expect(toggles.map((t) => t.name)).toEqual(['saving-mode', 'active-cart']);
    expect(toggles[1]?.variant).toEqual({ name: 'disabled', enabled: false });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/flags/api/frontend?appName=storefront&userId=42');
    expect(calls[0]?.init?.method).toBe('GET');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('secret-key');
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('omits userId for a visitor and encodes odd ids', async () => {
    expect(flagsTarget({ appName: 'store front' }).url).toBe('/flags/api/frontend?appName=store+front');
    expect(flagsTarget({ appName: 'a', userId: 'x&y=1' }).url).toBe('/flags/api/frontend?appName=a&userId=x%26y%3D1');
    expect(flagsTarget({ url: 'api/frontend?env=qa', appName: 'a' }).url).toBe('/api/frontend?env=qa&appName=a');
  });

  it('uses the global fetch for an absolute FLAGS_URL, not the upstream', async () => {
    const globalFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(TOGGLES));
    vi.stubGlobal('fetch', globalFetch);
    const { transport, calls } = recordingTransport(() => Response.json(TOGGLES));
    await fetchToggles({ fetch: transport }, { ...query, url: 'https://flags.example/api/frontend?environment=qa' });
    expect(calls).toHaveLength(0);
    expect(globalFetch).toHaveBeenCalledTimes(1);
    expect(String(globalFetch.mock.calls[0]?.[0])).toBe('https://flags.example/api/frontend?environment=qa&appName=storefront&userId=42');
  });

  it('an HTTP error is an http failure with its status', async () => {
    const { transport } = recordingTransport(() => new Response('nope', { status: 401 }));
    const error = await failure(fetchToggles({ fetch: transport }, query));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.message).toBe('nope');
  });

  it.each([
    ['not JSON', '<html>oops</html>'],
    ['wrong shape', JSON.stringify({ features: [] })],
    ['bad toggle', JSON.stringify({ toggles: [{ name: 'x', enabled: 'yes' }] })],
    ['null', 'null'],
  ])('an answer that is %s is a schema failure', async (_name, body) => {
    const { transport } = recordingTransport(() => new Response(body, { status: 200 }));
    expect((await failure(fetchToggles({ fetch: transport }, query))).kind).toBe('schema');
  });

  it('an oversized answer is refused without reading it all', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(32);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const { transport } = recordingTransport(() => new Response(endless));
    expect((await failure(fetchToggles({ fetch: transport }, query))).kind).toBe('schema');
    expect(sent).toBeLessThan(FLAGS_MAX_BYTES * 2);
  });

  it('a transport that throws is a network failure', async () => {
    const transport: UpstreamFetch = () => Promise.reject(new TypeError('fetch failed'));
    const error = await failure(fetchToggles({ fetch: transport }, query));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('fetch failed');
  });

  it('times out at the flags deadline even when the transport ignores the signal', async () => {
    const transport: UpstreamFetch = () => new Promise<Response>(() => {});
    const error = await failure(fetchToggles({ fetch: transport, timeouts: { flags: 20 } }, query));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('20 ms');
  });

  it('the deadline comes from the one table', () => {
    expect(UPSTREAM_TIMEOUTS.flags).toBe(3000);
  });

  it('stops when the caller aborts', async () => {
    const transport: UpstreamFetch = () => new Promise<Response>(() => {});
    const controller = new AbortController();
    const pending = failure(fetchToggles({ fetch: transport, signal: controller.signal }, query));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('network');
    expect(error.abortedByCaller).toBe(true);
  });

  it('a data-wrapped or enveloped answer is not toggles: a schema failure with the path', async () => {
    const { transport } = recordingTransport(() => Response.json({ result: 'SUCCESS', data: TOGGLES }));
    const error = await failure(fetchToggles({ fetch: transport }, query));
    expect(error.kind).toBe('schema');
    expect(error.path).toBe('/flags/api/frontend?appName=storefront&userId=42');
  });
});
