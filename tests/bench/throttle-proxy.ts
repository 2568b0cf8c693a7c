import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
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

/**
 * The control for click-to-paint (tests/bench/click-to-paint.ts): the same item page with no
 * script at all, served by this proxy under NO_SCRIPT_PREFIX (a prefix no page of the shop has). Prerendered and activated
 * through the same path as the real page, it shows what Chromium's activation and first frame
 * cost on the throttled profile with nothing of ours running: the floor.
 */
export const NO_SCRIPT_PREFIX = '/__bench-no-script';

/** `html` without any `<script>` element or module preload (data scripts too: nothing runs, nothing is parsed for it). */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/**
 * The second control, under MINIMAL_PREFIX: a page with nothing but the item page's LCP picture
 * (its first high-priority `<img>`), no stylesheet, no script. What it takes is Chromium's
 * activation and a frame with one image: what no page can go below on this profile.
 */
export const MINIMAL_PREFIX = '/__bench-minimal';

export function minimalCopy(html: string): string {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>control</title><style>img{display:block;width:100%;height:auto}</style></head><body>${img}</body></html>`;
}

/**
 * The third control, under TEXT_PREFIX: no picture at all, the item's title as a line of text (its
 * `<h1>`, else the LCP picture's alt text). Against MINIMAL_PREFIX it shows what the picture's
 * decode and raster add to the frame that shows a page.
 */
export const TEXT_PREFIX = '/__bench-text';

export function textOnlyCopy(html: string): string {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const alt = /<img\b[^>]*\bfetchPriority="high"[^>]*\balt="([^"]*)"/i.exec(html)?.[1];
  const title = (h1 ?? alt ?? '').replace(/<[^>]*>/g, '').trim() || 'control';
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>control</title><style>h1{font:600 28px/1.4 sans-serif;margin:16px}</style></head><body><h1>${title}</h1></body></html>`;
}

/**
 * The listing's control, under BLANK_LISTING_PREFIX: the listing's speculation rules (its own
 * `<script type="speculationrules">`, nonce and all) and its first card's link, nothing else: no
 * stylesheet, no other script, no handlers. Clicked against the real listing, it isolates what
 * the old page (its handlers, its renderer's work at the click) adds to the activation.
 */
export const BLANK_LISTING_PREFIX = '/__bench-blank-listing';

export function blankListingCopy(html: string): string {
  const rules = /<script\b[^>]*type="speculationrules"[^>]*>[\s\S]*?<\/script>/i.exec(html)?.[0] ?? '';
  const card = /<a\b[^>]*\bdata-item-no="[^"]*"[^>]*>/i.exec(html)?.[0] ?? '<a href="/">';
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>control</title>${rules}</head><body data-client-ready><div data-testid="product-grid">${card}상품</a></div></body></html>`;
}

/** The control a path asks for, and the shop's path it copies. */
function controlOf(url: string): { copy: ((html: string) => string) | null; path: string } {
  if (url.startsWith(`${NO_SCRIPT_PREFIX}/`)) return { copy: withoutScripts, path: url.slice(NO_SCRIPT_PREFIX.length) };
  if (url.startsWith(`${MINIMAL_PREFIX}/`)) return { copy: minimalCopy, path: url.slice(MINIMAL_PREFIX.length) };
  if (url.startsWith(`${TEXT_PREFIX}/`)) return { copy: textOnlyCopy, path: url.slice(TEXT_PREFIX.length) };
  if (url.startsWith(`${BLANK_LISTING_PREFIX}/`)) return { copy: blankListingCopy, path: url.slice(BLANK_LISTING_PREFIX.length) };
  return { copy: null, path: url };
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

/**
 * Sends the shop's answer on: text gzipped for a browser that takes it, every chunk paced by the
 * link; under a control's prefix, its copy of an HTML page (NO_SCRIPT_PREFIX, MINIMAL_PREFIX, TEXT_PREFIX,
 * BLANK_LISTING_PREFIX).
 */
async function relay(upRes: IncomingMessage, res: ServerResponse, o: { acceptsGzip: boolean; copy: ((html: string) => string) | null; pace: (bytes: number) => Promise<void> }): Promise<void> {
  const type = String(upRes.headers['content-type'] ?? '');
  const identity = String(upRes.headers['content-encoding'] ?? 'identity') === 'identity';
  const gzip = identity && COMPRESSIBLE.test(type) && o.acceptsGzip;
  const copy = identity && type.startsWith('text/html') ? o.copy : null;
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(upRes.headers)) if (v !== undefined && !HOP_BY_HOP.has(k) && !((gzip || copy) && (k === 'content-length' || k === 'content-encoding'))) out[k] = v;
  if (gzip) out['content-encoding'] = 'gzip';
  res.writeHead(upRes.statusCode ?? 502, out);
  try {
    const source = copy ? Readable.from([copy(await text(upRes))]) : upRes;
    // Sync flushes keep a streamed page streaming through the compressor.
    const body = gzip ? source.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH })) : source;
    for await (const chunk of body) {
      await o.pace((chunk as Buffer).length);
      res.write(chunk);
    }
  } catch {
    // The browser went away (a cancelled prerender, a closed tab): nothing to deliver.
  }
  res.end();
}

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
      const { copy, path } = controlOf(req.url ?? '/');
      // The Host stays the proxy's, so whatever the shop builds from it (redirects, cookies) stays on the slow link.
      const up = request(
        { host: target.hostname, port: target.port, method: req.method, path, headers: req.headers },
        (upRes) => void relay(upRes, res, { acceptsGzip: /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')), copy, pace }),
      );
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
