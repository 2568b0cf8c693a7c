import { cartConfirmCopy, purchaseCopy } from '../../copy/ko';
import { CART_PATH } from './paths';

/**
 * The visible half of "장바구니에 담았어요" (issue 29 §3): a bar with 장바구니 가기 at the top of the
 * screen, in view at 375 px above the fixed purchase bar, written into the polite live region
 * that is always in the page (./AfterCall.tsx), so screen readers announce it the moment it is
 * written. It stays until closed: no timer for a shopper to race. While the cart recommendation
 * sheet is open the sheet carries the same confirmation and link (the page behind it is inert),
 * so the bar shows only its words to assistive technology then. `seq` counts additions: each one
 * is announced again. Shown only after an answer, it loads beside the call (./after-call.ts).
 */
export function CartConfirmationBar({ id, seq, sheetOpen, onClose }: { id: string; seq: number; sheetOpen: boolean; onClose: () => void }) {
  if (seq <= 0) return null;
  return (
    <div key={seq} className={`pointer-events-auto flex w-full max-w-[500px] items-center gap-3 rounded-2 bg-black px-4 py-3 text-sm text-white shadow-lg ${sheetOpen ? 'sr-only' : ''}`}>
      <p className="m-0 flex-1 font-semibold">{cartConfirmCopy.addedToCart}</p>
      {sheetOpen ? null : (
        <>
          <a href={CART_PATH} className="shrink-0 font-semibold text-white underline underline-offset-2" id={`${id}-go-cart`}>
            {purchaseCopy.goToCart}
          </a>
          <button type="button" onClick={onClose} className="shrink-0 cursor-pointer border-0 bg-transparent px-1 text-white" aria-label={cartConfirmCopy.closeAdded}>
            ✕
          </button>
        </>
      )}
    </div>
  );
}
