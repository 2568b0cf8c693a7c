import { describe, expect, it } from 'vitest';
import { isItemNo, MAX_ITEM_NO, parseItemNo } from './item-no';

describe('parseItemNo', () => {
  it('accepts 1 up to the 32-bit bound, without a leading zero', () => {
    expect(parseItemNo('1001')).toBe(1001);
    expect(parseItemNo('1')).toBe(1);
    expect(parseItemNo('2147483647')).toBe(MAX_ITEM_NO);
    expect(MAX_ITEM_NO).toBe(2_147_483_647);
  });

  it.each(['', '0', '01', '0001001', '-1', '+1', '1.5', '1e3', ' 1', '1 ', '12a', '１２', '0x10', '2147483648', '9999999999', '99999999999', '1000000000000', '9007199254740993', 'NaN'])(
    'refuses %j',
    (raw) => {
      expect(parseItemNo(raw)).toBeNull();
    },
  );

  it('refuses non-strings', () => {
    expect(parseItemNo(undefined)).toBeNull();
    expect(parseItemNo(null)).toBeNull();
    expect(parseItemNo(1001 as unknown as string)).toBeNull();
  });
});

describe('isItemNo', () => {
  it('checks a number by the same rule', () => {
    expect(isItemNo(1001)).toBe(true);
    expect(isItemNo(MAX_ITEM_NO)).toBe(true);
    for (const v of [0, -1, 1.5, Number.NaN, Infinity, MAX_ITEM_NO + 1, '1001', null]) expect(isItemNo(v)).toBe(false);
  });
});
