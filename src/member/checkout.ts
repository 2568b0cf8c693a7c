import type { OptionItem } from '../../schemas/option';

/**
 * The checkout summary's pure parts: the label of an ordered option (the titles on the way to
 * it, "블랙 / M"), and the totals. Amounts are whole won; anything non-finite counts as 0.
 */
export interface CheckoutLine {
  optionNo: number | null;
  text: string;
  qty: number;
  unitPrice: number;
}

/** "블랙 / M" for a leaf option in a nested list; '' when the option is not found. */
export function optionLabel(list: readonly OptionItem[], optionNo: number | null): string {
  if (optionNo === null) return '';
  const walk = (items: readonly OptionItem[], path: string[]): string | null => {
    for (const o of items) {
      const here = o.title ? [...path, o.title] : path;
      if (o.optionNo === optionNo && o.list.length === 0) return here.join(' / ');
      const found = walk(o.list, here);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(list, []) ?? '';
}

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

export function lineTotal(l: CheckoutLine): number {
  return whole(l.unitPrice) * whole(l.qty);
}

export function checkoutTotals(lines: readonly CheckoutLine[]): { qty: number; items: number } {
  return lines.reduce((t, l) => ({ qty: t.qty + whole(l.qty), items: t.items + lineTotal(l) }), { qty: 0, items: 0 });
}
