import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { uiCopy } from '../copy/ko';
import { afterNextPaint } from './after-paint';
import { NativeModal, useNativeModal } from './NativeModal';
import { dragOffset, isShown, shouldCloseOnDrag, type OverlayPhase } from './sheet-state';
import { useOverlayPhase } from './use-overlay';

export interface BottomSheetProps {
  /** Base of the element ids; islands take ids from props, not useId. */
  id: string;
  open: boolean;
  /** Backdrop, Escape and a drag down beyond 20 px all call this; the parent sets open=false. */
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /**
   * Drawn beside the panel in the sheet's top layer. The page behind a modal sheet is inert and
   * painted under it, so a notice that must be seen and announced while the sheet is open (a
   * toast) goes here.
   */
  above?: ReactNode;
  /** Called when the sheet has opened (its open phase is on screen): an opener's busy mark ends. */
  onOpened?: () => void;
  /**
   * Whether `open` waits for a painted frame before the sheet mounts (default). False for an
   * opener that sets `open` after painting its own answer (PurchasePanel's sheets).
   */
  waitForPaint?: boolean;
}

/**
 * `open`, once a frame has been painted since it turned true; false at once. Mounting the sheet
 * (showModal makes the whole page inert: a style recalculation of every element, 130 ms at 4x
 * CPU on the item page) then comes after the paint that answers the tap, not before it, and the
 * opener's busy mark is that answer (issue 32 §3). `wait` false: the opener has already waited
 * for that paint (PurchasePanel), a second wait would only delay the sheet by a frame.
 */
function useOpenAfterPaint(open: boolean, wait: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!open) {
      setPainted(false);
      return;
    }
    if (!wait) return;
    return afterNextPaint(() => setPainted(true));
  }, [open, wait]);
  return open && (painted || !wait);
}

/**
 * A modal sheet from the bottom edge, at most 700 px wide and centred (spec 9), with the spec
 * 4.6 open/close timing and native layer messages. The drag handle works with pointer events
 * so mouse, pen and touch behave alike.
 */
export function BottomSheet({ id, open, onClose, title, children, above, onOpened, waitForPaint = true }: BottomSheetProps) {
  const phase = useOverlayPhase(useOpenAfterPaint(open, waitForPaint));
  const dialog = useRef<HTMLDialogElement>(null);
  const [drag, setDrag] = useState<{ startY: number; y: number } | null>(null);
  useNativeModal(dialog, phase !== 'removed', onClose);
  const opened = useRef(onOpened);
  opened.current = onOpened;
  useLayoutEffect(() => {
    if (phase === 'open') opened.current?.();
  }, [phase]);
  if (phase === 'removed') return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ startY: event.clientY, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ startY: drag.startY, y: event.clientY });
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    setDrag(null);
    if (event.type === 'pointerup' && shouldCloseOnDrag(drag.startY, event.clientY)) onClose();
  };

  return (
    <SheetView
      id={id}
      phase={phase}
      title={title}
      onClose={onClose}
      above={above}
      dialogRef={dialog}
      offset={drag ? dragOffset(drag.startY, drag.y) : 0}
      handle={{ onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd }}
    >
      {children}
    </SheetView>
  );
}

export interface SheetViewProps {
  id: string;
  phase: OverlayPhase;
  title?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  above?: ReactNode;
  offset?: number;
  dialogRef?: RefObject<HTMLDialogElement | null>;
  handle?: Partial<Record<'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel', (e: PointerEvent<HTMLDivElement>) => void>>;
}

export function SheetView({ id, phase, title, onClose, children, above, offset = 0, dialogRef, handle }: SheetViewProps) {
  const shown = isShown(phase);
  const titleId = `${id}-title`;
  const dragging = offset > 0;
  return (
    <NativeModal id={id} phase={phase} dialogRef={dialogRef} labelledBy={title ? titleId : undefined}>
      <div aria-hidden="true" className={`absolute inset-0 bg-black/50 transition-opacity duration-200 ${shown ? 'opacity-100' : 'opacity-0'}`} onClick={onClose} />
      <div
        style={dragging ? { transform: `translateY(${offset}px)`, transition: 'none' } : undefined}
        className={`absolute inset-x-0 bottom-0 mx-auto flex max-h-[90vh] w-full max-w-[700px] flex-col rounded-t-4 bg-white pb-[env(safe-area-inset-bottom)] text-black transition-transform duration-200 ${shown ? 'translate-y-0' : 'translate-y-full'}`}
      >
        <div {...handle} aria-hidden="true" title={uiCopy.sheetHandle} className="flex h-6 shrink-0 cursor-grab touch-none items-center justify-center">
          <span className="h-1 w-10 rounded-full bg-neutral-300" />
        </div>
        {title ? (
          <h2 id={titleId} className="px-5 pb-3 text-lg font-bold">
            {title}
          </h2>
        ) : null}
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5">{children}</div>
      </div>
      {above}
    </NativeModal>
  );
}
