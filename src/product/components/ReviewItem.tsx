import { catalogCopy, pdpCopy, reviewListCopy as t, reviewsCopy } from '../../copy/ko';
import { formatSeoulDate, parseSeoul } from '../../../rules/seoul-time';
import { REVIEW_PHOTO_WIDTH } from '../../../rules/review';
import type { Review } from '../../../schemas/review';
import { imageUrl } from '../../ui/image-url';
import { MemberText } from '../../ui/MemberText';

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

/** A review's rating, writer, date and marks (gift, sample), as every review list and the viewer show them. */
export function ReviewMeta({ review: r, className = '' }: { review: Review; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`.trim()}>
      <Stars point={r.reviewPoint} />
      <span className="text-xs text-gray-600">{r.userMaskedId}</span>
      <span className="text-xs text-gray-600">{formatSeoulDate(parseSeoul(r.insertTimestamp))}</span>
      {r.isGift === 'T' ? <span className="text-xs text-gray-600">{pdpCopy.giftReview}</span> : null}
      {r.isSample === 'T' ? <SampleMark /> : null}
    </div>
  );
}

/** The writer's size information as one line: 키 165cm · 몸무게 52kg · 평소 사이즈 M · 정사이즈예요. */
export function sizeLine(size: NonNullable<Review['size']>): string {
  return [t.bodySize(size.height, size.weight), t.usualSize(size.usualSize), reviewsCopy.fits[size.fit] ?? ''].filter(Boolean).join(' · ');
}

/**
 * One review as the item page and the full list show it (issue 29): rating, writer, date and
 * marks, the option bought, the writer's size information, and the text with its photos beside
 * it; a photo is a link to itself at full width, so a tap opens it with or without script.
 */
export function ReviewItem({ review: r }: { review: Review }) {
  return (
    <li className="py-4" data-review={r.reviewNo} data-sample={r.isSample === 'T' ? '' : undefined}>
      <ReviewMeta review={r} />
      {r.optionText ? (
        <p className="m-0 mt-1 text-xs text-gray-600" data-review-option="">
          <span className="sr-only">{t.optionLabel} </span>
          {r.optionText}
        </p>
      ) : null}
      {r.size ? (
        <p className="m-0 mt-1 text-xs text-gray-700" data-review-size="">
          <span className="sr-only">{t.sizeLabel} </span>
          {sizeLine(r.size)}
        </p>
      ) : null}
      <div className="mt-2 flex items-start gap-3">
        <MemberText text={r.content} className="m-0 min-w-0 flex-1 text-sm leading-relaxed" />
        {r.photos.length > 0 ? (
          <ul className="m-0 flex shrink-0 list-none gap-1 p-0" data-review-photos="">
            {r.photos.slice(0, 3).map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a review's photos may repeat a file; drawn in the order given and never reordered.
              <li key={`${p.imageUrl}-${i}`}>
                <a href={imageUrl(p.imageUrl, { width: REVIEW_PHOTO_WIDTH })} className="block">
                  <img src={imageUrl(p.imageUrl, { width: 320 })} width={64} height={64} alt={t.photoOpen(i + 1)} loading="lazy" decoding="async" className="block h-16 w-16 rounded object-cover" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
