import { useEffect, useState } from 'react';
import { afterCallIfLoaded, loadAfterCall } from './lazy';
import type { PurchasePanelProps } from './props-schema';
import type { useCartConfirmation } from './use-cart-confirmation';
import type { PurchaseActions } from './use-purchase-actions';
import { useLatch } from './use-latch';

/**
 * What answers the panel's calls: the cart confirmation (./CartConfirmation.tsx) and the
 * overlays (./PurchaseOverlays.tsx: failure dialog, recommendation sheet, update-app dialog).
 * None is seen before an answer, so their code is a chunk of its own (./after-call.ts), not in
 * the first tap's (issue 32 §3): a call starts loading it beside its request and waits for it
 * before showing its answer (./use-purchase-actions.ts), so they show in the answer's frame.
 * The live region stays in the page from the server's HTML on, so the confirmation written into
 * it later is announced.
 */
export function AfterCall({
  id,
  item,
  actions,
  confirmation,
  onLogin,
}: {
  id: string;
  item: PurchasePanelProps;
  actions: PurchaseActions;
  confirmation: ReturnType<typeof useCartConfirmation>;
  onLogin: () => void;
}) {
  const called = useLatch(actions.pending !== null || actions.failure !== null || actions.recommend || actions.updateOpen || confirmation.added > 0);
  const [parts, setParts] = useState(afterCallIfLoaded);
  useEffect(() => {
    if (called && !parts) void loadAfterCall().then(setParts, () => undefined);
  }, [called, parts]);
  const shown = confirmation.added > 0;
  return (
    <>
      {parts ? <parts.PurchaseOverlays id={id} item={item} actions={actions} onLogin={onLogin} /> : null}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-3" data-cart-confirmation={shown ? confirmation.added : undefined}>
        {parts ? <parts.CartConfirmationBar id={id} seq={confirmation.added} sheetOpen={actions.recommend} onClose={confirmation.close} /> : null}
      </div>
    </>
  );
}
