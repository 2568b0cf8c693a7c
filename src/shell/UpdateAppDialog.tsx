import { commonCopy, errorsCopy, shellCopy } from '../copy/ko';
import { Dialog } from '../ui/Dialog';

export interface UpdateAppDialogProps {
  /** Base of the dialog's element ids (islands take ids from props). */
  id: string;
  open: boolean;
  /** The store listing of the shopper's platform (FeatureAccess `updateApp`). */
  storeHref: string;
  onClose: () => void;
}

/**
 * Spec 2.8 and 8: 앱 업데이트 안내 — shown where a feature needs a newer app build
 * (src/shell/app-feature.ts). 업데이트 opens the matching store; 취소 closes.
 *
 *     const access = props.shareAccess; // decided at the edge
 *     {access.kind === 'updateApp' ? <UpdateAppDialog id="share-update" open={open} storeHref={access.storeHref} onClose={close} /> : null}
 */
export function UpdateAppDialog({ id, open, storeHref, onClose }: UpdateAppDialogProps) {
  return (
    <Dialog
      id={id}
      open={open}
      role="alertdialog"
      title={errorsCopy.appUpdateTitle}
      buttons="confirm-cancel"
      confirmLabel={shellCopy.appUpdate}
      cancelLabel={commonCopy.cancel}
      onConfirm={() => {
        onClose();
        window.location.assign(storeHref);
      }}
      onCancel={onClose}
      onClose={onClose}
    >
      {errorsCopy.appUpdateBody}
    </Dialog>
  );
}
