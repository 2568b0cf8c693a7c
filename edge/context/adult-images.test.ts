import { describe, expect, it } from 'vitest';
import { ADULT_IMAGE_TTL_S, hasValidImageSignature, signImageUrl, withSignedImages } from './adult-images';

const KEY = 'unit-key';
const NOW = Date.UTC(2026, 0, 1, 12, 1, 0);
const at = (url: string) => new URL(url, 'https://shop.test');

describe('adult image URLs', () => {
  it('signs only /images/adult/ paths, keeping their other parameters', async () => {
    expect(await signImageUrl(KEY, '/images/items/1.jpg?w=320', NOW)).toBe('/images/items/1.jpg?w=320');
    expect(await signImageUrl(KEY, 'https://cdn.test/images/adult/1.jpg', NOW)).toBe('https://cdn.test/images/adult/1.jpg');
    const signed = await signImageUrl(KEY, '/images/adult/1.jpg?w=320&exp=1&sig=old', NOW);
    expect(signed).toMatch(/^\/images\/adult\/1\.jpg\?w=320&exp=\d+&sig=[A-Za-z0-9_-]+$/);
    expect(await hasValidImageSignature(KEY, at(signed), NOW)).toBe(true);
  });

  it('the same URL for a while (cacheable by the browser), valid at least the TTL, then refused', async () => {
    const a = await signImageUrl(KEY, '/images/adult/1.jpg', NOW);
    expect(await signImageUrl(KEY, '/images/adult/1.jpg', NOW + 1000)).toBe(a);
    expect(await hasValidImageSignature(KEY, at(a), NOW + ADULT_IMAGE_TTL_S * 1000 - 1)).toBe(true);
    expect(await hasValidImageSignature(KEY, at(a), NOW + (ADULT_IMAGE_TTL_S + 301) * 1000)).toBe(false);
  });

  it('refuses another key, another path, no key, and junk without throwing', async () => {
    const a = await signImageUrl(KEY, '/images/adult/1.jpg', NOW);
    expect(await hasValidImageSignature('other', at(a), NOW)).toBe(false);
    expect(await hasValidImageSignature(undefined, at(a), NOW)).toBe(false);
    expect(await hasValidImageSignature(KEY, at(a.replace('/1.jpg', '/2.jpg')), NOW)).toBe(false);
    for (const q of ['', '?exp=x&sig=y', '?exp=1e30&sig=AAAA', `?exp=${NOW / 1000 + 60}&sig=%%`, `?exp=${NOW / 1000 + 60}&sig=${'A'.repeat(200)}`]) {
      expect(await hasValidImageSignature(KEY, at(`/images/adult/1.jpg${q}`), NOW)).toBe(false);
    }
  });

  it('withSignedImages answers a new item and leaves the shared one alone', async () => {
    const item = { itemNo: 1, itemImages: [{ imageUrl: '/images/adult/1.jpg' }], giftImages: [{ imageUrl: '/images/items/2.jpg' }] };
    const signed = await withSignedImages(item, KEY, NOW);
    expect(signed.itemImages[0]!.imageUrl).toContain('sig=');
    expect(signed.giftImages[0]!.imageUrl).toBe('/images/items/2.jpg');
    expect(item.itemImages[0]!.imageUrl).toBe('/images/adult/1.jpg');
    expect(await withSignedImages(item, undefined, NOW)).toBe(item);
  });
});
