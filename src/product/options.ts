import type { OptionItem } from '../../schemas/option';
import { availability, leavesOf, ownAvailability, unitPriceOf, type OptionAvailability, type OptionModel } from '../../rules/options';
import { productCopy } from '../copy/ko';
import { formatWon, formatWonDelta } from './prices';
import { stockText } from './quantity';

/**
 * What the option selector shows of the option rule (rules/options.ts): level names, prices and
 * stock in the shopper's words. The rule itself is re-exported so the selector's files keep one
 * import for options.
 */
export {
  allSoldOut,
  availability,
  buildOptionModel,
  findPurchasable,
  groupSingleOptions,
  leavesOf,
  ownAvailability,
  unitPriceOf,
  type OptionAvailability,
  type OptionGroup,
  type OptionModel,
  type OptionModelInput,
  type ResolvedOption,
} from '../../rules/options';

/** The name of a combined level, or a single group: the layout entry, else 옵션 n. */
export function levelName(layout: readonly string[], index: number): string {
  const name = (layout[index] ?? '').trim();
  return name !== '' ? name : productCopy.option.levelFallback(index + 1);
}

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
