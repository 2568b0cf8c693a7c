import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../schemas/cart';
import { cartTotals, initiallyChosen, keepChosen, selectAllState } from './cart';

const line = (over: Partial<CartLine>): CartLine => ({
  cartItemNo: 1,
  itemNo: 100,
  itemName: '니트',
  brandName: '브랜드',
  imageUrl: '',
  optionNo: null,
  optionLabel: '',
  text: '',
  qty: 1,
  unitPrice: 30000,
  consumerUnitPrice: 30000,
  minQty: 1,
  maxQty: null,
  state: 'orderable',
  reason: '',
  shipping: { type: 1, fee: 3000, freeThreshold: 0, freeBrand: false },
  ...over,
});

describe('cartTotals', () => {
  it('sums the chosen orderable lines: list price, discount, shipping once per item, the amount to pay', () => {
    const lines = [
      line({ cartItemNo: 1, qty: 2, consumerUnitPrice: 40000 }),
      line({ cartItemNo: 2, optionNo: 5, unitPrice: 31000, consumerUnitPrice: 41000 }),
      line({ cartItemNo: 3, itemNo: 200, unitPrice: 10000, consumerUnitPrice: 10000, shipping: { type: 2, fee: 3000, freeThreshold: 0, freeBrand: false } }),
    ];
    expect(cartTotals(lines, new Set([1, 2, 3]))).toEqual({ lines: 3, qty: 4, listPrice: 131000, discount: 30000, items: 101000, shipping: 3000, pay: 104000 });
  });

  it("counts an item's lines together towards its free-shipping threshold", () => {
    const basic = { type: 11, fee: 3000, freeThreshold: 50000, freeBrand: false };
    const lines = [line({ cartItemNo: 1, shipping: basic }), line({ cartItemNo: 2, optionNo: 5, shipping: basic })];
    expect(cartTotals(lines, new Set([1])).shipping).toBe(3000);
    expect(cartTotals(lines, new Set([1, 2])).shipping).toBe(0);
  });

  it('leaves out lines not chosen and lines that cannot be ordered', () => {
    const lines = [line({ cartItemNo: 1 }), line({ cartItemNo: 2, state: 'soldOut' }), line({ cartItemNo: 3, itemNo: 300 })];
    expect(cartTotals(lines, new Set([1, 2]))).toMatchObject({ lines: 1, items: 30000, shipping: 3000, pay: 33000 });
    expect(cartTotals(lines, new Set())).toEqual({ lines: 0, qty: 0, listPrice: 0, discount: 0, items: 0, shipping: 0, pay: 0 });
  });

  it('charges per piece for a per-quantity fee and nothing for a free-shipping brand', () => {
    expect(cartTotals([line({ qty: 3, shipping: { type: 3, fee: 2500, freeThreshold: 0, freeBrand: false } })], new Set([1])).shipping).toBe(7500);
    expect(cartTotals([line({ shipping: { type: 1, fee: 3000, freeThreshold: 0, freeBrand: true } })], new Set([1])).shipping).toBe(0);
  });
});

describe('choosing lines', () => {
  const lines = [line({ cartItemNo: 1 }), line({ cartItemNo: 2 }), line({ cartItemNo: 3, state: 'unavailable' })];

  it('starts with every orderable line chosen', () => {
    expect([...initiallyChosen(lines)]).toEqual([1, 2]);
    expect(selectAllState(lines, initiallyChosen(lines))).toBe(true);
  });

  it('reads some as indeterminate and none as unchecked', () => {
    expect(selectAllState(lines, new Set([1]))).toBe('indeterminate');
    expect(selectAllState(lines, new Set())).toBe(false);
  });

  it('drops lines that are gone or no longer orderable from the choice', () => {
    expect([...keepChosen([line({ cartItemNo: 1, state: 'soldOut' }), line({ cartItemNo: 2 })], new Set([1, 2, 9]))]).toEqual([2]);
  });
});
