import { useEffect, useState } from 'react';
import type { OptionModel } from '../options';
import { initialSelection, restoreLines, type SelectionState } from '../option-selection';
import { keepSelection, keptSelectionKey } from '../kept-selection';
import { safeSession } from './safe-session';

/**
 * The one selection every place of the panel shares (inline, purchase sheet, gift sheet), with
 * the form's notice (선택해 주세요 and the like), cleared by any change. Options chosen before a
 * login prompt are chosen again after logging in and coming back.
 */
export function useSelection(itemNo: number, model: OptionModel) {
  const [selection, setSelection] = useState<SelectionState>(() => initialSelection(model));
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const key = keptSelectionKey(itemNo);
    const raw = safeSession()?.getItem(key) ?? null;
    if (raw === null) return;
    safeSession()?.removeItem(key);
    // Its check (zod) is a chunk of its own: only a shopper back from the login prompt needs it.
    void import('../kept-selection-read').then(
      ({ readKeptSelection }) => {
        const lines = readKeptSelection(raw, Date.now());
        if (lines) setSelection(restoreLines(model, lines));
      },
      (error: unknown) => console.warn('[purchase] the kept selection could not be read', error),
    );
  }, [itemNo, model]);
  return {
    selection,
    notice,
    setNotice,
    update: (next: SelectionState) => {
      setSelection(next);
      setNotice(null);
    },
    /** The login prompt's 로그인 keeps the selection for the way back (취소 keeps nothing). */
    keepForLogin: () => {
      const kept = keepSelection(selection, Date.now());
      if (kept) safeSession()?.setItem(keptSelectionKey(itemNo), kept);
    },
  };
}
