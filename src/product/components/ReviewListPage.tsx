import { pdpCopy, reviewListCopy as t } from '../../copy/ko';
import type { ReviewPage } from '../../../schemas/review';
import { productPath } from '../../navigation/links';
import { reviewListPath, sortLinks, type ReviewListQuery } from '../review-list';
import type { ListPaging } from '../photo-reviews';
import { Pager } from './PhotoReviews';
import { ReviewItem } from './ReviewItem';

const chip = 'inline-flex h-9 items-center rounded-full border px-3 text-sm no-underline';
const chipOn = `${chip} border-black bg-black font-semibold text-white`;
const chipOff = `${chip} border-neutral-300 text-black hover:border-black`;

/**
 * `/products/{itemNo}/reviews` (issue 29): every review of the item, ten a page, in the order
 * and with the filter the shopper picked. Sorts, filter and pages are plain links (a real page
 * each), so it works before and without any script. `shown` is the page's reviews with the
 * item's sample display applied (sample reviews stay marked).
 */
export function ReviewListPage({
  itemNo,
  itemName,
  page,
  shown,
  query,
  paging,
}: {
  itemNo: number;
  itemName: string;
  page: ReviewPage;
  shown: ReviewPage['results'];
  query: ReviewListQuery;
  paging: ListPaging;
}) {
  const at = (q: Partial<ReviewListQuery>) => reviewListPath(itemNo, { ...query, ...q });
  return (
    <section className="mx-auto max-w-3xl px-4 py-6" data-testid="review-list-page">
      <a href={`${productPath(itemNo)}#review`} className="text-sm text-neutral-700">
        {pdpCopy.backToItem}
      </a>
      <h1 className="m-0 mt-2 text-xl font-bold">{t.title(itemName)}</h1>
      <p className="m-0 mt-1 text-sm">
        <strong className="text-lg">{page.avgReviewPoint.toFixed(1)}</strong>
        <span className="ml-2 text-neutral-700">{pdpCopy.reviewCount(query.photo ? page.photoReviewCount : page.count)}</span>
      </p>
      <nav aria-label={t.sortLabel} className="mt-4">
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
          {sortLinks(itemNo, query).map((l) => (
            <li key={l.sort}>
              <a href={l.href} aria-current={l.current ? 'true' : undefined} className={l.current ? chipOn : chipOff} data-review-sort={l.sort}>
                {t.sorts[l.sort]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t.filterLabel} className="mt-2">
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
          <li>
            <a href={at({ photo: false, page: 1 })} aria-current={query.photo ? undefined : 'true'} className={query.photo ? chipOff : chipOn} data-review-filter="all">
              {t.everyReview}
            </a>
          </li>
          <li>
            <a href={at({ photo: true, page: 1 })} aria-current={query.photo ? 'true' : undefined} className={query.photo ? chipOn : chipOff} data-review-filter="photo">
              {t.photoOnly(page.photoReviewCount)}
            </a>
          </li>
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p className="mt-8 text-center text-sm text-neutral-700" data-testid="review-list-empty">
          {query.photo ? pdpCopy.photoReviewsEmpty : t.empty}
        </p>
      ) : (
        <ul className="m-0 mt-4 list-none divide-y divide-gray-200 p-0" data-testid="review-list">
          {shown.map((r) => (
            <ReviewItem key={r.reviewNo} review={r} />
          ))}
        </ul>
      )}
      {paging.pages > 1 ? (
        <Pager
          label={t.pagesLabel}
          previous={paging.page > 1 ? at({ page: paging.page - 1 }) : null}
          next={paging.page < paging.pages ? at({ page: paging.page + 1 }) : null}
          previousText={pdpCopy.previousPage}
          nextText={pdpCopy.nextPage}
          middle={t.position(paging.page, paging.pages)}
        />
      ) : null}
    </section>
  );
}
