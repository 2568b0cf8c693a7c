/**
 * Order quantity limits, for the item and for one option line: the same rule for the item page's
 * selector and for the origin's check of a cart or order. No copy here: a problem is a key and a
 * number, and each side words it from its own catalogue.
 *
 * - min: minOrderQty, at least 1 (the larger of item and option minimum).
 * - max, the smallest of:
 *   order   maxOrderQty, unless isUnlimitedMaxOrderQty is 'T'. A max of 0 or less means "not set"
 *           (it is the upstream default when no maximum was entered), not "cannot be ordered";
 *   limited the item's limitedQty when isLimitedQty is 'T' (한정 수량; 0 is a real limit here,
 *           because the flag says the count is meant);
 *   stock   the option's limitedQty when the option's isLimitedQty is 'T': what is left of that
 *           option. Whether that count is shown to shoppers is isDisplayOptionQty, see stockText.
 * - The item's order and limited caps count every line of the order together, so a line gets
 *   what the other lines leave (`otherLinesQty`); an option's own caps are per line.
 */

import type { ItemDetail } from '../schemas/item-detail';
import type { OptionItem } from '../schemas/option';

export type LimitReason = 'order' | 'limited' | 'stock';

export interface QuantityLimits {
  min: number;
  /** null: no upper limit. */
  max: number | null;
  maxReason: LimitReason | null;
  /** False when the max is below the min: nothing can be ordered. */
  available: boolean;
}

export type ItemQuantityInput = Pick<ItemDetail, 'minOrderQty' | 'maxOrderQty' | 'isUnlimitedMaxOrderQty' | 'limitedQty' | 'isLimitedQty'>;
export type OptionQuantityInput = Pick<OptionItem, 'minOrderQty' | 'maxOrderQty' | 'isUnlimitedMaxOrderQty' | 'limitedQty' | 'isLimitedQty'>;

const count = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

interface Cap {
  value: number;
  reason: LimitReason;
}

function caps(source: ItemQuantityInput | OptionQuantityInput, limitedReason: LimitReason, used: number): Cap[] {
  const out: Cap[] = [];
  if (source.isUnlimitedMaxOrderQty !== 'T' && source.maxOrderQty > 0) {
    out.push({ value: count(source.maxOrderQty) - used, reason: 'order' });
  }
  if (source.isLimitedQty === 'T') out.push({ value: count(source.limitedQty) - used, reason: limitedReason });
  return out;
}

export function quantityLimits(item: ItemQuantityInput, option: OptionQuantityInput | null = null, otherLinesQty = 0): QuantityLimits {
  const used = count(otherLinesQty);
  const min = Math.max(1, count(item.minOrderQty), option ? count(option.minOrderQty) : 0);
  const all = [...caps(item, 'limited', used), ...(option ? caps(option, 'stock', 0) : [])];
  let tightest: Cap | null = null;
  for (const cap of all) if (tightest === null || cap.value < tightest.value) tightest = cap;
  const max = tightest === null ? null : Math.max(0, tightest.value);
  return { min, max, maxReason: tightest?.reason ?? null, available: max === null || max >= min };
}

/**
 * The upper bounds a database write checks inside its own statement (origin cart and order
 * writes), split as quantityLimits counts them: `item` bounds every line of the item together
 * (its order maximum and 한정 수량), `line` bounds one option's line (its order maximum and its
 * counted stock). Null: no bound. The origin keeps the stock columns themselves in the WHERE.
 */
export function quantityCaps(item: ItemQuantityInput, option: OptionQuantityInput | null = null): { item: number | null; line: number | null } {
  const lowest = (list: Cap[]) => (list.length === 0 ? null : Math.max(0, Math.min(...list.map((c) => c.value))));
  return { item: lowest(caps(item, 'limited', 0)), line: option ? lowest(caps(option, 'stock', 0)) : null };
}

/** Into [min, max]; 0 when nothing can be ordered. */
export function clampQuantity(qty: number, limits: QuantityLimits): number {
  if (!limits.available) return 0;
  const q = Number.isFinite(qty) ? Math.floor(qty) : limits.min;
  return Math.max(limits.min, limits.max === null ? q : Math.min(q, limits.max));
}

export const canIncrement = (qty: number, limits: QuantityLimits): boolean => limits.available && (limits.max === null || qty < limits.max);

export const canDecrement = (qty: number, limits: QuantityLimits): boolean => limits.available && qty > limits.min;

export type QuantityProblemKey = 'belowMin' | 'aboveMaxOrder' | 'aboveLimited' | 'aboveStock' | 'unavailable';

/** What is wrong with a quantity: `limit` is the bound it broke (0 when nothing can be ordered). */
export interface QuantityProblem {
  key: QuantityProblemKey;
  limit: number;
}

const ABOVE: Record<LimitReason, 'aboveMaxOrder' | 'aboveLimited' | 'aboveStock'> = { order: 'aboveMaxOrder', limited: 'aboveLimited', stock: 'aboveStock' };

/** Null when `requested` lies within the limits. */
export function quantityProblem(requested: number, limits: QuantityLimits): QuantityProblem | null {
  if (!limits.available) return { key: 'unavailable', limit: 0 };
  if (requested < limits.min) return { key: 'belowMin', limit: limits.min };
  if (limits.max !== null && requested > limits.max && limits.maxReason) return { key: ABOVE[limits.maxReason], limit: limits.max };
  return null;
}

/** What is left of an option the shopper may be told about; null when the item does not show it. */
export function shownStock(item: Pick<ItemDetail, 'isDisplayOptionQty'>, option: Pick<OptionItem, 'isLimitedQty' | 'limitedQty'>): number | null {
  if (item.isDisplayOptionQty !== 'T' || option.isLimitedQty !== 'T') return null;
  const left = count(option.limitedQty);
  return left > 0 ? left : null;
}
