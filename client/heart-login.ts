import { layerDidClose, layerDidOpen } from '../src/browser/bridge';
import { HEART_LOGIN_TEMPLATE_ATTR } from '../src/listing/heart-login';
import { loginHref } from '../src/member/return-to';
import { nextPaint } from '../src/ui/after-paint';
import { BUSY_ATTR } from '../src/ui/early-taps';

/**
 * A visitor's tap on a listing card's heart (client/card-hearts-arm.ts): the login dialog at once,
 * a copy of the one the server drew (src/listing/HeartLoginTemplate.tsx), with no React and no
 * call (without the member hint the gateway could only answer 401, as the item page's 좋아요
 * knows). Spec 4.6's phases as the islands' dialogs have them: added closed, opened 200 ms later;
 * closed, then removed 200 ms later; the native app hears of the layer. 로그인 leaves for the
 * login page, coming back to this heart; 취소, Escape or the backdrop close it, and focus goes back
 * to the heart.
 */

let opened: HTMLElement | null = null;

/** Spec 4.6's delay between an overlay's phases (src/ui/sheet-state.ts OVERLAY_DELAY_MS). */
const PHASE_MS = 200;

/**
 * What src/ui/NativeModal.tsx `useNativeModal` does for the islands' dialogs, for this one dialog
 * without React: shown with `showModal()` (the page behind inert), focus on its first button,
 * Escape handed to `dismiss`, the page kept from scrolling under it; the returned function undoes
 * it. Not shared with NativeModal: in a module of their own, those lines cost the item page's
 * first 구매하기 a chunk of their own (+0.2 KB gz, docs/browser.md), and the one
 * modal here never overlaps another.
 */
function showAsModal(dialog: HTMLDialogElement, dismiss: () => void): () => void {
  dialog.showModal();
  dialog.querySelector('button')?.focus({ preventScroll: true });
  const onCancel = (event: Event) => {
    event.preventDefault();
    dismiss();
  };
  // Chromium closes on a second Escape without a gesture between: shown again, then dismissed.
  const onClose = () => {
    if (!dialog.isConnected) return;
    dialog.showModal();
    dismiss();
  };
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onClose);
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('close', onClose);
    if (dialog.open) dialog.close();
    root.style.overflow = overflow;
  };
}

function setPhase(wrapper: HTMLElement, phase: 'mounted-closed' | 'open' | 'closing'): void {
  wrapper.setAttribute('data-phase', phase);
  for (const part of wrapper.querySelectorAll('[data-look]')) part.toggleAttribute('data-shown', phase === 'open');
}

/** Opens the dialog for `heart`; false when the page has no template to copy (the caller falls back). */
export function askToLogIn(heart: HTMLElement): boolean {
  if (opened) return true;
  const copy = document.querySelector<HTMLTemplateElement>(`template[${HEART_LOGIN_TEMPLATE_ATTR}]`)?.content.firstElementChild?.cloneNode(true);
  const wrapper = copy instanceof HTMLElement ? copy : null;
  const dialog = wrapper?.querySelector('dialog');
  const backdrop = wrapper?.querySelector('[data-look]');
  if (!wrapper || !dialog) return false;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let release: (() => void) | undefined;
  const close = () => {
    if (wrapper.getAttribute('data-phase') === 'closing') return;
    clearTimeout(timer);
    setPhase(wrapper, 'closing');
    timer = setTimeout(() => {
      release?.();
      wrapper.remove();
      opened = null;
      if (heart.isConnected) heart.focus({ preventScroll: true });
      layerDidClose();
    }, PHASE_MS);
  };
  const back = `${location.pathname}${location.search}#${heart.id}`;
  wrapper.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // The primary button is 로그인; the other is 취소 (src/ui/Dialog.tsx, confirm-cancel).
    if (button?.getAttribute('data-variant') === 'primary') window.location.assign(loginHref(back));
    else if (button || event.target === backdrop) close();
  });

  document.body.appendChild(wrapper);
  opened = wrapper;
  release = showAsModal(dialog, close);
  layerDidOpen();
  timer = setTimeout(() => setPhase(wrapper, 'open'), PHASE_MS);
  return true;
}

/**
 * A visitor's tap (client/card-hearts-arm.ts): the dialog after the frame that shows the heart
 * busy (showModal() restyles the whole page), or, on a page without the template, the form's own
 * way to the login page.
 */
export async function answerHeart(form: HTMLFormElement): Promise<void> {
  await nextPaint();
  const heart = form.querySelector('button');
  heart?.removeAttribute(BUSY_ATTR);
  if (!heart || !askToLogIn(heart)) form.submit();
}
