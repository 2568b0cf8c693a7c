/**
 * Mileage to use on an order (issue 29 §1 할인). The spec says only that a balance below 0 is
 * shown as 0 (spec 5); the rest are the usual rules of Korean shops, ours until the upstream
 * says otherwise: usable once the balance is at least 1,000 won, in units of 10 won, at most
 * the balance and at most what the items cost after the coupon (shipping is paid in money).
 * The origin answers these with the order, so the page shows the same rules it enforces. Pure.
 */

export const MILEAGE_RULES = { minBalance: 1000, unit: 10 } as const;

export interface MileageRules {
  minBalance: number;
  unit: number;
  /** The most this order may use now (0 when none). */
  max: number;
}

/** The rules for a balance and the items' amount after the coupon. */
export function mileageRules(balance: number, afterCoupon: number): MileageRules {
  const { minBalance, unit } = MILEAGE_RULES;
  const usable = balance >= minBalance ? Math.min(balance, Math.max(0, afterCoupon)) : 0;
  return { minBalance, unit, max: Math.floor(usable / unit) * unit };
}

export type MileageRefusal = 'BELOW_MIN_BALANCE' | 'NOT_UNIT' | 'ABOVE_MAX';

/** Null when `use` is allowed by `rules` (0 always is), else why not. */
export function mileageRefusal(use: number, balance: number, rules: MileageRules): MileageRefusal | null {
  if (use === 0) return null;
  if (balance < rules.minBalance) return 'BELOW_MIN_BALANCE';
  if (!Number.isInteger(use) || use < 0 || use % rules.unit !== 0) return 'NOT_UNIT';
  if (use > rules.max) return 'ABOVE_MAX';
  return null;
}
