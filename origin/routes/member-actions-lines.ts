import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../rules/error-codes';
import type { ItemDetail } from '../../schemas/item-detail';
import type { OptionItem } from '../../schemas/option';
import type { OrderLineInput } from '../../schemas/requests/member-actions';
import { buildOptionModel, ownAvailability, unitPriceOf, type OptionAvailability } from '../../rules/options';
import { quantityLimits, quantityProblem } from '../../rules/quantity';
import { saleStateOf } from '../../rules/sale-state';
import { shippingFeeFor } from '../../rules/shipping-fee';
import { ko } from '../copy/ko';

/**
 * Whether the lines a member asks for can be put in a cart or an order, decided by the same
 * rules the item page shows (sale state, option grouping, quantity limits) so the page and the
 * origin never disagree, and so a browser that skips the page's checks gains nothing.
 */
const m = ko.memberService;

export type LineInput = OrderLineInput;

export type Action = 'cart' | 'buyNow' | 'gift';

export interface CheckedLine {
  optionNo: number | null;
  /** optionNo, or 0 for an item without options (the cart's key column). */
  optionKey: number;
  text: string;
  qty: number;
  unitPrice: number;
}

export interface Refusal {
  status: ContentfulStatusCode;
  errorCode: ErrorCode;
  message: string;
}

export type LinesCheck = { ok: true; lines: CheckedLine[] } | { ok: false; refusal: Refusal };

const refuse = (status: ContentfulStatusCode, errorCode: ErrorCode, message: string): LinesCheck => ({
  ok: false,
  refusal: { status, errorCode, message },
});

export interface Purchasable {
  option: OptionItem;
  label: string;
  availability: OptionAvailability;
}

/** Every purchasable option by number, with its label and the strictest status on its path. */
export function purchasableOptions(item: ItemDetail): Map<number, Purchasable> | null {
  const model = buildOptionModel(item);
  const out = new Map<number, Purchasable>();
  const rank: Record<OptionAvailability, number> = { onSale: 0, soldOut: 1, unavailable: 2 };
  const walk = (option: OptionItem, path: string[], inherited: OptionAvailability) => {
    const own = ownAvailability(option);
    const availability = rank[own] > rank[inherited] ? own : inherited;
    const labels = [...path, option.title.trim()];
    if (option.list.length === 0) out.set(option.optionNo, { option, label: labels.join(' / '), availability });
    else for (const child of option.list) walk(child, labels, availability);
  };
  if (model.kind === 'none') return null;
  if (model.kind === 'combined') for (const root of model.roots) walk(root, [], 'onSale');
  else for (const group of model.groups) for (const value of group.values) walk(value, [], 'onSale');
  return out;
}

/** The sale state and the action's own switch (cart active, gift allowed). */
function actionRefusal(item: ItemDetail, action: Action, now: Date): LinesCheck | null {
  const sale = saleStateOf(item, now);
  if (sale.state === 'soldOut') return refuse(409, 'SOLD_OUT', m.itemSoldOut);
  if (sale.state !== 'onSale') return refuse(409, 'NOT_ON_SALE', m.notOnSale);
  if (action === 'cart' && item.features.isActiveCart !== 'T') return refuse(409, 'CART_INACTIVE', m.cartInactive);
  if (action === 'gift' && item.isAllowedGiftOrder !== 'T') return refuse(409, 'GIFT_NOT_ALLOWED', m.giftNotAllowed);
  return null;
}

/**
 * Text sent for an item that takes none (issue 27): refused with the line's field, not dropped in
 * silence, so free text goes only where the item asks for it. Checked on what a member sends,
 * not on stored lines (a text option the merchant removed later is no fault of the cart).
 */
export function unwantedText(item: ItemDetail, lines: readonly LineInput[]): (Refusal & { field: string }) | null {
  if (buildOptionModel(item).text.enabled) return null;
  const at = lines.findIndex((line) => (line.text ?? '').trim() !== '');
  return at < 0 ? null : { status: 400, errorCode: 'TEXT_NOT_ALLOWED', message: m.textNotAllowed, field: `lines.${at}.text` };
}

export function checkLines(item: ItemDetail, lines: readonly LineInput[], action: Action, now: Date): LinesCheck {
  const refusal = actionRefusal(item, action, now);
  if (refusal) return refusal;
  if (lines.length === 0) return refuse(400, 'OPTION_REQUIRED', m.optionRequired);

  const model = buildOptionModel(item);
  const options = purchasableOptions(item);
  const seen = new Set<string>();
  const resolved: { line: CheckedLine; option: OptionItem | null }[] = [];
  for (const line of lines) {
    const text = model.text.enabled ? (line.text ?? '').trim() : '';
    if (model.text.required && text === '') return refuse(400, 'TEXT_REQUIRED', m.textRequired);
    let option: OptionItem | null = null;
    if (options === null) {
      if (line.optionNo !== null) return refuse(400, 'INVALID_OPTION', m.optionNotFound);
    } else {
      if (line.optionNo === null) return refuse(400, 'OPTION_REQUIRED', m.optionRequired);
      const found = options.get(line.optionNo);
      if (!found) return refuse(400, 'INVALID_OPTION', m.optionNotFound);
      if (found.availability === 'soldOut') return refuse(409, 'SOLD_OUT', m.optionSoldOut(found.label));
      if (found.availability === 'unavailable') return refuse(409, 'OPTION_UNAVAILABLE', m.optionUnavailable(found.label));
      option = found.option;
    }
    const key = `${line.optionNo ?? 0}\u001f${text}`;
    if (seen.has(key)) return refuse(400, 'DUPLICATE_OPTION', m.duplicateOption);
    seen.add(key);
    const unitPrice = unitPriceOf(option, item.sellPrice);
    resolved.push({ option, line: { optionNo: line.optionNo, optionKey: line.optionNo ?? 0, text, qty: line.qty, unitPrice } });
  }

  const total = resolved.reduce((sum, r) => sum + r.line.qty, 0);
  for (const { line, option } of resolved) {
    const limits = quantityLimits(item, option, total - line.qty);
    const problem = quantityProblem(line.qty, limits);
    if (problem) return refuse(409, 'QUANTITY_LIMIT', problem.key === 'unavailable' ? ko.quantity.unavailable : ko.quantity[problem.key](problem.limit));
  }
  return { ok: true, lines: resolved.map((r) => r.line) };
}

/**
 * A restock request names something that is sold out and may come back: a sold-out option,
 * or any option (or the item itself, when it has none) of a sold-out item. Options that are
 * gone for good and items no longer sold are refused: nothing will ever be restocked.
 */
export function checkRestock(item: ItemDetail, optionNo: number | null, now: Date): { ok: true; optionKey: number } | { ok: false; refusal: Refusal } {
  const state = saleStateOf(item, now).state;
  if (state !== 'onSale' && state !== 'soldOut') return { ok: false, refusal: { status: 409, errorCode: 'NOT_ON_SALE', message: m.notOnSale } };
  const options = purchasableOptions(item);
  if (options === null) {
    if (optionNo !== null) return { ok: false, refusal: { status: 400, errorCode: 'INVALID_OPTION', message: m.optionNotFound } };
    return state === 'soldOut' ? { ok: true, optionKey: 0 } : { ok: false, refusal: { status: 409, errorCode: 'NOT_SOLD_OUT', message: m.restockNotSoldOut } };
  }
  if (optionNo === null) return { ok: false, refusal: { status: 400, errorCode: 'OPTION_REQUIRED', message: m.optionRequired } };
  const found = options.get(optionNo);
  if (!found) return { ok: false, refusal: { status: 400, errorCode: 'INVALID_OPTION', message: m.optionNotFound } };
  if (found.availability === 'unavailable') {
    return { ok: false, refusal: { status: 409, errorCode: 'OPTION_UNAVAILABLE', message: m.optionUnavailable(found.label) } };
  }
  if (state !== 'soldOut' && found.availability !== 'soldOut') {
    return { ok: false, refusal: { status: 409, errorCode: 'NOT_SOLD_OUT', message: m.restockNotSoldOut } };
  }
  return { ok: true, optionKey: optionNo };
}

/** The shipping fee of one item's checked lines together, as the item page and the cart show it. */
export function shippingFeeOf(item: Pick<ItemDetail, 'itemOrderMeta' | 'frontBrand'>, lines: readonly Pick<CheckedLine, 'qty' | 'unitPrice'>[]): number {
  const qty = lines.reduce((n, l) => n + l.qty, 0);
  const subtotal = lines.reduce((n, l) => n + l.unitPrice * l.qty, 0);
  return shippingFeeFor(item, qty, subtotal);
}
