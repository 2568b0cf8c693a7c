/**
 * Spec 3.1: boolean flags from the server become 'T'/'F'. Upstreams send booleans, 'T'/'F',
 * 'Y'/'N', 1/0 or nothing; everything is folded into one two-letter type so components never
 * guess. A missing flag is 'F'.
 */

import * as z from 'zod';
import { type Flag, toFlag } from './to-flag';

export { type Flag, toFlag } from './to-flag';

/** Flag spellings in any letter case; anything else is a mismatch, i.e. a failed response. */
const FLAG_TEXT = /^(t|f|y|n|yes|no|true|false|1|0)$/i;

export const flag = z
  .union([z.boolean(), z.string().trim().regex(FLAG_TEXT), z.literal(0), z.literal(1), z.null()])
  .optional()
  .transform(toFlag);

export const isOn = (f: Flag): boolean => f === 'T';
