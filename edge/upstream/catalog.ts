import { AdditionalDetailSchema, type AdditionalDetail } from '../../schemas/additional-detail';
import { ItemDetailSchema, type ItemDetail } from '../../schemas/item-detail';
import { QnaPageSchema, type QnaPage } from '../../schemas/qna';
import { RecommendationSchema, type Recommendation } from '../../schemas/recommendation';
import { ReviewPageSchema, type ReviewPage } from '../../schemas/review';
import { isItemNo } from '../../rules/item-no';
import { normalisePaging } from '../../src/net/paging';
import type { ReviewSort } from '../../rules/review';
import { UpstreamError } from './errors';
import { upstreamCall, type UpstreamDeps } from './request';

/**
 * The item-page calls of spec 7 (and the list calls our origin adds), one function each.
 * Every answer may arrive plain or data-wrapped (`data.data` in the spec's terms). All of them
 * are public catalogue data, so they are cached ('short', recommendations 'long').
 *
 * @example
 *   const deps = upstreamDeps(c);
 *   const itemNo = parseItemNo(c.req.param('itemNo'));
 *   if (itemNo === null) return notFound();
 *   const detail = await getItemDetail(deps, { itemNo });
 */

const BASE = '/api/v5/product-detail';

/** The reviews the item page shows first (and a written review's cache forgets, upstream/reviews.ts). */
export const REVIEW_PAGE_SIZE = 5;

export const RECOMMENDATION_TYPES = ['similar', 'cart', 'like'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/** A malformed item number never reaches the upstream; for the page it is simply not found. */
function checkItemNo(itemNo: number): Promise<never> | null {
  if (isItemNo(itemNo)) return null;
  return Promise.reject(new UpstreamError({ kind: 'http', status: 404, path: `${BASE}/(invalid)`, message: 'Malformed item number; not sent upstream' }));
}

/** `GET /api/v5/product-detail/{itemNo}`: the critical data of the item page, 3 s. */
export function getItemDetail(deps: UpstreamDeps, { itemNo }: { itemNo: number }): Promise<ItemDetail> {
  return checkItemNo(itemNo) ?? upstreamCall(deps, { path: `${BASE}/${itemNo}`, schema: ItemDetailSchema, envelope: 'either', timeout: 'itemDetail', cache: 'short' });
}

/** `GET /api/v5/product-detail/additional/{itemNo}`: tags, brand best, hearts; 20 s, deferred. */
export function getAdditionalDetail(deps: UpstreamDeps, { itemNo }: { itemNo: number }): Promise<AdditionalDetail> {
  return checkItemNo(itemNo) ?? upstreamCall(deps, { path: `${BASE}/additional/${itemNo}`, schema: AdditionalDetailSchema, envelope: 'either', timeout: 'additionalDetail', cache: 'short' });
}

export interface ReviewQuery {
  itemNo: number;
  page?: number;
  size?: number;
  /** Photo reviews only. */
  photo?: boolean;
  /** Newest first when absent (rules/review.ts). */
  sort?: ReviewSort;
}

/** `GET …/{itemNo}/reviews?page=&size=[&photo=T][&sort=]`; page and size are clamped, never refused. */
export function getReviews(deps: UpstreamDeps, query: ReviewQuery): Promise<ReviewPage> {
  const { itemNo } = query;
  const { page, size } = normalisePaging(query);
  const photo = query.photo === true ? '&photo=T' : '';
  const sort = query.sort && query.sort !== 'recent' ? `&sort=${query.sort}` : '';
  return (
    checkItemNo(itemNo) ??
    upstreamCall(deps, { path: `${BASE}/${itemNo}/reviews?page=${page}&size=${size}${photo}${sort}`, schema: ReviewPageSchema, envelope: 'either', timeout: 'reviews', cache: 'short' })
  );
}

/** `GET …/{itemNo}/qna?page=&size=`. */
export function getQna(deps: UpstreamDeps, query: { itemNo: number; page?: number; size?: number }): Promise<QnaPage> {
  const { itemNo } = query;
  const { page, size } = normalisePaging(query);
  return checkItemNo(itemNo) ?? upstreamCall(deps, { path: `${BASE}/${itemNo}/qna?page=${page}&size=${size}`, schema: QnaPageSchema, envelope: 'either', timeout: 'qna', cache: 'short' });
}

export function isRecommendationType(value: unknown): value is RecommendationType {
  return typeof value === 'string' && (RECOMMENDATION_TYPES as readonly string[]).includes(value);
}

/** `GET …/{itemNo}/recommendations?type=similar|cart|like`; slow-moving, cached 'long'. */
export function getRecommendations(deps: UpstreamDeps, { itemNo, type }: { itemNo: number; type: RecommendationType }): Promise<Recommendation> {
  if (!isRecommendationType(type)) {
    return Promise.reject(new UpstreamError({ kind: 'http', status: 400, path: `${BASE}/${itemNo}/recommendations`, message: 'Unknown recommendation type; not sent upstream' }));
  }
  return (
    checkItemNo(itemNo) ?? upstreamCall(deps, { path: `${BASE}/${itemNo}/recommendations?type=${type}`, schema: RecommendationSchema, envelope: 'either', timeout: 'recommendations', cache: 'long' })
  );
}
