import { describe, expect, it } from 'vitest';
import { OptionItemSchema } from '../../schemas/option';
import { checkoutTotals, lineTotal, optionLabel } from './checkout';

const opt = (title: string, optionNo: number, list: unknown[] = []) => OptionItemSchema.parse({ title, optionNo, list });

describe('checkout summary', () => {
  const options = [opt('블랙', 0, [opt('S', 11), opt('M', 12)]), opt('화이트', 0, [opt('M', 22)])];

  it('labels a nested option by its path', () => {
    expect(optionLabel(options, 12)).toBe('블랙 / M');
    expect(optionLabel(options, 22)).toBe('화이트 / M');
    expect(optionLabel(options, 99)).toBe('');
    expect(optionLabel(options, null)).toBe('');
  });

  it('totals quantities and amounts, ignoring nonsense', () => {
    const lines = [
      { optionNo: 11, text: '', qty: 2, unitPrice: 39000 },
      { optionNo: 12, text: '', qty: 1, unitPrice: 41000 },
      { optionNo: 22, text: '', qty: Number.NaN, unitPrice: 1000 },
    ];
    expect(lineTotal(lines[0]!)).toBe(78000);
    expect(checkoutTotals(lines)).toEqual({ qty: 3, items: 119000 });
  });
});
