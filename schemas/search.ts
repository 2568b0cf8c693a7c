import * as z from 'zod';
import { enveloped } from './envelope';
import { lenientList } from './fields';

/**
 * Spec 3.8 search: popular keywords (`GET /api/v4/keyword/popular` → `data.popularKeyword`) and
 * autocomplete (`GET /api/v4/auto-complete` → `data.keywords`). Missing lists are empty.
 */

/** A keyword as a string, or an object carrying one; blanks are dropped. */
const keyword = z
  .union([z.string(), z.object({ keyword: z.string() }).transform((o) => o.keyword)])
  .transform((k) => k.trim())
  .pipe(z.string().min(1).max(100));

export const PopularKeywordsSchema = z.object({ popularKeyword: lenientList(keyword) });
export type PopularKeywords = z.output<typeof PopularKeywordsSchema>;
export type PopularKeywordsInput = z.input<typeof PopularKeywordsSchema>;
export const PopularKeywordsAnswerSchema = enveloped(PopularKeywordsSchema, { popularKeyword: [] });

export const AutoCompleteSchema = z.object({ keywords: lenientList(keyword) });
export type AutoComplete = z.output<typeof AutoCompleteSchema>;
export type AutoCompleteInput = z.input<typeof AutoCompleteSchema>;
export const AutoCompleteAnswerSchema = enveloped(AutoCompleteSchema, { keywords: [] });

/** The autocomplete query (`?keyword=`): trimmed, 1–100 characters. */
export const AutoCompleteQuerySchema = z.object({ keyword: z.string().trim().min(1).max(100) });
export type AutoCompleteQuery = z.output<typeof AutoCompleteQuerySchema>;
