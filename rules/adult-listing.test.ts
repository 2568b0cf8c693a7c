import { describe, expect, it } from 'vitest';
import { isAdultCard, listableCards, listedPage } from './adult-listing';

describe('listableCards', () => {
  it('drops adult-only cards in every spelling of the flag and keeps the order of the rest', () => {
    const cards = [
      { itemNo: 1, useAdultCheck: 'F' },
      { itemNo: 2, useAdultCheck: 'T' },
      { itemNo: 3 },
      { itemNo: 4, useAdultCheck: true },
      { itemNo: 5, useAdultCheck: ' y ' },
      { itemNo: 6, useAdultCheck: 1 },
      { itemNo: 7, useAdultCheck: 'true' },
      { itemNo: 8, useAdultCheck: 0 },
      { itemNo: 9, useAdultCheck: 'N' },
    ];
    expect(listableCards(cards).map((c) => c.itemNo)).toEqual([1, 3, 8, 9]);
  });

  it('treats a missing or unreadable flag as not adult-only', () => {
    for (const v of [undefined, null, false, 'F', 'no', '', {}, [], 2]) expect(isAdultCard({ useAdultCheck: v })).toBe(false);
  });

  it('answers a new array and leaves the input alone', () => {
    const cards = [{ useAdultCheck: 'T' }];
    expect(listableCards(cards)).toEqual([]);
    expect(cards).toHaveLength(1);
  });
});

describe('listedPage', () => {
  it('takes the cards it drops off the count, so the count counts what is shown', () => {
    const cards = [{ itemNo: 1 }, { itemNo: 2, useAdultCheck: 'T' }, { itemNo: 3 }];
    expect(listedPage(3, cards)).toEqual({ count: 2, cards: [{ itemNo: 1 }, { itemNo: 3 }] });
    expect(listedPage(40, cards).count).toBe(39);
  });

  it('never counts fewer than it shows, whatever count the upstream sent', () => {
    expect(listedPage(0, [{ itemNo: 1 }, { itemNo: 2, useAdultCheck: true }]).count).toBe(1);
    expect(listedPage(5, []).count).toBe(5);
  });
});
