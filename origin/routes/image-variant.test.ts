import { describe, expect, it } from 'vitest';
import { acceptsWebp, chooseFormat, chooseWidth, etagMatches, resolveImageVariant, type ImageManifest, type VariantResult } from './image-variant';

const manifest: ImageManifest = {
  'items/7': { width: 1000, height: 1250, widths: [320, 640, 1000] },
  'reviews/2': { width: 800, height: 800, widths: [320, 800] },
  'brands/16401': { width: 200, height: 200, widths: [200] },
};
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

function resolve(kind: string, file: string, query = '', accept: string | null = CHROME_ACCEPT): VariantResult {
  return resolveImageVariant({ kind, file, query: new URLSearchParams(query), accept }, manifest);
}
function variant(kind: string, file: string, query = '', accept: string | null = CHROME_ACCEPT) {
  const result = resolve(kind, file, query, accept);
  if (!result.ok) throw new Error(`expected a variant, got ${result.status} ${result.message}`);
  return result.variant;
}

describe('resolveImageVariant', () => {
  it('maps a request to the generated file, its size and content type', () => {
    expect(variant('items', '7.jpg', 'w=640&f=webp&q=80')).toEqual({
      key: 'items/7',
      width: 640,
      height: 800,
      format: 'webp',
      contentType: 'image/webp',
      assetPath: '/img/items/7-640.webp',
    });
    expect(variant('items', '7.png', 'w=320&f=jpeg').assetPath).toBe('/img/items/7-320.jpg');
    expect(variant('brands', '16401.webp', 'w=200', null).assetPath).toBe('/img/brands/16401-200.jpg');
  });

  it('picks the smallest generated width at least as wide as asked, else the largest', () => {
    expect(variant('items', '7.jpg', 'w=1').width).toBe(320);
    expect(variant('items', '7.jpg', 'w=320').width).toBe(320);
    expect(variant('items', '7.jpg', 'w=321').width).toBe(640);
    expect(variant('items', '7.jpg', 'w=5000').width).toBe(1000);
    expect(variant('items', '7.jpg').width).toBe(1000);
    expect(variant('reviews', '2.jpg', 'w=400')).toMatchObject({ width: 800, height: 800 });
  });

  it('serves AVIF when asked for it, from its own file', () => {
    expect(variant('items', '7.jpg', 'w=640&f=avif&q=80', '*/*')).toMatchObject({ format: 'avif', contentType: 'image/avif', assetPath: '/img/items/7-640.avif' });
  });

  it('negotiates the format from f, then Accept: AVIF, else WebP, else JPEG', () => {
    expect(variant('items', '7.jpg', '', CHROME_ACCEPT).format).toBe('avif');
    expect(variant('items', '7.jpg', 'f=auto', CHROME_ACCEPT).format).toBe('avif');
    expect(variant('items', '7.jpg', 'f=auto', 'image/avif;q=0, image/webp').format).toBe('webp');
    expect(variant('items', '7.jpg', 'f=auto', 'image/webp,*/*').format).toBe('webp');
    expect(variant('items', '7.jpg', 'f=auto', '*/*').format).toBe('jpeg');
    expect(variant('items', '7.jpg', '', null).format).toBe('jpeg');
    expect(variant('items', '7.jpg', 'f=jpeg', CHROME_ACCEPT).format).toBe('jpeg');
    expect(variant('items', '7.jpg', 'f=jpg', CHROME_ACCEPT).format).toBe('jpeg');
    expect(variant('items', '7.jpg', 'f=webp', '*/*').format).toBe('webp');
  });

  it('answers 404 for an unknown kind or an image that does not exist', () => {
    expect(resolve('videos', '7.jpg')).toMatchObject({ ok: false, status: 404 });
    expect(resolve('items', '49.jpg')).toMatchObject({ ok: false, status: 404 });
    expect(resolve('brands', '7.jpg')).toMatchObject({ ok: false, status: 404 });
    expect(resolve('__proto__', '7.jpg')).toMatchObject({ ok: false, status: 404 });
  });

  it.each(['..', '../7.jpg', '..%2F7.jpg', '7', '7.gif', '7.jpg.webp', '07.jpg', 'seven.jpg', '7.JPG ', '-7.jpg', '1234567890.jpg', ''])('answers 400 for the malformed name %j', (file) => {
    expect(resolve('items', file)).toMatchObject({ ok: false, status: 400 });
  });

  it.each(['w=0', 'w=-5', 'w=abc', 'w=1.5', 'w=', 'w=10001', 'w=1e3', 'w=640&w=320', 'q=0', 'q=101', 'q=8.5', 'q=', 'f=png', 'f=WEBP', 'f=', 'f=constructor', 'f=webp&f=jpeg'])(
    'answers 400 for the malformed query %j',
    (query) => {
      expect(resolve('items', '7.jpg', query)).toMatchObject({ ok: false, status: 400 });
    },
  );

  it('accepts every quality from 1 to 100 and ignores unrelated parameters', () => {
    expect(resolve('items', '7.jpg', 'q=1').ok).toBe(true);
    expect(resolve('items', '7.jpg', 'q=100').ok).toBe(true);
    expect(resolve('items', '7.jpg', 'v=3&utm_source=x').ok).toBe(true);
  });
});

describe('helpers', () => {
  it('acceptsWebp honours an explicit q=0', () => {
    expect(acceptsWebp('image/webp')).toBe(true);
    expect(acceptsWebp('image/png, image/webp;q=0.5')).toBe(true);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('image/*')).toBe(false);
    expect(acceptsWebp('')).toBe(false);
    expect(chooseFormat(undefined, 'IMAGE/WEBP')).toBe('webp');
    expect(chooseFormat(undefined, 'Image/AVIF')).toBe('avif');
  });

  it('chooseWidth copes with unsorted widths', () => {
    expect(chooseWidth([1000, 320, 640], 500)).toBe(640);
    expect(chooseWidth([1000, 320, 640], undefined)).toBe(1000);
  });

  it('etagMatches handles lists, weak tags and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });
});
