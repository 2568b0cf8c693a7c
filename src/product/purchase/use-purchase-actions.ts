import { useState } from 'react';
import { errorsCopy, productCopy, purchaseCopy } from '../../copy/ko';
import type { ActionFailure } from '../../browser/failures';
import { showProductRecommendationBottomSheet } from '../../browser/bridge';
import { announceCartCount } from '../../member/cart-updates';
import { track } from '../../tracking/beacon';
import { useToast } from '../../ui/Toast';
import type { OptionModel } from '../options';
import { canOrder, type SelectionState } from '../option-selection';
import { loadActions, loadAfterCall } from './lazy';
import { orderLines } from './order-lines';
import type { PurchasePanelProps } from './props-schema';

export type OrderKind = 'cart' | 'buy' | 'gift';
type Calls = Pick<Awaited<ReturnType<typeof loadActions>>, 'addToCart' | 'buyNow' | 'requestRestock'>;
export type Pending = OrderKind | `restock:${number | 'item'}`;

const temporaryFailure = (): ActionFailure => ({ kind: 'message', message: errorsCopy.genericTemporary });

interface Hooks {
  /** The form's notice when the selection cannot be ordered yet. */
  onNotice: (text: string) => void;
  /** A cart addition succeeded: confirm it and close the sheet it came from. */
  onAdded: () => void;
}

/**
 * The panel's calls (장바구니, 구매하기, 선물하기, 재입고 알림), one at a time: what is pending,
 * the failure to show, and what follows a cart addition (the app's own sheet, the update-app
 * dialog, or the web recommendation sheet). The calls' code loads on first use (lazy.ts).
 */
export function usePurchaseActions(props: PurchasePanelProps, model: OptionModel, selection: SelectionState, hooks: Hooks) {
  const { itemNo } = props;
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [recommend, setRecommend] = useState(false);
  const [updateOpen, setUpdateOpen] = useState(false);
  const toast = useToast();

  const run = async (what: Pending, work: (api: Calls) => Promise<void>) => {
    if (pending) return;
    setPending(what);
    // What shows the answer (AfterCall.tsx) loads beside the request, never after it: the answer
    // waits for it only in the rare case it is still in flight.
    const shown = loadAfterCall().then(
      () => undefined,
      () => undefined,
    );
    const thenShown =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const answer = await call(...args);
        await shown;
        return answer;
      };
    try {
      const api = await loadActions();
      await work({ addToCart: thenShown(api.addToCart), buyNow: thenShown(api.buyNow), requestRestock: thenShown(api.requestRestock) });
    } catch {
      setFailure(temporaryFailure());
    } finally {
      setPending(null);
    }
  };

  const afterCart = () => {
    hooks.onAdded();
    const appSheet = props.productSheet;
    if (appSheet?.access === 'available' && showProductRecommendationBottomSheet(appSheet.payload)) return;
    if (appSheet?.access === 'updateApp' && appSheet.storeHref) return setUpdateOpen(true);
    setRecommend(true);
  };

  const order = (kind: OrderKind) => {
    if (pending) return;
    if (!canOrder(model, selection)) return hooks.onNotice(selection.lines.length === 0 ? purchaseCopy.chooseOption : productCopy.option.textRequired);
    const lines = orderLines(model, selection);
    void run(kind, async (api) => {
      if (kind === 'cart') {
        const result = await api.addToCart(itemNo, lines);
        if (!result.ok) return setFailure(result.failure);
        // The header's cart badge follows, now or when it hydrates.
        announceCartCount(result.data.count);
        track({ name: 'add_to_cart', itemNo, params: { qty: lines.reduce((n, l) => n + l.qty, 0) } });
        // Said first, whatever follows (the app's sheet, ours): a sheet never replaces it.
        return afterCart();
      }
      const result = await api.buyNow(itemNo, lines, kind === 'gift');
      if (!result.ok) return setFailure(result.failure);
      track({ name: kind === 'gift' ? 'gift' : 'buy_now', itemNo });
      // Leaving the page sends the batch (src/tracking/beacon.ts).
      window.location.assign(result.data.checkoutUrl);
    });
  };

  const restock = (optionNo: number | null) =>
    void run(`restock:${optionNo ?? 'item'}`, async (api) => {
      const result = await api.requestRestock(itemNo, optionNo);
      if (!result.ok) return setFailure(result.failure);
      toast.show(purchaseCopy.restockDone);
      track({ name: 'restock_notify', itemNo, ...(optionNo === null ? {} : { params: { optionNo } }) });
    });

  return {
    pending,
    /** The option whose 재입고 알림 is under way, if any. */
    restockPending: pending?.startsWith('restock:') ? Number(pending.slice(8)) || null : null,
    failure,
    clearFailure: () => setFailure(null),
    recommend,
    closeRecommend: () => setRecommend(false),
    updateOpen,
    closeUpdate: () => setUpdateOpen(false),
    toast: toast.message,
    order,
    restock,
  };
}

export type PurchaseActions = ReturnType<typeof usePurchaseActions>;
