import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_LISTING_PREFIX, MINIMAL_PREFIX, NO_SCRIPT_PREFIX, TEXT_PREFIX } from '../tests/bench/throttle-proxy';
import { behindCdn, lcpBreakdown } from './bench-listing.mjs';

const HTML = `<!doctype html><title>목록</title>${'<li>상품</li>'.repeat(400)}`;
const ITEM = `<!doctype html><head><script type="module" async src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/x.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><script>window.early=1</script><img src="/a.jpg" fetchPriority="high" alt="코트"/><img src="/b.jpg" loading="lazy" alt=""/><script type="application/json" data-island-props="x">{"a":"</"}</script></body>`;
const LISTING = `<!doctype html><head><script type="speculationrules" nonce="n1">{"prerender":[{"where":{"selector_matches":"a[data-prerender]"},"eagerness":"moderate"}]}</script><script type="module" src="/assets/entry.js"></script><link rel="stylesheet" href="/assets/app.css"/></head><body><a href="#main">본문 바로가기</a><div data-island="ProductGrid"><a href="/products/7" class="block" data-item-no="7" data-prerender=""><img src="/c.jpg" alt=""/>코트</a><a href="/products/8" data-item-no="8" data-prerender="">셔츠</a></div></body>`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
const shop = createServer((req, res) => {
  if (req.url === '/image.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  if (req.url === '/listing') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LISTING);
  if (req.url === '/products/1') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(Buffer.byteLength(ITEM)) }).end(ITEM);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-host-seen': String(req.headers.host) }).end(HTML);
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

/** A raw GET (Node's fetch would decode the body itself). */
function get(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('behindCdn (the Lighthouse runs in front of the dev server)', () => {
  it('gzips the HTML as the CDN does, keeps the proxy as the host, and passes images as they are', async () => {
    await behindCdn(base, async (cdn) => {
      const page = await get(`${cdn}/best-items`, 'gzip, deflate, br');
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['x-host-seen']).toBe(new URL(cdn).host);
      expect(gunzipSync(page.body).toString()).toBe(HTML);
      expect(page.body.length).toBeLessThan(Buffer.byteLength(HTML) / 4);
      const image = await get(`${cdn}/image.png`, 'gzip');
      expect(image.headers['content-encoding']).toBeUndefined();
      expect(image.body).toEqual(PNG);
    });
  });

  it('sends text as it is to a client that takes no gzip, and is closed after the runs', async () => {
    const cdn = await behindCdn(base, async (at) => {
      const page = await get(`${at}/best-items`, 'identity');
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body.toString()).toBe(HTML);
      return at;
    });
    await expect(get(`${cdn}/best-items`, 'gzip')).rejects.toThrow();
  });
});

describe("the click-to-paint controls (the bench's proxy)", () => {
  it('serves the item page without any script or module preload under the no-script prefix, the rest kept', async () => {
    await behindCdn(base, async (cdn) => {
      const page = await get(`${cdn}${NO_SCRIPT_PREFIX}/products/1`, 'identity');
      const html = page.body.toString();
      expect(html).not.toMatch(/<script|modulepreload/);
      expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
      expect(html).toContain('<img src="/a.jpg" fetchPriority="high" alt="코트"/><img src="/b.jpg" loading="lazy" alt=""/>');
      expect(page.headers['content-length']).toBeUndefined();
    });
  });

  it('serves a page of the LCP picture alone under the minimal prefix', async () => {
    await behindCdn(base, async (cdn) => {
      const html = (await get(`${cdn}${MINIMAL_PREFIX}/products/1`, 'identity')).body.toString();
      expect(html).toContain('<body><img src="/a.jpg" fetchPriority="high" alt="코트"/></body>');
      expect(html).not.toMatch(/<script|stylesheet|b\.jpg/);
    });
  });

  it('serves a page of the title as text alone, no picture, under the text prefix', async () => {
    await behindCdn(base, async (cdn) => {
      const html = (await get(`${cdn}${TEXT_PREFIX}/products/1`, 'identity')).body.toString();
      expect(html).toContain('<body><h1>코트</h1></body>');
      expect(html).not.toMatch(/<script|stylesheet|<img/);
    });
  });

  it("serves a blank listing of the rules and the first card's link alone under the blank-listing prefix", async () => {
    await behindCdn(base, async (cdn) => {
      const html = (await get(`${cdn}${BLANK_LISTING_PREFIX}/listing`, 'identity')).body.toString();
      expect(html).toContain('<script type="speculationrules" nonce="n1">{"prerender":[{"where":{"selector_matches":"a[data-prerender]"},"eagerness":"moderate"}]}</script></head>');
      expect(html).toContain('<body data-client-ready><div data-testid="product-grid"><a href="/products/7" class="block" data-item-no="7" data-prerender="">상품</a></div></body>');
      expect(html).not.toMatch(/entry\.js|stylesheet|<img|products\/8|본문/);
    });
  });
});

describe('lcpBreakdown', () => {
  it("prints Lighthouse's LCP subparts and the document's bytes on the wire", () => {
    const report = {
      categories: {},
      audits: {
        'lcp-breakdown-insight': {
          details: {
            items: [
              {
                type: 'table',
                items: [
                  { subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 34.4 },
                  { subpart: 'elementRenderDelay', label: 'Element render delay', duration: 99.6 },
                ],
              },
              { type: 'node' },
            ],
          },
        },
        'network-requests': { details: { items: [{ resourceType: 'Document', transferSize: 9523 }] } },
      },
    };
    expect(lcpBreakdown(report)).toBe('    LCP breakdown (ms): Time to first byte 34, Element render delay 100; HTML 9.3 KB on the wire');
  });

  it('is empty for a report without the insight (an older Lighthouse, a failed trace)', () => {
    expect(lcpBreakdown({ categories: {}, audits: {} })).toBe('');
  });
});
