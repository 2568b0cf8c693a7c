import { cartConfirmCopy, purchaseCopy } from '../../copy/ko';
import { CART_PATH } from './paths';

/**
 * Says that adding to the cart worked (issue 29 §3): "장바구니에 담았어요" in a polite live region
 * that is always in the page (so screen readers announce it the moment it is written), and a
 * visible bar with 장바구니 가기 at the top of the screen, in view at 375 px above the fixed
 * purchase bar. It stays until closed: no timer for a shopper to race. While the cart
 * recommendation sheet is open the sheet carries the same confirmation and link (the page
 * behind it is inert), so this bar shows only its words to assistive technology then.
 * `seq` counts additions: each one is announced again.
 */
export function CartConfirmation({ id, seq, sheetOpen, onClose }: { id: string; seq: number; sheetOpen: boolean; onClose: () => void }) {
  const shown = seq > 0;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-3" data-cart-confirmation={shown ? seq : undefined}>
      {shown ? (
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
      ) : null}
    </div>
  );
}
