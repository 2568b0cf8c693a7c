import { ordersCopy as t } from '../../copy/ko';
import { MemberText } from '../../ui/MemberText';
import type { ReceivedGiftView } from '../order-list';
import { OrderTabs } from './OrderTabs';

export interface ReceivedGiftsPageProps {
  gifts: ReceivedGiftView[];
  count: number;
  tabs: { ordersHref: string; giftsHref: string };
  reviewHref: string;
  prevHref: string | null;
  nextHref: string | null;
}

/** `/my-order/gifts` (issue 11 item 4): the gifts the member received, newest first, each with its sender's note. */
export function ReceivedGiftsPage({ gifts, count, tabs, reviewHref, prevHref, nextHref }: ReceivedGiftsPageProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="received-gifts">
      <OrderTabs current="gifts" {...tabs} />
      <h1 className="m-0 mt-6 text-xl font-bold">{t.giftsTitle}</h1>
      {gifts.length === 0 ? (
        <p className="m-0 py-10 text-center text-sm text-neutral-600" data-testid="received-gifts-empty">
          {t.giftsEmpty}
        </p>
      ) : (
        <>
          <p className="m-0 mt-2 text-sm text-neutral-600">{t.giftsCount(count)}</p>
          <ol className="m-0 mt-4 flex list-none flex-col gap-4 p-0">
            {gifts.map((g) => (
              <li key={g.orderNo} className="rounded-lg border border-neutral-200 p-4" data-gift-order={g.orderNo} data-status={g.status}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="m-0 text-sm font-bold">
                    {g.from} <span className="font-normal text-neutral-600">· {g.date}</span>
                  </p>
                  <p className="m-0 text-sm font-bold">{g.statusLabel}</p>
                </div>
                {g.note ? <p className="m-0 mt-1 text-xs text-neutral-600">{g.note}</p> : null}
                {g.message ? <MemberText text={g.message} className="m-0 mt-2 rounded bg-neutral-50 px-3 py-2 text-sm" /> : null}
                <ul className="m-0 mt-3 list-none divide-y divide-neutral-100 p-0">
                  {g.lines.map((l) => (
                    <li key={l.key} className="py-2 text-sm" data-adult-withheld={l.withheld ? 'true' : undefined}>
                      {l.brand ? <p className="m-0 text-xs font-semibold">{l.brand}</p> : null}
                      <p className="m-0">{l.name}</p>
                      <p className="m-0 text-xs text-neutral-600">{[l.option, l.qty].filter(Boolean).join(' · ')}</p>
                    </li>
                  ))}
                </ul>
                {g.reviewable ? (
                  <a href={reviewHref} className="mt-2 inline-flex h-9 items-center border border-neutral-300 px-3 text-sm text-black no-underline">
                    {t.giftReview}
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
      {prevHref || nextHref ? (
        <nav className="mt-6 flex justify-between text-sm">
          {prevHref ? (
            <a href={prevHref} rel="prev">
              {t.prev}
            </a>
          ) : (
            <span />
          )}
          {nextHref ? (
            <a href={nextHref} rel="next">
              {t.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
