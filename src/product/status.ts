import type { ItemDetail } from '../../schemas/item-detail';
import { productCopy } from '../copy/ko';
import { formatSeoulMonthDayTime, parseSeoul } from '../time/seoul';

/**
 * Sale state of the item page (spec 4.1), and which purchase buttons it allows.
 *
 * Numeric status → state:
 *   1 on stock / sale ............................. onSale
 *   0 prepare for sale / sale wait ................ prepare    판매 예정
 *   50 apply success (approved, not yet selling) .. prepare    판매 예정
 *   5 sold out / sale holding ..................... soldOut    품절 (restock request offered)
 *   21 stop selling ............................... stopped    판매 중지
 *   9 discontinued / sale close ................... closed     판매 종료
 *   10 wait, 11 apply request, 12 rejected,
 *   20 deleted, 99 unregister, anything unknown ... notForSale 판매하지 않는 상품
 * Named status → state: ON_STOCK onSale, PREPARE_FOR_SALE prepare, PREVIEW prepare (shown before
 * the sale opens), SOLD_OUT soldOut, STOP_SELLING stopped, DISCONTINUED closed; an empty or unknown
 * name says nothing and leaves the numeric status to decide.
 * When both are given the more restrictive wins (order of SEVERITY), so a stale "on stock" in one
 * field never sells what the other says is gone.
 *
 * The availability window can only make an on-sale or sold-out item stricter: before
 * availableBeginTimestamp it is `prepare`, after availableEndTimestamp (unless
 * useWithoutAvailableEndDate) it is `closed`.
 */
export type SaleStateKind = 'onSale' | 'prepare' | 'soldOut' | 'stopped' | 'closed' | 'notForSale';

const SEVERITY: Record<SaleStateKind, number> = { onSale: 0, prepare: 1, soldOut: 2, stopped: 3, closed: 4, notForSale: 5 };

const NUMERIC: Record<number, SaleStateKind> = { 0: 'prepare', 1: 'onSale', 5: 'soldOut', 9: 'closed', 21: 'stopped', 50: 'prepare' };

const NAMED: Record<string, SaleStateKind> = {
  PREPARE_FOR_SALE: 'prepare',
  ON_STOCK: 'onSale',
  SOLD_OUT: 'soldOut',
  STOP_SELLING: 'stopped',
  DISCONTINUED: 'closed',
  PREVIEW: 'prepare',
};

export const stateOfNumericStatus = (status: number): SaleStateKind => NUMERIC[status] ?? 'notForSale';

export const stateOfNamedStatus = (status: string | null | undefined): SaleStateKind | null =>
  NAMED[(status ?? '').trim().toUpperCase()] ?? null;

const stricter = (a: SaleStateKind, b: SaleStateKind): SaleStateKind => (SEVERITY[b] > SEVERITY[a] ? b : a);

export interface ButtonState {
  shown: boolean;
  enabled: boolean;
}

export interface SaleState {
  state: SaleStateKind;
  label: string;
  /** Text of the main purchase button: 구매하기 when buyable, otherwise the state's label. */
  buyLabel: string;
  buttons: { buy: ButtonState; cart: ButtonState; gift: ButtonState; restock: ButtonState };
  /** A line under the price: when the sale opens or ends, or why it cannot be bought. */
  notice: string | null;
  /** When the sale opens, if the item is waiting for it and may say so. */
  beginsAt: Date | null;
}

export type SaleStateInput = Pick<
  ItemDetail,
  | 'itemStockStatus'
  | 'frontItemStockStatus'
  | 'availableBeginTimestamp'
  | 'availableEndTimestamp'
  | 'useWithoutAvailableEndDate'
  | 'isAvailableEndTimestamp'
  | 'isVisibleAvailableBeginDate'
  | 'isAllowedGiftOrder'
  | 'features'
>;

const LABEL: Record<SaleStateKind, string> = {
  onSale: productCopy.status.onSale,
  prepare: productCopy.status.prepare,
  soldOut: productCopy.status.soldOut,
  stopped: productCopy.status.stopped,
  closed: productCopy.status.closed,
  notForSale: productCopy.status.notForSale,
};

const NOTICE: Record<SaleStateKind, string | null> = {
  onSale: null,
  prepare: productCopy.status.prepareNotice,
  soldOut: productCopy.status.soldOutNotice,
  stopped: productCopy.status.stoppedNotice,
  closed: productCopy.status.closedNotice,
  notForSale: productCopy.status.notForSaleNotice,
};

/**
 * Buttons: on sale, buy/cart/gift work; sold out, buy is shown disabled as 품절 and a restock
 * request is offered; waiting for the sale, buy is shown disabled as 판매 예정. For stopped, closed
 * and not-for-sale items only the disabled main button remains. Cart needs features.isActiveCart
 * (on unless the upstream turns it off); gift needs isAllowedGiftOrder.
 */
function buttonsFor(state: SaleStateKind, cartActive: boolean, giftAllowed: boolean): SaleState['buttons'] {
  const selling = state === 'onSale';
  const waiting = state === 'prepare' || state === 'soldOut';
  const hidden: ButtonState = { shown: false, enabled: false };
  const secondary = (allowed: boolean): ButtonState => (allowed && (selling || waiting) ? { shown: true, enabled: selling } : hidden);
  return {
    buy: { shown: true, enabled: selling },
    cart: secondary(cartActive),
    gift: secondary(giftAllowed),
    restock: state === 'soldOut' ? { shown: true, enabled: true } : hidden,
  };
}

export function saleState(item: SaleStateInput, now: Date): SaleState {
  const fromNumber = stateOfNumericStatus(item.itemStockStatus);
  const fromName = stateOfNamedStatus(item.frontItemStockStatus);
  let state = fromName === null ? fromNumber : stricter(fromNumber, fromName);

  const begin = parseSeoul(item.availableBeginTimestamp);
  const end = item.useWithoutAvailableEndDate === 'T' ? null : parseSeoul(item.availableEndTimestamp);
  const t = now.getTime();
  const notStarted = begin !== null && t < begin.getTime();
  const ended = end !== null && t >= end.getTime();
  if (state === 'onSale' || state === 'soldOut') {
    if (ended) state = 'closed';
    else if (notStarted) state = 'prepare';
  }

  const showBegin = state === 'prepare' && notStarted && item.isVisibleAvailableBeginDate === 'T';
  const beginsAt = showBegin ? begin : null;
  let notice = NOTICE[state];
  if (beginsAt) notice = productCopy.status.saleBegins(formatSeoulMonthDayTime(beginsAt));
  else if (state === 'onSale' && end && item.isAvailableEndTimestamp === 'T') {
    notice = productCopy.status.saleEnds(formatSeoulMonthDayTime(end));
  }

  return {
    state,
    label: LABEL[state],
    buyLabel: state === 'onSale' ? productCopy.button.buy : LABEL[state],
    buttons: buttonsFor(state, item.features.isActiveCart === 'T', item.isAllowedGiftOrder === 'T'),
    notice,
    beginsAt,
  };
}
