import { describe, expect, it } from 'vitest';
import { mileageRefusal, mileageRules } from './mileage';

describe('mileage rules', () => {
  it('allows up to the balance and the amount after the coupon, in units of 10 won', () => {
    expect(mileageRules(12_500, 100_000)).toEqual({ minBalance: 1000, unit: 10, max: 12_500 });
    expect(mileageRules(12_505, 100_000).max).toBe(12_500);
    expect(mileageRules(12_500, 4_995).max).toBe(4_990);
    expect(mileageRules(999, 100_000).max).toBe(0);
    expect(mileageRules(-200, 100_000).max).toBe(0);
  });
  it('refuses below the minimum balance, off the unit, or over the most', () => {
    const rules = mileageRules(5000, 3000);
    expect(mileageRefusal(0, 0, rules)).toBeNull();
    expect(mileageRefusal(3000, 5000, rules)).toBeNull();
    expect(mileageRefusal(3010, 5000, rules)).toBe('ABOVE_MAX');
    expect(mileageRefusal(15, 5000, rules)).toBe('NOT_UNIT');
    expect(mileageRefusal(-10, 5000, rules)).toBe('NOT_UNIT');
    expect(mileageRefusal(500, 900, mileageRules(900, 3000))).toBe('BELOW_MIN_BALANCE');
  });
});
