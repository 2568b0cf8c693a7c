import type { ItemDetail } from '../../schemas/item-detail';
import type { OptionItem } from '../../schemas/option';
import { productCopy } from '../copy/ko';
import { formatWon, formatWonDelta } from './prices';
import { stockText, type ItemQuantityInput } from './quantity';

/**
 * Option grouping (spec 3.3). Only types are imported from the schemas so this file stays free
 * of zod and can ship in the option-selector island.
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

export type OptionModelInput = Pick<
  ItemDetail,
  'itemNo' | 'optionType' | 'optionItems' | 'sellPrice' | 'isDisplayOptionQty' | keyof ItemQuantityInput
>;

interface ModelBase {
  itemNo: number;
  itemSellPrice: number;
  item: ItemQuantityInput & Pick<ItemDetail, 'isDisplayOptionQty'>;
  /** Text options: each line carries a shopper-entered text, required or not. */
  text: { enabled: boolean; required: boolean };
}

export type OptionModel =
  | (ModelBase & { kind: 'none' })
  | (ModelBase & { kind: 'combined'; layout: string[]; roots: OptionItem[] })
  | (ModelBase & { kind: 'single'; groups: OptionGroup[] });

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

/** The name of a combined level, or a single group: the layout entry, else 옵션 n. */
export function levelName(layout: readonly string[], index: number): string {
  const name = (layout[index] ?? '').trim();
  return name !== '' ? name : productCopy.option.levelFallback(index + 1);
}

/** An option without its own positive price costs what the item costs. */
export const unitPriceOf = (option: Pick<OptionItem, 'sellPrice'> | null, itemSellPrice: number): number =>
  option && option.sellPrice > 0 ? option.sellPrice : itemSellPrice;

export interface OptionChoice {
  optionNo: number;
  label: string;
  isLeaf: boolean;
  availability: OptionAvailability;
  soldOut: boolean;
  /** Cannot be added to the order. A disabled parent can still be opened to ask for a restock below. */
  disabled: boolean;
  /** A restock notification can be requested (for a parent: for some option under it). */
  restockable: boolean;
  unitPrice: number;
  unitPriceText: string;
  /** Against the item's sell price; 0 and '' when equal. */
  priceDelta: number;
  priceDeltaText: string;
  /** '3개 남음' when the item shows option stock. */
  stockText: string | null;
  tags: string[];
  /** An option matched to another item navigates there instead of being added. */
  navigateItemNo: number | null;
}

export function toChoice(model: OptionModel, option: OptionItem): OptionChoice {
  const isLeaf = option.list.length === 0;
  const avail = availability(option);
  const unitPrice = unitPriceOf(option, model.itemSellPrice);
  const delta = isLeaf || option.sellPrice > 0 ? unitPrice - model.itemSellPrice : 0;
  const restockable = isLeaf ? avail === 'soldOut' : leavesOf(option).some((l) => ownAvailability(l) === 'soldOut');
  const navigate = option.isMatchNavigate === 'T' && option.itemNo > 0 && option.itemNo !== model.itemNo;
  return {
    optionNo: option.optionNo,
    label: option.title,
    isLeaf,
    availability: avail,
    soldOut: avail === 'soldOut',
    disabled: avail !== 'onSale',
    restockable,
    unitPrice,
    unitPriceText: formatWon(unitPrice),
    priceDelta: delta,
    priceDeltaText: formatWonDelta(delta),
    stockText: isLeaf ? stockText(model.item, option) : null,
    tags: option.tagLabelList.filter((t) => t.trim() !== ''),
    navigateItemNo: navigate ? option.itemNo : null,
  };
}

export interface OptionLevel {
  index: number;
  name: string;
  choices: OptionChoice[];
  /** The optionNo chosen at this level, if any. */
  selected: number | null;
}

/**
 * The dropdowns to show. Combined: level 0 always, then one level per chosen parent along
 * `path` (path[i] is the optionNo chosen at level i; a stale entry ends the walk). Single: one
 * level per group, nothing pre-selected. None: no levels.
 */
export function optionLevels(model: OptionModel, path: readonly number[] = []): OptionLevel[] {
  if (model.kind === 'none') return [];
  if (model.kind === 'single') {
    return model.groups.map((g, index) => ({ index, name: g.name || levelName([], index), choices: g.values.map((v) => toChoice(model, v)), selected: null }));
  }
  const levels: OptionLevel[] = [];
  let options: OptionItem[] = model.roots;
  for (let index = 0; options.length > 0; index++) {
    const chosen = options.find((o) => o.optionNo === path[index]) ?? null;
    levels.push({ index, name: levelName(model.layout, index), choices: options.map((o) => toChoice(model, o)), selected: chosen?.optionNo ?? null });
    if (!chosen) break;
    options = chosen.list;
  }
  return levels;
}

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
