/**
 * The purchases this browser already reported (client/entry.tsx): the return from payment is
 * tracked once per order, so a reload counts no second purchase. Kept through the spec's
 * expiring storage (spec 5, 9): the list carries its expiry and falls back to memory where local
 * storage cannot be used (then a reload in a new page may count twice, the only way it can).
 */
import type { SafeStorage } from '../storage/expiring';

export const PURCHASES_KEY = 'sf_purchases';
/** Orders remembered; a reload of a payment return older than the last 20 orders is unlikely. */
export const PURCHASES_KEPT = 20;
/** How long the list lives after the last purchase: long past any reload of its return page. */
export const PURCHASES_TTL_MS = 30 * 86_400_000;

/** True when `orderNo` is new to this browser (and now remembered), false when already reported. */
export function firstReportOf(storage: SafeStorage, orderNo: string, nowMs: number): boolean {
  const kept = storage.getWithExpiry<unknown>(PURCHASES_KEY, nowMs);
  const seen = Array.isArray(kept) ? kept.filter((o): o is string => typeof o === 'string') : [];
  if (seen.includes(orderNo)) return false;
  storage.setWithExpiry(PURCHASES_KEY, [...seen, orderNo].slice(-PURCHASES_KEPT), nowMs + PURCHASES_TTL_MS);
  return true;
}
