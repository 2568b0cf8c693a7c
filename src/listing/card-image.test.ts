import { describe, expect, it } from 'vitest';
import { cardImageAttrs, cardImageSource } from './card-image';

const SRC = '/images/items/7.jpg?w=300&f=webp&q=80';

describe('cardImageAttrs', () => {
  it('gives every card a WebP srcset of the host widths, sizes and a fixed box', () => {
    const a = cardImageAttrs(SRC, 'list', 9, true);
    expect(a.srcSet).toBe('/images/items/7.jpg?w=320&f=webp&q=80 320w, /images/items/7.jpg?w=640&f=webp&q=80 640w');
    expect(a.src).toBe('/images/items/7.jpg?w=320&f=webp&q=80');
    expect(a.sizes).toMatch(/50vw$/);
    expect([a.width, a.height]).toEqual([300, 375]);
    expect(a.loading).toBe('lazy');
    expect(a.fetchPriority).toBeUndefined();
  });

  it('marks the phone first row high priority and loads the wide first row eagerly', () => {
    const list = [0, 1, 2, 3, 4].map((i) => cardImageAttrs(SRC, 'list', i, true));
    expect(list.map((a) => a.fetchPriority ?? '')).toEqual(['high', 'high', '', '', '']);
    expect(list.map((a) => a.loading)).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    const detail = [0, 1, 2].map((i) => cardImageAttrs(SRC, 'detail', i, true));
    expect(detail.map((a) => a.fetchPriority ?? '')).toEqual(['high', '', '']);
    expect(detail[0]?.srcSet).toContain('w=1000');
  });

  it('keeps every picture lazy in a row further down the page', () => {
    const a = cardImageAttrs(SRC, 'list', 0, false);
    expect(a.loading).toBe('lazy');
    expect(a.fetchPriority).toBeUndefined();
  });

  it('draws nothing for an unsafe or missing picture', () => {
    const a = cardImageAttrs('', 'list', 0, true);
    expect([a.src, a.srcSet]).toEqual(['', '']);
  });
});

describe('cardImageSource', () => {
  it('offers the same widths and sizes as AVIF, for the browser to pick by type', () => {
    const img = cardImageAttrs(SRC, 'list', 0, true);
    const source = cardImageSource(SRC, 'list');
    expect(source).toEqual({
      type: 'image/avif',
      srcSet: '/images/items/7.jpg?w=320&f=avif&q=80 320w, /images/items/7.jpg?w=640&f=avif&q=80 640w',
      sizes: img.sizes,
    });
    expect(cardImageSource(SRC, 'detail')?.srcSet).toBe('/images/items/7.jpg?w=640&f=avif&q=80 640w, /images/items/7.jpg?w=1000&f=avif&q=80 1000w');
  });

  it('offers no source for an unsafe or missing picture', () => {
    expect(cardImageSource('', 'list')).toBeNull();
    expect(cardImageSource('javascript:alert(1)', 'list')).toBeNull();
  });
});
