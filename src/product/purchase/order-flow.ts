import type { ActionFailure } from '../../browser/failures';
import { showProductRecommendationBottomSheet } from '../../browser/bridge';
import { purchaseCopy } from '../../copy/ko';
import { announceCartCount } from '../../member/cart-updates';
import { track } from '../../tracking/beacon';
import type { addToCart, buyNow, requestRestock } from './actions';
import type { OrderLine } from './order-lines';
import type { PurchasePanelProps } from './props-schema';

export type OrderKind = 'cart' | 'buy' | 'gift';

/** The calls as the panel hands them over: each answer waits for what shows it (use-purchase-actions.ts). */
export interface Calls {
  addToCart: typeof addToCart;
  buyNow: typeof buyNow;
  requestRestock: typeof requestRestock;
}

/** What the panel does with an answer: its state setters and hooks. */
export interface Answers {
  failed: (failure: ActionFailure) => void;
  /** A cart addition succeeded: confirmed, and the sheet it came from closed. */
  added: () => void;
  updateApp: () => void;
  recommend: () => void;
  restocked: (text: string) => void;
}

/**
 * What follows a purchase call's answer (장바구니, 바로 구매, 선물하기, 재입고 알림), loaded with
 * the answer's parts (./after-call.ts) when the shopper presses one: the first 구매하기, which
 * only opens a sheet, carries none of it (issue 32 §3, kb88). The checks that answer at once
 * (nothing chosen, a text missing) stay in the panel (./use-purchase-actions.ts).
 */
export async function placeOrder(calls: Calls, item: PurchasePanelProps, kind: OrderKind, lines: OrderLine[], answers: Answers): Promise<void> {
  const { itemNo } = item;
  if (kind === 'cart') {
    const result = await calls.addToCart(itemNo, lines);
    if (!result.ok) return answers.failed(result.failure);
    // The header's cart badge follows, now or when it hydrates.
    announceCartCount(result.data.count);
    track({ name: 'add_to_cart', itemNo, params: { qty: lines.reduce((n, l) => n + l.qty, 0) } });
    // Said first, whatever follows (the app's sheet, ours): a sheet never replaces it.
    answers.added();
    const appSheet = item.productSheet;
    if (appSheet?.access === 'available' && showProductRecommendationBottomSheet(appSheet.payload)) return;
    if (appSheet?.access === 'updateApp' && appSheet.storeHref) return answers.updateApp();
    return answers.recommend();
  }
  const result = await calls.buyNow(itemNo, lines, kind === 'gift');
  if (!result.ok) return answers.failed(result.failure);
  track({ name: kind === 'gift' ? 'gift' : 'buy_now', itemNo });
  // Leaving the page sends the batch (src/tracking/beacon.ts).
  window.location.assign(result.data.checkoutUrl);
}

/** 재입고 알림 for an option (or the item without options). */
export async function placeRestock(calls: Calls, itemNo: number, optionNo: number | null, answers: Answers): Promise<void> {
  const result = await calls.requestRestock(itemNo, optionNo);
  if (!result.ok) return answers.failed(result.failure);
  answers.restocked(purchaseCopy.restockDone);
  track({ name: 'restock_notify', itemNo, ...(optionNo === null ? {} : { params: { optionNo } }) });
}
