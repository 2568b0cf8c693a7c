/**
 * The item's full review list (issue 29): `/products/{itemNo}/reviews?page=&sort=&photo=T`, a
 * page of its own that pages, sorts and filters with plain links, and the same pages in place
 * through the review list island. The query comes from the shopper, so anything unusable falls
 * back (page 1, newest first, every review): never an error.
 */
import { parseReviewSort, REVIEW_SORTS, type ReviewSort } from '../../rules/review';
import { productPath } from '../navigation/links';
import { buildQuery } from '../navigation/url';
import { listPaging, positionOf, type ListPaging } from './photo-reviews';

export const REVIEWS_PER_PAGE = 10;

export interface ReviewListQuery {
  page: number;
  sort: ReviewSort;
  /** 포토 리뷰만 */
  photo: boolean;
}

/** `?page=2&sort=low&photo=T` as the list wants it; a bad value is its default. */
export function readReviewListQuery(get: (name: string) => string | undefined): ReviewListQuery {
  return { page: positionOf(get('page')) ?? 1, sort: parseReviewSort(get('sort')), photo: get('photo') === 'T' };
}

/** The list's address for a query; defaults are left out, so each list has one address. */
export function reviewListPath(itemNo: number, q: ReviewListQuery): string {
  return `${productPath(itemNo)}/reviews${buildQuery([
    ['sort', q.sort === 'recent' ? null : q.sort],
    ['photo', q.photo ? 'T' : null],
    ['page', q.page > 1 ? q.page : null],
  ])}`;
}

/** The page to show of `total` reviews (a number past the end is the last page). */
export const reviewListPaging = (page: number, total: number): ListPaging => listPaging(page, total, REVIEWS_PER_PAGE);

/** The sort links, each starting again from the first page with the photo filter kept. */
export function sortLinks(itemNo: number, q: ReviewListQuery): { sort: ReviewSort; href: string; current: boolean }[] {
  return REVIEW_SORTS.map((sort) => ({ sort, href: reviewListPath(itemNo, { ...q, sort, page: 1 }), current: sort === q.sort }));
}
