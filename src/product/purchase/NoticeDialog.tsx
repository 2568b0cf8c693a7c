import { useRef } from 'react';
import { errorsCopy, purchaseCopy } from '../../copy/ko';
import { Dialog } from '../../ui/Dialog';
import type { ActionFailure } from '../../browser/failures';
import { sameOriginPath } from './login-path';

export interface NoticeDialogProps {
  id: string;
  /** What to say; null closes the dialog (it stays on the page for its 200 ms closing). */
  failure: ActionFailure | null;
  loginUrl: string;
  onClose: () => void;
  /** Runs just before 로그인 leaves the page (the panel keeps its selection for the way back). */
  onLogin?: () => void;
}

/**
 * The answer to a failed purchase action (loaded lazily): 로그인이 필요해요. with 로그인 and 취소,
 * or the error message with 확인.
 */
export default function NoticeDialog({ id, failure, loginUrl, onClose, onLogin }: NoticeDialogProps) {
  // While closing, keep showing what was said rather than an empty dialog.
  const last = useRef<ActionFailure | null>(null);
  if (failure) last.current = failure;
  const shown = failure ?? last.current;
  if (shown?.kind === 'login') {
    return (
      <Dialog
        id={id}
        open={failure !== null}
        role="alertdialog"
        dismissible
        buttons="confirm-cancel"
        confirmLabel={purchaseCopy.login}
        onConfirm={() => {
          onLogin?.();
          window.location.assign(sameOriginPath(loginUrl));
        }}
        onCancel={onClose}
        onClose={onClose}
      >
        {errorsCopy.loginNeeded}
      </Dialog>
    );
  }
  return (
    <Dialog id={id} open={failure !== null} role="alertdialog" dismissible onClose={onClose}>
      {shown?.message ?? ''}
    </Dialog>
  );
}
