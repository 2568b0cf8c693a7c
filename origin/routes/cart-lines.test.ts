import { describe, expect, it } from 'vitest';
import { makeItem } from '../../schemas/item-fixture';
import { CartLineSchema } from '../../schemas/cart';
import { cartLineOf, goneLine, type StoredCartLine } from './cart-lines';

const now = new Date('2026-04-15T03:00:00Z');
const stored = (over: Partial<StoredCartLine> = {}): StoredCartLine => ({ cartItemNo: 7, itemNo: 1002, optionKey: 100201, text: '', qty: 2, itemName: '저장된 이름', brandName: '브랜드', ...over });
const sized = makeItem({
  itemNo: 1002,
  itemName: '울 니트',
  sellPrice: 35000,
  consumerPrice: 50000,
  optionType: 2,
  useOption: 'T',
  maxOrderQty: 5,
  itemImages: [
    { imageType: 1, imageUrl: 'https://img.test/grey.jpg' },
    { imageType: 3, imageUrl: 'https://img.test/main.jpg' },
  ],
  itemOrderMeta: { shippingType: 11, shippingFee: 3000, freeShippingThreshold: 50000 },
  optionItems: {
    list: [
      {
        optionNo: 100200,
        title: '사이즈',
        list: [
          { optionNo: 100201, title: 'S' },
          { optionNo: 100202, title: 'M', sellPrice: 36000 },
          { optionNo: 100203, title: 'XL', optionStockStatus: 5, frontOptionStockStatus: 'SOLD_OUT' },
        ],
      },
    ],
  },
});

describe('cartLineOf', () => {
  it('prices an orderable line from the item as it is now, with its label, limits and shipping terms', () => {
    const line = cartLineOf(stored(), sized, now);
    expect(CartLineSchema.parse(line)).toEqual(line);
    expect(line).toMatchObject({
      itemName: '울 니트',
      imageUrl: 'https://img.test/main.jpg',
      optionNo: 100201,
      optionLabel: 'S',
      unitPrice: 35000,
      consumerUnitPrice: 50000,
      minQty: 1,
      maxQty: 5,
      state: 'orderable',
      reason: '',
      shipping: { type: 11, fee: 3000, freeThreshold: 50000, freeBrand: false },
    });
  });

  it('carries the discount over to an option with its own price', () => {
    expect(cartLineOf(stored({ optionKey: 100202 }), sized, now)).toMatchObject({ unitPrice: 36000, consumerUnitPrice: 51000 });
  });

  it('marks a sold-out option, a quantity over a tightened limit and an item no longer sold', () => {
    expect(cartLineOf(stored({ optionKey: 100203 }), sized, now)).toMatchObject({ state: 'soldOut', reason: expect.stringContaining('XL') });
    expect(cartLineOf(stored({ qty: 6 }), sized, now)).toMatchObject({ state: 'quantity', reason: expect.stringContaining('5') });
    expect(cartLineOf(stored(), makeItem({ ...sized, itemStockStatus: 5 }), now).state).toBe('soldOut');
    expect(cartLineOf(stored({ optionKey: 999 }), sized, now)).toMatchObject({ state: 'unavailable', optionLabel: '' });
    expect(cartLineOf(stored(), makeItem({ ...sized, features: { isActiveCart: 'F' } }), now).state).toBe('unavailable');
  });

  it('shows a line whose item left the catalogue with what the cart knows, never orderable', () => {
    const line = goneLine(stored());
    expect(CartLineSchema.parse(line)).toEqual(line);
    expect(line).toMatchObject({ itemName: '저장된 이름', state: 'unavailable', unitPrice: 0 });
  });
});
