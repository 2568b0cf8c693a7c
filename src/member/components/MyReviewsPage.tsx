import { SAMPLE_LINE_KIND, type MyReviews } from '../../../schemas/requests/review';
import { shownName } from '../withheld';
import { formatSeoulMonthDay } from '../../../rules/seoul-time';
import { reviewsCopy as t } from '../../copy/ko';
import { formatWon } from '../../product/prices';
import { imageUrl } from '../../ui/image-url';

export interface MyReviewsPageProps {
  reviews: MyReviews;
  writeHref: (orderNo: string, seq: number) => string;
  productHref: (itemNo: number) => string;
  /** The mileage a review just written earned ('?written=500'), to say so once. */
  justEarned: number | null;
}

/** Where the sample reviews still to write are listed on the page (my page's figure links there). */
export const SAMPLE_REVIEWS_ANCHOR = 'sample-reviews';

type Writable = MyReviews['writable'][number];

function WritableLines({ lines, writeHref }: { lines: readonly Writable[]; writeHref: MyReviewsPageProps['writeHref'] }) {
  return (
    <ul className="m-0 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0">
      {lines.map((w) => {
        const sample = w.kind === SAMPLE_LINE_KIND;
        const when = w.deliveredAt === null ? '' : formatSeoulMonthDay(new Date(w.deliveredAt));
        return (
          <li key={`${w.orderNo}-${w.seq}`} className="flex items-center justify-between gap-3 py-3" data-writable={`${w.orderNo}:${w.seq}`} data-kind={w.kind}>
            <div className="min-w-0 text-sm">
              {w.brandName ? <p className="m-0 text-xs font-semibold">{w.brandName}</p> : null}
              <p className="m-0 truncate">{shownName(w)}</p>
              <p className="m-0 text-xs text-neutral-600">{[w.optionText, when ? (sample ? t.sampleGrantedOn(when) : t.deliveredOn(when)) : ''].filter(Boolean).join(' · ')}</p>
              <p className="m-0 text-xs text-neutral-700">{sample ? t.sampleLineNote : t.earn(formatWon(w.mileage))}</p>
            </div>
            <a href={writeHref(w.orderNo, w.seq)} className="flex h-10 shrink-0 items-center rounded border border-black px-3 text-sm font-bold text-black no-underline">
              {t.write}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * `/my-order/review` (issue 11 item 5): delivered lines still to review, the samples the member
 * was given still to review (issue 31 §3, their own list), and the reviews written.
 */
export function MyReviewsPage({ reviews, writeHref, productHref, justEarned }: MyReviewsPageProps) {
  const ordered = reviews.writable.filter((w) => w.kind !== SAMPLE_LINE_KIND);
  const samples = reviews.writable.filter((w) => w.kind === SAMPLE_LINE_KIND);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="my-reviews">
      <h1 className="m-0 text-xl font-bold">{t.title}</h1>
      {justEarned !== null ? (
        <p role="status" className="m-0 mt-3 rounded bg-neutral-100 p-3 text-sm" data-testid="review-written">
          {justEarned === 0 ? t.sampleDone : t.done(formatWon(justEarned))}
        </p>
      ) : null}
      <h2 className="mt-6 text-base font-bold">{t.writableTitle}</h2>
      {ordered.length === 0 ? <p className="m-0 py-4 text-sm text-neutral-600">{t.noWritable}</p> : <WritableLines lines={ordered} writeHref={writeHref} />}
      {samples.length > 0 ? (
        <>
          <h2 id={SAMPLE_REVIEWS_ANCHOR} className="mt-8 text-base font-bold">
            {t.sampleTitle}
          </h2>
          <WritableLines lines={samples} writeHref={writeHref} />
        </>
      ) : null}
      <h2 className="mt-8 text-base font-bold">{t.writtenTitle}</h2>
      {reviews.written.length === 0 ? (
        <p className="m-0 py-4 text-sm text-neutral-600">{t.noWritten}</p>
      ) : (
        <ul className="m-0 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0">
          {reviews.written.map((r) => (
            <li key={r.reviewNo} className="py-3 text-sm" data-review-no={r.reviewNo}>
              {r.adultWithheld ? (
                <p className="m-0 font-semibold" data-adult-withheld="true">
                  {shownName(r)}
                </p>
              ) : (
                <a href={productHref(r.itemNo)} className="font-semibold text-black no-underline">
                  {shownName(r)}
                </a>
              )}
              <p className="m-0 mt-1">
                <span className="sr-only">{t.ratingValue(r.rating)}</span>
                <span aria-hidden="true" className="text-amber-500">
                  {'★'.repeat(r.rating)}
                </span>
                <span aria-hidden="true" className="text-neutral-300">
                  {'★'.repeat(5 - r.rating)}
                </span>
              </p>
              <p className="m-0 mt-1 whitespace-pre-line">{r.content}</p>
              {r.photos.length > 0 ? (
                <ul className="m-0 mt-2 flex list-none gap-2 p-0">
                  {r.photos.map((p) => (
                    <li key={p.imageUrl}>
                      <img src={imageUrl(p.imageUrl, { width: 320 })} alt="" width={64} height={64} className="h-16 w-16 rounded object-cover" loading="lazy" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
