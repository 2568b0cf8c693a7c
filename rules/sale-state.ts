/**
 * Sale state of an item (spec 4.1): the same rule for the item page's buttons and for the origin's
 * check of a cart or order. Labels and buttons are src/product/status.ts's.
 *
 * Numeric status → state:
 *   1 on stock / sale ............................. onSale
 *   0 prepare for sale / sale wait ................ prepare    판매 예정
 *   50 apply success (approved, not yet selling) .. prepare    판매 예정
 *   5 sold out / sale holding ..................... soldOut    품절 (restock request offered)
 *   21 stop selling ............................... stopped    판매 중지
 *   9 discontinued / sale close ................... closed     판매 종료
 *   10 wait, 11 apply request, 12 rejected,
 *   20 deleted, 99 unregister, anything unknown ... notForSale 판매하지 않는 상품
 * Named status → state: ON_STOCK onSale, PREPARE_FOR_SALE prepare, PREVIEW prepare (shown before
 * the sale opens), SOLD_OUT soldOut, STOP_SELLING stopped, DISCONTINUED closed; an empty or unknown
 * name says nothing and leaves the numeric status to decide.
 * When both are given the more restrictive wins (order of SEVERITY), so a stale "on stock" in one
 * field never sells what the other says is gone.
 *
 * The availability window can only make an on-sale or sold-out item stricter: before
 * availableBeginTimestamp it is `prepare`, after availableEndTimestamp (unless
 * useWithoutAvailableEndDate) it is `closed`.
 */

import type { ItemDetail } from '../schemas/item-detail';
import { parseSeoul } from './seoul-time';

export type SaleStateKind = 'onSale' | 'prepare' | 'soldOut' | 'stopped' | 'closed' | 'notForSale';

const SEVERITY: Record<SaleStateKind, number> = { onSale: 0, prepare: 1, soldOut: 2, stopped: 3, closed: 4, notForSale: 5 };

const NUMERIC: Record<number, SaleStateKind> = { 0: 'prepare', 1: 'onSale', 5: 'soldOut', 9: 'closed', 21: 'stopped', 50: 'prepare' };

const NAMED: Record<string, SaleStateKind> = {
  PREPARE_FOR_SALE: 'prepare',
  ON_STOCK: 'onSale',
  SOLD_OUT: 'soldOut',
  STOP_SELLING: 'stopped',
  DISCONTINUED: 'closed',
  PREVIEW: 'prepare',
};

export const stateOfNumericStatus = (status: number): SaleStateKind => NUMERIC[status] ?? 'notForSale';

export const stateOfNamedStatus = (status: string | null | undefined): SaleStateKind | null => NAMED[(status ?? '').trim().toUpperCase()] ?? null;

const stricter = (a: SaleStateKind, b: SaleStateKind): SaleStateKind => (SEVERITY[b] > SEVERITY[a] ? b : a);

export type SaleWindowInput = Pick<ItemDetail, 'itemStockStatus' | 'frontItemStockStatus' | 'availableBeginTimestamp' | 'availableEndTimestamp' | 'useWithoutAvailableEndDate'>;

export interface SaleStateOf {
  state: SaleStateKind;
  /** The sale window in force, parsed as Seoul time; null when open-ended or unreadable. */
  begin: Date | null;
  end: Date | null;
  /** The window has not opened yet at `now`. */
  notStarted: boolean;
}

export function saleStateOf(item: SaleWindowInput, now: Date): SaleStateOf {
  const fromNumber = stateOfNumericStatus(item.itemStockStatus);
  const fromName = stateOfNamedStatus(item.frontItemStockStatus);
  let state = fromName === null ? fromNumber : stricter(fromNumber, fromName);

  const begin = parseSeoul(item.availableBeginTimestamp);
  const end = item.useWithoutAvailableEndDate === 'T' ? null : parseSeoul(item.availableEndTimestamp);
  const t = now.getTime();
  const notStarted = begin !== null && t < begin.getTime();
  const ended = end !== null && t >= end.getTime();
  if (state === 'onSale' || state === 'soldOut') {
    if (ended) state = 'closed';
    else if (notStarted) state = 'prepare';
  }
  return { state, begin, end, notStarted };
}
