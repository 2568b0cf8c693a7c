import { productCopy, purchaseCopy } from '../../copy/ko';
import type { OptionModel } from '../options';
import { ITEM_LINE_KEY, lineLimits, linesMissingText, selectionTotals, type SelectionState } from '../option-selection';
import { formatWon } from '../prices';
import { canDecrement, canIncrement } from '../quantity';

export interface SelectedLinesProps {
  id: string;
  model: OptionModel;
  state: SelectionState;
  /** Name of the implicit line of an item without options. */
  itemTitle: string;
  onQty: (key: string, qty: number) => void;
  onRemove: (key: string) => void;
  onText: (key: string, text: string) => void;
  /** A message for the form (nothing chosen, a text missing); shown with the quantity notice. */
  notice: string | null;
}

/**
 * The chosen lines with their quantity steppers, the shopper's text where the item takes one,
 * and the total. A stepper at its limit stays focusable (aria-disabled) and a press explains
 * the limit instead of doing nothing (quantity.ts's message).
 */
export function SelectedLines({ id, model, state, itemTitle, onQty, onRemove, onText, notice }: SelectedLinesProps) {
  const totals = selectionTotals(state);
  const missing = new Set(linesMissingText(model, state));
  const message = notice ?? state.notice?.text ?? null;
  return (
    <div className="flex flex-col gap-2">
      {state.lines.length > 0 ? (
        <ul className="flex flex-col gap-2" data-selected-lines="">
          {state.lines.map((line) => {
            const name = line.label || itemTitle;
            const limits = lineLimits(model, state, line.key);
            const textId = `${id}-text-${line.key}`;
            return (
              <li key={line.key} data-line={line.key} className="rounded-1 bg-neutral-50 p-3 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <span data-line-label="" className="font-semibold">
                    {name}
                  </span>
                  {line.key === ITEM_LINE_KEY ? null : (
                    <button
                      type="button"
                      onClick={() => onRemove(line.key)}
                      aria-label={purchaseCopy.removeLine(name)}
                      className="-m-1 flex size-7 shrink-0 items-center justify-center rounded-full text-neutral-500 hover:bg-black/5"
                    >
                      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
                        <path d="M6 6l12 12M18 6L6 18" />
                      </svg>
                    </button>
                  )}
                </div>
                {model.text.enabled ? (
                  <input
                    id={textId}
                    type="text"
                    value={line.text}
                    maxLength={100}
                    required={model.text.required}
                    aria-invalid={missing.has(line.key) && notice !== null ? true : undefined}
                    aria-label={productCopy.option.textLabel}
                    placeholder={productCopy.option.textPlaceholder}
                    onChange={(e) => onText(line.key, e.target.value)}
                    className="mt-2 h-10 w-full rounded-1 border border-neutral-300 bg-white px-3 aria-[invalid=true]:border-red-600"
                  />
                ) : null}
                <div className="mt-2 flex items-center justify-between">
                  <div className="flex items-center rounded-1 border border-neutral-300 bg-white">
                    <StepButton label={purchaseCopy.decrease(name)} blocked={!canDecrement(line.qty, limits)} onClick={() => onQty(line.key, line.qty - 1)} sign="-" />
                    {/* An output (a status), which may carry a name, unlike a span; a step reads the new quantity out. */}
                    <output data-qty="" aria-label={purchaseCopy.quantity(name)} className="min-w-10 text-center tabular-nums">
                      {line.qty}
                    </output>
                    <StepButton label={purchaseCopy.increase(name)} blocked={!canIncrement(line.qty, limits)} onClick={() => onQty(line.key, line.qty + 1)} sign="+" />
                  </div>
                  <span className="font-semibold tabular-nums">{formatWon(line.qty * line.unitPrice)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p aria-live="polite" data-purchase-notice="" className="text-sm text-red-600 empty:hidden">
        {message}
      </p>
      {state.lines.length > 0 ? (
        <div data-total="" className="flex items-baseline justify-between border-t border-neutral-200 pt-3">
          <span className="text-sm">{productCopy.option.total}</span>
          <span>
            <span className="mr-2 text-sm text-neutral-600">{productCopy.option.totalQty(totals.qty)}</span>
            <strong data-total-amount="" className="text-lg tabular-nums">
              {totals.amountText}
            </strong>
          </span>
        </div>
      ) : null}
    </div>
  );
}

function StepButton({ label, blocked, onClick, sign }: { label: string; blocked: boolean; onClick: () => void; sign: '+' | '-' }) {
  return (
    <button type="button" aria-label={label} aria-disabled={blocked || undefined} onClick={onClick} className="flex size-9 items-center justify-center aria-disabled:text-neutral-300">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={sign === '+' ? 'M5 12h14M12 5v14' : 'M5 12h14'} />
      </svg>
    </button>
  );
}
