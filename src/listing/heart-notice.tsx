import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ActionFailure } from '../browser/failures';
import type NoticeDialogType from '../product/purchase/NoticeDialog';
import { loadOverlays } from '../product/purchase/lazy';

/**
 * The item page's notice dialog (로그인이 필요해요. with 로그인 and 취소, or the error message)
 * for a listing card's heart, which is no island: one root of its own on the page, made on the
 * first failed tap, drawn again for each; focus goes back to the heart when it closes.
 */
interface NoticeProps {
  Dialog: typeof NoticeDialogType;
  id: string;
  first: ActionFailure;
  loginUrl: string;
  returnFocus: HTMLElement;
}

function Notice({ Dialog, id, first, loginUrl, returnFocus }: NoticeProps) {
  const [failure, setFailure] = useState<ActionFailure | null>(first);
  const close = () => {
    setFailure(null);
    returnFocus.focus();
  };
  return <Dialog id={id} failure={failure} loginUrl={loginUrl} onClose={close} />;
}

let root: Root | null = null;
let opened = 0;

export async function openHeartNotice(o: { id: string; failure: ActionFailure; loginUrl: string; returnFocus: HTMLElement }): Promise<void> {
  const { NoticeDialog } = await loadOverlays();
  if (!root) {
    const host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  }
  // A new key for each tap: a fresh dialog, opened, whatever the last one's state.
  opened += 1;
  root.render(<Notice key={opened} Dialog={NoticeDialog} id={o.id} first={o.failure} loginUrl={o.loginUrl} returnFocus={o.returnFocus} />);
}
