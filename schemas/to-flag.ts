/** Spec 3.1 flags without zod, so browser code (zod/mini only) folds them the same way: see flag.ts. */

export type Flag = 'T' | 'F';

export function toFlag(value: unknown): Flag {
  if (value === true || value === 1) return 'T';
  if (typeof value === 'string') {
    const v = value.trim().toUpperCase();
    return v === 'T' || v === 'Y' || v === 'YES' || v === 'TRUE' || v === '1' ? 'T' : 'F';
  }
  return 'F';
}
