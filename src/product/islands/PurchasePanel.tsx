import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorsCopy, productCopy, purchaseCopy } from '../../copy/ko';
import { Button } from '../../ui/Button';
import { Toast, useToast } from '../../ui/Toast';
import { buildOptionModel, type OptionModel } from '../options';
import { canOrder, initialSelection, removeLine, restoreLines, selectOption, setLineQty, setLineText, type SelectionState } from '../option-selection';
import type { ActionFailure } from '../../browser/failures';
import { LazyBottomSheet, LazyNoticeDialog, LazyRecommendationSheet, LazyUpdateAppDialog, loadActions } from '../purchase/lazy';
import { showProductRecommendationBottomSheet } from '../../browser/bridge';
import { announceCartCount } from '../../member/cart-updates';
import { track } from '../../tracking/beacon';
import { useLiveFlags } from '../../flags/live';
import { OptionSelector } from '../purchase/OptionSelector';
import { purchasePanelSchema, type PurchasePanelProps } from '../purchase/props-schema';
import { orderLines } from '../purchase/order-lines';
import { SelectedLines } from '../purchase/SelectedLines';
import { SheetCloseButton } from '../purchase/SheetCloseButton';
import { useLatch } from '../purchase/use-latch';
import { CartConfirmation } from '../purchase/CartConfirmation';
import { keepSelection, keptSelectionKey, readKeptSelection } from '../kept-selection';
import { optionPagePath } from '../subviews';

export const propsSchema = purchasePanelSchema;

type Sheet = 'purchase' | 'gift';
type Pending = 'cart' | 'buy' | 'gift' | `restock:${number | 'item'}`;

/** This tab's session storage, or null where the browser refuses it (private modes, sandboxed frames). */
function safeSession(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    const s = window.sessionStorage;
    return {
      getItem: (k) => s.getItem(k),
      setItem: (k, v) => {
        try {
          s.setItem(k, v);
        } catch {
          // Full or refused: the selection is simply not kept.
        }
      },
      removeItem: (k) => s.removeItem(k),
    };
  } catch {
    return null;
  }
}

const temporaryFailure = (): ActionFailure => ({ kind: 'message', message: errorsCopy.genericTemporary });

/**
 * The item page's purchase block. Desktop (≥ 541 px): options, lines, total and the buttons
 * inline; 선물하기 opens the gift sheet. Mobile (≤ 540 px): a fixed bar whose 구매하기 opens the
 * purchase sheet and 선물하기 the gift sheet. Every place shares one selection. Sheets, dialogs,
 * the gateway calls and react-query load on first use (lazy.ts).
 */
export default function PurchasePanel(props: PurchasePanelProps) {
  const { itemNo } = props;
  // The cart flag, live: flipped on the flag service, the cart button follows within a minute.
  const live = useLiveFlags({ adultVerification: true, savingMode: false, activeCart: props.activeCart ?? true });
  const cartIfActive = props.cartIfActive ?? props.buttons.cart;
  const buttons = { ...props.buttons, cart: live.activeCart ? cartIfActive : { shown: false, enabled: false } };
  const id = props.id ?? `purchase-${itemNo}`;
  const onPage = props.layout === 'page';
  const model = useMemo(() => buildOptionModel(props), [props]);
  const [selection, setSelection] = useState<SelectionState>(() => initialSelection(model));
  const [formNotice, setFormNotice] = useState<string | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [recommend, setRecommend] = useState(false);
  // Additions confirmed so far (CartConfirmation); 0 once the shopper closes the confirmation.
  const [added, setAdded] = useState(0);
  const addedFrom = useRef<HTMLElement | null>(null);
  // Each bottom sheet's opening is an event of the catalogue (issue 12 item 1).
  useEffect(() => {
    if (sheet) track({ name: sheet === 'gift' ? 'sheet_gift_purchase' : 'sheet_purchase', itemNo });
  }, [sheet, itemNo]);
  useEffect(() => {
    if (recommend) track({ name: 'sheet_cart_recommend', itemNo });
  }, [recommend, itemNo]);
  const [updateOpen, setUpdateOpen] = useState(false);
  const toast = useToast();
  const sheetsMounted = useLatch(sheet !== null);
  const dialogMounted = useLatch(failure !== null);
  const recommendMounted = useLatch(recommend);

  // Options chosen before a login prompt are chosen again after logging in and coming back.
  useEffect(() => {
    const key = keptSelectionKey(itemNo);
    const lines = readKeptSelection(safeSession()?.getItem(key) ?? null, Date.now());
    safeSession()?.removeItem(key);
    if (lines) setSelection(restoreLines(model, lines));
  }, [itemNo, model]);
  /** The login prompt's 로그인 keeps the selection for the way back (취소 keeps nothing). */
  const keepForLogin = () => {
    const kept = keepSelection(selection, Date.now());
    if (kept) safeSession()?.setItem(keptSelectionKey(itemNo), kept);
  };

  const update = (next: SelectionState) => {
    setSelection(next);
    setFormNotice(null);
  };

  const order = async (kind: 'cart' | 'buy' | 'gift') => {
    if (pending) return;
    if (!canOrder(model, selection)) {
      setFormNotice(selection.lines.length === 0 ? purchaseCopy.chooseOption : productCopy.option.textRequired);
      return;
    }
    const lines = orderLines(model, selection);
    setPending(kind);
    try {
      const api = await loadActions();
      if (kind === 'cart') {
        const result = await api.addToCart(itemNo, lines);
        if (!result.ok) return setFailure(result.failure);
        // The header's cart badge follows, now or when it hydrates.
        announceCartCount(result.data.count);
        track({ name: 'add_to_cart', itemNo, params: { qty: lines.reduce((n, l) => n + l.qty, 0) } });
        // Said first, whatever follows (the app's sheet, ours): a sheet never replaces it.
        addedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setAdded((n) => n + 1);
        setSheet(null);
        const appSheet = props.productSheet;
        if (appSheet?.access === 'available' && showProductRecommendationBottomSheet(appSheet.payload)) return;
        if (appSheet?.access === 'updateApp' && appSheet.storeHref) return setUpdateOpen(true);
        setRecommend(true);
      } else {
        const result = await api.buyNow(itemNo, lines, kind === 'gift');
        if (!result.ok) return setFailure(result.failure);
        track({ name: kind === 'gift' ? 'gift' : 'buy_now', itemNo });
        // Leaving the page sends the batch (src/tracking/beacon.ts).
        window.location.assign(result.data.checkoutUrl);
      }
    } catch {
      setFailure(temporaryFailure());
    } finally {
      setPending(null);
    }
  };

  const restock = async (optionNo: number | null) => {
    if (pending) return;
    setPending(`restock:${optionNo ?? 'item'}`);
    try {
      const api = await loadActions();
      const result = await api.requestRestock(itemNo, optionNo);
      if (result.ok) {
        toast.show(purchaseCopy.restockDone);
        track({ name: 'restock_notify', itemNo, ...(optionNo === null ? {} : { params: { optionNo } }) });
      } else setFailure(result.failure);
    } catch {
      setFailure(temporaryFailure());
    } finally {
      setPending(null);
    }
  };

  // Its close button goes away with it: focus goes back to what added to the cart when that is
  // still on screen (the inline button; the purchase sheet's is gone), else to the visible 장바구니.
  const closeConfirmation = () => {
    setAdded(0);
    const from = addedFrom.current;
    const visible = (el: HTMLElement | null) => el?.isConnected && el.getClientRects().length > 0;
    const target = visible(from) ? from : [...document.querySelectorAll<HTMLElement>('[data-purchase-panel] [data-after-cart]')].find(visible);
    target?.focus();
  };

  const restockPending = pending?.startsWith('restock:') ? Number(pending.slice(8)) || null : null;
  const giftShown = props.giftAllowed && buttons.gift.shown;
  const form = (place: string) => (
    <PurchaseForm
      id={`${id}-${place}`}
      model={model}
      state={selection}
      title={props.title}
      notice={formNotice}
      restockPending={restockPending}
      onUpdate={update}
      onRestock={(optionNo) => void restock(optionNo)}
    />
  );
  const restockButton = buttons.restock.shown ? (
    <Button variant="secondary" block pending={pending === 'restock:item'} disabled={!buttons.restock.enabled} onClick={() => void restock(null)}>
      {productCopy.button.restock}
    </Button>
  ) : null;

  return (
    <div data-purchase-panel="" onPointerDownCapture={() => void loadActions().catch(() => undefined)} className="text-black">
      <section aria-label={purchaseCopy.panelLabel} className={onPage ? 'flex flex-col gap-4' : 'flex flex-col gap-4 max-[540px]:hidden'}>
        {form('inline')}
        <div className="flex gap-2">
          {buttons.cart.shown ? (
            <Button variant="secondary" size="lg" block pending={pending === 'cart'} disabled={!buttons.cart.enabled} onClick={() => void order('cart')} data-after-cart="">
              {productCopy.button.cart}
            </Button>
          ) : null}
          {buttons.buy.shown ? (
            <Button size="lg" block pending={pending === 'buy'} disabled={!buttons.buy.enabled} onClick={() => void order('buy')}>
              {props.buyLabel}
            </Button>
          ) : null}
        </div>
        {giftShown ? (
          <Button variant="secondary" block disabled={!buttons.gift.enabled} onClick={() => setSheet('gift')}>
            {productCopy.button.gift}
          </Button>
        ) : null}
        {restockButton}
      </section>

      {onPage ? null : (
        <div data-purchase-bar="" className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-neutral-200 bg-white px-4 pb-[calc(12px+env(safe-area-inset-bottom))] pt-3 min-[541px]:hidden">
          {giftShown ? (
            <Button variant="secondary" size="lg" className="shrink-0 whitespace-nowrap" disabled={!buttons.gift.enabled} onClick={() => setSheet('gift')}>
              {productCopy.button.gift}
            </Button>
          ) : null}
          {buttons.buy.shown ? (
            <Button size="lg" block disabled={!buttons.buy.enabled} onClick={() => setSheet('purchase')} data-after-cart="">
              {props.buyLabel}
            </Button>
          ) : null}
          {restockButton}
        </div>
      )}

      {sheetsMounted ? (
        <Suspense fallback={null}>
          <LazyBottomSheet
            id={`${id}-purchase-sheet`}
            open={sheet === 'purchase'}
            onClose={() => setSheet(null)}
            title={purchaseCopy.sheetTitle}
            above={<Toast message={sheet === 'purchase' ? toast.message : null} />}
          >
            <SheetBody {...props} onClose={() => setSheet(null)}>
              {form('sheet')}
              {props.optionType !== 0 ? (
                // Many options fit better on a page of their own than in a sheet (spec 2.1 option page).
                <a href={optionPagePath(itemNo)} className="mt-3 block text-center text-sm text-neutral-600 underline" data-option-page-link="">
                  {purchaseCopy.optionPageLink}
                </a>
              ) : null}
              <div className="mt-4 flex gap-2">
                {buttons.cart.shown ? (
                  <Button variant="secondary" size="lg" block pending={pending === 'cart'} disabled={!buttons.cart.enabled} onClick={() => void order('cart')} data-after-cart="">
                    {productCopy.button.cart}
                  </Button>
                ) : null}
                <Button size="lg" block pending={pending === 'buy'} disabled={!buttons.buy.enabled} onClick={() => void order('buy')}>
                  {purchaseCopy.buyNow}
                </Button>
              </div>
            </SheetBody>
          </LazyBottomSheet>
          <LazyBottomSheet
            id={`${id}-gift-sheet`}
            open={sheet === 'gift'}
            onClose={() => setSheet(null)}
            title={purchaseCopy.giftSheetTitle}
            above={<Toast message={sheet === 'gift' ? toast.message : null} />}
          >
            <SheetBody {...props} onClose={() => setSheet(null)}>
              {form('gift')}
              <p className="mt-3 text-sm text-neutral-600">{purchaseCopy.giftNotice}</p>
              <Button size="lg" block className="mt-4" pending={pending === 'gift'} disabled={!buttons.gift.enabled} onClick={() => void order('gift')}>
                {productCopy.button.gift}
              </Button>
            </SheetBody>
          </LazyBottomSheet>
        </Suspense>
      ) : null}
      {updateOpen && props.productSheet?.storeHref ? (
        <Suspense fallback={null}>
          <LazyUpdateAppDialog id={`${id}-update-app`} open={updateOpen} storeHref={props.productSheet.storeHref} onClose={() => setUpdateOpen(false)} />
        </Suspense>
      ) : null}
      {recommendMounted ? (
        <Suspense fallback={null}>
          <LazyRecommendationSheet id={`${id}-cart-recommend`} itemNo={itemNo} type="cart" open={recommend} onClose={() => setRecommend(false)} />
        </Suspense>
      ) : null}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <LazyNoticeDialog id={`${id}-dialog`} failure={failure} loginUrl={props.loginUrl} onClose={() => setFailure(null)} onLogin={keepForLogin} />
        </Suspense>
      ) : null}
      <CartConfirmation id={id} seq={added} sheetOpen={recommend} onClose={() => closeConfirmation()} />
      {/* While a sheet is open its own toast speaks: the page behind a modal sheet is inert. */}
      <Toast message={sheet === null ? toast.message : null} />
    </div>
  );
}

interface PurchaseFormProps {
  id: string;
  model: OptionModel;
  state: SelectionState;
  title: string;
  notice: string | null;
  restockPending: number | null;
  onUpdate: (next: SelectionState) => void;
  onRestock: (optionNo: number) => void;
}

function PurchaseForm({ id, model, state, title, notice, restockPending, onUpdate, onRestock }: PurchaseFormProps) {
  return (
    <div className="flex flex-col gap-3" data-purchase-form={id}>
      <OptionSelector id={id} model={model} state={state} restockPending={restockPending} onChoose={(level, optionNo) => onUpdate(selectOption(model, state, level, optionNo))} onRestock={onRestock} />
      <SelectedLines
        id={id}
        model={model}
        state={state}
        itemTitle={title}
        notice={notice}
        onQty={(key, qty) => onUpdate(setLineQty(model, state, key, qty))}
        onRemove={(key) => onUpdate(removeLine(state, key))}
        onText={(key, text) => onUpdate(setLineText(state, key, text))}
      />
    </div>
  );
}

/** The item row and close button at the top of the purchase and gift sheets. */
function SheetBody({ thumbnail, title, brandName, onClose, children }: PurchasePanelProps & { onClose: () => void; children: ReactNode }) {
  return (
    <>
      <SheetCloseButton onClose={onClose} />
      <div className="mb-4 flex items-center gap-3">
        {thumbnail?.src ? <img src={thumbnail.src} alt="" width={thumbnail.width} height={thumbnail.height} className="h-16 w-13 shrink-0 rounded-1 bg-neutral-100 object-cover" /> : null}
        <div className="min-w-0 text-sm">
          {brandName ? <p className="font-semibold">{brandName}</p> : null}
          <p className="line-clamp-2">{title}</p>
        </div>
      </div>
      {children}
    </>
  );
}
