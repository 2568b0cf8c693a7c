import { z } from 'zod';
import { CategoryGroupSchema, SingleCategorySchema, type CategoryGroup, type SingleCategory } from '../../schemas/category';
import { lenientList } from '../../schemas/fields';
import { ItemCardSchema } from '../../schemas/item-detail';
import { NoticeListSchema, type NoticeList } from '../../schemas/notice';
import { num, str } from '../../schemas/primitives';
import { AutoCompleteAnswerSchema, PopularKeywordsAnswerSchema } from '../../schemas/search';
import { DEFAULT_SORT, isSort, LISTING_PAGE_SIZE, type CategoryCodes, type ListingQuery } from '../../src/listing/query';
import type { CacheStrategy } from './cache';
import { upstreamJson, type UpstreamDeps } from './request';

/**
 * The shared-navigation calls of spec 7 (keywords, auto-complete, categories, notices) and the
 * listing calls our origin adds (search results, brand items, category items, best items).
 * All of them are public catalogue data, so they are cached; personal data never goes here.
 *
 * @example
 *   const page = await searchItems(upstreamDeps(c), '니트', { sort: 'new', page: 2, size: 20 });
 */

/** Deadlines of these calls (ours: the spec names none). The notice strip must never hold a page up. */
export const NAVIGATION_TIMEOUTS = {
  suggestions: 2000,
  listing: 5000,
  categories: 3000,
  notices: 800,
} as const;

/** Spec 7 and 9: the notice list is cached and revalidated every 60 s. */
export const NOTICE_CACHE: CacheStrategy = { freshSeconds: 60, staleSeconds: 600 };
/** Keywords change slowly; suggestions while typing may be a little stale. */
const KEYWORD_CACHE: CacheStrategy = { freshSeconds: 60, staleSeconds: 300 };

// ── Shapes ───────────────────────────────────────────────────────────────────────────────────

/** One page of a listing: `{ count, page, size, sort, results: ItemCard[] }`; bad cards are dropped. */
export const ListingSchema = z.object({
  count: num(0),
  page: num(1),
  size: num(LISTING_PAGE_SIZE),
  sort: z
    .unknown()
    .optional()
    .transform((v) => (isSort(v) ? v : DEFAULT_SORT)),
  results: lenientList(ItemCardSchema),
  /** Category listings and best items: the path from the first level down. */
  category: lenientList(z.object({ code: z.union([z.string(), z.number()]).transform((v) => String(v).trim()), name: str() })),
});
export type Listing = z.output<typeof ListingSchema>;

const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const text = (...values: unknown[]): string => {
  for (const v of values) if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return '';
};

/** The brand header of a brand home; the origin may name the fields either way. */
export function toBrandInfo(raw: unknown) {
  const b = record(raw);
  const no = Number(b.frontBrandNo ?? b.brandNo ?? b.brand_no);
  return {
    frontBrandNo: Number.isSafeInteger(no) && no > 0 ? no : null,
    name: text(b.frontBrandName, b.name, b.brandName),
    nameEng: text(b.frontBrandNameEng, b.nameEng, b.name_eng),
    comment: text(b.comment, b.brandComment),
  };
}
export type BrandInfo = ReturnType<typeof toBrandInfo>;

export const BrandListingSchema = ListingSchema.extend({
  brand: z.unknown().optional(),
  frontBrand: z.unknown().optional(),
}).transform(({ brand, frontBrand, ...rest }) => ({ ...rest, brand: toBrandInfo(brand ?? frontBrand) }));
export type BrandListing = z.output<typeof BrandListingSchema>;

/** `GET /item/category/?category1_code=` answers a list, bare or under `results`. */
const CategoriesSchema = z
  .union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()).nullish() })])
  .transform((v) =>
    (Array.isArray(v) ? v : (v.results ?? [])).flatMap((entry) => {
      const parsed = SingleCategorySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );

// ── Calls ────────────────────────────────────────────────────────────────────────────────────

function call<S extends z.ZodType>(deps: UpstreamDeps, path: string, schema: S, timeoutMs: number, cache: CacheStrategy, fallback?: z.input<S>) {
  return upstreamJson(deps.fetch, {
    path,
    schema,
    envelope: 'either',
    ...(fallback !== undefined ? { fallback } : {}),
    timeoutMs,
    cache,
    signal: deps.signal,
    waitUntil: deps.waitUntil,
    now: deps.now,
    store: deps.store,
    freshness: deps.freshness,
  });
}

const qs = (pairs: ReadonlyArray<readonly [string, string | number | null | undefined]>): string => {
  const parts = pairs.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

const paging = (q: ListingQuery) => [['sort', q.sort], ['page', q.page], ['size', q.size]] as const;

/** `GET /api/v4/keyword/popular` → the popular keywords (empty when data is missing). */
export async function getPopularKeywords(deps: UpstreamDeps): Promise<string[]> {
  const answer = await call(deps, '/api/v4/keyword/popular', PopularKeywordsAnswerSchema, NAVIGATION_TIMEOUTS.suggestions, KEYWORD_CACHE);
  return answer.popularKeyword;
}

/** `GET /api/v4/auto-complete?keyword=` → completions of what the shopper typed. */
export async function getAutoComplete(deps: UpstreamDeps, keyword: string): Promise<string[]> {
  const answer = await call(deps, `/api/v4/auto-complete${qs([['keyword', keyword]])}`, AutoCompleteAnswerSchema, NAVIGATION_TIMEOUTS.suggestions, KEYWORD_CACHE);
  return answer.keywords;
}

export function searchItems(deps: UpstreamDeps, keyword: string, q: ListingQuery): Promise<Listing> {
  return call(deps, `/api/v4/search/items${qs([['keyword', keyword], ...paging(q)])}`, ListingSchema, NAVIGATION_TIMEOUTS.listing, 'short');
}

export function brandItems(deps: UpstreamDeps, frontBrandNo: number, q: ListingQuery): Promise<BrandListing> {
  return call(deps, `/api/v4/brands/${frontBrandNo}/items${qs(paging(q))}`, BrandListingSchema, NAVIGATION_TIMEOUTS.listing, 'short');
}

export function categoryItems(deps: UpstreamDeps, codes: CategoryCodes, q: ListingQuery): Promise<Listing> {
  const path = `/api/v4/categories/items${qs([
    ['category1_code', codes.category1_code],
    ['category2_code', codes.category2_code],
    ['category3_code', codes.category3_code],
    ...paging(q),
  ])}`;
  return call(deps, path, ListingSchema, NAVIGATION_TIMEOUTS.listing, 'short');
}

export function bestItems(deps: UpstreamDeps, category1Code: string | null, q: ListingQuery): Promise<Listing> {
  const path = `/api/v4/best-items${qs([['category1_code', category1Code], ['page', q.page], ['size', q.size], ['sort', q.sort]])}`;
  return call(deps, path, ListingSchema, NAVIGATION_TIMEOUTS.listing, 'short');
}

/** Spec 7: the category groups are 1 여성, 2 남성, 3 라이프. */
export const CATEGORY_GROUP_IDS = [1, 2, 3] as const;

export function getCategoryGroup(deps: UpstreamDeps, groupId: number): Promise<CategoryGroup> {
  return call(deps, `/item/category/group/${groupId}/`, CategoryGroupSchema, NAVIGATION_TIMEOUTS.categories, 'long');
}

export function getCategories(deps: UpstreamDeps, category1Code: string): Promise<SingleCategory[]> {
  return call(deps, `/item/category/${qs([['category1_code', category1Code]])}`, CategoriesSchema, NAVIGATION_TIMEOUTS.categories, 'long');
}

/** `GET /notice/?limit=&notice_type=`, cached 60 s and revalidated in the background (spec 7, 9). */
/** The notice strip's query (the origin's documented strip: the first current NOTICE). */
export const STRIP_NOTICE_QUERY = { limit: 3, noticeType: 'NOTICE' } as const;

export function getNotices(deps: UpstreamDeps, query: { limit: number; noticeType?: string }): Promise<NoticeList> {
  const path = `/notice/${qs([['limit', query.limit], ['notice_type', query.noticeType]])}`;
  return call(deps, path, NoticeListSchema, NAVIGATION_TIMEOUTS.notices, NOTICE_CACHE);
}
