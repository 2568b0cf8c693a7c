import { describe, expect, it } from 'vitest';
import { buildOptionModel } from '../options';
import { initialSelection, selectOption, setLineQty, setLineText } from '../option-selection';
import { makeItem } from '../item-fixture';
import { orderLines } from './order-lines';
import { buyNowRequest, cartRequest, heartRequest, recommendationsRequest, restockRequest } from './requests';

const combined = (text: { isTextOption?: boolean; isTextRequired?: boolean } = {}) =>
  buildOptionModel(
    makeItem({
      optionType: 1,
      optionItems: {
        ...text,
        layout: ['색상', '사이즈'],
        list: [
          {
            optionNo: 10,
            title: '블랙',
            list: [
              { optionNo: 11, title: 'S' },
              { optionNo: 12, title: 'M' },
            ],
          },
        ],
      },
    }),
  );

describe('orderLines', () => {
  it('sends each chosen leaf with its quantity, in the order chosen', () => {
    const model = combined();
    let s = initialSelection(model);
    s = selectOption(model, s, 0, 10);
    s = selectOption(model, s, 1, 12);
    s = selectOption(model, s, 0, 10);
    s = selectOption(model, s, 1, 11);
    s = setLineQty(model, s, 'option:12', 3);
    expect(orderLines(model, s)).toEqual([
      { optionNo: 12, qty: 3 },
      { optionNo: 11, qty: 1 },
    ]);
  });

  it('sends the implicit line of an item without options as optionNo null', () => {
    const model = buildOptionModel(makeItem({ optionType: 0, minOrderQty: 2 }));
    expect(orderLines(model, initialSelection(model))).toEqual([{ optionNo: null, qty: 2 }]);
  });

  it('adds the trimmed text only for text options, and only when there is some', () => {
    const model = combined({ isTextOption: true });
    let s = selectOption(model, selectOption(model, initialSelection(model), 0, 10), 1, 11);
    expect(orderLines(model, s)).toEqual([{ optionNo: 11, qty: 1 }]);
    s = setLineText(s, 'option:11', '  J.K.  ');
    expect(orderLines(model, s)).toEqual([{ optionNo: 11, qty: 1, text: 'J.K.' }]);
    const plain = combined();
    expect(orderLines(plain, s)).toEqual([{ optionNo: 11, qty: 1 }]);
  });

  it('leaves out lines that cannot be ordered (quantity 0)', () => {
    const model = combined();
    const s = { path: [], notice: null, lines: [{ key: 'option:11', optionNo: 11, labelPath: [], label: 'S', qty: 0, unitPrice: 1, text: '' }] };
    expect(orderLines(model, s)).toEqual([]);
  });
});

describe('request builders', () => {
  const lines = [{ optionNo: 11, qty: 2 }];

  it('add to cart, buy now and gift', () => {
    expect(cartRequest(1001, lines)).toEqual({ method: 'POST', path: '/api/v4/cart-item', body: { itemNo: 1001, lines } });
    expect(buyNowRequest(1001, lines, false)).toEqual({ method: 'POST', path: '/api/v4/orders/buy-now', body: { itemNo: 1001, lines, gift: false } });
    expect(buyNowRequest(1001, lines, true).body).toMatchObject({ gift: true });
  });

  it('restock for an option and for the whole item', () => {
    expect(restockRequest(1002, 7)).toEqual({ method: 'POST', path: '/api/v4/restock', body: { itemNo: 1002, optionNo: 7 } });
    expect(restockRequest(1004, null).body).toEqual({ itemNo: 1004, optionNo: null });
  });

  it('like is a POST, unlike a DELETE of the item', () => {
    expect(heartRequest(1001, true)).toEqual({ method: 'POST', path: '/api/v4/hearts', body: { itemNo: 1001 } });
    expect(heartRequest(1001, false)).toEqual({ method: 'DELETE', path: '/api/v4/hearts/1001' });
  });

  it('recommendations by type', () => {
    expect(recommendationsRequest(1001, 'cart').path).toBe('/api/v5/product-detail/1001/recommendations?type=cart');
    expect(recommendationsRequest(1001, 'like')).toEqual({ method: 'GET', path: '/api/v5/product-detail/1001/recommendations?type=like' });
  });
});
