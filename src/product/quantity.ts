import type { ItemDetail } from '../../schemas/item-detail';
import type { OptionItem } from '../../schemas/option';
import { quantityProblem, shownStock, type QuantityLimits, type QuantityProblemKey } from '../../rules/quantity';
import { productCopy } from '../copy/ko';

/**
 * The shopper's words for the quantity rule of rules/quantity.ts. The rule itself is re-exported
 * so the selector's files keep one import for quantities.
 */
export {
  canDecrement,
  canIncrement,
  clampQuantity,
  quantityLimits,
  type ItemQuantityInput,
  type LimitReason,
  type OptionQuantityInput,
  type QuantityLimits,
} from '../../rules/quantity';

export type QuantityMessageKey = QuantityProblemKey;

export interface QuantityMessage {
  key: QuantityMessageKey;
  text: string;
}

/** What to tell the shopper when `requested` falls outside the limits; null when it is fine. */
export function quantityMessage(requested: number, limits: QuantityLimits): QuantityMessage | null {
  const problem = quantityProblem(requested, limits);
  if (!problem) return null;
  const q = productCopy.quantity;
  return { key: problem.key, text: problem.key === 'unavailable' ? q.unavailable : q[problem.key](problem.limit) };
}

/** '3개 남음' beside an option, only when the item displays option stock and the option counts it. */
export function stockText(item: Pick<ItemDetail, 'isDisplayOptionQty'>, option: Pick<OptionItem, 'isLimitedQty' | 'limitedQty'>): string | null {
  const left = shownStock(item, option);
  return left === null ? null : productCopy.quantity.remaining(left);
}
