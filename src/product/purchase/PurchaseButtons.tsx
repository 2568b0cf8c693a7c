import type { ReactNode } from 'react';
import { productCopy } from '../../copy/ko';
import { Button, type ButtonProps } from '../../ui/Button';
import type { PurchasePanelProps } from './props-schema';
import type { Sheet } from './PurchaseSheets';
import type { OrderKind, Pending } from './use-purchase-actions';

export type ButtonStates = PurchasePanelProps['buttons'];

/**
 * 장바구니 and the buy button, side by side (inline and in the purchase sheet). `data-order`
 * marks the buttons that call the gateway: pressing one fetches the calls' code (PurchasePanel).
 */
export function OrderButtons({
  buttons,
  pending,
  buyLabel,
  buyAlways,
  onOrder,
}: {
  buttons: ButtonStates;
  pending: Pending | null;
  buyLabel: string;
  buyAlways?: boolean;
  onOrder: (kind: OrderKind) => void;
}) {
  return (
    <>
      {buttons.cart.shown ? (
        <Button variant="secondary" size="lg" block pending={pending === 'cart'} disabled={!buttons.cart.enabled} onClick={() => onOrder('cart')} data-after-cart="" data-order="">
          {productCopy.button.cart}
        </Button>
      ) : null}
      {buyAlways || buttons.buy.shown ? (
        <Button size="lg" block pending={pending === 'buy'} disabled={!buttons.buy.enabled} onClick={() => onOrder('buy')} data-order="">
          {buyLabel}
        </Button>
      ) : null}
    </>
  );
}

export function RestockButton({ buttons, pending, onRestock }: { buttons: ButtonStates; pending: Pending | null; onRestock: () => void }) {
  if (!buttons.restock.shown) return null;
  return (
    <Button variant="secondary" block pending={pending === 'restock:item'} disabled={!buttons.restock.enabled} onClick={onRestock} data-order="">
      {productCopy.button.restock}
    </Button>
  );
}

/**
 * A button that opens a sheet. `onSheet` gets the button, which `SheetOpening` marks busy from
 * the click until that sheet is on screen (the tap's first answer, issue 32 §3): `data-busy` is
 * never one of its props, so React leaves the mark alone.
 */
export function SheetButton({ sheet, onSheet, ...rest }: Omit<ButtonProps, 'onClick' | 'data-busy'> & { sheet: Sheet; onSheet: (sheet: Sheet, button: HTMLButtonElement) => void }) {
  return <Button {...rest} onClick={(event) => onSheet(sheet, event.currentTarget)} />;
}

/**
 * The mobile bar (≤ 540 px), fixed at the bottom: 선물하기 opens the gift sheet, 구매하기 the
 * purchase sheet. Its buttons open sheets only: pressing them fetches no gateway code.
 */
export function PurchaseBar({
  buttons,
  giftShown,
  buyLabel,
  restock,
  onSheet,
}: {
  buttons: ButtonStates;
  giftShown: boolean;
  buyLabel: string;
  restock: ReactNode;
  /** Opens a sheet; its button is marked busy until the sheet is on screen (the tap's first answer). */
  onSheet: (sheet: Sheet, button: HTMLButtonElement) => void;
}) {
  return (
    <div data-purchase-bar="" className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-neutral-200 bg-white px-4 pb-[calc(12px+env(safe-area-inset-bottom))] pt-3 min-[541px]:hidden">
      {giftShown ? (
        <SheetButton variant="secondary" size="lg" className="shrink-0 whitespace-nowrap" disabled={!buttons.gift.enabled} sheet="gift" onSheet={onSheet}>
          {productCopy.button.gift}
        </SheetButton>
      ) : null}
      {buttons.buy.shown ? (
        <SheetButton size="lg" block disabled={!buttons.buy.enabled} sheet="purchase" onSheet={onSheet} data-after-cart="">
          {buyLabel}
        </SheetButton>
      ) : null}
      {restock}
    </div>
  );
}
