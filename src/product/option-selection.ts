import { productCopy } from '../copy/ko';
import { formatWon } from './prices';
import { canIncrement, clampQuantity, quantityLimits, quantityMessage, type QuantityLimits, type QuantityMessage } from './quantity';
import { findPurchasable, ownAvailability, unitPriceOf, type OptionModel } from './options';

/**
 * The shopper's chosen lines, as an immutable state. Every function returns a new state (or
 * the same object when nothing changes, so React can skip a render) and never throws on a
 * stale or unknown option number. A state is plain JSON: it can be kept in an island's state.
 */

export interface SelectedLine {
  /** 'option:{optionNo}', or 'item' for the implicit line of an item without options. */
  key: string;
  optionNo: number | null;
  labelPath: string[];
  /** '블랙 / M' (combined), '사이즈: M' (single), '' (none). */
  label: string;
  qty: number;
  unitPrice: number;
  /** Shopper-entered text of a text option; '' when none. */
  text: string;
}

export interface SelectionState {
  /** Combined options: the optionNo chosen at each level so far. */
  path: number[];
  lines: SelectedLine[];
  /** Why the last action was refused or trimmed; cleared by the next successful action. */
  notice: QuantityMessage | null;
}

export const ITEM_LINE_KEY = 'item';
const lineKey = (optionNo: number) => `option:${optionNo}`;

const used = (lines: readonly SelectedLine[], exceptKey: string): number => lines.reduce((sum, l) => (l.key === exceptKey ? sum : sum + l.qty), 0);

/** Limits for one line, given what the other lines already take of the item's caps. */
export function lineLimits(model: OptionModel, state: SelectionState, key: string): QuantityLimits {
  const line = state.lines.find((l) => l.key === key);
  const resolved = line?.optionNo != null ? findPurchasable(model, line.optionNo) : null;
  return quantityLimits(model.item, resolved?.option ?? null, used(state.lines, key));
}

/** Type 0 starts with its one line at the minimum quantity; other types start empty. */
export function initialSelection(model: OptionModel): SelectionState {
  const empty: SelectionState = { path: [], lines: [], notice: null };
  if (model.kind !== 'none') return empty;
  const limits = quantityLimits(model.item);
  if (!limits.available) return { ...empty, notice: quantityMessage(limits.min, limits) };
  const line: SelectedLine = { key: ITEM_LINE_KEY, optionNo: null, labelPath: [], label: '', qty: limits.min, unitPrice: model.itemSellPrice, text: '' };
  return { ...empty, lines: [line] };
}

function addLeaf(model: OptionModel, state: SelectionState, optionNo: number): SelectionState {
  const resolved = findPurchasable(model, optionNo);
  if (!resolved || ownAvailability(resolved.option) !== 'onSale') return state;
  const key = lineKey(optionNo);
  const existing = state.lines.find((l) => l.key === key);
  const limits = quantityLimits(model.item, resolved.option, used(state.lines, key));
  if (existing) {
    if (!canIncrement(existing.qty, limits)) return { ...state, path: [], notice: quantityMessage(existing.qty + 1, limits) };
    const lines = state.lines.map((l) => (l.key === key ? { ...l, qty: l.qty + 1 } : l));
    return { path: [], lines, notice: null };
  }
  if (!limits.available) return { ...state, path: [], notice: quantityMessage(limits.min, limits) };
  const { labelPath } = resolved;
  const label = model.kind === 'single' ? productCopy.option.singleLineLabel(labelPath[0] ?? '', labelPath[1] ?? '') : labelPath.join(' / ');
  const line: SelectedLine = {
    key,
    optionNo,
    labelPath,
    label,
    qty: limits.min,
    unitPrice: unitPriceOf(resolved.option, model.itemSellPrice),
    text: '',
  };
  return { path: [], lines: [...state.lines, line], notice: null };
}

/**
 * Choose `optionNo` at `level`. Combined: choosing a parent moves the path (deeper choices are
 * dropped); choosing a purchasable leaf adds it, or one more of it, and resets the path for the
 * next pick. Single: `level` is the group and any purchasable value is added at once. A sold-out
 * leaf is not added (the UI offers the restock request instead); an unknown number changes nothing.
 */
export function selectOption(model: OptionModel, state: SelectionState, level: number, optionNo: number): SelectionState {
  if (model.kind === 'single') {
    const group = model.groups[level];
    return group?.values.some((v) => v.optionNo === optionNo) ? addLeaf(model, state, optionNo) : state;
  }
  if (model.kind !== 'combined' || level < 0 || level > state.path.length) return state;
  let options = model.roots;
  for (let i = 0; i < level; i++) options = options.find((o) => o.optionNo === state.path[i])?.list ?? [];
  const chosen = options.find((o) => o.optionNo === optionNo);
  if (!chosen) return state;
  if (chosen.list.length > 0) return { ...state, path: [...state.path.slice(0, level), optionNo], notice: null };
  return addLeaf(model, state, optionNo);
}

/** A line as kept across a login (src/product/kept-selection.ts): which option, how many, its text. */
export interface KeptLine {
  optionNo: number | null;
  qty: number;
  text: string;
}

/**
 * The selection rebuilt from kept lines through the same rules as choosing them: an option that
 * is gone or sold out meanwhile is left out, a quantity is clamped to today's limits.
 */
export function restoreLines(model: OptionModel, kept: readonly KeptLine[]): SelectionState {
  let state = initialSelection(model);
  for (const k of kept) {
    if (k.optionNo === null) {
      if (model.kind !== 'none') continue;
    } else {
      state = addLeaf(model, state, k.optionNo);
    }
    const key = k.optionNo === null ? ITEM_LINE_KEY : lineKey(k.optionNo);
    if (!state.lines.some((l) => l.key === key)) continue;
    state = setLineText(setLineQty(model, state, key, k.qty), key, k.text);
  }
  return { ...state, path: [], notice: null };
}

export function removeLine(state: SelectionState, key: string): SelectionState {
  if (!state.lines.some((l) => l.key === key)) return state;
  return { ...state, lines: state.lines.filter((l) => l.key !== key), notice: null };
}

/** Set a line's quantity, clamped to its limits; a clamp leaves the reason in `notice`. */
export function setLineQty(model: OptionModel, state: SelectionState, key: string, qty: number): SelectionState {
  const line = state.lines.find((l) => l.key === key);
  if (!line) return state;
  const limits = lineLimits(model, state, key);
  const requested = Number.isFinite(qty) ? Math.floor(qty) : line.qty;
  const next = clampQuantity(requested, limits);
  const notice = next === requested ? null : quantityMessage(requested, limits);
  if (next === line.qty && notice === null && state.notice === null) return state;
  return { ...state, lines: state.lines.map((l) => (l.key === key ? { ...l, qty: next } : l)), notice };
}

export const incrementLine = (model: OptionModel, state: SelectionState, key: string): SelectionState => setLineQty(model, state, key, (state.lines.find((l) => l.key === key)?.qty ?? 0) + 1);

export const decrementLine = (model: OptionModel, state: SelectionState, key: string): SelectionState => setLineQty(model, state, key, (state.lines.find((l) => l.key === key)?.qty ?? 0) - 1);

export function setLineText(state: SelectionState, key: string, text: string): SelectionState {
  if (!state.lines.some((l) => l.key === key)) return state;
  return { ...state, lines: state.lines.map((l) => (l.key === key ? { ...l, text } : l)) };
}

export interface SelectionTotals {
  qty: number;
  amount: number;
  amountText: string;
}

export function selectionTotals(state: SelectionState): SelectionTotals {
  const qty = state.lines.reduce((sum, l) => sum + l.qty, 0);
  const amount = state.lines.reduce((sum, l) => sum + l.qty * l.unitPrice, 0);
  return { qty, amount, amountText: formatWon(amount) };
}

/** Keys of lines still missing a required text. */
export function linesMissingText(model: OptionModel, state: SelectionState): string[] {
  if (!model.text.required) return [];
  return state.lines.filter((l) => l.text.trim() === '').map((l) => l.key);
}

/** Something chosen, every quantity positive and every required text filled in. */
export function canOrder(model: OptionModel, state: SelectionState): boolean {
  return state.lines.length > 0 && state.lines.every((l) => l.qty > 0) && linesMissingText(model, state).length === 0;
}
