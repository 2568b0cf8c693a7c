/**
 * A kept selection read back (./kept-selection.ts): session storage is a boundary, so the entry
 * is checked with zod/mini. Its own module, imported by the purchase panel only when an entry
 * is there, so zod's core is not part of the panel's chunk (issue 32 §3).
 */
import * as z from 'zod/mini';
import { readWithExpiry } from '../storage/expiring';
import type { KeptLine } from './option-selection';
import { MAX_KEPT_LINES } from './kept-selection';

const KeptSchema = z
  .array(
    z.object({
      optionNo: z.nullable(z.number().check(z.int(), z.positive())),
      qty: z.number().check(z.int(), z.positive(), z.maximum(9999)),
      text: z.string().check(z.maxLength(200)),
    }),
  )
  .check(z.maxLength(MAX_KEPT_LINES));

/** The kept lines, or null for nothing, an expired entry or anything that is not one. */
export function readKeptSelection(raw: string | null, now: number): KeptLine[] | null {
  const { value } = readWithExpiry<unknown>(raw, now);
  const parsed = KeptSchema.safeParse(value);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}
