import { join } from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { FORWARD_CALL, forwardToUserWorker, originalProxyWorkerSource, PATCH_MARKER, patchProxyWorkerSource } from './wrangler-proxy-patch.mjs';

const lost = () => new TypeError('Network connection lost.');

/** A user worker reached through `attempts`: each entry fails the send (an Error) or answers it. */
function userWorker(attempts: Array<Error | number>) {
  const seen: Array<{ method: string; body: string; header: string | null }> = [];
  const fetchImpl = async (_url: URL | string, req: Request) => {
    seen.push({ method: req.method, body: await req.text(), header: req.headers.get('x-forwarded') });
    const next = attempts[seen.length - 1];
    if (next === undefined) throw new Error('more sends than the test expected');
    if (next instanceof Error) throw next;
    return new Response(`answer ${seen.length}`, { status: next });
  };
  return { fetchImpl, seen };
}

/** A form post as it reaches the ProxyWorker from a browser: its length is declared. */
const post = (body: string, length = new TextEncoder().encode(body).byteLength) =>
  new Request('http://127.0.0.1:8787/sandbox/identity', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(length) },
  });
const headers = () => new Headers({ 'x-forwarded': 'yes' });

describe('forwardToUserWorker', () => {
  it('sends a form post once when the first send succeeds, with the proxy headers', async () => {
    const worker = userWorker([200]);
    const res = await forwardToUserWorker(worker.fetchImpl, 'http://127.0.0.1:9999/', post('name=a'), headers(), () => true);
    expect(res.status).toBe(200);
    expect(worker.seen).toEqual([{ method: 'POST', body: 'name=a', header: 'yes' }]);
  });

  it('sends a post again, with the same body, when the pooled connection was lost', async () => {
    const worker = userWorker([lost(), lost(), 201]);
    const res = await forwardToUserWorker(worker.fetchImpl, 'http://127.0.0.1:9999/', post('name=%EC%96%B4'), headers(), () => true);
    expect(await res.text()).toBe('answer 3');
    expect(worker.seen.map((s) => s.body)).toEqual(['name=%EC%96%B4', 'name=%EC%96%B4', 'name=%EC%96%B4']);
  });

  it('retries a GET too', async () => {
    const worker = userWorker([lost(), 200]);
    const res = await forwardToUserWorker(worker.fetchImpl, 'http://127.0.0.1:9999/', new Request('http://127.0.0.1:8787/products/1001'), headers(), () => true);
    expect(res.status).toBe(200);
    expect(worker.seen.map((s) => s.method)).toEqual(['GET', 'GET']);
  });

  it('gives up after three sends and rejects with the last failure, for wrangler to handle', async () => {
    const worker = userWorker([lost(), lost(), new TypeError('still lost')]);
    await expect(forwardToUserWorker(worker.fetchImpl, 'http://127.0.0.1:9999/', post('x=1'), headers(), () => true)).rejects.toThrow('still lost');
    expect(worker.seen).toHaveLength(3);
  });

  it('does not resend when the user worker was replaced (a real reload): wrangler decides', async () => {
    const worker = userWorker([lost(), 200]);
    await expect(forwardToUserWorker(worker.fetchImpl, 'http://127.0.0.1:9999/', post('x=1'), headers(), () => false)).rejects.toThrow('Network connection lost.');
    expect(worker.seen).toHaveLength(1);
  });

  it('streams a body of unknown length as it came, and does not resend it', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('streamed'));
        controller.close();
      },
    });
    const req = new Request('http://127.0.0.1:8787/upload', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(req.headers.get('content-length')).toBeNull();
    const worker = userWorker([lost()]);
    await expect(forwardToUserWorker(worker.fetchImpl, 'http://127.0.0.1:9999/', req, headers(), () => true)).rejects.toThrow('Network connection lost.');
    expect(worker.seen).toEqual([{ method: 'POST', body: 'streamed', header: 'yes' }]);
  });

  it('does not buffer a body declared larger than 1 MB', async () => {
    const worker = userWorker([lost()]);
    const big = post('x', 2 * 1024 * 1024);
    await expect(forwardToUserWorker(worker.fetchImpl, 'http://127.0.0.1:9999/', big, headers(), () => true)).rejects.toThrow();
    expect(worker.seen).toHaveLength(1);
  });
});

describe('patchProxyWorkerSource', () => {
  const installed = originalProxyWorkerSource(join(__dirname, '..'));

  it('recognises the installed wrangler ProxyWorker and routes its one forward through the retrying send', async () => {
    expect(installed.split(FORWARD_CALL)).toHaveLength(2);
    const patched = patchProxyWorkerSource(installed);
    expect(patched).not.toBeNull();
    expect(patched).not.toContain(FORWARD_CALL);
    expect(patched).toContain('void forwardToUserWorker(fetch, userWorkerUrl, request, headers, () => this.proxyData === proxyData)');
    expect(patched).toContain(PATCH_MARKER);
    // Still a valid module.
    await expect(transform(patched ?? '', { format: 'esm', loader: 'js' })).resolves.toBeDefined();
  });

  it('is idempotent', () => {
    const once = patchProxyWorkerSource(installed) ?? '';
    expect(patchProxyWorkerSource(once)).toBe(once);
  });

  it('refuses a source it was not written for rather than guessing', () => {
    expect(patchProxyWorkerSource('export default { fetch() { return new Response("x"); } };')).toBeNull();
    expect(patchProxyWorkerSource(`${FORWARD_CALL};\n${FORWARD_CALL};`)).toBeNull();
  });
});
