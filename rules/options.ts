import type { ItemDetail } from '../schemas/item-detail';
import type { OptionItem } from '../schemas/option';
import type { ItemQuantityInput } from './quantity';

/**
 * Option grouping (spec 3.3). The same grouping for the item page's selector and for the
 * origin's check of a cart or order. Only types are imported from the schemas, so this file stays
 * free of zod and can ship in the option-selector island; it holds no copy (labels are src's).
 *
 * - none (type 0, or an option list that is empty): the item itself is the one purchasable line.
 * - combined (type 1): a tree; level i is named by optionItems.layout[i] (옵션 1, 옵션 2, … when the
 *   layout is short). Each level lists the children of the option chosen at the level above;
 *   only leaves are purchasable.
 * - single (type 2): root entries grouped by title (same title, one group, values concatenated
 *   in order); every value in a group's `list` is purchasable on its own.
 */

export type OptionAvailability = 'onSale' | 'soldOut' | 'unavailable';

/** Statuses of spec 4.1 that mean an option can no longer be sold at all (no restock to wait for). */
const GONE_NUMERIC = new Set([9, 10, 11, 12, 20, 21, 99]);
const GONE_NAMED = new Set(['STOP_SELLING', 'DISCONTINUED']);

/** The option's own status: 5 or SOLD_OUT is sold out (restock can be requested). */
export function ownAvailability(option: Pick<OptionItem, 'optionStockStatus' | 'frontOptionStockStatus'>): OptionAvailability {
  const named = option.frontOptionStockStatus.trim().toUpperCase();
  if (GONE_NUMERIC.has(option.optionStockStatus) || GONE_NAMED.has(named)) return 'unavailable';
  if (option.optionStockStatus === 5 || named === 'SOLD_OUT') return 'soldOut';
  return 'onSale';
}

export function leavesOf(option: OptionItem): OptionItem[] {
  return option.list.length === 0 ? [option] : option.list.flatMap(leavesOf);
}

/**
 * A leaf's own status; a parent is on sale when any leaf below is, sold out when none is on sale
 * but some is sold out, else unavailable. A parent that itself says sold out or gone is believed.
 */
export function availability(option: OptionItem): OptionAvailability {
  const own = ownAvailability(option);
  if (option.list.length === 0 || own !== 'onSale') return own;
  const leaves = leavesOf(option).map(ownAvailability);
  if (leaves.includes('onSale')) return 'onSale';
  return leaves.includes('soldOut') ? 'soldOut' : 'unavailable';
}

export interface OptionGroup {
  name: string;
  values: OptionItem[];
}

export type OptionModelInput = Pick<ItemDetail, 'itemNo' | 'optionType' | 'optionItems' | 'sellPrice' | 'isDisplayOptionQty' | keyof ItemQuantityInput>;

interface ModelBase {
  itemNo: number;
  itemSellPrice: number;
  item: ItemQuantityInput & Pick<ItemDetail, 'isDisplayOptionQty'>;
  /** Text options: each line carries a shopper-entered text, required or not. */
  text: { enabled: boolean; required: boolean };
}

export type OptionModel = (ModelBase & { kind: 'none' }) | (ModelBase & { kind: 'combined'; layout: string[]; roots: OptionItem[] }) | (ModelBase & { kind: 'single'; groups: OptionGroup[] });

export function groupSingleOptions(entries: OptionItem[]): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const entry of entries) {
    const name = entry.title.trim();
    const found = groups.find((g) => g.name === name);
    if (found) found.values.push(...entry.list);
    else groups.push({ name, values: [...entry.list] });
  }
  return groups.filter((g) => g.values.length > 0);
}

export function buildOptionModel(item: OptionModelInput): OptionModel {
  const textRequired = item.optionItems.isTextRequired === 'T';
  const base: ModelBase = {
    itemNo: item.itemNo,
    itemSellPrice: item.sellPrice,
    item: {
      minOrderQty: item.minOrderQty,
      maxOrderQty: item.maxOrderQty,
      isUnlimitedMaxOrderQty: item.isUnlimitedMaxOrderQty,
      limitedQty: item.limitedQty,
      isLimitedQty: item.isLimitedQty,
      isDisplayOptionQty: item.isDisplayOptionQty,
    },
    // A required text implies a text field even if the upstream forgot the other flag.
    text: { enabled: item.optionItems.isTextOption === 'T' || textRequired, required: textRequired },
  };
  const entries = item.optionItems.list;
  if (item.optionType === 1 && entries.length > 0) return { ...base, kind: 'combined', layout: item.optionItems.layout, roots: entries };
  if (item.optionType === 2) {
    const groups = groupSingleOptions(entries);
    if (groups.length > 0) return { ...base, kind: 'single', groups };
  }
  return { ...base, kind: 'none' };
}

/** An option without its own positive price costs what the item costs. */
export const unitPriceOf = (option: Pick<OptionItem, 'sellPrice'> | null, itemSellPrice: number): number => (option && option.sellPrice > 0 ? option.sellPrice : itemSellPrice);

export interface ResolvedOption {
  option: OptionItem;
  /** Titles from the outermost level down ('블랙', 'M'); for single options the group then the value. */
  labelPath: string[];
}

/** The purchasable option with this number, wherever it sits, with its label path. */
export function findPurchasable(model: OptionModel, optionNo: number): ResolvedOption | null {
  if (model.kind === 'single') {
    for (const g of model.groups) {
      const option = g.values.find((v) => v.optionNo === optionNo);
      if (option) return { option, labelPath: [g.name, option.title] };
    }
    return null;
  }
  if (model.kind !== 'combined') return null;
  const walk = (options: OptionItem[], trail: string[]): ResolvedOption | null => {
    for (const o of options) {
      const labels = [...trail, o.title];
      if (o.list.length === 0) {
        if (o.optionNo === optionNo) return { option: o, labelPath: labels };
      } else {
        const found = walk(o.list, labels);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(model.roots, []);
}

/** True when options exist and none of them can be bought; the item's own status is status.ts's concern. */
export function allSoldOut(model: OptionModel): boolean {
  if (model.kind === 'none') return false;
  const options = model.kind === 'single' ? model.groups.flatMap((g) => g.values) : model.roots.flatMap(leavesOf);
  return options.every((o) => ownAvailability(o) !== 'onSale');
}
