import { pdpCopy as t } from '../../copy/ko';
import type { Review } from '../../../schemas/review';
import { Island } from '../../ui/Island';
import ImageCarousel from '../../ui/islands/ImageCarousel';
import { imageUrl } from '../../ui/image-url';
import { MemberText } from '../../ui/MemberText';
import { PHOTO_REVIEWS_PER_PAGE, type ListPaging, type ViewerPaging } from '../photo-reviews';
import { ReviewMeta } from './ReviewItem';

/**
 * The photo review list and the photo review viewer (spec 2.1), pages of their own under the
 * item (`/products/{itemNo}/photo-reviews`, `…/view?at=`), reached from the reviews tab. Plain
 * links page through them, so they work before (and without) any script; the viewer's photos of
 * one review are the shared carousel (spec 4.7: index / total, arrows disabled at the ends).
 */
export interface PhotoReviewLinks {
  item: string;
  list: (page: number) => string;
  view: (at: number) => string;
}

const linkClass = 'inline-flex h-10 items-center border border-neutral-300 px-3 text-sm text-black no-underline hover:border-black';
const offClass = 'inline-flex h-10 items-center border border-neutral-200 px-3 text-sm text-neutral-400';

export function Pager({
  label,
  previous,
  next,
  previousText,
  nextText,
  middle,
}: {
  label: string;
  previous: string | null;
  next: string | null;
  previousText: string;
  nextText: string;
  middle?: string;
}) {
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {previous ? (
        <a href={previous} rel="prev" className={linkClass}>
          {previousText}
        </a>
      ) : (
        <span aria-disabled="true" className={offClass}>
          {previousText}
        </span>
      )}
      {middle ? (
        <span className="text-sm text-neutral-700" data-testid="photo-review-position">
          {middle}
        </span>
      ) : null}
      {next ? (
        <a href={next} rel="next" className={linkClass}>
          {nextText}
        </a>
      ) : (
        <span aria-disabled="true" className={offClass}>
          {nextText}
        </span>
      )}
    </nav>
  );
}

export function PhotoReviewList({ itemName, reviews, total, paging, links }: { itemName: string; reviews: Review[]; total: number; paging: ListPaging; links: PhotoReviewLinks }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-6" data-testid="photo-review-list">
      <a href={links.item} className="text-sm text-neutral-700">
        {t.backToItem}
      </a>
      <h1 className="m-0 mt-2 text-xl font-bold">{t.photoReviewsTitle(itemName)}</h1>
      <p className="m-0 mt-1 text-sm text-neutral-600">{t.photoReviewCount(total)}</p>
      {reviews.length === 0 ? (
        <p className="mt-8 text-center text-sm text-neutral-600">{t.photoReviewsEmpty}</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none grid-cols-3 gap-1 p-0 md:grid-cols-6">
          {reviews.map((r, i) => {
            const at = paging.first + i;
            const photo = r.photos[0]!;
            return (
              <li key={r.reviewNo} className="relative">
                <a href={links.view(at)} className="block" data-photo-review={at}>
                  {/* Named by text, not aria-label: the visible photo count stays part of the link's name (WCAG 2.5.3). */}
                  <span className="sr-only">{t.photoReviewOpen(at)}</span>
                  <img
                    src={imageUrl(photo.imageUrl, { width: 320 })}
                    alt=""
                    width={160}
                    height={160}
                    loading={i < 6 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="block aspect-square h-auto w-full bg-neutral-100 object-cover"
                  />
                  {r.photos.length > 1 ? <span className="absolute right-1 top-1 bg-black/70 px-1 text-xs text-white">{t.morePhotos(r.photos.length)}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {paging.pages > 1 ? (
        <Pager
          label={t.photoReviews}
          previous={paging.page > 1 ? links.list(paging.page - 1) : null}
          next={paging.page < paging.pages ? links.list(paging.page + 1) : null}
          previousText={t.previousPage}
          nextText={t.nextPage}
          middle={t.photoReviewPosition(paging.page, paging.pages)}
        />
      ) : null}
    </section>
  );
}

export function PhotoReviewViewer({ itemName, review, paging, links }: { itemName: string; review: Review; paging: ViewerPaging; links: PhotoReviewLinks }) {
  const images = review.photos.map((p, i) => ({
    src: imageUrl(p.imageUrl, { width: 1000 }),
    alt: `${t.reviewPhotoAlt(i + 1)}`,
    width: p.width > 0 ? p.width : 1000,
    height: p.height > 0 ? p.height : 1000,
  }));
  const carousel = { id: 'photo-review', label: t.reviewPhotos, images };
  return (
    <section className="mx-auto max-w-2xl px-4 py-6" data-testid="photo-review-viewer" data-review={review.reviewNo}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <a href={links.list(Math.ceil(paging.at / PHOTO_REVIEWS_PER_PAGE))} className="text-neutral-700">
          {t.backToPhotoReviews}
        </a>
        <a href={links.item} className="text-neutral-700">
          {t.backToItem}
        </a>
      </div>
      <h1 className="m-0 mt-3 text-lg font-bold">{t.photoReviewsTitle(itemName)}</h1>
      <div className="mt-3">
        <Island name="ImageCarousel" id="photo-review" props={carousel}>
          <ImageCarousel {...carousel} />
        </Island>
      </div>
      <ReviewMeta review={review} className="mt-4" />
      {review.optionText ? <p className="m-0 mt-1 text-xs text-neutral-600">{review.optionText}</p> : null}
      <MemberText text={review.content} className="m-0 mt-2 text-sm leading-relaxed" />
      <Pager
        label={t.photoReviews}
        previous={paging.previous === null ? null : links.view(paging.previous)}
        next={paging.next === null ? null : links.view(paging.next)}
        previousText={t.previousReview}
        nextText={t.nextReview}
        middle={t.photoReviewPosition(paging.at, paging.total)}
      />
    </section>
  );
}
