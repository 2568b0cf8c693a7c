import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createGzip } from 'node:zlib';

/**
 * A slow link in front of the storefront: every request waits one round trip, and every response
 * byte shares one downlink of the given speed, as DevTools' network throttling does, but outside
 * the browser. DevTools' throttling is per target: it is set on each page's session, and on a
 * prerendering page's session it either stalls the prerender (set while the target waits for
 * the debugger) or arrives after its first requests, so a prerender and a plain navigation would
 * not load on the same profile. Here both do. Text answers are gzipped on the way (the dev
 * server sends them uncompressed; the edge in front of a deployed worker compresses them).
 */
export interface Link {
  /** Round-trip time added before each request is forwarded, ms. */
  rttMs: number;
  /** Downlink, bytes per second, shared by every response in flight. */
  downBytesPerSecond: number;
}

/**
 * No delay and no bandwidth limit: only what the CDN in front of a deployed worker does on the
 * wire, compressing text (scripts/bench-listing.mjs runs Lighthouse behind it; Lighthouse
 * simulates the slow link itself). Gzip, though Cloudflare sends brotli to browsers that take it:
 * the figures err on the heavy side.
 */
export const CDN_ONLY: Link = { rttMs: 0, downBytesPerSecond: Number.POSITIVE_INFINITY };

export interface ThrottleProxy {
  /** http://127.0.0.1:port of the proxy. */
  base: string;
  close(): Promise<void>;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

export async function startThrottleProxy(upstream: string, link: Link): Promise<ThrottleProxy> {
  const target = new URL(upstream);
  // When the shared downlink is next free (ms, performance.now()).
  let linkFreeAt = 0;
  const pace = (bytes: number): Promise<void> => {
    const start = Math.max(performance.now(), linkFreeAt);
    linkFreeAt = start + (bytes * 1000) / link.downBytesPerSecond;
    const wait = linkFreeAt - performance.now();
    return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
  };
  const afterRtt = (run: () => void) => (link.rttMs > 0 ? setTimeout(run, link.rttMs) : run());
  const server: Server = createServer((req, res) => {
    afterRtt(() => {
      // The Host stays the proxy's, so whatever the shop builds from it (redirects, cookies) stays on the slow link.
      const up = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, async (upRes) => {
        const type = String(upRes.headers['content-type'] ?? '');
        const encoding = String(upRes.headers['content-encoding'] ?? 'identity');
        const gzip = encoding === 'identity' && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const out: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(upRes.headers)) if (v !== undefined && !HOP_BY_HOP.has(k) && !(gzip && (k === 'content-length' || k === 'content-encoding'))) out[k] = v;
        if (gzip) out['content-encoding'] = 'gzip';
        res.writeHead(upRes.statusCode ?? 502, out);
        // Sync flushes keep a streamed page streaming through the compressor.
        const body = gzip ? upRes.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH })) : upRes;
        try {
          for await (const chunk of body) {
            await pace((chunk as Buffer).length);
            res.write(chunk);
          }
        } catch {
          // The browser went away (a cancelled prerender, a closed tab): nothing to deliver.
        }
        res.end();
      });
      up.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(up);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
