import type { OptionModel } from '../options';
import type { SelectionState } from '../option-selection';

/**
 * The order lines of a selection, as the cart and buy-now requests carry them (requests.ts).
 * Kept apart from the request builders: the panel needs this at start-up, they load later.
 */
export interface OrderLine {
  /** null for the implicit line of an item without options. */
  optionNo: number | null;
  qty: number;
  /** The shopper's text for a text option; left out when there is none. */
  text?: string;
}

/** The chosen lines as the order wants them; lines without a positive quantity are not sent. */
export function orderLines(model: OptionModel, state: SelectionState): OrderLine[] {
  return state.lines
    .filter((l) => Number.isSafeInteger(l.qty) && l.qty > 0)
    .map((l) => {
      const text = model.text.enabled ? l.text.trim() : '';
      return text === '' ? { optionNo: l.optionNo, qty: l.qty } : { optionNo: l.optionNo, qty: l.qty, text };
    });
}
