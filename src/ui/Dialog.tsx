import { useRef, type ReactNode, type RefObject } from 'react';
import { commonCopy } from '../copy/ko';
import { Button } from './Button';
import { NativeModal, useNativeModal } from './NativeModal';
import { isShown, type OverlayPhase } from './sheet-state';
import { useOverlayPhase } from './use-overlay';

export interface DialogProps {
  /** Base of the element ids (title, body); islands take ids from props, not useId. */
  id: string;
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  /** Escape, the backdrop (when dismissible) and the default confirm/cancel all end here. */
  onClose: () => void;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** 'none' is the no-button mode (e.g. the logout notice of spec 2.8). */
  buttons?: 'confirm' | 'confirm-cancel' | 'none';
  confirmLabel?: string;
  cancelLabel?: string;
  confirmPending?: boolean;
  /** alertdialog for messages that need an answer; those are not dismissed by the backdrop. */
  role?: 'dialog' | 'alertdialog';
  dismissible?: boolean;
}

/**
 * A modal dialog (the platform's <dialog> shown with showModal()); mounts and unmounts on the
 * spec 4.6 timing and reports layers to the app.
 */
export function Dialog(props: DialogProps) {
  const phase = useOverlayPhase(props.open);
  const dialog = useRef<HTMLDialogElement>(null);
  const dismissible = props.dismissible ?? props.role !== 'alertdialog';
  useNativeModal(dialog, phase !== 'removed', () => {
    if (dismissible || props.buttons === 'none') props.onClose();
  });
  if (phase === 'removed') return null;
  const { open: _open, ...view } = props;
  return <DialogView {...view} phase={phase} dialogRef={dialog} />;
}

export interface DialogViewProps extends Omit<DialogProps, 'open'> {
  phase: OverlayPhase;
  dialogRef?: RefObject<HTMLDialogElement | null>;
}

export function DialogView({
  id,
  title,
  children,
  onClose,
  onConfirm,
  onCancel,
  buttons = 'confirm',
  confirmLabel = commonCopy.confirm,
  cancelLabel = commonCopy.cancel,
  confirmPending = false,
  role = 'dialog',
  dismissible,
  phase,
  dialogRef,
}: DialogViewProps) {
  const shown = isShown(phase);
  const canDismiss = dismissible ?? role !== 'alertdialog';
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  return (
    // A dialog without a title is named by its message (axe aria-dialog-name: a modal needs a name).
    <NativeModal id={id} phase={phase} dialogRef={dialogRef} role={role} labelledBy={title ? titleId : children ? bodyId : undefined} describedBy={title && children ? bodyId : undefined}>
      <div className="absolute inset-0 flex items-center justify-center p-5">
        {/* Open or not by `data-shown` alone: a page without React shows the same markup by
            toggling it (client/heart-login.ts, from the server's src/listing/HeartLoginTemplate.tsx). */}
        <div
          aria-hidden="true"
          data-look=""
          data-shown={shown || undefined}
          className="absolute inset-0 bg-black/50 opacity-0 transition-opacity duration-200 data-[shown]:opacity-100"
          onClick={canDismiss || buttons === 'none' ? onClose : undefined}
        />
        <div
          data-look=""
          data-shown={shown || undefined}
          className="relative w-full max-w-[320px] scale-95 rounded-3 bg-white p-6 text-center text-black opacity-0 shadow-xl transition duration-200 data-[shown]:scale-100 data-[shown]:opacity-100"
        >
          {title ? (
            <h2 id={titleId} className="mb-2 text-lg font-bold">
              {title}
            </h2>
          ) : null}
          {children ? (
            <div id={bodyId} className="whitespace-pre-line text-sm text-neutral-700">
              {children}
            </div>
          ) : null}
          {buttons === 'none' ? null : (
            <div className="mt-6 flex gap-2">
              {buttons === 'confirm-cancel' ? (
                // Never wrapped: a long label (오늘 하루 보지 않기) takes the width it needs from its pair.
                <Button variant="secondary" block className="min-w-max" onClick={onCancel ?? onClose}>
                  {cancelLabel}
                </Button>
              ) : null}
              <Button block pending={confirmPending} onClick={onConfirm ?? onClose}>
                {confirmLabel}
              </Button>
            </div>
          )}
        </div>
      </div>
    </NativeModal>
  );
}
