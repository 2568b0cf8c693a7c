/**
 * Catalogue ids (item, option and brand numbers) in requests, by the one rule of
 * rules/item-no.ts: a JSON number in a body, a canonical digit string in a path.
 */

import * as z from 'zod';
import { MAX_ITEM_NO, parseItemNo } from '../../rules/item-no';

export const CatalogueIdSchema = z.number().int().positive().max(MAX_ITEM_NO);

/** '1001' → 1001; '01', '1e3', '-1' and anything past MAX_ITEM_NO are refused. */
export const CatalogueIdParamSchema = z
  .string()
  .refine((raw) => parseItemNo(raw) !== null, `must be a positive integer up to ${MAX_ITEM_NO}`)
  .transform(Number);
