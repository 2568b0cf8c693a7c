import type * as z from 'zod';
import type { OptionItemSchema } from '../../../schemas/option';
import { bool, int, jsonList, text, textOrNull, type DbRow } from './rows';

export type OptionInput = z.input<typeof OptionItemSchema>;

/**
 * Turns flat item_options rows (parent_option_no links) into the nested list of spec 3.3.
 * One query per item feeds it; rows whose parent is missing are dropped, never looped on.
 */
export function buildOptionTree(rows: DbRow[]): OptionInput[] {
  const nodes = new Map<number, OptionInput & { list: OptionInput[] }>();
  for (const r of rows) nodes.set(int(r.option_no), { ...toOption(r), list: [] });
  const roots: OptionInput[] = [];
  const sorted = [...rows].sort((a, b) => int(a.seq) - int(b.seq));
  for (const r of sorted) {
    const node = nodes.get(int(r.option_no));
    if (!node) continue;
    const parentNo = r.parent_option_no;
    if (parentNo === null || parentNo === undefined) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(int(parentNo));
    if (parent && parent !== node) parent.list.push(node);
  }
  return roots;
}

function toOption(r: DbRow): OptionInput {
  return {
    title: text(r.title),
    key: text(r.option_key),
    optionCode: text(r.option_code),
    optionNo: int(r.option_no),
    sellPrice: int(r.sell_price),
    isLimitedQty: bool(r.is_limited_qty),
    limitedQty: int(r.limited_qty),
    isUnlimitedMaxOrderQty: bool(r.is_unlimited_max_order_qty),
    maxOrderQty: int(r.max_order_qty),
    minOrderQty: int(r.min_order_qty) || 1,
    optionStockStatus: int(r.option_stock_status),
    frontOptionStockStatus: text(r.front_option_stock_status),
    matchedOption: textOrNull(r.matched_option),
    tagLabelList: jsonList(r.tag_labels),
    isMatchNavigate: bool(r.is_match_navigate),
    itemNo: int(r.item_no),
  };
}
