import { describe, expect, it } from 'vitest';
import { backToHeart, MAX_STATE_ITEMS, parseStateItems, readCardHeartPost } from './card-heart';

describe('readCardHeartPost', () => {
  it('reads a like and an unlike with their return path', () => {
    expect(readCardHeartPost({ itemNo: '1001', like: '1', return: '/best-items?page=2' })).toEqual({ itemNo: 1001, like: true, back: '/best-items?page=2' });
    expect(readCardHeartPost({ itemNo: '1001', like: '0', return: '/list/shop' })).toEqual({ itemNo: 1001, like: false, back: '/list/shop' });
  });
  it('sends a return off our origin home', () => {
    for (const back of ['https://evil.test/', '//evil.test', '/\\evil.test', '/%2e//evil.test', undefined]) {
      expect(readCardHeartPost({ itemNo: '1', like: '1', return: back })?.back).toBe('/');
    }
  });
  it('refuses a malformed item or state', () => {
    expect(readCardHeartPost({ itemNo: '01', like: '1' })).toBeNull();
    expect(readCardHeartPost({ itemNo: '1', like: 'yes' })).toBeNull();
    expect(readCardHeartPost({ itemNo: ['1'], like: '1' })).toBeNull();
  });
});

describe('parseStateItems', () => {
  it('reads and deduplicates item numbers', () => {
    expect(parseStateItems('1001,1002,1001')).toEqual([1001, 1002]);
  });
  it('refuses empty, malformed or too many', () => {
    expect(parseStateItems('')).toBeNull();
    expect(parseStateItems(null)).toBeNull();
    expect(parseStateItems('1,x')).toBeNull();
    expect(parseStateItems(Array.from({ length: MAX_STATE_ITEMS + 1 }, (_, i) => i + 1).join(','))).toBeNull();
  });
});

describe('backToHeart', () => {
  it('lands on the card heart', () => {
    expect(backToHeart('/best-items?page=2#top', 7)).toBe('/best-items?page=2#card-heart-7');
  });
});
