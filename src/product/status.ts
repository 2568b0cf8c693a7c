import type { ItemDetail } from '../../schemas/item-detail';
import { saleStateOf, type SaleStateKind } from '../../rules/sale-state';
import { productCopy } from '../copy/ko';
import { formatSeoulMonthDayTime } from '../../rules/seoul-time';

/**
 * What the item page shows of an item's sale state (rules/sale-state.ts, spec 4.1): its label,
 * the notice under the price and which purchase buttons it allows.
 */
export { stateOfNamedStatus, stateOfNumericStatus, type SaleStateKind } from '../../rules/sale-state';

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
  const { state, begin, end, notStarted } = saleStateOf(item, now);

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
