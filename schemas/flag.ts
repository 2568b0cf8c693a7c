import { z } from 'zod';

/**
 * Spec 3.1: boolean flags from the server become 'T'/'F'. Upstreams send booleans, 'T'/'F',
 * 'Y'/'N', 1/0 or nothing; everything is folded into one two-letter type so components never
 * guess. A missing flag is 'F'.
 */
export type Flag = 'T' | 'F';

export function toFlag(value: unknown): Flag {
  if (value === true || value === 1) return 'T';
  if (typeof value === 'string') {
    const v = value.trim().toUpperCase();
    return v === 'T' || v === 'Y' || v === 'TRUE' || v === '1' ? 'T' : 'F';
  }
  return 'F';
}

export const flag = z
  .union([z.boolean(), z.enum(['T', 'F', 'Y', 'N', 't', 'f', 'y', 'n', 'true', 'false']), z.literal(0), z.literal(1), z.null()])
  .optional()
  .transform(toFlag);

export const isOn = (f: Flag): boolean => f === 'T';
