import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = ['a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])'].join(
  ',',
);

/**
 * Where Tab goes from position `index` among `count` focusable elements inside a modal, or
 * `null` when the browser's own move stays inside. Focus outside the list (-1) enters at the
 * near end.
 */
export function wrapFocus(index: number, count: number, backwards: boolean): number | null {
  if (count <= 0) return null;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards && index === 0) return count - 1;
  if (!backwards && index >= count - 1) return 0;
  return null;
}

let scrollLocks = 0;

function lockScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks++ === 0) root.style.overflow = 'hidden';
  return () => {
    if (--scrollLocks === 0) root.style.overflow = '';
  };
}

/**
 * Modal behaviour while `active`: focus moves into `panel` (its first focusable element, else
 * the panel itself, which needs tabIndex -1), Tab stays inside, Escape calls `onEscape`, the
 * page behind does not scroll; on deactivation focus returns to where it was.
 */
export function useModalFocus(panel: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const el = panel.current;
    if (!active || !el) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const items = () => Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE));
    (items()[0] ?? el).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = items();
      const current = document.activeElement instanceof HTMLElement ? list.indexOf(document.activeElement) : -1;
      const next = wrapFocus(current, list.length, event.shiftKey);
      if (list.length === 0) {
        event.preventDefault();
        el.focus();
      } else if (next !== null) {
        event.preventDefault();
        list[next]?.focus();
      }
    };
    el.addEventListener('keydown', onKeyDown);
    const unlock = lockScroll();
    return () => {
      el.removeEventListener('keydown', onKeyDown);
      unlock();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [panel, active]);
}
