import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { purchaseCopy } from '../../copy/ko';
import { Toast } from '../../ui/Toast';
import { buildOptionModel } from '../options';
import { useLiveFlags } from '../../flags/live';
import { track } from '../../tracking/beacon';
import type { PurchasePanelProps } from '../purchase/props-schema';
import { purchasePanelGuard } from '../purchase/props-guards';
import { loadActions, loadSheet } from '../purchase/lazy';
import { PurchaseForm } from '../purchase/PurchaseForm';
import { OrderButtons, PurchaseBar, RestockButton, SheetButton, type ButtonStates } from '../purchase/PurchaseButtons';
import { PurchaseSheets, type Sheet } from '../purchase/PurchaseSheets';
import { AfterCall } from '../purchase/AfterCall';
import { useCartConfirmation } from '../purchase/use-cart-confirmation';
import { usePurchaseActions } from '../purchase/use-purchase-actions';
import { useSelection } from '../purchase/use-selection';
import { useLatch } from '../purchase/use-latch';
import { useStableHandler } from '../purchase/use-stable-handler';
import { SheetOpening } from '../purchase/sheet-opening';
import { afterNextPaint } from '../../ui/after-paint';
import { productCopy } from '../../copy/ko';

export const propsSchema = purchasePanelGuard;

/** The buttons as the page drew them, with the cart flag kept live (flipped on the flag service, the cart button follows within a minute). */
function useLiveButtons(props: PurchasePanelProps): ButtonStates {
  const live = useLiveFlags({ adultVerification: true, savingMode: false, activeCart: props.activeCart ?? true });
  const cartIfActive = props.cartIfActive ?? props.buttons.cart;
  return { ...props.buttons, cart: live.activeCart ? cartIfActive : { shown: false, enabled: false } };
}

/**
 * Which sheet is open, and which one is opening: asked for but not on screen yet, its opener
 * marked busy meanwhile (`SheetOpening`), the tap's first answer (issue 32 §3). The click sets
 * only that mark and renders nothing; the sheet is set after the frame that shows the mark is
 * painted, so the panel's render, the sheet's mount and the opening's event come after that
 * frame. Each opening is an event of the catalogue (issue 12 item 1).
 */
function useSheet(itemNo: number) {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [opening] = useState(() => new SheetOpening());
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (sheet) track({ name: sheet === 'gift' ? 'sheet_gift_purchase' : 'sheet_purchase', itemNo });
  }, [sheet, itemNo]);
  // The sheet's code is fetched once the panel is live: the first 구매하기 opens it without a download.
  useEffect(() => void loadSheet().catch(() => undefined), []);
  useEffect(
    () => () => {
      pending.current?.();
      opening.end();
    },
    [opening],
  );
  const show = (next: Sheet | null, button: Element | null = null) => {
    pending.current?.();
    pending.current = null;
    if (next === null) {
      opening.end();
      setSheet(null);
      return;
    }
    opening.start(button);
    pending.current = afterNextPaint(() => {
      pending.current = null;
      setSheet(next);
    });
  };
  return { sheet, show, opened: () => opening.end() };
}

/** A press on a button that calls the gateway starts fetching the calls' code (the bar's 구매하기 only opens a sheet). */
function preloadCalls(event: PointerEvent<HTMLElement>): void {
  if (event.target instanceof Element && event.target.closest('[data-order]')) void loadActions().catch(() => undefined);
}

/**
 * The item page's purchase block. Desktop (≥ 541 px): options, lines, total and the buttons
 * inline; 선물하기 opens the gift sheet. Mobile (≤ 540 px): a fixed bar whose 구매하기 opens the
 * purchase sheet and 선물하기 the gift sheet. Every place shares one selection. The sheets, the
 * dialogs and the gateway calls load on first use, each on its own (purchase/lazy.ts).
 */
export default function PurchasePanel(props: PurchasePanelProps) {
  const { itemNo } = props;
  const buttons = useLiveButtons(props);
  const id = props.id ?? `purchase-${itemNo}`;
  const model = useMemo(() => buildOptionModel(props), [props]);
  const selection = useSelection(itemNo, model);
  const { sheet, show: setSheet, opened } = useSheet(itemNo);
  const confirmation = useCartConfirmation();
  const actions = usePurchaseActions(props, model, selection.selection, {
    onNotice: selection.setNotice,
    onAdded: () => {
      confirmation.announce();
      setSheet(null);
    },
  });
  useEffect(() => {
    if (actions.recommend) track({ name: 'sheet_cart_recommend', itemNo });
  }, [actions.recommend, itemNo]);
  // Each sheet mounts on its first opening (and stays for its closing animation): the first 구매하기 renders one sheet, not two.
  const mounted = { purchase: useLatch(sheet === 'purchase'), gift: useLatch(sheet === 'gift') };

  const giftShown = props.giftAllowed && buttons.gift.shown;
  const onUpdate = useStableHandler(selection.update);
  const onRestock = useStableHandler(actions.restock);
  const form = (place: string) => (
    <PurchaseForm
      id={`${id}-${place}`}
      model={model}
      state={selection.selection}
      title={props.title}
      notice={selection.notice}
      restockPending={actions.restockPending}
      onUpdate={onUpdate}
      onRestock={onRestock}
    />
  );
  const restock = <RestockButton buttons={buttons} pending={actions.pending} onRestock={() => actions.restock(null)} />;

  return (
    <div data-purchase-panel="" onPointerDownCapture={preloadCalls} className="text-black">
      <section aria-label={purchaseCopy.panelLabel} className={props.layout === 'page' ? 'flex flex-col gap-4' : 'flex flex-col gap-4 max-[540px]:hidden'}>
        {form('inline')}
        <div className="flex gap-2">
          <OrderButtons buttons={buttons} pending={actions.pending} buyLabel={props.buyLabel} onOrder={actions.order} />
        </div>
        {giftShown ? (
          <SheetButton variant="secondary" block disabled={!buttons.gift.enabled} sheet="gift" onSheet={setSheet}>
            {productCopy.button.gift}
          </SheetButton>
        ) : null}
        {restock}
      </section>
      {props.layout === 'page' ? null : <PurchaseBar buttons={buttons} giftShown={giftShown} buyLabel={props.buyLabel} restock={restock} onSheet={setSheet} />}
      <PurchaseSheets
        id={id}
        item={props}
        buttons={buttons}
        mounted={mounted}
        sheet={sheet}
        pending={actions.pending}
        toast={actions.toast}
        form={form}
        onOrder={actions.order}
        onOpened={opened}
        onClose={() => setSheet(null)}
      />
      <AfterCall id={id} item={props} actions={actions} confirmation={confirmation} onLogin={selection.keepForLogin} />
      {/* While a sheet is open its own toast speaks: the page behind a modal sheet is inert. */}
      <Toast message={sheet === null ? actions.toast : null} />
    </div>
  );
}
