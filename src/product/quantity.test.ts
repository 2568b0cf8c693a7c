import { describe, expect, it } from 'vitest';
import type { OptionItem } from '../../schemas/option';
import { OptionItemSchema } from '../../schemas/option';
import { canDecrement, canIncrement, clampQuantity, quantityLimits, quantityMessage, stockText } from './quantity';
import { makeItem } from './item-fixture';
import { quantityCaps } from '../../rules/quantity';

const option = (input: Parameters<typeof OptionItemSchema.parse>[0]): OptionItem => OptionItemSchema.parse(input);

describe('quantityLimits', () => {
  it('defaults to min 1 and no max', () => {
    expect(quantityLimits(makeItem())).toEqual({ min: 1, max: null, maxReason: null, available: true });
  });

  it('raises min to at least 1', () => {
    expect(quantityLimits(makeItem({ minOrderQty: 0 })).min).toBe(1);
    expect(quantityLimits(makeItem({ minOrderQty: -3 })).min).toBe(1);
    expect(quantityLimits(makeItem({ minOrderQty: 2 })).min).toBe(2);
  });

  it('uses maxOrderQty unless unlimited, and ignores a max of 0', () => {
    expect(quantityLimits(makeItem({ maxOrderQty: 5 }))).toMatchObject({ max: 5, maxReason: 'order' });
    expect(quantityLimits(makeItem({ maxOrderQty: 5, isUnlimitedMaxOrderQty: 'T' })).max).toBeNull();
    expect(quantityLimits(makeItem({ maxOrderQty: 0 })).max).toBeNull();
  });

  it('takes the smaller of max and limited', () => {
    expect(quantityLimits(makeItem({ maxOrderQty: 5, isLimitedQty: 'T', limitedQty: 3 }))).toMatchObject({ max: 3, maxReason: 'limited' });
    expect(quantityLimits(makeItem({ maxOrderQty: 2, isLimitedQty: 'T', limitedQty: 3 }))).toMatchObject({ max: 2, maxReason: 'order' });
    expect(quantityLimits(makeItem({ isUnlimitedMaxOrderQty: 'T', maxOrderQty: 1, isLimitedQty: 'T', limitedQty: 3 })).max).toBe(3);
    expect(quantityLimits(makeItem({ isLimitedQty: 'F', limitedQty: 3 })).max).toBeNull();
  });

  it('is unavailable when limited to 0 or below the minimum', () => {
    expect(quantityLimits(makeItem({ isLimitedQty: 'T', limitedQty: 0 }))).toMatchObject({ max: 0, available: false });
    expect(quantityLimits(makeItem({ minOrderQty: 3, maxOrderQty: 2 })).available).toBe(false);
  });

  it('combines item and option limits, option stock included', () => {
    const opt = option({ minOrderQty: 2, isLimitedQty: 'T', limitedQty: 4, isUnlimitedMaxOrderQty: 'T' });
    expect(quantityLimits(makeItem({ maxOrderQty: 10 }), opt)).toEqual({ min: 2, max: 4, maxReason: 'stock', available: true });
    const soldOutStock = option({ isLimitedQty: 'T', limitedQty: 0 });
    expect(quantityLimits(makeItem(), soldOutStock).available).toBe(false);
  });

  it('shares the item caps between lines', () => {
    const item = makeItem({ maxOrderQty: 5 });
    expect(quantityLimits(item, null, 3).max).toBe(2);
    expect(quantityLimits(item, null, 5)).toMatchObject({ max: 0, available: false });
    expect(quantityLimits(item, null, 9).max).toBe(0);
  });
});

describe('clamp and steps', () => {
  const limits = quantityLimits(makeItem({ minOrderQty: 2, maxOrderQty: 4 }));
  it('clamps into range', () => {
    expect(clampQuantity(1, limits)).toBe(2);
    expect(clampQuantity(3, limits)).toBe(3);
    expect(clampQuantity(9, limits)).toBe(4);
    expect(clampQuantity(3.7, limits)).toBe(3);
    expect(clampQuantity(Number.NaN, limits)).toBe(2);
    expect(clampQuantity(5, quantityLimits(makeItem({ isLimitedQty: 'T', limitedQty: 0 })))).toBe(0);
    expect(clampQuantity(500, quantityLimits(makeItem()))).toBe(500);
  });
  it('knows when steps are allowed', () => {
    expect(canDecrement(2, limits)).toBe(false);
    expect(canDecrement(3, limits)).toBe(true);
    expect(canIncrement(3, limits)).toBe(true);
    expect(canIncrement(4, limits)).toBe(false);
    expect(canIncrement(1000, quantityLimits(makeItem()))).toBe(true);
    const none = quantityLimits(makeItem({ isLimitedQty: 'T', limitedQty: 0 }));
    expect(canIncrement(0, none)).toBe(false);
    expect(canDecrement(0, none)).toBe(false);
  });
});

describe('quantityMessage', () => {
  it('names the limit that was hit', () => {
    const item = makeItem({ minOrderQty: 2, maxOrderQty: 4 });
    expect(quantityMessage(1, quantityLimits(item))).toEqual({ key: 'belowMin', text: '최소 2개부터 주문할 수 있어요.' });
    expect(quantityMessage(5, quantityLimits(item))).toEqual({ key: 'aboveMaxOrder', text: '최대 4개까지 주문할 수 있어요.' });
    expect(quantityMessage(3, quantityLimits(item))).toBeNull();
    expect(quantityMessage(4, quantityLimits(makeItem({ isLimitedQty: 'T', limitedQty: 3 })))?.key).toBe('aboveLimited');
    expect(quantityMessage(4, quantityLimits(makeItem(), option({ isLimitedQty: 'T', limitedQty: 3 })))?.text).toBe('남은 재고가 3개예요.');
    expect(quantityMessage(1, quantityLimits(makeItem({ isLimitedQty: 'T', limitedQty: 0 })))?.key).toBe('unavailable');
  });
});

describe('stockText', () => {
  it('shows the remaining count only when the item displays option stock', () => {
    const opt = option({ isLimitedQty: 'T', limitedQty: 3 });
    expect(stockText(makeItem({ isDisplayOptionQty: 'T' }), opt)).toBe('3개 남음');
    expect(stockText(makeItem({ isDisplayOptionQty: 'F' }), opt)).toBeNull();
    expect(stockText(makeItem({ isDisplayOptionQty: 'T' }), option({ isLimitedQty: 'F', limitedQty: 3 }))).toBeNull();
    expect(stockText(makeItem({ isDisplayOptionQty: 'T' }), option({ isLimitedQty: 'T', limitedQty: 0 }))).toBeNull();
  });
});

describe('quantityCaps (the bounds the origin checks inside its writes)', () => {
  it('splits the item bound (all lines together) from the option line bound, null when unbounded', () => {
    expect(quantityCaps(makeItem())).toEqual({ item: null, line: null });
    expect(quantityCaps(makeItem({ maxOrderQty: 5, isLimitedQty: 'T', limitedQty: 3 }))).toEqual({ item: 3, line: null });
    expect(quantityCaps(makeItem({ maxOrderQty: 5, isUnlimitedMaxOrderQty: 'T' }))).toEqual({ item: null, line: null });
    const counted = option({ optionNo: 1, title: 'S', isLimitedQty: 'T', limitedQty: 2, isUnlimitedMaxOrderQty: 'T' });
    expect(quantityCaps(makeItem({ maxOrderQty: 5 }), counted)).toEqual({ item: 5, line: 2 });
    expect(quantityCaps(makeItem(), option({ optionNo: 2, title: 'M', maxOrderQty: 4, isUnlimitedMaxOrderQty: 'F' }))).toEqual({ item: null, line: 4 });
  });

  it('never answers a negative bound', () => {
    expect(quantityCaps(makeItem({ isLimitedQty: 'T', limitedQty: -2 })).item).toBe(0);
  });
});
