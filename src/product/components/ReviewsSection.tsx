import { use } from 'react';
import type { Settled } from '../../async/settle';
import { pdpCopy, reviewListCopy } from '../../copy/ko';
import { imageUrl } from '../../ui/image-url';
import type { ReviewPage } from '../../../schemas/review';
import { DeferredNotice } from './DeferredNotice';
import { CachedFragment } from '../../ui/fragment-cache';
import { productPath } from '../../navigation/links';
import { photoPositions } from '../photo-reviews';
import { reviewListPath } from '../review-list';
import { ReviewItem } from './ReviewItem';
import { arrangeSampleReviews } from '../../../rules/sample-reviews';

/**
 * The 리뷰 tab body: streamed in; photo strip, then the first page of reviews. `sampleDisplay`
 * is the item's spec 4.2 code: its sample reviews are hidden, put first or last
 * (rules/sample-reviews.ts), and marked wherever they show.
 */
export function ReviewsSection({ reviews, itemNo, sampleDisplay = 0 }: { reviews: Promise<Settled<ReviewPage>>; itemNo: number; sampleDisplay?: number }) {
  const settled = use(reviews);
  if (!settled.ok) return <DeferredNotice section="reviews" />;
  const page = settled.value;
  if (page.count === 0 || page.results.length === 0) {
    return <p className="mt-3 py-6 text-center text-sm text-gray-600">{pdpCopy.noReviews}</p>;
  }
  const shown = shownReviews(page, sampleDisplay);
  if (shown.length === 0) return <p className="mt-3 py-6 text-center text-sm text-gray-600">{pdpCopy.noReviews}</p>;
  // Drawn from the review page's answer, the item and its sample display alone: cached as a fragment.
  return (
    <CachedFragment part="reviews" of={page} variant={reviewsFragmentKey(itemNo, sampleDisplay)} testId="reviews">
      <ReviewList page={page} shown={shown} itemNo={itemNo} />
    </CachedFragment>
  );
}

/** The reviews fragment's key: the item (its links) and its sample display (which reviews show, in what order). */
export function reviewsFragmentKey(itemNo: number, sampleDisplay: number): string {
  return JSON.stringify([itemNo, sampleDisplay]);
}

/**
 * Each photo opens its review in the photo review viewer (src/product/photo-reviews.ts numbers
 * them). Numbered in the upstream's order, which the viewer pages through, before the sample
 * display moves or hides any (our origin has applied it already; another upstream may not have).
 */
function shownReviews(page: ReviewPage, sampleDisplay: number) {
  const positions = photoPositions(page.results);
  return arrangeSampleReviews(
    page.results.map((r, i) => ({ ...r, at: positions[i] ?? 1 })),
    sampleDisplay,
  );
}

/**
 * The first page of reviews with its photo strip: a function of its props alone (cached as a fragment;
 * `shown` is `shownReviews` of the page and the item's sample display, which the variant names).
 */
function ReviewList({ page, shown, itemNo }: { page: ReviewPage; shown: ReturnType<typeof shownReviews>; itemNo: number }) {
  const photos = shown.flatMap((r) => r.photos.map((p) => ({ ...p, reviewNo: r.reviewNo, at: r.at }))).slice(0, 8);
  const photoBase = `${productPath(itemNo)}/photo-reviews`;
  return (
    <>
      <p className="mt-2 text-sm">
        <strong className="text-lg">{page.avgReviewPoint.toFixed(1)}</strong>
        <span className="ml-2 text-gray-600">{pdpCopy.reviewCount(page.count)}</span>
        {page.photoReviewCount > 0 ? <span className="ml-2 text-gray-600">{pdpCopy.photoReviewCount(page.photoReviewCount)}</span> : null}
      </p>
      {photos.length > 0 ? (
        <ul className="mt-3 flex list-none gap-2 overflow-x-auto p-0" aria-label={pdpCopy.photoReviews}>
          {photos.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
            <li key={`${p.reviewNo}-${i}`} className="shrink-0">
              <a href={`${photoBase}/view?at=${p.at}`} className="block">
                <img
                  src={imageUrl(p.imageUrl, { width: 320 })}
                  width={96}
                  height={96}
                  alt={pdpCopy.reviewPhotoAlt(i + 1)}
                  loading="lazy"
                  decoding="async"
                  className="block h-24 w-24 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {page.photoReviewCount > 0 ? (
        <a href={photoBase} className="mt-2 inline-block text-sm text-black underline" data-testid="photo-reviews-link">
          {pdpCopy.photoReviewsAll(page.photoReviewCount)}
        </a>
      ) : null}
      <ul className="mt-4 list-none divide-y divide-gray-200 p-0">
        {shown.map((r) => (
          <ReviewItem key={r.reviewNo} review={r} />
        ))}
      </ul>
      {page.count > 0 ? (
        <a
          href={reviewListPath(itemNo, { page: 1, sort: 'recent', photo: false })}
          className="mt-2 inline-flex h-11 items-center border border-neutral-300 px-4 text-sm font-semibold text-black no-underline"
          data-testid="all-reviews-link"
        >
          {reviewListCopy.allReviews(page.count)}
        </a>
      ) : null}
    </>
  );
}
