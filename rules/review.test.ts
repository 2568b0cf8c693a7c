import { describe, expect, it } from 'vitest';
import { reviewProblems, sniffImageType } from './review';

const ok = { rating: 5, content: '색감이 사진과 같고 따뜻해요.', photoCount: 2, size: null };

describe('reviewProblems', () => {
  it('passes a complete review with or without size write', () => {
    expect(reviewProblems(ok)).toEqual([]);
    expect(reviewProblems({ ...ok, size: { height: 168, weight: 55, usualSize: 'M', fit: 'TRUE' } })).toEqual([]);
  });

  it('names every problem in form order', () => {
    expect(reviewProblems({ rating: 0, content: '짧아요', photoCount: 6, size: { height: 90, weight: 300, usualSize: 'XXXL', fit: 'HUGE' } })).toEqual([
      'RATING',
      'CONTENT',
      'PHOTOS',
      'HEIGHT',
      'WEIGHT',
      'USUAL_SIZE',
      'FIT',
    ]);
    expect(reviewProblems({ ...ok, content: `  ${'가'.repeat(9)}  ` })).toEqual(['CONTENT']);
    expect(reviewProblems({ ...ok, rating: 4.5 })).toEqual(['RATING']);
    expect(reviewProblems({ ...ok, content: '가'.repeat(2001) })).toEqual(['CONTENT']);
  });
});

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });
});
