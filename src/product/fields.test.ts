import { describe, expect, it } from 'vitest';
import { brandComment, displayVariant, giftImages, sellerRows, soldQtyText, specialOrder, stayView, storeRows, variantParts, visibleFromText } from './fields';
import { makeAdditional, makeItem } from './item-fixture';

const NOW = new Date('2026-04-15T01:00:00Z'); // 2026-04-15 10:00 in Seoul

describe('item display variants (spec 4.2)', () => {
  it.each([
    [1, 'goods'],
    [2, 'goods'],
    [3, 'ticket'],
    [4, 'lodge'],
    [0, 'goods'],
    [99, 'goods'],
  ] as const)('itemType %i → %s', (type, variant) => {
    expect(displayVariant(type)).toBe(variant);
  });

  it('draws no size chart and no shipping for a ticket or a lodge; stay dates for a lodge only', () => {
    expect(variantParts('goods')).toEqual({ sizeChart: true, shipping: true, stay: false });
    expect(variantParts('ticket')).toEqual({ sizeChart: false, shipping: false, stay: false });
    expect(variantParts('lodge')).toEqual({ sizeChart: false, shipping: false, stay: true });
  });

  it('gives a stay as check-in and check-out in Seoul time, check-in only when the end is missing or before it', () => {
    const stay = (b: string | null, e: string | null) => stayView(makeItem({ estimatedShippingBeginTimestamp: b, estimatedShippingEndTimestamp: e }));
    expect(stay('2026-05-15 15:00:00', '2026-05-16 11:00:00')).toEqual({ checkIn: '5월 15일 (금) 15:00', checkOut: '5월 16일 (토) 11:00' });
    expect(stay('2026-05-15 15:00:00', null)).toEqual({ checkIn: '5월 15일 (금) 15:00', checkOut: null });
    expect(stay('2026-05-15 15:00:00', '2026-05-14 11:00:00')).toEqual({ checkIn: '5월 15일 (금) 15:00', checkOut: null });
    expect(stay(null, '2026-05-16 11:00:00')).toBeNull();
    expect(stay('2026-02-30 15:00:00', null)).toBeNull();
  });
});

describe('sold quantity', () => {
  const item = (flag: boolean, soldQty: number) => makeItem({ isDisplaySellQty: flag, soldQty });
  it('shows only with isDisplaySellQty, a positive count, on sale or sold out', () => {
    expect(soldQtyText(item(true, 1284), 'onSale')).toBe('1,284개 판매');
    expect(soldQtyText(item(true, 5), 'soldOut')).toBe('5개 판매');
    expect(soldQtyText(item(false, 1284), 'onSale')).toBeNull();
    expect(soldQtyText(item(true, 0), 'onSale')).toBeNull();
    for (const state of ['prepare', 'stopped', 'closed', 'notForSale'] as const) expect(soldQtyText(item(true, 10), state)).toBeNull();
  });
});

describe('brand comment', () => {
  it('keeps the sanitised multi-line comment and formats its date in Seoul time', () => {
    const view = brandComment(makeItem({ partnerBrand: { brandComment: '한 줄\n두 줄<script>x</script>', commentDate: '2026-02-10' } }));
    expect(view?.html).toContain('한 줄<br />두 줄');
    expect(view?.html).not.toContain('<script');
    expect(view?.date).toBe('2026.02.10 작성');
  });
  it('has no date line for a missing or unreadable date, and no block for an empty comment', () => {
    expect(brandComment(makeItem({ partnerBrand: { brandComment: '소개', commentDate: 'soon' } }))?.date).toBeNull();
    expect(brandComment(makeItem({ partnerBrand: { brandComment: '  ', commentDate: '2026-02-10' } }))).toBeNull();
    expect(brandComment(makeItem({ partnerBrand: null }))).toBeNull();
  });
});

describe('gift images', () => {
  it('drops images without a URL and reserves the item-photo ratio when the size is unknown', () => {
    const gifts = giftImages(makeItem({ giftImages: [{ imageUrl: '/g.jpg', width: 800, height: 800 }, { imageUrl: '' }, { imageUrl: '/h.jpg', width: 0, height: 0 }] }));
    expect(gifts).toEqual([
      { src: '/g.jpg', width: 800, height: 800 },
      { src: '/h.jpg', width: 1000, height: 1250 },
    ]);
  });
});

describe('special order', () => {
  const order = (o: Record<string, unknown>) => makeAdditional({ specialOrder: [{ isUse: true, isApplyEnd: false, isDisplaySellQty: false, isDisplayWatchingCnt: false, watchingCnt: 37, ...o }] });
  it('shows the first order in use, with the watching count only when the flag says so', () => {
    expect(specialOrder(order({ isDisplayWatchingCnt: true }), { soldQty: 188 })).toEqual({ closed: false, watching: '37명이 보고 있어요', sold: null });
    expect(specialOrder(order({}), { soldQty: 188 })).toEqual({ closed: false, watching: null, sold: null });
    expect(specialOrder(order({ isDisplaySellQty: true, isApplyEnd: true }), { soldQty: 188 })).toEqual({ closed: true, watching: null, sold: '188개 판매' });
    // The item's own isDisplaySellQty already shows the count under the price: not twice.
    expect(specialOrder(order({ isDisplaySellQty: true }), { soldQty: 188, soldShown: true })?.sold).toBeNull();
  });
  it('has no block when no order is in use, and no count of zero watchers', () => {
    expect(specialOrder(order({ isUse: false }), { soldQty: 1 })).toBeNull();
    expect(specialOrder(makeAdditional({}), { soldQty: 1 })).toBeNull();
    expect(specialOrder(order({ isDisplayWatchingCnt: true, watchingCnt: 0 }), { soldQty: 1 })?.watching).toBeNull();
  });
});

describe('seller information', () => {
  it('keeps rows with a title and a value, trimmed, in the upstream order', () => {
    const rows = sellerRows(
      makeAdditional({
        partnerInfoList: [
          { title: '상호', content: ' (주)모노하우스 ' },
          { title: '연락처', content: '' },
          { title: '', content: 'x' },
          { title: '대표자', content: '김도윤' },
        ],
      }),
    );
    expect(rows).toEqual([
      { title: '상호', content: '(주)모노하우스' },
      { title: '대표자', content: '김도윤' },
    ]);
  });
});

describe('visible from', () => {
  it('announces a future visibility time in Seoul time and nothing once visible', () => {
    expect(visibleFromText(makeItem({ visibleBeginTimestamp: '2026-07-14 10:00:00' }), NOW)).toBe('7월 14일 (화) 10:00 공개 예정 상품입니다.');
    expect(visibleFromText(makeItem({ visibleBeginTimestamp: '2026-04-15 10:00:00' }), NOW)).toBeNull();
    expect(visibleFromText(makeItem({ visibleBeginTimestamp: null }), NOW)).toBeNull();
  });
});

describe('offline store', () => {
  it('is rows of name, address and hours, dropping empty ones; nothing without a store name', () => {
    expect(storeRows(makeAdditional({ offlineStore: { storeName: '모노하우스 성수 쇼룸', address: '서울 성동구', openingHours: '' } }))).toEqual([
      { title: '매장', content: '모노하우스 성수 쇼룸' },
      { title: '주소', content: '서울 성동구' },
    ]);
    expect(storeRows(makeAdditional({ offlineStore: { storeName: ' ', address: '서울' } }))).toEqual([]);
    expect(storeRows(makeAdditional({}))).toEqual([]);
  });
});
