import { useRef, useState } from 'react';

/**
 * Additions confirmed so far (CartConfirmation's `seq`), 0 once the shopper closes the
 * confirmation. Closing takes its close button away, so focus goes back to what added to the
 * cart when that is still on screen (the inline button; the purchase sheet's is gone), else to
 * the visible 장바구니.
 */
export function useCartConfirmation() {
  const [added, setAdded] = useState(0);
  const addedFrom = useRef<HTMLElement | null>(null);
  return {
    added,
    announce: () => {
      addedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAdded((n) => n + 1);
    },
    close: () => {
      setAdded(0);
      const from = addedFrom.current;
      const visible = (el: HTMLElement | null) => el?.isConnected && el.getClientRects().length > 0;
      const target = visible(from) ? from : [...document.querySelectorAll<HTMLElement>('[data-purchase-panel] [data-after-cart]')].find(visible);
      target?.focus();
    },
  };
}
