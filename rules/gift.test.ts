import { describe, expect, it } from 'vitest';
import { maskedName, reviewerOf } from './gift';

describe('gift rules', () => {
  it('gives the review of a gift to its recipient and of any other order to its buyer', () => {
    expect(reviewerOf({ kind: 'gift', userNo: 1, giftRecipientUserNo: 2 })).toBe(2);
    expect(reviewerOf({ kind: 'gift', userNo: 1, giftRecipientUserNo: null })).toBeNull();
    expect(reviewerOf({ kind: 'buy_now', userNo: 1, giftRecipientUserNo: null })).toBe(1);
    expect(reviewerOf({ kind: 'cart', userNo: 1, giftRecipientUserNo: 9 })).toBe(1);
  });

  it('masks all but the first letter of a name', () => {
    expect(maskedName('김선물')).toBe('김**');
    expect(maskedName('Jo')).toBe('J*');
    expect(maskedName('이')).toBe('이*');
    expect(maskedName('  ')).toBe('');
  });
});
