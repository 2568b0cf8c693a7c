import { describe, expect, it } from 'vitest';
import { saleState, stateOfNamedStatus, stateOfNumericStatus } from './status';
import { makeItem } from './item-fixture';

const NOW = new Date('2025-03-01T03:00:00Z'); // 2025-03-01 12:00 in Seoul

describe('numeric statuses (spec 4.1)', () => {
  it.each([
    [0, 'prepare'],
    [1, 'onSale'],
    [5, 'soldOut'],
    [21, 'stopped'],
    [9, 'closed'],
    [10, 'notForSale'],
    [11, 'notForSale'],
    [12, 'notForSale'],
    [20, 'notForSale'],
    [50, 'prepare'],
    [99, 'notForSale'],
    [42, 'notForSale'],
  ])('%i → %s', (status, state) => {
    expect(stateOfNumericStatus(status)).toBe(state);
    expect(saleState(makeItem({ itemStockStatus: status, frontItemStockStatus: '' }), NOW).state).toBe(state);
  });
});

describe('named statuses', () => {
  it.each([
    ['PREPARE_FOR_SALE', 'prepare'],
    ['ON_STOCK', 'onSale'],
    ['SOLD_OUT', 'soldOut'],
    ['STOP_SELLING', 'stopped'],
    ['DISCONTINUED', 'closed'],
    ['PREVIEW', 'prepare'],
  ])('%s → %s', (name, state) => {
    expect(stateOfNamedStatus(name)).toBe(state);
    expect(saleState(makeItem({ itemStockStatus: 1, frontItemStockStatus: name }), NOW).state).toBe(state);
  });

  it('ignores unknown or empty names', () => {
    expect(stateOfNamedStatus('')).toBeNull();
    expect(stateOfNamedStatus('WHATEVER')).toBeNull();
    expect(saleState(makeItem({ itemStockStatus: 5, frontItemStockStatus: 'WHATEVER' }), NOW).state).toBe('soldOut');
  });

  it('takes the stricter of numeric and named', () => {
    expect(saleState(makeItem({ itemStockStatus: 5, frontItemStockStatus: 'ON_STOCK' }), NOW).state).toBe('soldOut');
    expect(saleState(makeItem({ itemStockStatus: 1, frontItemStockStatus: 'DISCONTINUED' }), NOW).state).toBe('closed');
    expect(saleState(makeItem({ itemStockStatus: 99, frontItemStockStatus: 'ON_STOCK' }), NOW).state).toBe('notForSale');
  });
});

describe('labels and buttons', () => {
  it('on sale: buy, cart and (when allowed) gift enabled, no restock', () => {
    const s = saleState(makeItem({ isAllowedGiftOrder: 'T' }), NOW);
    expect(s.label).toBe('판매 중');
    expect(s.buyLabel).toBe('구매하기');
    expect(s.notice).toBeNull();
    expect(s.buttons).toEqual({
      buy: { shown: true, enabled: true },
      cart: { shown: true, enabled: true },
      gift: { shown: true, enabled: true },
      restock: { shown: false, enabled: false },
    });
  });

  it('hides gift unless allowed and cart when the feature turns it off', () => {
    const s = saleState(makeItem({ isAllowedGiftOrder: 'F', features: { isActiveCart: false } }), NOW);
    expect(s.buttons.gift.shown).toBe(false);
    expect(s.buttons.cart.shown).toBe(false);
    expect(s.buttons.buy.enabled).toBe(true);
  });

  it('keeps the cart on when features are missing', () => {
    expect(saleState(makeItem({ features: null }), NOW).buttons.cart).toEqual({ shown: true, enabled: true });
    expect(saleState(makeItem({ features: { isSavingMode: 'F' } }), NOW).buttons.cart.shown).toBe(true);
  });

  it('sold out: disabled 품절 buy and an enabled restock request', () => {
    const s = saleState(makeItem({ itemStockStatus: 5, isAllowedGiftOrder: 'T' }), NOW);
    expect(s.label).toBe('품절');
    expect(s.buyLabel).toBe('품절');
    expect(s.buttons.buy).toEqual({ shown: true, enabled: false });
    expect(s.buttons.cart).toEqual({ shown: true, enabled: false });
    expect(s.buttons.gift).toEqual({ shown: true, enabled: false });
    expect(s.buttons.restock).toEqual({ shown: true, enabled: true });
    expect(s.notice).toContain('재입고');
  });

  it.each([
    [21, '판매 중지'],
    [9, '판매 종료'],
    [12, '판매하지 않는 상품'],
  ])('status %i shows only a disabled %s button', (status, label) => {
    const s = saleState(makeItem({ itemStockStatus: status, isAllowedGiftOrder: 'T' }), NOW);
    expect(s.buyLabel).toBe(label);
    expect(s.buttons.buy).toEqual({ shown: true, enabled: false });
    expect(s.buttons.cart.shown).toBe(false);
    expect(s.buttons.gift.shown).toBe(false);
    expect(s.buttons.restock.shown).toBe(false);
    expect(s.notice).not.toBeNull();
  });

  it('prepare: disabled 판매 예정, no restock', () => {
    const s = saleState(makeItem({ itemStockStatus: 0 }), NOW);
    expect(s.buyLabel).toBe('판매 예정');
    expect(s.buttons.buy.enabled).toBe(false);
    expect(s.buttons.restock.shown).toBe(false);
    expect(s.beginsAt).toBeNull();
  });
});

describe('availability window', () => {
  it('is prepare before the begin time, showing the date only when allowed', () => {
    const base = { availableBeginTimestamp: '2025-03-03 10:00:00' };
    const hidden = saleState(makeItem({ ...base, isVisibleAvailableBeginDate: 'F' }), NOW);
    expect(hidden.state).toBe('prepare');
    expect(hidden.beginsAt).toBeNull();
    expect(hidden.notice).toBe('아직 판매가 시작되지 않은 상품이에요.');
    const shown = saleState(makeItem({ ...base, isVisibleAvailableBeginDate: 'T' }), NOW);
    expect(shown.beginsAt?.toISOString()).toBe('2025-03-03T01:00:00.000Z');
    expect(shown.notice).toBe('3월 3일 (월) 10:00 판매 시작');
    expect(shown.buttons.buy.enabled).toBe(false);
  });

  it('opens exactly at the begin time (Seoul wall time)', () => {
    const item = makeItem({ availableBeginTimestamp: '2025-03-01 12:00:00' });
    expect(saleState(item, new Date('2025-03-01T02:59:59Z')).state).toBe('prepare');
    expect(saleState(item, new Date('2025-03-01T03:00:00Z')).state).toBe('onSale');
  });

  it('is closed after the end time unless sold without an end date', () => {
    const ended = { availableEndTimestamp: '2025-03-01 11:59:59' };
    expect(saleState(makeItem({ ...ended, useWithoutAvailableEndDate: 'F' }), NOW).state).toBe('closed');
    expect(saleState(makeItem({ ...ended, useWithoutAvailableEndDate: 'T' }), NOW).state).toBe('onSale');
    expect(saleState(makeItem({ availableEndTimestamp: '2025-03-01 12:00:01' }), NOW).state).toBe('onSale');
  });

  it('turns a sold-out item closed after its end and prepare before its begin', () => {
    expect(saleState(makeItem({ itemStockStatus: 5, availableEndTimestamp: '2025-02-01' }), NOW).state).toBe('closed');
    expect(saleState(makeItem({ itemStockStatus: 5, availableBeginTimestamp: '2025-04-01' }), NOW).state).toBe('prepare');
  });

  it('never loosens a stricter status', () => {
    const item = makeItem({ itemStockStatus: 21, availableBeginTimestamp: '2025-04-01', isVisibleAvailableBeginDate: 'T' });
    const s = saleState(item, NOW);
    expect(s.state).toBe('stopped');
    expect(s.beginsAt).toBeNull();
  });

  it('announces the end when the item shows its end date', () => {
    const item = makeItem({ availableEndTimestamp: '2025-03-10 23:59:59', isAvailableEndTimestamp: 'T' });
    expect(saleState(item, NOW).notice).toBe('3월 10일 (월) 23:59 판매 종료 예정');
    expect(saleState(makeItem({ availableEndTimestamp: '2025-03-10 23:59:59' }), NOW).notice).toBeNull();
  });

  it('ignores unreadable window dates', () => {
    expect(saleState(makeItem({ availableBeginTimestamp: '2025-13-45' }), NOW).state).toBe('onSale');
  });
});
