import { describe, expect, it } from 'vitest';
import { signImageUrl } from '../../edge/context/adult-images';
import { fragmentCacheCounts } from '../../edge/render/fragment-cache';
import type { UpstreamFetch } from '../../edge/upstream/transport';
import { originUpstream, storefront } from './harness';
import { browse, login, providerKey } from './session-helpers';

/**
 * Issue 10 item 7 in workerd: an adult-only item's pictures (the reference origin keeps them
 * under /images/adult/) are served only through URLs the edge signed into a verified adult's
 * page; a visitor, a forged or an expired URL gets 403, before any upstream round trip.
 */
const KEY = 'integration-image-url-key';
const ITEM = 1005;

async function adultImages(): Promise<string[]> {
  const res = await originUpstream()(`/api/v5/product-detail/${ITEM}`);
  const body = (await res.json()) as { data: { itemImages: { imageUrl: string }[] } };
  return body.data.itemImages.map((i) => i.imageUrl);
}

/** The reference origin, with its image files stood in for (the test origin has no ASSETS): image paths asked are noted. */
function upstream(): UpstreamFetch & { images: string[] } {
  const origin = originUpstream();
  const images: string[] = [];
  const fn = (async (path: string, init?: RequestInit) => {
    if (!path.startsWith('/images/')) return origin(path, init);
    images.push(path);
    return new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46]), { headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' } });
  }) as UpstreamFetch & { images: string[] };
  fn.images = images;
  return fn;
}

describe(`adult-only item ${ITEM}: its images`, () => {
  const up = upstream();
  const sf = storefront({ upstream: up, cache: false, vars: { IMAGE_URL_KEY: KEY } });

  it('live apart at the origin, and every one is refused to a visitor', async () => {
    const images = await adultImages();
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) {
      expect(url.startsWith('/images/adult/'), url).toBe(true);
      const res = await sf.fetch(`${url}?w=320&f=webp`);
      expect(res.status, url).toBe(403);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type') ?? '').not.toMatch(/^image\//);
    }
    expect(up.images).toEqual([]);
    // The same picture under its ordinary path stays public (ordinary items use it).
    expect((await sf.fetch(`${images[0]!.replace('/adult/', '/items/')}?w=320`)).status).toBe(200);
  });

  it("refuses a forged, an expired, a far-future or another path's signature", async () => {
    const [url] = await adultImages();
    const now = Date.now();
    const forged = await signImageUrl('another-key', url!, now);
    const expired = await signImageUrl(KEY, url!, now - 3_600_000);
    const other = (await signImageUrl(KEY, '/images/adult/1.jpg', now)).replace('/images/adult/1.jpg', url!);
    const valid = await signImageUrl(KEY, url!, now);
    const far = valid.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 86_400}`);
    const asked = up.images.length;
    for (const bad of [forged, expired, other === valid ? `${url}?exp=1&sig=x` : other, far, `${url}?exp=abc&sig=%%%`, `${url}?sig=${'A'.repeat(5000)}`]) {
      expect((await sf.fetch(bad)).status, bad).toBe(403);
    }
    expect(up.images.length).toBe(asked);
    const ok = await sf.fetch(valid);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^image\//);
    expect(ok.headers.get('cache-control')).toBe('private, max-age=900');
  });

  it("a verified adult's page carries signed URLs that are served; nothing is signed without a key", async () => {
    const jar = await login(sf, 'adult@demo.test');
    const key = await providerKey('adult', { name: '어른이', birthDate: '1990-05-05', gender: 'M', phone: '010-0000-1001' });
    const verified = await browse(sf, jar, '/api/v5/users/adult-verification', { method: 'POST', body: JSON.stringify({ adultVerificationKey: key }) });
    expect(await verified.json()).toMatchObject({ result: 'SUCCESS', data: { isAdult: true } });

    const html = await (await browse(sf, jar, `/products/${ITEM}`)).text();
    expect(html).toContain('id="pdp-title"');
    const plain = html.replaceAll('\\u0026', '&').replaceAll('&amp;', '&');
    const signed = [...new Set([...plain.matchAll(/\/images\/adult\/[^"'\s,\\]+/g)].map((m) => m[0].replaceAll('&amp;', '&')))];
    expect(signed.length).toBeGreaterThan(0);
    for (const url of signed) expect(url, url).toMatch(/[?&]sig=[A-Za-z0-9_-]+/);
    for (const url of signed.slice(0, 4)) {
      const res = await sf.fetch(url, { headers: { accept: 'image/webp' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }

    // No part of a verified adult's page is cached as a fragment, even with every answer shared
    // (edge/render/fragment-cache.tsx): drawn again for each of them, with links signed for them.
    const shared = storefront({ upstream: up, store: await caches.open(`adult-kept-${Date.now()}`), vars: { IMAGE_URL_KEY: KEY } });
    const before = fragmentCacheCounts();
    for (let i = 0; i < 2; i++) {
      expect(await (await browse(shared, jar, `/products/${ITEM}`)).text()).toContain('id="pdp-title"');
      await shared.settled();
    }
    expect(fragmentCacheCounts()).toEqual(before);

    // A storefront without the secret signs nothing and serves no adult image: closed, not open.
    const keyless = storefront({ upstream: up, cache: false });
    const page = await (await browse(keyless, jar, `/products/${ITEM}`)).text();
    expect(page).not.toMatch(/\/images\/adult\/[^"]*sig=/);
    expect((await keyless.fetch(signed[0]!)).status).toBe(403);
  });
});
