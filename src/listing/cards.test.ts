import { describe, expect, it } from 'vitest';
import { gridPageFrom, itemCardFrom, toGridCard } from './cards';

const raw = {
  itemNo: 1001,
  itemName: ' 울 니트 ',
  thumbnailImageUrl: '/images/items/1-640.jpg',
  sellPrice: 89000,
  consumerPrice: 129000,
  discountRate: 31,
  frontBrandNo: 16401,
  frontBrandName: '모노하우스',
};

describe('toGridCard', () => {
  it('formats prices on the card and fills the link template', () => {
    const card = toGridCard(itemCardFrom(raw)!, '/products/{itemNo}');
    expect(card).toMatchObject({ itemNo: 1001, name: '울 니트', brandName: '모노하우스', href: '/products/1001', priceText: '89,000원', consumerPriceText: '129,000원', discountRateText: '31%' });
    expect(card.imageUrl).toContain('w=300');
  });
  it('has no struck price without a discount', () => {
    const card = toGridCard(itemCardFrom({ ...raw, consumerPrice: 89000, discountRate: 0 })!, 'https://shop.example/products/{itemNo}');
    expect(card.consumerPriceText).toBeNull();
    expect(card.discountRateText).toBeNull();
    expect(card.href).toBe('https://shop.example/products/1001');
  });
});

describe('gridPageFrom', () => {
  it('reads a wrapped listing and drops cards without an item number', () => {
    const page = gridPageFrom({ result: 'SUCCESS', data: { count: 41, page: 2, size: 20, sort: 'new', results: [raw, { itemNo: 'x' }, null, { ...raw, itemNo: '1002' }] } }, '/products/{itemNo}');
    expect(page).toMatchObject({ count: 41, page: 2, size: 20, sort: 'new' });
    expect(page?.cards.map((c) => c.itemNo)).toEqual([1001, 1002]);
  });
  it('drops adult-only cards whatever answered (rules/adult-listing.ts)', () => {
    const page = gridPageFrom(
      { results: [raw, { ...raw, itemNo: 1005, useAdultCheck: 'T' }, { ...raw, itemNo: 1006, useAdultCheck: true }, { ...raw, itemNo: 1002, useAdultCheck: 'F' }] },
      '/p/{itemNo}',
    );
    expect(page?.cards.map((c) => c.itemNo)).toEqual([1001, 1002]);
  });
  it('defaults a junk sort and paging', () => {
    expect(gridPageFrom({ results: [], sort: 'cheap', page: -3, count: 'many' }, '/p/{itemNo}')).toEqual({ count: 0, page: 1, size: 1, sort: 'popular', cards: [] });
  });
  it('answers null for anything that is not a listing', () => {
    for (const junk of [null, 'x', [], { data: null }, { data: { results: 'no' } }]) expect(gridPageFrom(junk, '/p/{itemNo}')).toBeNull();
  });
});

describe('item labels on grid cards', () => {
  it('words the label state the gateway sent, and drops a broken one', () => {
    const page = gridPageFrom(
      {
        results: [
          { ...raw, label: { kind: 'dday', event: 'open', days: 3 } },
          { ...raw, itemNo: 1002, label: { kind: 'sale', until: { month: 11, day: 30 } } },
          { ...raw, itemNo: 1003, label: { kind: 'dday', event: 'open', days: 'soon' } },
          { ...raw, itemNo: 1004, label: null },
        ],
      },
      '/p/{itemNo}',
    );
    expect(page?.cards.map((c) => c.label ?? null)).toEqual([{ kind: 'dday', text: 'D-3' }, { kind: 'sale', text: '11.30까지 세일' }, null, null]);
  });
  it('takes the worded label the server gives, and leaves the field out without one', () => {
    expect(toGridCard(itemCardFrom(raw)!, '/p/{itemNo}', { kind: 'date', text: '11.28 오픈' }).label).toEqual({ kind: 'date', text: '11.28 오픈' });
    expect('label' in toGridCard(itemCardFrom(raw)!, '/p/{itemNo}')).toBe(false);
  });
});
