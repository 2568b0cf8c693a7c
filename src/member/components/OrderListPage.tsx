import { orderDetailCopy, ordersCopy as t } from '../../copy/ko';
import type { OrderView } from '../order-list';
import { OrderTabs } from './OrderTabs';
import { PageNotice } from './PageNotice';

export interface OrderListPageProps {
  orders: OrderView[];
  count: number;
  prevHref: string | null;
  nextHref: string | null;
  tabs?: { ordersHref: string; giftsHref: string };
  /** The order's detail page (issue 29 §2). */
  detailHref?: (orderNo: string) => string;
}

/** `/my-order/list` (issue 11 item 4): the member's orders, newest first, each with its status. */
export function OrderListPage({ orders, count, prevHref, nextHref, tabs, detailHref }: OrderListPageProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="order-list">
      {tabs ? <OrderTabs current="orders" {...tabs} /> : null}
      <h1 className={`m-0 text-xl font-bold ${tabs ? 'mt-6' : ''}`}>{t.title}</h1>
      {orders.length === 0 ? (
        <p className="m-0 py-10 text-center text-sm text-neutral-600" data-testid="order-list-empty">
          {t.empty}
        </p>
      ) : (
        <>
          <p className="m-0 mt-2 text-sm text-neutral-600">{t.count(count)}</p>
          <ol className="m-0 mt-4 flex list-none flex-col gap-4 p-0">
            {orders.map((o) => (
              <li key={o.orderNo} className="rounded-lg border border-neutral-200 p-4" data-order-no={o.orderNo} data-status={o.status}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="m-0 text-sm font-bold">
                    {t.orderedAt(o.date)} {o.kind ? <span className="font-normal text-neutral-600">· {o.kind}</span> : null}
                  </p>
                  <p className="m-0 text-sm font-bold" data-testid="order-status">
                    {o.statusLabel}
                  </p>
                </div>
                {o.note ? <p className="m-0 mt-1 text-xs text-neutral-600">{o.note}</p> : null}
                <ul className="m-0 mt-3 list-none divide-y divide-neutral-100 p-0">
                  {o.lines.map((l) => (
                    <li key={l.key} className="flex justify-between gap-4 py-2 text-sm" data-adult-withheld={l.withheld ? 'true' : undefined}>
                      <div className="min-w-0">
                        {l.brand ? <p className="m-0 text-xs font-semibold">{l.brand}</p> : null}
                        <p className="m-0 truncate">{l.name}</p>
                        <p className="m-0 text-neutral-600">{[l.option, l.qty].filter(Boolean).join(' · ')}</p>
                      </div>
                      <p className="m-0 whitespace-nowrap">{l.price}</p>
                    </li>
                  ))}
                </ul>
                <div className="mt-2 flex items-center justify-between border-t border-neutral-100 pt-2 text-sm">
                  {detailHref ? (
                    <a href={detailHref(o.orderNo)} className="text-black underline" data-testid="order-detail-link">
                      {t.orderNo(o.orderNo)} <span className="sr-only">{t.detail}</span>
                    </a>
                  ) : (
                    <span className="text-neutral-600">{t.orderNo(o.orderNo)}</span>
                  )}
                  <span className="font-bold">
                    {t.total} {o.total}
                  </span>
                </div>
                {o.receiptHref ? (
                  <a href={o.receiptHref} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm text-black underline" data-testid="order-list-receipt">
                    {orderDetailCopy.receipt} <span className="sr-only">{orderDetailCopy.opensNewWindow}</span>
                  </a>
                ) : null}
                {o.payHref ? (
                  <a href={o.payHref} className="mt-3 flex h-11 items-center justify-center rounded bg-black text-sm font-bold text-white no-underline">
                    {t.pay}
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
          {prevHref || nextHref ? (
            <nav className="flex justify-between py-4 text-sm">
              {prevHref ? <a href={prevHref}>{t.prev}</a> : <span />}
              {nextHref ? <a href={nextHref}>{t.next}</a> : <span />}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The order list when it cannot be read: the message, the page still stands. */
export function OrderListUnavailable() {
  return <PageNotice title={t.title} text={t.unavailable} />;
}
