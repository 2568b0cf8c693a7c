import { memo } from 'react';
import type { OptionModel } from '../options';
import { removeLine, selectOption, setLineQty, setLineText, type SelectionState } from '../option-selection';
import { OptionSelector } from './OptionSelector';
import { SelectedLines } from './SelectedLines';

export interface PurchaseFormProps {
  id: string;
  model: OptionModel;
  state: SelectionState;
  title: string;
  notice: string | null;
  restockPending: number | null;
  onUpdate: (next: SelectionState) => void;
  onRestock: (optionNo: number) => void;
}

/**
 * The options and the chosen lines, in each place the panel draws them (inline, each sheet).
 * Memoized (with stable handlers from the panel): opening a sheet does not draw again the
 * inline form, which a phone does not even show (issue 32 §3: the first 구매하기's answer).
 */
export const PurchaseForm = memo(function PurchaseForm({ id, model, state, title, notice, restockPending, onUpdate, onRestock }: PurchaseFormProps) {
  return (
    <div className="flex flex-col gap-3" data-purchase-form={id}>
      <OptionSelector id={id} model={model} state={state} restockPending={restockPending} onChoose={(level, optionNo) => onUpdate(selectOption(model, state, level, optionNo))} onRestock={onRestock} />
      <SelectedLines
        id={id}
        model={model}
        state={state}
        itemTitle={title}
        notice={notice}
        onQty={(key, qty) => onUpdate(setLineQty(model, state, key, qty))}
        onRemove={(key) => onUpdate(removeLine(state, key))}
        onText={(key, text) => onUpdate(setLineText(state, key, text))}
      />
    </div>
  );
});
