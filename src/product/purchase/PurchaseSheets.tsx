import { Suspense, type ReactNode } from 'react';
import { productCopy, purchaseCopy } from '../../copy/ko';
import { Button } from '../../ui/Button';
import { Toast } from '../../ui/Toast';
import { optionPagePath } from '../subviews';
import { LoadedBottomSheet } from './LoadedBottomSheet';
import { OrderButtons, type ButtonStates } from './PurchaseButtons';
import type { PurchasePanelProps } from './props-schema';
import { SheetCloseButton } from './SheetCloseButton';
import type { OrderKind, Pending } from './use-purchase-actions';

export type Sheet = 'purchase' | 'gift';

export interface PurchaseSheetsProps {
  id: string;
  item: PurchasePanelProps;
  buttons: ButtonStates;
  /** Which sheets have been opened: each mounts on its first opening and stays for its closing animation. */
  mounted: Record<Sheet, boolean>;
  sheet: Sheet | null;
  pending: Pending | null;
  toast: string | null;
  /** The selection form for a place ('sheet', 'gift'). */
  form: (place: string) => ReactNode;
  onOrder: (kind: OrderKind) => void;
  /** A sheet's open phase is on screen. */
  onOpened: () => void;
  onClose: () => void;
}

/**
 * The purchase sheet (options, 장바구니, 바로 구매) and the gift sheet. The sheet's code
 * (BottomSheet) is fetched once the panel is live (PurchasePanel), so the first 구매하기 waits
 * for no download.
 */
export function PurchaseSheets({ id, item, buttons, mounted, sheet, pending, toast, form, onOrder, onOpened, onClose }: PurchaseSheetsProps) {
  if (!mounted.purchase && !mounted.gift) return null;
  return (
    <Suspense fallback={null}>
      {mounted.purchase ? (
        <LoadedBottomSheet
          id={`${id}-purchase-sheet`}
          open={sheet === 'purchase'}
          onOpened={onOpened}
          onClose={onClose}
          title={purchaseCopy.sheetTitle}
          above={<Toast message={sheet === 'purchase' ? toast : null} />}
        >
          <SheetBody item={item} onClose={onClose}>
            {form('sheet')}
            {item.optionType !== 0 ? (
              // Many options fit better on a page of their own than in a sheet (spec 2.1 option page).
              <a href={optionPagePath(item.itemNo)} className="mt-3 block text-center text-sm text-neutral-600 underline" data-option-page-link="">
                {purchaseCopy.optionPageLink}
              </a>
            ) : null}
            <div className="mt-4 flex gap-2">
              <OrderButtons buttons={buttons} pending={pending} buyLabel={purchaseCopy.buyNow} buyAlways onOrder={onOrder} />
            </div>
          </SheetBody>
        </LoadedBottomSheet>
      ) : null}
      {mounted.gift ? (
        <LoadedBottomSheet
          id={`${id}-gift-sheet`}
          open={sheet === 'gift'}
          onOpened={onOpened}
          onClose={onClose}
          title={purchaseCopy.giftSheetTitle}
          above={<Toast message={sheet === 'gift' ? toast : null} />}
        >
          <SheetBody item={item} onClose={onClose}>
            {form('gift')}
            <p className="mt-3 text-sm text-neutral-600">{purchaseCopy.giftNotice}</p>
            <Button size="lg" block className="mt-4" pending={pending === 'gift'} disabled={!buttons.gift.enabled} onClick={() => onOrder('gift')} data-order="">
              {productCopy.button.gift}
            </Button>
          </SheetBody>
        </LoadedBottomSheet>
      ) : null}
    </Suspense>
  );
}

/** The item row and close button at the top of the purchase and gift sheets. */
function SheetBody({ item: { thumbnail, title, brandName }, onClose, children }: { item: PurchasePanelProps; onClose: () => void; children: ReactNode }) {
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
