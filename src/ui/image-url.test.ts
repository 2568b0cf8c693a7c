import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTH_STEPS } from '../../rules/image-query';
import { CARD_IMAGE_WIDTH } from '../product/related';
import { DETAIL_WIDTHS, GALLERY_WIDTHS } from '../product/page-view';
import { imageUrl, safeImageUrl, safeLinkUrl, srcSet } from './image-url';

describe('the widths the storefront asks for', () => {
  it('are the steps of the image proxy, so it forwards them as they are and keeps no others (rules/image-query.ts)', () => {
    // 320 and 640: review photos and the purchase thumbnail; 1000: the share and SEO image.
    const asked = new Set([CARD_IMAGE_WIDTH, ...GALLERY_WIDTHS, ...DETAIL_WIDTHS, 320, 640, 1000]);
    expect([...asked].sort((a, b) => a - b)).toEqual([...IMAGE_WIDTH_STEPS]);
  });
});

describe('imageUrl (spec 9)', () => {
  it('adds width, webp and quality 80 by default', () => {
    expect(imageUrl('https://img.example/a.jpg', { width: 640 })).toBe('https://img.example/a.jpg?w=640&f=webp&q=80');
    expect(imageUrl('/images/a.jpg')).toBe('/images/a.jpg?f=webp&q=80');
    expect(imageUrl('//cdn.example/a.jpg', { width: 200 })).toBe('//cdn.example/a.jpg?w=200&f=webp&q=80');
  });

  it('keeps other query parameters and the fragment, replacing its own', () => {
    expect(imageUrl('https://img.example/a.jpg?v=3&w=100&q=10#x', { width: 320, quality: 70, format: 'avif' })).toBe('https://img.example/a.jpg?v=3&w=320&f=avif&q=70#x');
    expect(imageUrl('a.jpg?token=a%20b&', { width: 10 })).toBe('a.jpg?token=a%20b&w=10&f=webp&q=80');
  });

  it('ignores a bad width and bounds the quality', () => {
    expect(imageUrl('/a.jpg', { width: 0 })).toBe('/a.jpg?f=webp&q=80');
    expect(imageUrl('/a.jpg', { width: Number.NaN })).toBe('/a.jpg?f=webp&q=80');
    expect(imageUrl('/a.jpg', { width: 99.6 })).toBe('/a.jpg?w=100&f=webp&q=80');
    expect(imageUrl('/a.jpg', { quality: 500 })).toBe('/a.jpg?f=webp&q=100');
    expect(imageUrl('/a.jpg', { quality: -1 })).toBe('/a.jpg?f=webp&q=80');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:image/png;base64,AAAA', 'vbscript:x', '', '   ', '/\\evil.com/a.jpg', '\\\\evil'])('refuses %j', (src) => {
    expect(imageUrl(src, { width: 100 })).toBe('');
  });

  it('refuses non-strings', () => {
    expect(imageUrl(null)).toBe('');
    expect(imageUrl(undefined)).toBe('');
  });
});

describe('safe URLs', () => {
  it('accepts http(s), protocol-relative and relative images', () => {
    expect(safeImageUrl(' https://a.example/x ')).toBe('https://a.example/x');
    expect(safeImageUrl('HTTP://a.example')).toBe('HTTP://a.example');
    expect(safeImageUrl('/brand/3')).toBe('/brand/3');
    expect(safeImageUrl('img/a:b.jpg')).toBe('img/a:b.jpg');
    expect(safeImageUrl('?q=1')).toBe('?q=1');
  });
  it('refuses other schemes for images', () => {
    expect(safeImageUrl('mailto:a@b.c')).toBe('');
    expect(safeImageUrl('ftp://a')).toBe('');
    expect(safeImageUrl('a:b')).toBe('');
    expect(safeImageUrl('java\nscript:alert(1)')).toBe('');
  });
  it('allows mail and phone links but not scripts', () => {
    expect(safeLinkUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeLinkUrl('tel:0212345678')).toBe('tel:0212345678');
    expect(safeLinkUrl('javascript:alert(1)')).toBe('');
    expect(safeLinkUrl('/\\evil.com')).toBe('');
    expect(safeLinkUrl(undefined)).toBe('');
  });
});

describe('srcSet', () => {
  it('lists each width once, ascending', () => {
    expect(srcSet('/a.jpg', [640, 320, 640, 0])).toBe('/a.jpg?w=320&f=webp&q=80 320w, /a.jpg?w=640&f=webp&q=80 640w');
  });
  it('is empty for unsafe sources or no widths', () => {
    expect(srcSet('javascript:x', [320])).toBe('');
    expect(srcSet('/a.jpg', [])).toBe('');
  });
});

describe('imageUrl remembered', () => {
  it('answers a repeat the same, and tells a missing source from the text "null"', () => {
    expect(imageUrl(null)).toBe('');
    expect(imageUrl('null')).toBe('null?f=webp&q=80');
    expect(imageUrl(null)).toBe('');
    expect(imageUrl('/a.jpg', { width: 320 })).toBe(imageUrl('/a.jpg', { width: 320 }));
    expect(imageUrl('/a.jpg', { width: 320 })).not.toBe(imageUrl('/a.jpg', { width: 640 }));
  });
});
