import type { Context } from 'hono';
import * as z from 'zod';
import { LISTING_SORTS } from '../db/read/listings';
import { charLength, normaliseKeyword } from '../db/read/search-query';
import type { OriginAppEnv } from '../env';
import { describeIssue, fail } from '../http';
import { FITS, GENDER_FILTERS } from '../../rules/item-enums';

/**
 * Query parameters of the search, listing, category and notice routes. A parameter that is
 * absent or empty (`?sort=` from a form) takes its default; one that is present and wrong
 * (page=0, size=100, sort=cheap, a code with letters) is a 400 naming the parameter.
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 60;
/** Deep offsets cost a scan of everything before them; nobody pages this far. */
export const MAX_PAGE = 10_000;
/** Auto-complete runs per keystroke: anything longer is not being typed. */
export const MAX_SUGGEST_KEYWORD = 50;
/** schemas/search.ts and the edge allow keywords up to 100 characters. */
export const MAX_SEARCH_KEYWORD = 100;

const absent = (v: unknown) => (v === '' ? undefined : v);

function intParam(fallback: number, min: number, max: number) {
  return z.preprocess(
    absent,
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number')
      .optional()
      .transform((v) => (v === undefined ? fallback : Number(v)))
      .pipe(z.number().int().min(min).max(max)),
  );
}

export const PageParams = {
  page: intParam(1, 1, MAX_PAGE),
  size: intParam(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
};

export const SortParam = z.preprocess(absent, z.enum(LISTING_SORTS).optional()).transform((v) => v ?? 'popular');

/**
 * Spec 4.2 attribute filters: `gender` 1 women, 2 men (items.gender) and `fit` 1 oversize …
 * 4 slim (items.fit). Absent or empty: no filter; any other value is a 400, as for every
 * parameter here (the storefront drops such values before it asks, rules/listing-query.ts).
 */
function codeParam(values: readonly number[]) {
  return z.preprocess(
    absent,
    z
      .string()
      .optional()
      .refine((v) => v === undefined || (/^\d$/.test(v) && values.includes(Number(v))), `must be one of ${values.join(', ')}`)
      .transform((v) => (v === undefined ? null : Number(v))),
  );
}

export const AttributeParams = { gender: codeParam(GENDER_FILTERS), fit: codeParam(FITS) };

export const ListingQuerySchema = z.object({ sort: SortParam, ...PageParams, ...AttributeParams });

/** A category code: digits only, as the `categories` table stores them. */
const code = z.string().regex(/^\d{1,12}$/, 'must be a numeric category code');
const optionalCode = z.preprocess(absent, code.optional()).transform((v) => v ?? null);

/** category1 is required; a deeper code needs the one above it and must extend it. */
export const CategoryCodesSchema = z.object({ category1_code: code, category2_code: optionalCode, category3_code: optionalCode }).superRefine((v, ctx) => {
  const nests = (child: string | null, parent: string | null) => child === null || (parent !== null && child.startsWith(parent) && child.length > parent.length);
  if (!nests(v.category2_code, v.category1_code)) ctx.addIssue({ code: 'custom', path: ['category2_code'], message: 'must extend category1_code' });
  if (!nests(v.category3_code, v.category2_code)) ctx.addIssue({ code: 'custom', path: ['category3_code'], message: 'needs category2_code and must extend it' });
});

export const OptionalCategory1Schema = z.object({ category1_code: optionalCode });

/** A keyword, normalised (search-query.ts), at most `max` characters; may be empty. */
export function keywordParam(max: number) {
  return z
    .string()
    .optional()
    .transform((v) => normaliseKeyword(v ?? ''))
    .refine((v) => charLength(v) <= max, `must be at most ${max} characters`);
}

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Parses the whole query string, or answers 400 with the first problem. */
export function parseQuery<T extends z.ZodType>(c: Context<OriginAppEnv>, schema: T): Parsed<z.output<T>> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: fail(c, 400, 'INVALID_QUERY', describeIssue(parsed.error)) };
}
