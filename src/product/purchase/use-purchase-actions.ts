import { useState } from 'react';
import { errorsCopy, productCopy, purchaseCopy } from '../../copy/ko';
import type { ActionFailure } from '../../browser/failures';
import { useToast } from '../../ui/Toast';
import type { OptionModel } from '../options';
import { canOrder, type SelectionState } from '../option-selection';
import { loadActions, loadAfterCall } from './lazy';
import type { Answers, Calls, OrderKind } from './order-flow';
import { orderLines } from './order-lines';
import type { PurchasePanelProps } from './props-schema';

export type { OrderKind } from './order-flow';
type Flow = Awaited<ReturnType<typeof loadAfterCall>>;
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
 * dialog, or the web recommendation sheet). The calls' code, and what follows their answers
 * (./order-flow.ts), load on first use (lazy.ts).
 */
export function usePurchaseActions(props: PurchasePanelProps, model: OptionModel, selection: SelectionState, hooks: Hooks) {
  const { itemNo } = props;
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [recommend, setRecommend] = useState(false);
  const [updateOpen, setUpdateOpen] = useState(false);
  const toast = useToast();

  const answers: Answers = {
    failed: setFailure,
    added: hooks.onAdded,
    updateApp: () => setUpdateOpen(true),
    recommend: () => setRecommend(true),
    restocked: toast.show,
  };

  const run = async (what: Pending, work: (flow: Flow, calls: Calls) => Promise<void>) => {
    if (pending) return;
    setPending(what);
    // What shows the answer (AfterCall.tsx) and what follows it (./order-flow.ts) load beside
    // the calls' code; the request starts once both are here, so its answer never waits for them.
    try {
      const [api, flow] = await Promise.all([loadActions(), loadAfterCall()]);
      await work(flow, api);
    } catch {
      setFailure(temporaryFailure());
    } finally {
      setPending(null);
    }
  };

  const order = (kind: OrderKind) => {
    if (pending) return;
    if (!canOrder(model, selection)) return hooks.onNotice(selection.lines.length === 0 ? purchaseCopy.chooseOption : productCopy.option.textRequired);
    const lines = orderLines(model, selection);
    void run(kind, (flow, calls) => flow.placeOrder(calls, props, kind, lines, answers));
  };

  const restock = (optionNo: number | null) => void run(`restock:${optionNo ?? 'item'}`, (flow, calls) => flow.placeRestock(calls, itemNo, optionNo, answers));

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
