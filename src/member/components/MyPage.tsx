import { myPageCopy } from '../../copy/ko';
import type { MyPageView } from '../my-page';
import { SAMPLE_REVIEWS_ANCHOR } from './MyReviewsPage';

export interface MyPageLinks {
  likes: string;
  orders: string;
  gifts: string;
  reviews: string;
  account: string;
  agreements: string;
  leave: string;
  cart: string;
  /** The coupon and mileage lists the wallet's tiles open (issue 29 §2). */
  mileage?: string;
  coupons?: string;
  /** Spec 2.5's other account links that lead somewhere (served here or on a configured host), labelled. */
  support: { href: string; label: string }[];
}

export interface MyPageProps {
  view: MyPageView;
  links: MyPageLinks;
}

interface FigureProps {
  label: string;
  value: string;
  testId: string;
  /** The list behind the figure: the whole tile opens it. */
  href?: string | undefined;
}

function Figure({ label, value, testId, href }: FigureProps) {
  return (
    <div className="relative rounded-lg bg-neutral-50 px-3 py-3 text-center">
      <dt className="text-xs text-neutral-600">{label}</dt>
      <dd className="m-0 mt-1 text-base font-bold" data-testid={testId}>
        {href ? (
          <a href={href} aria-label={`${label} ${value}`} className="text-black underline after:absolute after:inset-0 after:content-['']" data-testid={`${testId}-link`}>
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/** A heading over two-column figures, with optional lines under them. */
function FigureGroup({ title, figures, notes = [] }: { title: string; figures: FigureProps[]; notes?: { text: string | null; testId: string; href?: string }[] }) {
  return (
    <div>
      <h2 className="text-base font-bold">{title}</h2>
      <dl className="m-0 mt-2 grid grid-cols-2 gap-2">
        {figures.map((f) => (
          <Figure key={f.testId} {...f} />
        ))}
      </dl>
      {notes.map((n) =>
        n.text ? (
          <p key={n.testId} className="m-0 mt-2 text-sm text-neutral-700" data-testid={n.testId}>
            {n.href ? (
              <a href={n.href} className="text-black underline" data-testid={`${n.testId}-link`}>
                {n.text}
              </a>
            ) : (
              n.text
            )}
          </p>
        ) : null,
      )}
    </div>
  );
}

/** `/mypage` (spec 3.7): who the member is, their benefits, likes, orders and reviews, and the way to each area. */
export function MyPage({ view, links }: MyPageProps) {
  const areas: [string, string][] = [
    [links.likes, myPageCopy.areaLikes],
    [links.orders, myPageCopy.areaOrders],
    [links.gifts, myPageCopy.areaGifts],
    [links.reviews, myPageCopy.areaReviews],
    [links.cart, myPageCopy.areaCart],
    [links.account, myPageCopy.areaAccount],
    [links.agreements, myPageCopy.areaAgreements],
    [links.leave, myPageCopy.areaLeave],
  ];
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="my-page">
      <h1 className="sr-only">{myPageCopy.title}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <p className="m-0 text-xl font-bold" data-testid="my-page-name">
          {view.name}
        </p>
        <span className="rounded-full bg-neutral-900 px-2 py-0.5 text-xs font-bold text-white" data-testid="my-page-grade">
          {view.grade ? myPageCopy.gradeLabel(view.grade) : myPageCopy.noGrade}
        </span>
      </div>
      {view.joinedAt || view.firstOrderedAt ? (
        <p className="m-0 mt-1 text-sm text-neutral-600">
          {view.joinedAt ? <span>{myPageCopy.joinedAt(view.joinedAt)}</span> : null}
          {view.joinedAt && view.firstOrderedAt ? ' · ' : null}
          {view.firstOrderedAt ? <span data-testid="my-page-first-order">{myPageCopy.firstOrderedAt(view.firstOrderedAt)}</span> : null}
        </p>
      ) : null}

      <h2 className="mt-8 text-base font-bold">{myPageCopy.wallet}</h2>
      <dl className="m-0 mt-2 grid grid-cols-3 gap-2">
        <Figure label={myPageCopy.mileage} value={view.mileage} testId="my-page-mileage" href={links.mileage} />
        <Figure label={myPageCopy.coupons} value={view.coupons} testId="my-page-coupons" href={links.coupons} />
        <Figure label={myPageCopy.deposit} value={view.deposit} testId="my-page-deposit" />
      </dl>

      <div className="mt-8 grid gap-8 md:grid-cols-3">
        <FigureGroup
          title={myPageCopy.likes}
          figures={view.likes.map((l) => ({ label: l.label, value: l.count, testId: `my-page-likes-${l.kind}` }))}
          notes={[{ text: view.heartTotal, testId: 'my-page-likes-total' }]}
        />
        <FigureGroup
          title={myPageCopy.orders}
          figures={[
            { label: myPageCopy.ordersInProgress, value: view.ordersInProgress, testId: 'my-page-orders-progress' },
            { label: myPageCopy.ordersTotal, value: view.ordersTotal, testId: 'my-page-orders-total' },
          ]}
        />
        <FigureGroup
          title={myPageCopy.reviews}
          figures={[
            { label: myPageCopy.reviewsWritable, value: view.reviewsWritable, testId: 'my-page-reviews-writable' },
            { label: myPageCopy.reviewsWritten, value: view.reviewsWritten, testId: 'my-page-reviews-written' },
          ]}
          notes={[
            { text: view.reviewMileage, testId: 'my-page-review-mileage' },
            { text: view.reviewSplit?.orders ?? null, testId: 'my-page-reviews-orders' },
            { text: view.reviewSplit?.gifts ?? null, testId: 'my-page-reviews-gifts' },
            // Issue 31 §3: the sample reviews still to write, where the member writes them.
            { text: view.sampleReviews, testId: 'my-page-reviews-samples', href: `${links.reviews}#${SAMPLE_REVIEWS_ANCHOR}` },
          ]}
        />
      </div>

      <h2 className="mt-8 text-base font-bold">{myPageCopy.areas}</h2>
      <ul className="m-0 mt-2 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0">
        {areas.map(([href, label]) => (
          <li key={label}>
            <a href={href} className="flex min-h-11 items-center justify-between py-3 text-sm text-neutral-900 no-underline">
              {label}
              <span aria-hidden="true">›</span>
            </a>
          </li>
        ))}
      </ul>

      <h2 className="mt-8 text-base font-bold">{myPageCopy.support}</h2>
      <ul className="m-0 mt-2 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0" data-testid="my-page-support">
        {links.support.map(({ href, label }) => (
          <li key={label}>
            <a href={href} className="flex min-h-11 items-center justify-between py-3 text-sm text-neutral-900 no-underline">
              {label}
              <span aria-hidden="true">›</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** My page when its figures could not be loaded: the spec 8 message, the page still stands. */
export function MyPageUnavailable() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-xl font-bold">{myPageCopy.title}</h1>
      <p className="mt-4 text-sm" role="alert" data-testid="my-page-unavailable">
        {myPageCopy.unavailable}
      </p>
    </section>
  );
}
