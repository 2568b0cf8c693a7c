import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { OverlayPhase } from './sheet-state';

const FOCUSABLE = ['a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])'].join(
  ',',
);

let scrollLocks = 0;

/** The top layer does not stop the page behind from scrolling under a finger or wheel. */
function lockScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks++ === 0) root.style.overflow = 'hidden';
  return () => {
    if (--scrollLocks === 0) root.style.overflow = '';
  };
}

/**
 * While `active`, `dialog` is shown with the platform's `showModal()`: it goes to the top layer,
 * the rest of the page is inert (no focus, no clicks, hidden from screen readers), so there is
 * no focus trap of our own. Focus starts on the first focusable element (else the dialog, which
 * needs tabIndex -1); Escape calls `onDismiss` and the phases close the dialog with their
 * animation; on deactivation the dialog closes and focus returns to where it was.
 *
 * Runs as a layout effect: the dialog is in the DOM from the 'mounted-closed' phase, and an
 * unopened <dialog> is display:none, so it must be shown before the first paint.
 */
export function useNativeModal(dialog: RefObject<HTMLDialogElement | null>, active: boolean, onDismiss: () => void): void {
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useLayoutEffect(() => {
    const el = dialog.current;
    if (!active || !el) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) el.showModal();
    (el.querySelector<HTMLElement>(FOCUSABLE) ?? el).focus({ preventScroll: true });

    // Escape: the platform would close the dialog at once; we keep it and let the owner decide
    // (the closing phase animates, a dialog that needs an answer stays).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onDismissRef.current();
    };
    // Chromium ignores preventDefault on a second Escape without a user gesture in between and
    // closes the dialog itself: show it again so the page's state and the screen agree.
    const onClose = () => {
      if (!el.isConnected) return;
      el.showModal();
      onDismissRef.current();
    };
    el.addEventListener('cancel', onCancel);
    el.addEventListener('close', onClose);
    const unlock = lockScroll();
    return () => {
      el.removeEventListener('cancel', onCancel);
      el.removeEventListener('close', onClose);
      if (el.open) el.close();
      unlock();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [dialog, active]);
}

export interface NativeModalProps {
  id: string;
  phase: OverlayPhase;
  dialogRef?: RefObject<HTMLDialogElement | null>;
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * The <dialog> of a Dialog or BottomSheet. It covers the viewport, transparent, with the
 * platform's ::backdrop turned off: the backdrop and panel drawn inside it keep the phase
 * transitions and the look the app's web view was drawn with. Its parent, which makes no box,
 * carries data-phase (the e2e tests find it as the dialog's parent).
 */
export function NativeModal({ id, phase, dialogRef, role = 'dialog', labelledBy, describedBy, children }: NativeModalProps) {
  return (
    <div className="contents" data-phase={phase}>
      <dialog
        ref={dialogRef}
        id={id}
        role={role === 'alertdialog' ? role : undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className="fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 outline-none backdrop:bg-transparent"
      >
        {children}
      </dialog>
    </div>
  );
}
