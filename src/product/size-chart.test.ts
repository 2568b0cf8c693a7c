import { describe, expect, it } from 'vitest';
import { SizeChartRowSchema, type SizeChartRow } from '../../schemas/size-chart';
import { columnOrder, formatCell, sizeChartTable, visibleColumns } from './size-chart';

const rows = (input: Parameters<typeof SizeChartRowSchema.parse>[0][]): SizeChartRow[] => input.map((r) => SizeChartRowSchema.parse(r));

describe('sizeChartTable (spec 3.4)', () => {
  it('shows only columns with a non-zero value somewhere', () => {
    const table = sizeChartTable(
      rows([
        { sizeName: 'S', totalLength: 70, shoulderWidth: 0, chestWidth: '52.5', sleeveLength: 'null', waistWidth: null },
        { sizeName: 'M', totalLength: 72, shoulderWidth: '0', chestWidth: 55, sleeveLength: 'null', hemWidth: '' },
      ]),
    );
    expect(table?.columns).toEqual(['totalLength', 'chestWidth']);
    expect(table?.headers).toEqual(['사이즈(cm)', '총장', '가슴단면']);
    expect(table?.rows).toEqual([
      { sizeName: 'S', cells: ['70', '52.5'] },
      { sizeName: 'M', cells: ['72', '55'] },
    ]);
  });

  it('keeps the spec column order and Korean labels', () => {
    const all = { totalLength: 1, shoulderWidth: 1, chestWidth: 1, sleeveLength: 1, waistWidth: 1, hipsWidth: 1, crotchLength: 1, thighWidth: 1, hemWidth: 1 };
    expect(sizeChartTable(rows([{ sizeName: 'F', ...all }]))?.headers).toEqual(['사이즈(cm)', '총장', '어깨너비', '가슴단면', '소매길이', '허리단면', '엉덩이단면', '밑위', '허벅지단면', '밑단단면']);
  });

  it('shows a column once one row has a value, with dashes where others have none', () => {
    const table = sizeChartTable(
      rows([
        { sizeName: 'S', waistWidth: 'null' },
        { sizeName: 'M', waistWidth: 38 },
        { sizeName: 'L', waistWidth: 0 },
      ]),
    );
    expect(table?.rows.map((r) => r.cells)).toEqual([['-'], ['38'], ['-']]);
  });

  it('is null for an empty chart or one without measurements', () => {
    expect(sizeChartTable([])).toBeNull();
    expect(sizeChartTable(rows([{ sizeName: 'S', totalLength: 'null', chestWidth: 0 }]))).toBeNull();
  });

  it('formats cells', () => {
    expect(formatCell(72.25)).toBe('72.3');
    expect(formatCell(1200)).toBe('1200');
    expect(formatCell(null)).toBe('-');
    expect(formatCell(-2)).toBe('-2');
    expect(visibleColumns([])).toEqual([]);
  });
});

describe('sizeChartType layouts (spec 3.2, docs/architecture.md decision 17)', () => {
  const all = { totalLength: 1, shoulderWidth: 2, chestWidth: 3, sleeveLength: 4, waistWidth: 5, hipsWidth: 6, crotchLength: 7, thighWidth: 8, hemWidth: 9 };

  it('leads a bottom chart with the waist, hips, rise and thigh, then the hem and length', () => {
    const table = sizeChartTable(rows([{ sizeName: 'S', ...all, shoulderWidth: 0, chestWidth: 0, sleeveLength: 0 }]), 2);
    expect(table?.kind).toBe('bottom');
    expect(table?.headers).toEqual(['사이즈(cm)', '허리단면', '엉덩이단면', '밑위', '허벅지단면', '밑단단면', '총장']);
    expect(table?.rows[0]?.cells).toEqual(['5', '6', '7', '8', '9', '1']);
  });

  it('leads a top chart with the length and upper body, an outer with the shoulder, chest and sleeve', () => {
    expect(columnOrder(1).slice(0, 5)).toEqual(['totalLength', 'shoulderWidth', 'chestWidth', 'sleeveLength', 'hemWidth']);
    expect(columnOrder(3).slice(0, 4)).toEqual(['shoulderWidth', 'chestWidth', 'sleeveLength', 'totalLength']);
    expect(sizeChartTable(rows([{ sizeName: 'M', ...all }]), 3)?.kind).toBe('outer');
  });

  it('keeps every measurement with a value: those a layout does not lead follow in spec order', () => {
    const table = sizeChartTable(rows([{ sizeName: 'M', ...all }]), 1);
    expect(table?.columns).toEqual(['totalLength', 'shoulderWidth', 'chestWidth', 'sleeveLength', 'hemWidth', 'waistWidth', 'hipsWidth', 'crotchLength', 'thighWidth']);
    expect(new Set(columnOrder(2)).size).toBe(9);
  });

  it('draws 0, an unknown or a negative type in the spec order with no garment named', () => {
    for (const type of [0, 4, -1, 1.5]) {
      const table = sizeChartTable(rows([{ sizeName: 'M', ...all }]), type);
      expect(table?.kind).toBeNull();
      expect(table?.columns).toEqual(visibleColumns(rows([{ sizeName: 'M', ...all }])));
    }
  });
});
