import type { CartLine } from '../../schemas/cart';
import { ImageType, type ItemDetail } from '../../schemas/item-detail';
import { ko } from '../copy/ko';
import { heldLine } from '../../rules/adult-holding';
import { unitPriceOf } from '../../rules/options';
import { quantityLimits } from '../../rules/quantity';
import { checkLines, purchasableOptions } from './member-actions-lines';

/**
 * A stored cart line as the cart page shows it, read against the item as it is now: today's
 * price (a cart keeps no price of its own), the quantity limits, and whether it can be ordered
 * as it stands. The decision is the add-to-cart check of the item page (checkLines), so a line
 * the cart calls orderable is one the order will accept.
 */
export interface StoredCartLine {
  cartItemNo: number;
  itemNo: number;
  optionKey: number;
  text: string;
  qty: number;
  /** As the catalogue names them, also for an item no longer sold (the detail is then null). */
  itemName: string | null;
  brandName: string | null;
}

const m = ko.memberService;

function mainImage(item: ItemDetail): string {
  const main = item.itemImages.find((i) => i.imageType === ImageType.MAIN && i.imageUrl) ?? item.itemImages.find((i) => i.imageUrl);
  return main?.imageUrl ?? '';
}

/** A line whose item is gone from the catalogue: shown with what the cart knows, never orderable. */
export function goneLine(stored: StoredCartLine): CartLine {
  return {
    cartItemNo: stored.cartItemNo,
    itemNo: stored.itemNo,
    itemName: stored.itemName ?? '',
    brandName: stored.brandName ?? '',
    imageUrl: '',
    optionNo: stored.optionKey > 0 ? stored.optionKey : null,
    optionLabel: '',
    text: stored.text,
    qty: stored.qty,
    unitPrice: 0,
    consumerUnitPrice: 0,
    minQty: 1,
    maxQty: null,
    state: 'unavailable',
    reason: m.notOnSale,
    shipping: { type: 1, fee: 0, freeThreshold: 0, freeBrand: false },
  };
}

export function cartLineOf(stored: StoredCartLine, item: ItemDetail, now: Date): CartLine {
  const optionNo = stored.optionKey > 0 ? stored.optionKey : null;
  const found = optionNo === null ? undefined : purchasableOptions(item)?.get(optionNo);
  const option = found?.option ?? null;
  const limits = quantityLimits(item, option);
  const check = checkLines(item, [{ optionNo, qty: stored.qty, text: stored.text }], 'cart', now);
  const unitPrice = Math.max(0, Math.round(unitPriceOf(option, item.sellPrice)));
  // The item's discount carries over to an option with a price of its own.
  const consumer = item.consumerPrice > item.sellPrice ? Math.round(item.consumerPrice + (unitPrice - item.sellPrice)) : unitPrice;
  let state: CartLine['state'] = 'orderable';
  let reason = '';
  if (!check.ok) {
    reason = check.refusal.message;
    const code = check.refusal.errorCode;
    state = code === 'QUANTITY_LIMIT' && limits.available ? 'quantity' : code === 'SOLD_OUT' ? 'soldOut' : 'unavailable';
  }
  return {
    cartItemNo: stored.cartItemNo,
    itemNo: stored.itemNo,
    itemName: item.itemName || stored.itemName || '',
    brandName: item.frontBrand.frontBrandName || stored.brandName || '',
    imageUrl: mainImage(item),
    optionNo,
    optionLabel: found?.label ?? '',
    text: stored.text,
    qty: stored.qty,
    unitPrice,
    consumerUnitPrice: Math.max(consumer, unitPrice),
    minQty: limits.min,
    maxQty: limits.max,
    state,
    reason,
    shipping: {
      type: item.itemOrderMeta.shippingType,
      fee: Math.max(0, Math.round(item.itemOrderMeta.shippingFee)),
      freeThreshold: Math.max(0, Math.round(item.itemOrderMeta.freeShippingThreshold)),
      freeBrand: item.frontBrand.isFreeShipping === 'T',
    },
  };
}

/**
 * A line of an adult-only item in the cart of a member who is not (or no longer) a verified
 * adult: kept, as the item page's gate shows the item (no name, brand or picture), and not
 * orderable (the order refuses it too: member-item.ts adultGate).
 */
export function adultWithheldLine(line: CartLine): CartLine {
  return { ...heldLine(line, true, false), state: 'unavailable', reason: m.adultOnlyAction };
}
