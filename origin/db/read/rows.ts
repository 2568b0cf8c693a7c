/**
 * Reading D1 rows: flags are stored as 0/1 and come back as numbers; answers carry real
 * booleans (the edge folds them into 'T'/'F').
 */

export type DbRow = Record<string, unknown>;

export const bool = (v: unknown): boolean => v === 1 || v === true || v === '1';
export const text = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
export const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const int = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);

/** A size-chart cell as stored: a number, or text such as 'null' passed through untouched. */
export const cell = (v: unknown): number | string | null => (typeof v === 'number' || typeof v === 'string' ? v : null);

export function jsonList(v: unknown): string[] {
  if (typeof v !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function resultsOf<T = DbRow>(r: D1Result<T> | undefined): T[] {
  return r?.results ?? [];
}

/** Groups rows by a numeric key, keeping order. */
export function groupBy<T extends DbRow>(rows: T[], key: string): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const k = int(r[key]);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
