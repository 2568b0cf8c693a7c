import { Suspense } from 'react';
import { LazyNoticeDialog, LazyRecommendationSheet, LazyUpdateAppDialog } from './lazy';
import type { PurchasePanelProps } from './props-schema';
import type { PurchaseActions } from './use-purchase-actions';
import { useLatch } from './use-latch';

/**
 * What answers a call, each loaded the first time it is needed and then kept mounted for its
 * closing animation: the update-app dialog (an older app after a cart addition), the cart
 * recommendation sheet, and the failure dialog (로그인이 필요해요., or the error).
 */
export function PurchaseOverlays({ id, item, actions, onLogin }: { id: string; item: PurchasePanelProps; actions: PurchaseActions; onLogin: () => void }) {
  const dialogMounted = useLatch(actions.failure !== null);
  const recommendMounted = useLatch(actions.recommend);
  const storeHref = item.productSheet?.storeHref;
  return (
    <>
      {actions.updateOpen && storeHref ? (
        <Suspense fallback={null}>
          <LazyUpdateAppDialog id={`${id}-update-app`} open={actions.updateOpen} storeHref={storeHref} onClose={actions.closeUpdate} />
        </Suspense>
      ) : null}
      {recommendMounted ? (
        <Suspense fallback={null}>
          <LazyRecommendationSheet id={`${id}-cart-recommend`} itemNo={item.itemNo} type="cart" open={actions.recommend} onClose={actions.closeRecommend} />
        </Suspense>
      ) : null}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <LazyNoticeDialog id={`${id}-dialog`} failure={actions.failure} loginUrl={item.loginUrl} onClose={actions.clearFailure} onLogin={onLogin} />
        </Suspense>
      ) : null}
    </>
  );
}
