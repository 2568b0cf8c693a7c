import * as z from 'zod';
import { str } from './primitives';

/** A size-chart cell: a number, a numeric string, or the text 'null' (dropped, spec 3.4). */
const cell = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v): number | null => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'string') {
      const t = v.trim();
      if (t === '' || t.toLowerCase() === 'null') return null;
      const n = Number(t);
      return Number.isFinite(n) ? n : null;
    }
    return Number.isFinite(v) ? v : null;
  });

/** Spec 3.4 columns, in display order after the size name. */
export const SIZE_CHART_COLUMNS = ['totalLength', 'shoulderWidth', 'chestWidth', 'sleeveLength', 'waistWidth', 'hipsWidth', 'crotchLength', 'thighWidth', 'hemWidth'] as const;
export type SizeChartColumn = (typeof SIZE_CHART_COLUMNS)[number];

export const SizeChartRowSchema = z.object({
  sizeName: str(),
  totalLength: cell,
  shoulderWidth: cell,
  chestWidth: cell,
  sleeveLength: cell,
  waistWidth: cell,
  hipsWidth: cell,
  crotchLength: cell,
  thighWidth: cell,
  hemWidth: cell,
});
export type SizeChartRow = z.output<typeof SizeChartRowSchema>;
