import { describe, expect, it } from 'vitest';
import { FITS, GENDER_FILTERS, ITEM_LABELS, SAMPLE_DISPLAYS } from '../../../rules/item-enums';
import { itemLabelOf } from '../../../rules/item-label';
import { buildCatalogue, isListable } from './catalogue';
import { seedDate } from './builders';

describe('spec 4.2 attributes in the demo catalogue', () => {
  const cat = buildCatalogue();
  const byNo = new Map(cat.items.map((i) => [i.row.item_no, i]));
  const listable = cat.items.filter(isListable);

  it('carries every item label, fit, gender and sample display value', () => {
    const values = (column: string, items = cat.items) => new Set(items.map((i) => Number(i.row[column] ?? 0)));
    for (const v of ITEM_LABELS) expect(values('item_label').has(v), `label ${v}`).toBe(true);
    for (const v of SAMPLE_DISPLAYS) expect(values('sample_display').has(v), `sample display ${v}`).toBe(true);
    // The filters must find something in listings: every fit and gender on a listable item.
    for (const v of FITS) expect(values('fit', listable).has(v), `fit ${v}`).toBe(true);
    for (const v of GENDER_FILTERS) expect(values('gender', listable).has(v), `gender ${v}`).toBe(true);
  });

  it('names the fixtures docs/catalogue.md lists', () => {
    const row = (no: number) => byNo.get(no)!.row;
    expect([1001, 1002, 1006, 1007, 1009, 1120].map((n) => row(n).item_label)).toEqual([0, 1, 2, 2, 3, 3]);
    expect([1006, 1004, 1002, 1009].map((n) => row(n).fit)).toEqual([1, 2, 3, 4]);
    expect([1006, 1004, 1002, 1009].map((n) => row(n).sample_display)).toEqual([0, 1, 2, 3]);
    expect(row(1120).gender).toBe(1);
    expect(isListable(byNo.get(1120)!)).toBe(true);
  });

  it('marks sample reviews on the items whose display moves or hides them', () => {
    const samples = (no: number) => byNo.get(no)!.reviews.flatMap((r, i) => (r.is_sample ? [i] : []));
    expect([samples(1002), samples(1004), samples(1006), samples(1009)]).toEqual([[0, 1], [4], [2], [5, 6]]);
  });

  it('words each fixture label at the seed day', () => {
    const at = (no: number) => {
      const r = byNo.get(no)!.row;
      const input = {
        itemLabel: r.item_label,
        availableBeginTimestamp: (r.available_begin_at as string | null) ?? null,
        availableEndTimestamp: (r.available_end_at as string | null) ?? null,
        useWithoutAvailableEndDate: r.use_without_available_end_date === false ? ('F' as const) : ('T' as const),
      };
      return itemLabelOf(input, new Date(`${seedDate(0, '12:00:00').replace(' ', 'T')}+09:00`));
    };
    expect(at(1001)).toBeNull();
    expect(at(1002)).toEqual({ kind: 'sale', until: null });
    expect(at(1006)).toMatchObject({ kind: 'date', event: 'close', today: false });
    expect(at(1007)).toMatchObject({ kind: 'date', event: 'open', today: false });
    expect(at(1009)).toEqual({ kind: 'dday', event: 'close', days: 5 });
    expect(at(1120)).toEqual({ kind: 'dday', event: 'open', days: 3 });
  });
});
