import type { ItemLabelState } from '../../rules/item-label-state';
import { catalogCopy } from '../copy/ko';

/**
 * An item label as a card or the item page draws it: its kind (for the style) and its words.
 * No date library here: the browser words the states the gateway worked out (src/listing/cards.ts).
 */
export interface LabelView {
  kind: ItemLabelState['kind'];
  text: string;
}

export const LABEL_KINDS = ['sale', 'date', 'dday'] as const;

export function labelView(state: ItemLabelState | null): LabelView | null {
  return state ? { kind: state.kind, text: catalogCopy.itemLabel(state) } : null;
}
