/**
 * Spec 3.3 option item. Options nest: a combined option (type 1) is a tree whose depth i is
 * named by `optionItems.layout[i]` (e.g. 색상 → 사이즈), and only leaves are purchasable. A
 * single option (type 2) list holds groups named by `title` (e.g. 사이즈) whose `list` holds the
 * purchasable values; entries with the same title form one group. The label shown for an
 * option is always its `title`, leading whitespace trimmed (spec 3.1).
 */

import * as z from 'zod';
import { flag } from './flag';
import { num, str, nullableStr, list } from './primitives';

export interface OptionItem {
  title: string;
  key: string;
  optionCode: string;
  optionNo: number;
  sellPrice: number;
  isLimitedQty: 'T' | 'F';
  limitedQty: number;
  isUnlimitedMaxOrderQty: 'T' | 'F';
  maxOrderQty: number;
  minOrderQty: number;
  optionStockStatus: number;
  frontOptionStockStatus: string;
  matchedOption: string | null;
  tagLabelList: string[];
  isMatchNavigate: 'T' | 'F';
  itemNo: number;
  list: OptionItem[];
}

type OptionItemInput = {
  title?: string | null;
  key?: string | null;
  optionCode?: string | null;
  optionNo?: number | string | null;
  sellPrice?: number | string | null;
  isLimitedQty?: unknown;
  limitedQty?: number | string | null;
  isUnlimitedMaxOrderQty?: unknown;
  maxOrderQty?: number | string | null;
  minOrderQty?: number | string | null;
  optionStockStatus?: number | string | null;
  frontOptionStockStatus?: string | null;
  matchedOption?: string | null;
  tagLabelList?: string[] | null;
  isMatchNavigate?: unknown;
  itemNo?: number | string | null;
  list?: OptionItemInput[] | null;
};

export const OptionItemSchema: z.ZodType<OptionItem, OptionItemInput> = z.lazy(() =>
  z.object({
    title: z
      .string()
      .nullish()
      .transform((v) => (v ?? '').replace(/^\s+/, '')),
    key: str(),
    optionCode: str(),
    optionNo: num(),
    sellPrice: num(),
    isLimitedQty: flag,
    limitedQty: num(),
    isUnlimitedMaxOrderQty: flag,
    maxOrderQty: num(),
    minOrderQty: num(1),
    optionStockStatus: num(1),
    frontOptionStockStatus: str('ON_STOCK'),
    matchedOption: nullableStr,
    tagLabelList: list(z.string()),
    isMatchNavigate: flag,
    itemNo: num(),
    list: z
      .array(OptionItemSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
) as z.ZodType<OptionItem, OptionItemInput>;

export const OptionItemsSchema = z.object({
  isTextRequired: flag,
  isTextOption: flag,
  /** Names of the levels of a combined option, outermost first (spec 3.3 "layout list"). */
  layout: list(z.string().transform((s) => s.trim())),
  list: list(OptionItemSchema),
});

/** Spec 3.3: 0 none, 1 combined, 2 single. Unknown values fall back to none. */
export const OptionType = { NONE: 0, COMBINED: 1, SINGLE: 2 } as const;
export type OptionTypeValue = (typeof OptionType)[keyof typeof OptionType];
export const optionType = num(0).transform((n): OptionTypeValue => (n === 1 || n === 2 ? n : 0));

export type OptionItems = z.output<typeof OptionItemsSchema>;
