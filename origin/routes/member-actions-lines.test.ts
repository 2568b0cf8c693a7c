import { describe, expect, it } from 'vitest';
import { makeItem } from '../../schemas/item-fixture';
import { checkLines, checkRestock, unwantedText } from './member-actions-lines';

const now = new Date('2026-04-15T03:00:00Z');
const leaf = (optionNo: number, title: string, extra: Record<string, unknown> = {}) => ({ optionNo, title, ...extra });
const soldOut = { optionStockStatus: 5, frontOptionStockStatus: 'SOLD_OUT' };

const single = makeItem({
  itemNo: 1002,
  sellPrice: 35000,
  optionType: 2,
  useOption: 'T',
  maxOrderQty: 5,
  optionItems: { list: [{ optionNo: 100200, title: '사이즈', list: [leaf(100201, 'S'), leaf(100202, 'M', { sellPrice: 36000 }), leaf(100203, 'XL', soldOut)] }] },
});
const combined = makeItem({
  optionType: 1,
  useOption: 'T',
  optionItems: {
    layout: ['색상', '사이즈'],
    list: [
      { optionNo: 10, title: '블랙', list: [leaf(11, 'S'), leaf(12, 'M')] },
      { optionNo: 20, title: '아이보리', ...soldOut, list: [leaf(21, 'S')] },
    ],
  },
});
const plain = makeItem({ itemNo: 1003, sellPrice: 32000, optionType: 0, isAllowedGiftOrder: 'T' });

describe('checkLines', () => {
  it('accepts purchasable lines with their unit prices', () => {
    const r = checkLines(
      single,
      [
        { optionNo: 100201, qty: 2 },
        { optionNo: 100202, qty: 1 },
      ],
      'buyNow',
      now,
    );
    expect(r).toEqual({
      ok: true,
      lines: [
        { optionNo: 100201, optionKey: 100201, text: '', qty: 2, unitPrice: 35000 },
        { optionNo: 100202, optionKey: 100202, text: '', qty: 1, unitPrice: 36000 },
      ],
    });
    expect(checkLines(plain, [{ optionNo: null, qty: 1 }], 'cart', now)).toMatchObject({ ok: true, lines: [{ optionKey: 0, unitPrice: 32000 }] });
  });

  it('refuses sold-out options with 409 SOLD_OUT and a Korean message naming the option', () => {
    expect(checkLines(single, [{ optionNo: 100203, qty: 1 }], 'cart', now)).toEqual({
      ok: false,
      refusal: { status: 409, errorCode: 'SOLD_OUT', message: '선택한 옵션(XL)이 품절되었어요.' },
    });
    // A sold-out parent makes every option under it sold out, whatever the leaf says.
    expect(checkLines(combined, [{ optionNo: 21, qty: 1 }], 'cart', now)).toMatchObject({ ok: false, refusal: { errorCode: 'SOLD_OUT', message: expect.stringContaining('아이보리 / S') } });
  });

  it('refuses unknown, missing, parent and duplicate options', () => {
    expect(checkLines(single, [{ optionNo: 999, qty: 1 }], 'cart', now)).toMatchObject({ ok: false, refusal: { status: 400, errorCode: 'INVALID_OPTION' } });
    expect(checkLines(combined, [{ optionNo: 10, qty: 1 }], 'cart', now)).toMatchObject({ ok: false, refusal: { errorCode: 'INVALID_OPTION' } });
    expect(checkLines(single, [{ optionNo: null, qty: 1 }], 'cart', now)).toMatchObject({ ok: false, refusal: { errorCode: 'OPTION_REQUIRED' } });
    expect(checkLines(plain, [{ optionNo: 5, qty: 1 }], 'cart', now)).toMatchObject({ ok: false, refusal: { errorCode: 'INVALID_OPTION' } });
    expect(
      checkLines(
        single,
        [
          { optionNo: 100201, qty: 1 },
          { optionNo: 100201, qty: 1 },
        ],
        'cart',
        now,
      ),
    ).toMatchObject({
      ok: false,
      refusal: { errorCode: 'DUPLICATE_OPTION' },
    });
    expect(checkLines(single, [], 'cart', now)).toMatchObject({ ok: false, refusal: { errorCode: 'OPTION_REQUIRED' } });
  });

  it('applies the item quantity limits across all lines', () => {
    expect(checkLines(single, [{ optionNo: 100201, qty: 5 }], 'cart', now).ok).toBe(true);
    expect(
      checkLines(
        single,
        [
          { optionNo: 100201, qty: 3 },
          { optionNo: 100202, qty: 3 },
        ],
        'cart',
        now,
      ),
    ).toMatchObject({
      ok: false,
      refusal: { status: 409, errorCode: 'QUANTITY_LIMIT', message: expect.stringContaining('2개') },
    });
    const minTwo = makeItem({ ...plain, minOrderQty: 2 });
    expect(checkLines(minTwo, [{ optionNo: null, qty: 1 }], 'cart', now)).toMatchObject({ ok: false, refusal: { errorCode: 'QUANTITY_LIMIT' } });
  });

  it('refuses items not on sale, inactive carts and gifts that are not allowed', () => {
    expect(checkLines(makeItem({ ...plain, itemStockStatus: 5 }), [{ optionNo: null, qty: 1 }], 'cart', now)).toMatchObject({ ok: false, refusal: { status: 409, errorCode: 'SOLD_OUT' } });
    expect(checkLines(makeItem({ ...plain, itemStockStatus: 0 }), [{ optionNo: null, qty: 1 }], 'buyNow', now)).toMatchObject({ ok: false, refusal: { status: 409, errorCode: 'NOT_ON_SALE' } });
    expect(checkLines(makeItem({ ...plain, availableBeginTimestamp: '2027-01-01 00:00:00' }), [{ optionNo: null, qty: 1 }], 'buyNow', now)).toMatchObject({
      ok: false,
      refusal: { errorCode: 'NOT_ON_SALE' },
    });
    expect(checkLines(makeItem({ ...plain, features: { isActiveCart: 'F' } }), [{ optionNo: null, qty: 1 }], 'cart', now)).toMatchObject({ ok: false, refusal: { errorCode: 'CART_INACTIVE' } });
    expect(checkLines(plain, [{ optionNo: null, qty: 1 }], 'gift', now).ok).toBe(true);
    expect(checkLines(single, [{ optionNo: 100201, qty: 1 }], 'gift', now)).toMatchObject({ ok: false, refusal: { status: 409, errorCode: 'GIFT_NOT_ALLOWED' } });
  });

  it('requires the text of a required text option and drops text where none is asked', () => {
    const engraved = makeItem({ ...plain, optionItems: { isTextOption: 'T', isTextRequired: 'T', list: [] } });
    expect(checkLines(engraved, [{ optionNo: null, qty: 1, text: '  ' }], 'cart', now)).toMatchObject({ ok: false, refusal: { errorCode: 'TEXT_REQUIRED' } });
    expect(checkLines(engraved, [{ optionNo: null, qty: 1, text: ' JH ' }], 'cart', now)).toMatchObject({ ok: true, lines: [{ text: 'JH' }] });
    expect(checkLines(plain, [{ optionNo: null, qty: 1, text: 'ignored' }], 'cart', now)).toMatchObject({ ok: true, lines: [{ text: '' }] });
  });

  it('refuses text sent for an item that takes none, naming the line (stored lines are not re-judged)', () => {
    const engraved = makeItem({ ...plain, optionItems: { isTextOption: 'T', isTextRequired: 'F', list: [] } });
    expect(
      unwantedText(plain, [
        { optionNo: null, qty: 1 },
        { optionNo: null, qty: 1, text: '각인' },
      ]),
    ).toMatchObject({ status: 400, errorCode: 'TEXT_NOT_ALLOWED', field: 'lines.1.text' });
    expect(unwantedText(plain, [{ optionNo: null, qty: 1, text: ' ' }])).toBeNull();
    expect(unwantedText(engraved, [{ optionNo: null, qty: 1, text: '각인' }])).toBeNull();
  });
});

describe('checkRestock', () => {
  it('takes sold-out options, and any option of a sold-out item', () => {
    expect(checkRestock(single, 100203, now)).toEqual({ ok: true, optionKey: 100203 });
    expect(checkRestock(single, 100201, now)).toMatchObject({ ok: false, refusal: { errorCode: 'NOT_SOLD_OUT' } });
    expect(checkRestock(makeItem({ ...single, itemStockStatus: 5 }), 100201, now)).toEqual({ ok: true, optionKey: 100201 });
    expect(checkRestock(makeItem({ ...plain, itemStockStatus: 5 }), null, now)).toEqual({ ok: true, optionKey: 0 });
    expect(checkRestock(plain, null, now)).toMatchObject({ ok: false, refusal: { errorCode: 'NOT_SOLD_OUT' } });
    expect(checkRestock(single, null, now)).toMatchObject({ ok: false, refusal: { errorCode: 'OPTION_REQUIRED' } });
    expect(checkRestock(makeItem({ ...plain, itemStockStatus: 9 }), null, now)).toMatchObject({ ok: false, refusal: { errorCode: 'NOT_ON_SALE' } });
  });
});
