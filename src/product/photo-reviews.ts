/**
 * The photo review list and viewer of spec 2.1 (the reviews tab's "photo review list" and
 * "photo review detail"). Photo reviews are numbered 1…total, newest first, as the reviews call
 * answers them with `photo=T`; the viewer shows number `at` and pages to its neighbours, and
 * the list shows them a page at a time. Out-of-range numbers come back to the nearest real one,
 * so a stale link (a review removed meanwhile) still lands on a review.
 */
export const PHOTO_REVIEWS_PER_PAGE = 24;

/** '3', '03', '1e2', '-1', '' → 3, null, null, null, null: only canonical positive numbers. */
export function positionOf(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,6}$/.test(raw)) return null;
  return Number(raw);
}

export interface ViewerPaging {
  at: number;
  total: number;
  previous: number | null;
  next: number | null;
}

export function viewerPaging(at: number, total: number): ViewerPaging | null {
  if (total <= 0) return null;
  const here = Math.min(Math.max(1, Math.floor(at)), total);
  return { at: here, total, previous: here > 1 ? here - 1 : null, next: here < total ? here + 1 : null };
}

export interface ListPaging {
  page: number;
  pages: number;
  /** The number of the first photo review on this page. */
  first: number;
}

export function listPaging(page: number, total: number, perPage = PHOTO_REVIEWS_PER_PAGE): ListPaging {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / perPage));
  const here = Math.min(Math.max(1, Math.floor(page)), pages);
  return { page: here, pages, first: (here - 1) * perPage + 1 };
}

/**
 * Which photo review each review of a newest-first page is, counting only those with photos.
 * On the first page of all reviews this is their number in the photo review list too, since
 * both lists run newest first.
 */
export function photoPositions(reviews: readonly { photos: readonly unknown[] }[]): (number | null)[] {
  let n = 0;
  return reviews.map((r) => (r.photos.length > 0 ? ++n : null));
}
