import { errorsCopy, purchaseCopy } from '../copy/ko';
import { DialogView } from '../ui/Dialog';
import { HEART_LOGIN_DIALOG_ID, HEART_LOGIN_TEMPLATE_ATTR } from './heart-login';

/** Drawn on the server only: the copy's buttons are answered by client/heart-login.ts. */
const serverOnly = () => undefined;

/**
 * The item page's 로그인이 필요해요. dialog (src/product/purchase/NoticeDialog.tsx: 로그인 and 취소),
 * drawn by the server into an inert `<template>` beside a listing's cards. A visitor's heart
 * opens a copy of it at once, without React or a round trip (issue 32 §3): the same markup and
 * look, its phases set by `data-phase` and `data-shown` (src/ui/Dialog.tsx). The same for
 * every shopper, so the shared listing HTML may carry it.
 */
export function HeartLoginTemplate() {
  return (
    <template {...{ [HEART_LOGIN_TEMPLATE_ATTR]: '' }}>
      <DialogView id={HEART_LOGIN_DIALOG_ID} phase="mounted-closed" role="alertdialog" dismissible buttons="confirm-cancel" confirmLabel={purchaseCopy.login} onClose={serverOnly}>
        {errorsCopy.loginNeeded}
      </DialogView>
    </template>
  );
}
