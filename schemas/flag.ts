/**
 * Spec 3.1: boolean flags from the server become 'T'/'F'. Upstreams send booleans, 'T'/'F',
 * 'Y'/'N', 1/0 or nothing; everything is folded into one two-letter type so components never
 * guess. A missing flag is 'F'.
 */

import * as z from 'zod';

export type Flag = 'T' | 'F';

export function toFlag(value: unknown): Flag {
  if (value === true || value === 1) return 'T';
  if (typeof value === 'string') {
    const v = value.trim().toUpperCase();
    return v === 'T' || v === 'Y' || v === 'YES' || v === 'TRUE' || v === '1' ? 'T' : 'F';
  }
  return 'F';
}

/** Flag spellings in any letter case; anything else is a mismatch, i.e. a failed response. */
const FLAG_TEXT = /^(t|f|y|n|yes|no|true|false|1|0)$/i;

export const flag = z
  .union([z.boolean(), z.string().trim().regex(FLAG_TEXT), z.literal(0), z.literal(1), z.null()])
  .optional()
  .transform(toFlag);

export const isOn = (f: Flag): boolean => f === 'T';
