import { reviewsCopy as t } from '../../copy/ko';
import { formatWon } from '../../product/prices';
import { Island } from '../../ui/Island';
import ReviewForm, { type ReviewFormProps } from '../islands/ReviewForm';
import { PageNotice } from './PageNotice';

export interface ReviewWriteTarget {
  itemName: string;
  brandName: string;
  optionText: string;
  mileage: number;
  /** A gift the member received: the gift variant of review write (spec 2.1). */
  gift?: boolean;
  /** An item the member was given as a sample (issue 31 §3): marked as such, earns no mileage. */
  sample?: boolean;
}

/** `/my-order/review/write` (spec 2.1 review write): which line is reviewed, then the form. */
export function ReviewWritePage({ target, form: base }: { target: ReviewWriteTarget; form: ReviewFormProps }) {
  const form = target.gift ? { ...base, gift: true } : base;
  return (
    <section className="mx-auto max-w-xl px-4 py-8" data-testid="review-write">
      <h1 className="m-0 text-xl font-bold">{target.gift ? t.giftWriteTitle : target.sample ? t.sampleWriteTitle : t.writeTitle}</h1>
      {target.gift ? (
        <p className="m-0 mt-1 text-sm text-neutral-700" data-testid="review-gift-note">
          {t.giftWriteNote}
        </p>
      ) : null}
      {target.sample ? (
        <p className="m-0 mt-1 text-sm text-neutral-700" data-testid="review-sample-note">
          {t.sampleWriteNote}
        </p>
      ) : null}
      <div className="mt-3 rounded bg-neutral-50 p-3 text-sm">
        {target.brandName ? <p className="m-0 text-xs font-semibold">{target.brandName}</p> : null}
        <p className="m-0">{target.itemName}</p>
        {target.optionText ? <p className="m-0 text-xs text-neutral-600">{target.optionText}</p> : null}
        {target.sample ? null : <p className="m-0 mt-1 text-xs text-neutral-700">{t.earn(formatWon(target.mileage))}</p>}
      </div>
      <div className="mt-6">
        <Island name="ReviewForm" id={form.id} props={form}>
          <ReviewForm {...form} />
        </Island>
      </div>
    </section>
  );
}

/** The write page for a line that cannot be reviewed (not delivered, not the member's, written). */
export function ReviewWriteMissing({ listHref }: { listHref: string }) {
  return (
    <PageNotice title={t.writeTitle} text={t.notFound} testId="review-write-missing">
      <a href={listHref} className="text-sm text-black">
        {t.title}
      </a>
    </PageNotice>
  );
}
