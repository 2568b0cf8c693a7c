import { describe, expect, it } from 'vitest';
import { SizeChartRowSchema, type SizeChartRow } from '../../schemas/size-chart';
import { formatCell, sizeChartTable, visibleColumns } from './size-chart';

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
