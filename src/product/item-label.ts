import { itemLabelOf, type ItemLabelInput } from '../../rules/item-label';
import { labelView, type LabelView } from './item-label-view';

/**
 * The label an item shows at `now` (the request's clock), worded: server code only (it parses
 * Seoul time with the date library). Cards and the item page both come through here.
 *
 * @example cardLabelOf(card, context.now) // { kind: 'dday', text: 'D-3' }
 */
export function cardLabelOf(item: ItemLabelInput, now: Date): LabelView | null {
  return labelView(itemLabelOf(item, now));
}

export type { LabelView } from './item-label-view';
