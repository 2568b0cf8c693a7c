import { use } from 'react';
import type { Settled } from '../../async/settle';
import { catalogCopy, pdpCopy } from '../../copy/ko';
import { imageUrl } from '../../ui/image-url';
import { formatSeoulDate, parseSeoul } from '../../../rules/seoul-time';
import type { ReviewPage } from '../../../schemas/review';
import { DeferredNotice } from './DeferredNotice';
import { MemberText } from '../../ui/MemberText';
import { KeptHtml } from '../../ui/kept-html';
import { productPath } from '../../navigation/links';
import { photoPositions } from '../photo-reviews';
import { arrangeSampleReviews } from '../../../rules/sample-reviews';

export function Stars({ point }: { point: number }) {
  const p = Math.max(0, Math.min(5, Math.round(point)));
  return (
    <span className="text-sm tracking-tight text-black">
      <span className="sr-only">{pdpCopy.ratingLabel(p)}</span>
      <span aria-hidden="true">{'★'.repeat(p)}</span>
      <span aria-hidden="true" className="text-gray-500">
        {'★'.repeat(5 - p)}
      </span>
    </span>
  );
}

/** A sample review's mark: a short tag, its meaning in full for screen readers and on hover. */
export function SampleMark() {
  return (
    <span className="rounded-sm border border-neutral-400 px-1 text-[11px] leading-4 text-neutral-700" title={catalogCopy.sampleReviewNote} data-sample-review-mark>
      <span aria-hidden="true">{catalogCopy.sampleReview}</span>
      <span className="sr-only">{catalogCopy.sampleReviewNote}</span>
    </span>
  );
}

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
  // Drawn from the review page's answer, the item and its sample display alone: kept as HTML.
  return (
    <KeptHtml part="reviews" of={page} variant={`${itemNo}:${sampleDisplay}`} testId="reviews">
      <ReviewList page={page} shown={shown} itemNo={itemNo} />
    </KeptHtml>
  );
}

/**
 * Each photo opens its review in the photo review viewer (src/product/photo-reviews.ts numbers
 * them). Numbered in the upstream's order, which the viewer pages through, before the sample
 * display moves or hides any (our origin has applied it already; another upstream may not have).
 */
function shownReviews(page: ReviewPage, sampleDisplay: number) {
  const positions = photoPositions(page.results);
  return arrangeSampleReviews(page.results.map((r, i) => ({ ...r, at: positions[i] ?? 1 })), sampleDisplay);
}

/**
 * The first page of reviews with its photo strip: a function of its props alone (kept as HTML;
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
                <img src={imageUrl(p.imageUrl, { width: 320 })} width={96} height={96} alt={pdpCopy.reviewPhotoAlt(i + 1)} loading="lazy" decoding="async" className="block h-24 w-24 rounded object-cover" />
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
          <li key={r.reviewNo} className="py-4" data-review={r.reviewNo} data-sample={r.isSample === 'T' ? '' : undefined}>
            <div className="flex items-center gap-2">
              <Stars point={r.reviewPoint} />
              <span className="text-xs text-gray-600">{r.userMaskedId}</span>
              <span className="text-xs text-gray-600">{formatSeoulDate(parseSeoul(r.insertTimestamp))}</span>
              {r.isGift === 'T' ? <span className="text-xs text-gray-600">{pdpCopy.giftReview}</span> : null}
              {r.isSample === 'T' ? <SampleMark /> : null}
            </div>
            {r.optionText ? <p className="mt-1 text-xs text-gray-600">{r.optionText}</p> : null}
            <MemberText text={r.content} className="m-0 mt-2 text-sm leading-relaxed" />
          </li>
        ))}
      </ul>
    </>
  );
}
