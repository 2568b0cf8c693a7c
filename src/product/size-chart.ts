import { SIZE_CHART_COLUMNS, type SizeChartColumn, type SizeChartRow } from '../../schemas/size-chart';
import { productCopy } from '../copy/ko';

/**
 * Spec 3.4 size chart. A measurement column is shown only if some row has a non-zero value in
 * it; the schema has already turned the text 'null' (and blanks) into null. The size-name
 * column always leads. An empty chart, or one whose every measurement is empty, is null so the
 * page can leave the section out.
 */

export interface SizeChartTable {
  columns: SizeChartColumn[];
  /** '사이즈(cm)' then the Korean name of each shown column. */
  headers: string[];
  rows: { sizeName: string; cells: string[] }[];
}

const cellFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1, useGrouping: false });

const hasValue = (v: number | null): v is number => v !== null && Number.isFinite(v) && v !== 0;

/** 72.5 → '72.5', 60 → '60'; empty or zero in a shown column → '-'. */
export function formatCell(value: number | null): string {
  return hasValue(value) ? cellFormat.format(value) : productCopy.sizeChart.emptyCell;
}

export function visibleColumns(rows: readonly SizeChartRow[]): SizeChartColumn[] {
  return SIZE_CHART_COLUMNS.filter((column) => rows.some((row) => hasValue(row[column])));
}

export function sizeChartTable(rows: readonly SizeChartRow[]): SizeChartTable | null {
  const columns = visibleColumns(rows);
  if (columns.length === 0) return null;
  const labels = productCopy.sizeChart;
  return {
    columns,
    headers: [labels.sizeName, ...columns.map((c) => labels[c])],
    rows: rows.map((row) => ({ sizeName: row.sizeName.trim(), cells: columns.map((c) => formatCell(row[c])) })),
  };
}
