/**
 * The query of a listing page (search results, brand home, category list, best items) and of
 * the grid gateway: sort, page and the page's own filters. Everything comes from a shopper's
 * address bar, so nothing here throws: an unknown sort or page falls back to the default (the
 * shopper still gets a clean first page), while a filter that cannot be right (a category code
 * with letters, an over-long keyword) is reported so the page can answer 400.
 */
import { parseFit, parseGenderFilter, parseViewMode, ViewMode, type FitCode, type GenderFilterCode, type ViewModeCode } from './item-enums';

export const SORTS = ['popular', 'new', 'price_asc', 'price_desc', 'discount'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'popular';

/** Cards per page: a 2-column grid on mobile and a 4-column one on desktop both fill rows. */
export const LISTING_PAGE_SIZE = 20;
/** Deep pages are never useful and cost the upstream a large offset; beyond this is page 1. */
export const MAX_LISTING_PAGE = 500;
/** The search schema's keyword limit (schemas/search.ts). */
export const MAX_KEYWORD_LENGTH = 100;

export interface ListingQuery {
  sort: Sort;
  page: number;
  size: number;
}

export function isSort(value: unknown): value is Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}

export function parseSort(raw: string | null | undefined): Sort {
  const v = raw?.trim();
  return isSort(v) ? v : DEFAULT_SORT;
}

export function parsePage(raw: string | null | undefined): number {
  const v = raw?.trim() ?? '';
  if (!/^[0-9]{1,6}$/.test(v)) return 1;
  const n = Number(v);
  return n >= 1 && n <= MAX_LISTING_PAGE ? n : 1;
}

/** `size` is honoured only for the gateway (the grid asks for what it shows), capped at 60. */
export function parseSize(raw: string | null | undefined): number {
  const v = raw?.trim() ?? '';
  if (!/^[0-9]{1,3}$/.test(v)) return LISTING_PAGE_SIZE;
  const n = Number(v);
  return n >= 1 && n <= 60 ? n : LISTING_PAGE_SIZE;
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return { sort: parseSort(params.get('sort')), page: parsePage(params.get('page')), size: parseSize(params.get('size')) };
}

/**
 * The attribute filters of a listing (spec 4.2 fit and gender filter): `fit=1..4` and
 * `gender=1|2`. A value that is not one of the spec's codes (`fit=abc`, `gender=9`) is ignored,
 * as if absent: the shopper gets the listing unfiltered rather than an error.
 */
export interface ListingFilters {
  fit: FitCode | null;
  gender: GenderFilterCode | null;
}

export const NO_FILTERS: ListingFilters = { fit: null, gender: null };

export function parseListingFilters(params: URLSearchParams): ListingFilters {
  return { fit: parseFit(params.get('fit')), gender: parseGenderFilter(params.get('gender')) };
}

/** `base` with its fit and gender replaced by `filters` (a null one left out); sort and page dropped. */
export function withFilters(base: string, filters: ListingFilters): string {
  return editQuery(base, (params) => {
    for (const name of ['fit', 'gender', 'sort', 'page', 'size']) params.delete(name);
    if (filters.gender !== null) params.set('gender', String(filters.gender));
    if (filters.fit !== null) params.set('fit', String(filters.fit));
  });
}

/** `base` with its query edited by `edit`; the path and the other parameters' order kept. */
function editQuery(base: string, edit: (params: URLSearchParams) => void): string {
  const q = base.indexOf('?');
  const path = q < 0 ? base : base.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : base.slice(q + 1));
  edit(params);
  const pairs: string[] = [];
  for (const [k, v] of params) pairs.push(`${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/**
 * The listing's view mode (spec 4.2: 0 list, 1 detail): `view=1` shows the cards large, one to a
 * row on a phone and two on a wide screen; absent or anything else is the list, the default
 * grid. A display choice, not a filter: the gateway never sees it, and it rides along in the
 * page's address so that sorting, paging and the filters keep it.
 */
export function parseListingView(params: URLSearchParams): ViewModeCode {
  const raw = params.get('view');
  return raw !== null && /^[0-9]$/.test(raw) ? parseViewMode(Number(raw)) : ViewMode.LIST;
}

/** `base` with its view mode set to `view` (the list, the default, leaves no parameter); page kept. */
export function withView(base: string, view: ViewModeCode): string {
  return editQuery(base, (params) => {
    params.delete('view');
    if (view !== ViewMode.LIST) params.set('view', String(view));
  });
}

export type KeywordResult = { ok: true; keyword: string } | { ok: false; reason: 'blank' | 'tooLong' };

/** The search keyword: trimmed, inner runs of blanks kept as one space, 1–100 characters. */
export function parseKeyword(raw: string | null | undefined): KeywordResult {
  const k = (raw ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (k === '') return { ok: false, reason: 'blank' };
  if ([...k].length > MAX_KEYWORD_LENGTH) return { ok: false, reason: 'tooLong' };
  return { ok: true, keyword: k };
}

export interface CategoryCodes {
  category1_code: string;
  category2_code: string | null;
  category3_code: string | null;
}

const CODE_RE = /^[0-9]{1,12}$/;

/**
 * `category1_code` (required), then `category2_code` and `category3_code`. A present but
 * non-numeric code, or a deeper level without the one above it, is a bad address (null).
 */
export function parseCategoryCodes(params: URLSearchParams, opts: { required?: boolean } = {}): CategoryCodes | null | 'none' {
  const read = (name: string): string | null | false => {
    const v = params.get(name)?.trim();
    if (v === undefined || v === '') return null;
    return CODE_RE.test(v) ? v : false;
  };
  const c1 = read('category1_code');
  const c2 = read('category2_code');
  const c3 = read('category3_code');
  if (c1 === false || c2 === false || c3 === false) return null;
  if (c1 === null) return c2 === null && c3 === null && !opts.required ? 'none' : null;
  if (c2 === null && c3 !== null) return null;
  return { category1_code: c1, category2_code: c2, category3_code: c3 };
}

export function totalPages(count: number, size: number): number {
  if (!Number.isFinite(count) || count <= 0 || size <= 0) return 1;
  return Math.max(1, Math.min(MAX_LISTING_PAGE, Math.ceil(count / size)));
}

/** Up to `width` page numbers around `current`, shifted to stay within 1..total. */
export function pageWindow(current: number, total: number, width = 5): number[] {
  const last = Math.max(1, total);
  const at = Math.min(Math.max(1, current), last);
  let start = Math.max(1, at - Math.floor(width / 2));
  const end = Math.min(last, start + width - 1);
  start = Math.max(1, end - width + 1);
  const out: number[] = [];
  for (let p = start; p <= end; p++) out.push(p);
  return out;
}

/**
 * The address of another page or sort of the same listing: `base` keeps its own parameters
 * (keyword, category codes), `sort` and `page` are replaced, and defaults are left out so page
 * one in the default order has one address.
 */
export function listingHref(base: string, next: { sort: Sort; page: number }): string {
  return editQuery(base, (params) => {
    for (const name of ['sort', 'page', 'size']) params.delete(name);
    if (next.sort !== DEFAULT_SORT) params.set('sort', next.sort);
    if (next.page > 1) params.set('page', String(next.page));
  });
}

/** The gateway address for one page: `endpoint` with its filters, plus sort, page and size. */
export function listingEndpoint(endpoint: string, q: ListingQuery): string {
  const sep = endpoint.includes('?') ? '&' : '?';
  return `${endpoint}${sep}sort=${q.sort}&page=${q.page}&size=${q.size}`;
}
