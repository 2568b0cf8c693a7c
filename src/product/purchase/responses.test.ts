import { describe, expect, it } from 'vitest';
import { payloadOf, readCartAnswer, readCheckoutAnswer, readHeartAnswer } from './responses';
import { readRecommendations } from './recommendation-answer';

const card = (itemNo: unknown, extra: Record<string, unknown> = {}) => ({
  itemNo,
  itemName: `상품 ${String(itemNo)}`,
  thumbnailImageUrl: '/images/items/1.jpg',
  sellPrice: 39000,
  consumerPrice: 49000,
  discountRate: 20,
  frontBrandNo: 7,
  frontBrandName: '브랜드',
  ...extra,
});

describe('payloadOf', () => {
  it('unwraps the data envelope and keeps a plain body', () => {
    expect(payloadOf({ result: 'SUCCESS', data: { a: 1 } })).toEqual({ a: 1 });
    expect(payloadOf({ a: 1 })).toEqual({ a: 1 });
    expect(payloadOf(null)).toBeNull();
  });
});

describe('readers', () => {
  it('cart count, defaulting to 0 when data is missing (spec 5)', () => {
    expect(readCartAnswer({ result: 'SUCCESS', data: { count: 3 } })).toEqual({ count: 3 });
    expect(readCartAnswer({ result: 'SUCCESS', data: { count: '4' } })).toEqual({ count: 4 });
    expect(readCartAnswer({ result: 'SUCCESS', data: null })).toEqual({ count: 0 });
    expect(readCartAnswer({ data: 'nope' })).toBeNull();
  });

  it('checkout URL: present and not blank', () => {
    expect(readCheckoutAnswer({ data: { checkoutUrl: ' /checkout?o=1 ' } })).toEqual({ checkoutUrl: '/checkout?o=1' });
    expect(readCheckoutAnswer({ data: { checkoutUrl: '' } })).toBeNull();
    expect(readCheckoutAnswer({ data: {} })).toBeNull();
  });

  it('heart answer, count never below 0', () => {
    expect(readHeartAnswer({ data: { liked: true, heartCount: 4822 } })).toEqual({ liked: true, heartCount: 4822 });
    expect(readHeartAnswer({ data: { liked: false, heartCount: -3 } })).toEqual({ liked: false, heartCount: 0 });
    expect(readHeartAnswer({ data: { liked: 'yes', heartCount: 1 } })).toBeNull();
  });

  it('recommendations: at most six cards, broken and repeated ones dropped', () => {
    const items = [card(1), card(2), card('x'), card(0), card(2), { itemNo: 3, itemName: 5 }, card(4), card(5), card(6), card(7), card(8)];
    const answer = readRecommendations({ result: 'SUCCESS', data: { title: ' 함께 좋아요한 상품 ', items } });
    expect(answer?.title).toBe('함께 좋아요한 상품');
    expect(answer?.items.map((i) => i.itemNo)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(answer?.items[0]).toEqual({ ...card(1), useAdultCheck: 'F' });
  });

  it('recommendations: an adult-only card is dropped whatever answered (rules/adult-listing.ts)', () => {
    const items = [card(1), { ...card(2), useAdultCheck: 'T' }, { ...card(3), useAdultCheck: true }, { ...card(4), useAdultCheck: 'F' }];
    expect(readRecommendations({ data: { title: 't', items } })?.items.map((i) => i.itemNo)).toEqual([1, 4]);
  });

  it('recommendations: missing fields get defaults, a missing list is empty, a wrong shape is null', () => {
    expect(readRecommendations({ data: { title: null, items: [{ itemNo: 9 }] } })).toEqual({
      title: '',
      items: [{ itemNo: 9, itemName: '', thumbnailImageUrl: '', sellPrice: 0, consumerPrice: 0, discountRate: 0, frontBrandNo: 0, frontBrandName: '', useAdultCheck: 'F' }],
    });
    expect(readRecommendations({ data: { title: 't' } })).toEqual({ title: 't', items: [] });
    expect(readRecommendations({ data: { title: 't', items: 'x' } })).toBeNull();
  });
});
