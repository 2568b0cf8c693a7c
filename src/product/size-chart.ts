import { SIZE_CHART_COLUMNS, type SizeChartColumn, type SizeChartRow } from '../../schemas/size-chart';
import { productCopy } from '../copy/ko';

/**
 * Spec 3.4 size chart. A measurement column is shown only if some row has a non-zero value in
 * it; the schema has already turned the text 'null' (and blanks) into null. The size-name
 * column always leads. An empty chart, or one whose every measurement is empty, is null so the
 * page can leave the section out.
 */

export type SizeChartKind = 'top' | 'bottom' | 'outer';

/**
 * Spec 3.2 sizeChartType, which the spec does not spell out (docs/architecture.md decision 17):
 * 1 top, 2 bottom, 3 outer, as the upstream files items by their second-level category. The
 * type picks the measurements that lead the chart, in the order a shopper checks them for that
 * garment; any other measurement with a value follows in the spec's order, so no data is lost.
 * 0 or an unknown type: the spec 3.4 order, no garment named.
 */
const LAYOUTS: Record<number, { kind: SizeChartKind; lead: readonly SizeChartColumn[] }> = {
  1: { kind: 'top', lead: ['totalLength', 'shoulderWidth', 'chestWidth', 'sleeveLength', 'hemWidth'] },
  2: { kind: 'bottom', lead: ['waistWidth', 'hipsWidth', 'crotchLength', 'thighWidth', 'hemWidth', 'totalLength'] },
  3: { kind: 'outer', lead: ['shoulderWidth', 'chestWidth', 'sleeveLength', 'totalLength', 'hemWidth'] },
};

/** The column order of a chart type: its leading measurements, then the rest in spec order. */
export function columnOrder(sizeChartType: number): readonly SizeChartColumn[] {
  const layout = LAYOUTS[sizeChartType];
  if (!layout) return SIZE_CHART_COLUMNS;
  return [...layout.lead, ...SIZE_CHART_COLUMNS.filter((c) => !layout.lead.includes(c))];
}

export interface SizeChartTable {
  /** The garment the chart type names; null for 0 or an unknown type. */
  kind: SizeChartKind | null;
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

export function visibleColumns(rows: readonly SizeChartRow[], sizeChartType = 0): SizeChartColumn[] {
  return columnOrder(sizeChartType).filter((column) => rows.some((row) => hasValue(row[column])));
}

/** `sizeChartType`: the additional detail's (spec 3.2), 0 when it is not known. */
export function sizeChartTable(rows: readonly SizeChartRow[], sizeChartType = 0): SizeChartTable | null {
  const columns = visibleColumns(rows, sizeChartType);
  if (columns.length === 0) return null;
  const labels = productCopy.sizeChart;
  return {
    kind: LAYOUTS[sizeChartType]?.kind ?? null,
    columns,
    headers: [labels.sizeName, ...columns.map((c) => labels[c])],
    rows: rows.map((row) => ({ sizeName: row.sizeName.trim(), cells: columns.map((c) => formatCell(row[c])) })),
  };
}
