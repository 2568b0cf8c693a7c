import { CategoryGroupSchema, type CategoryGroup, type SingleCategory } from '../../schemas/category';
import { BrandListingSchema, CategoriesSchema, ListingSchema, type BrandListing, type Listing } from '../../schemas/listing';
import { NoticeListSchema, type NoticeList } from '../../schemas/notice';
import { AutoCompleteAnswerSchema, PopularKeywordsAnswerSchema } from '../../schemas/search';
import type { CategoryCodes, ListingFilters, ListingQuery } from '../../src/listing/query';
import type { CacheStrategy } from './cache';
import { upstreamCall, type UpstreamDeps } from './request';

export type { BrandInfo, BrandListing, Listing } from '../../schemas/listing';

/**
 * The shared-navigation calls of spec 7 (keywords, auto-complete, categories, notices) and the
 * listing calls our origin adds (search results, brand items, category items, best items).
 * All of them are public catalogue data, so they are cached; personal data never goes here.
 *
 * @example
 *   const page = await searchItems(upstreamDeps(c), { keyword: '니트', query: { sort: 'new', page: 2, size: 20 } });
 */

/** Spec 7 and 9: the notice list is cached and revalidated every 60 s. */
export const NOTICE_CACHE: CacheStrategy = { freshSeconds: 60, staleSeconds: 600 };
/** Keywords change slowly; suggestions while typing may be a little stale. */
const KEYWORD_CACHE: CacheStrategy = { freshSeconds: 60, staleSeconds: 300 };

const qs = (pairs: ReadonlyArray<readonly [string, string | number | null | undefined]>): string => {
  const parts = pairs.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

const paging = (q: ListingQuery) =>
  [
    ['sort', q.sort],
    ['page', q.page],
    ['size', q.size],
  ] as const;
/** Spec 4.2 gender and fit filters; none chosen adds nothing to the path. */
const filtering = (f: ListingFilters | undefined) =>
  [
    ['gender', f?.gender ?? null],
    ['fit', f?.fit ?? null],
  ] as const;

/** `GET /api/v4/keyword/popular` → the popular keywords (empty when data is missing). */
export async function getPopularKeywords(deps: UpstreamDeps): Promise<string[]> {
  const answer = await upstreamCall(deps, { path: '/api/v4/keyword/popular', schema: PopularKeywordsAnswerSchema, envelope: 'either', timeout: 'suggestions', cache: KEYWORD_CACHE });
  return answer.popularKeyword;
}

/** `GET /api/v4/auto-complete?keyword=` → completions of what the shopper typed. */
export async function getAutoComplete(deps: UpstreamDeps, { keyword }: { keyword: string }): Promise<string[]> {
  const answer = await upstreamCall(deps, {
    path: `/api/v4/auto-complete${qs([['keyword', keyword]])}`,
    schema: AutoCompleteAnswerSchema,
    envelope: 'either',
    timeout: 'suggestions',
    cache: KEYWORD_CACHE,
  });
  return answer.keywords;
}

export function searchItems(deps: UpstreamDeps, { keyword, query: q, filters }: { keyword: string; query: ListingQuery; filters?: ListingFilters }): Promise<Listing> {
  return upstreamCall(deps, {
    path: `/api/v4/search/items${qs([['keyword', keyword], ...filtering(filters), ...paging(q)])}`,
    schema: ListingSchema,
    envelope: 'either',
    timeout: 'listing',
    cache: 'short',
  });
}

export function brandItems(deps: UpstreamDeps, { frontBrandNo, query: q, filters }: { frontBrandNo: number; query: ListingQuery; filters?: ListingFilters }): Promise<BrandListing> {
  return upstreamCall(deps, {
    path: `/api/v4/brands/${frontBrandNo}/items${qs([...filtering(filters), ...paging(q)])}`,
    schema: BrandListingSchema,
    envelope: 'either',
    timeout: 'listing',
    cache: 'short',
  });
}

export function categoryItems(deps: UpstreamDeps, { codes, query: q, filters }: { codes: CategoryCodes; query: ListingQuery; filters?: ListingFilters }): Promise<Listing> {
  const path = `/api/v4/categories/items${qs([
    ['category1_code', codes.category1_code],
    ['category2_code', codes.category2_code],
    ['category3_code', codes.category3_code],
    ...filtering(filters),
    ...paging(q),
  ])}`;
  return upstreamCall(deps, { path, schema: ListingSchema, envelope: 'either', timeout: 'listing', cache: 'short' });
}

export function bestItems(deps: UpstreamDeps, { category1Code, query: q, filters }: { category1Code: string | null; query: ListingQuery; filters?: ListingFilters }): Promise<Listing> {
  const path = `/api/v4/best-items${qs([['category1_code', category1Code], ...filtering(filters), ['page', q.page], ['size', q.size], ['sort', q.sort]])}`;
  return upstreamCall(deps, { path, schema: ListingSchema, envelope: 'either', timeout: 'listing', cache: 'short' });
}

/** Spec 7: the category groups are 1 여성, 2 남성, 3 라이프. */
export const CATEGORY_GROUP_IDS = [1, 2, 3] as const;

export function getCategoryGroup(deps: UpstreamDeps, { groupId }: { groupId: number }): Promise<CategoryGroup> {
  return upstreamCall(deps, { path: `/item/category/group/${groupId}/`, schema: CategoryGroupSchema, envelope: 'either', timeout: 'categories', cache: 'long' });
}

export function getCategories(deps: UpstreamDeps, { category1Code }: { category1Code: string }): Promise<SingleCategory[]> {
  return upstreamCall(deps, { path: `/item/category/${qs([['category1_code', category1Code]])}`, schema: CategoriesSchema, envelope: 'either', timeout: 'categories', cache: 'long' });
}

/** `GET /notice/?limit=&notice_type=`, cached 60 s and revalidated in the background (spec 7, 9). */
/** The notice strip's query (the origin's documented strip: the first current NOTICE). */
export const STRIP_NOTICE_QUERY = { limit: 3, noticeType: 'NOTICE' } as const;
/** The home page's popups (issue 31 §4): the spec's list has no popup filter, so every type is asked for. */
export const POPUP_NOTICE_QUERY = { limit: 30 } as const;

export function getNotices(deps: UpstreamDeps, query: { limit: number; noticeType?: string }): Promise<NoticeList> {
  const path = `/notice/${qs([
    ['limit', query.limit],
    ['notice_type', query.noticeType],
  ])}`;
  return upstreamCall(deps, { path, schema: NoticeListSchema, envelope: 'either', timeout: 'notices', cache: NOTICE_CACHE });
}
