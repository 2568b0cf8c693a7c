import { orderDetailCopy as t } from '../../copy/ko';
import { Island } from '../../ui/Island';
import OrderAction, { type OrderActionProps } from '../islands/OrderAction';
import type { OrderDetailView } from '../order-detail';

/** A notice after an action came back (`?done=`), announced. */
export type DoneNotice = 'cancelled' | 'refund-pending' | 'return' | 'exchange';

const doneText = (done: DoneNotice): string =>
  done === 'cancelled' ? t.cancelled : done === 'refund-pending' ? t.refundPending : t.claimDone(t.claimKinds[done === 'return' ? 'RETURN' : 'EXCHANGE'] ?? '');

function Action(props: OrderActionProps) {
  return (
    <Island name="OrderAction" id={props.id} props={props}>
      <OrderAction {...props} />
    </Island>
  );
}

/** `/my-order/detail/{orderNo}` (issue 29 §2): one order, its progress, and what may be done now. */
export function OrderDetailPage({ view, listHref, done }: { view: OrderDetailView; listHref: string; done: DoneNotice | null }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="order-detail" data-status={view.status}>
      <OrderHeading view={view} listHref={listHref} done={done} />
      <OrderProgress view={view} />
      <OrderLines view={view} />
      <OrderDelivery view={view} />
      <OrderPayment view={view} />
    </section>
  );
}

/** Back to the list, the order's date and number, and the notice an action left. */
function OrderHeading({ view, listHref, done }: { view: OrderDetailView; listHref: string; done: DoneNotice | null }) {
  return (
    <>
      <a href={listHref} className="text-sm text-neutral-700">
        ← {t.backToList}
      </a>
      <h1 className="m-0 mt-4 text-xl font-bold">{t.title}</h1>
      <p className="m-0 mt-1 text-sm text-neutral-700">
        {t.orderedAt(view.date)} · {t.orderNo(view.orderNo)}
        {view.kind ? ` · ${view.kind}` : ''}
      </p>
      {done ? (
        <p role="status" className="m-0 mt-4 rounded bg-neutral-100 p-3 text-sm" data-testid="order-detail-done">
          {doneText(done)}
        </p>
      ) : null}
    </>
  );
}

/** Where the order stands: its status, the timeline, the parcel's tracking, and cancel or pay. */
function OrderProgress({ view }: { view: OrderDetailView }) {
  return (
    <>
      <h2 className="mt-6 text-base font-bold">{t.timelineTitle}</h2>
      <p className="m-0 mt-1 text-lg font-bold" data-testid="order-detail-status">
        {view.statusLabel}
      </p>
      {view.cancelledNote ? <p className="m-0 mt-1 text-sm text-neutral-700">{view.cancelledNote}</p> : null}
      {view.refundNote ? (
        <p className="m-0 mt-1 text-sm text-neutral-700" data-testid="order-detail-refund">
          {view.refundNote}
        </p>
      ) : null}
      <ol className="m-0 mt-3 grid list-none grid-cols-4 gap-1 p-0" data-testid="order-timeline">
        {view.timeline.map((s) => (
          <li key={s.step} data-step={s.step} data-done={s.done ? 'true' : 'false'} className={`border-t-4 pt-2 text-xs ${s.done ? 'border-black text-black' : 'border-neutral-300 text-neutral-700'}`}>
            <span className="block font-bold">{s.label}</span>
            {s.when ? <span className="block">{s.when}</span> : null}
          </li>
        ))}
      </ol>
      {view.tracking ? (
        <p className="m-0 mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="order-tracking">
          <span>
            {t.trackingTitle}: {view.tracking.text}
          </span>
          {view.tracking.href ? (
            <a href={view.tracking.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-black underline">
              {t.trackingLink} <span className="sr-only">{t.opensNewWindow}</span>
            </a>
          ) : null}
        </p>
      ) : null}
      {view.actions.cancel || view.actions.retryRefund ? (
        <div className="mt-4">
          <Action id="order-cancel" orderNo={view.orderNo} mode="cancel" retry={!view.actions.cancel && view.actions.retryRefund} />
        </div>
      ) : null}
      {view.payHref ? (
        <a href={view.payHref} className="mt-3 flex h-11 items-center justify-center rounded bg-black text-sm font-bold text-white no-underline">
          {t.pay}
        </a>
      ) : null}
    </>
  );
}

/** The ordered items, each with its review and claim actions. */
function OrderLines({ view }: { view: OrderDetailView }) {
  return (
    <>
      <h2 className="mt-8 text-base font-bold">{t.linesTitle}</h2>
      {view.actions.claimUntil ? <p className="m-0 mt-1 text-xs text-neutral-700">{view.actions.claimUntil}</p> : null}
      <ul className="m-0 mt-2 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0">
        {view.lines.map((l) => (
          <OrderLine key={l.key} line={l} orderNo={view.orderNo} />
        ))}
      </ul>
    </>
  );
}

/** One ordered item: its name (a link unless withheld), option, price, claim state and actions. */
function OrderLine({ line: l, orderNo }: { line: OrderDetailView['lines'][number]; orderNo: string }) {
  return (
    <li className="py-3 text-sm" data-seq={l.seq} data-adult-withheld={l.withheld ? 'true' : undefined} data-testid="order-detail-line">
      <div className="flex justify-between gap-4">
        <div className="min-w-0">
          {l.brand ? <p className="m-0 text-xs font-semibold">{l.brand}</p> : null}
          {l.href ? (
            <a href={l.href} className="block truncate text-black">
              {l.name}
            </a>
          ) : (
            <p className="m-0 truncate">{l.name}</p>
          )}
          <p className="m-0 text-neutral-700">{[l.option, l.qty].filter(Boolean).join(' · ')}</p>
          {l.claimLabel ? (
            <p className="m-0 mt-1 font-semibold" data-testid="order-line-claim">
              {l.claimLabel}
            </p>
          ) : null}
        </div>
        <p className="m-0 whitespace-nowrap">{l.price}</p>
      </div>
      {l.reviewHref || l.claimable ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {l.reviewHref ? (
            <a href={l.reviewHref} className="inline-flex h-9 items-center rounded border border-black px-3 text-sm font-semibold text-black no-underline" data-testid="order-line-review">
              {t.review}
            </a>
          ) : null}
          {l.claimable ? <Action id={`order-claim-${l.seq}`} orderNo={orderNo} mode="claim" seq={l.seq} itemName={l.name} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** Where it goes: the gift's recipient, or the address and request; nothing to ship says so. */
function OrderDelivery({ view }: { view: OrderDetailView }) {
  return (
    <>
      <h2 className="mt-8 text-base font-bold">{t.deliveryTitle}</h2>
      <div className="mt-2 text-sm" data-testid="order-delivery">
        {view.giftTo ? <p className="m-0">{t.giftTo(view.giftTo)}</p> : null}
        {view.delivery ? (
          <>
            {view.delivery.name ? <p className="m-0 font-semibold">{[view.delivery.name, view.delivery.phone].filter(Boolean).join(' · ')}</p> : null}
            {view.delivery.address ? <p className="m-0">{view.delivery.address}</p> : null}
            {view.delivery.request ? <p className="m-0 text-neutral-700">{t.deliveryRequest(view.delivery.request)}</p> : null}
          </>
        ) : view.giftTo ? null : (
          <p className="m-0 text-neutral-700">{t.noDelivery}</p>
        )}
      </div>
    </>
  );
}

/** What was paid: each row, the total, the method and the receipt. */
function OrderPayment({ view }: { view: OrderDetailView }) {
  return (
    <>
      <h2 className="mt-8 text-base font-bold">{t.paymentTitle}</h2>
      <dl className="m-0 mt-2 text-sm" data-testid="order-payment">
        {view.payment.rows.map((r) => (
          <div key={r.label} className="flex justify-between py-1">
            <dt className="text-neutral-700">{r.label}</dt>
            <dd className="m-0">{r.value}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-neutral-200 py-2 font-bold">
          <dt>{t.total}</dt>
          <dd className="m-0">{view.payment.total}</dd>
        </div>
        {view.payment.method ? (
          <div className="flex justify-between py-1">
            <dt className="text-neutral-700">{t.method}</dt>
            <dd className="m-0">{view.payment.method}</dd>
          </div>
        ) : null}
      </dl>
      {view.payment.receiptHref ? (
        <a href={view.payment.receiptHref} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm font-semibold text-black underline" data-testid="order-receipt">
          {t.receipt} <span className="sr-only">{t.opensNewWindow}</span>
        </a>
      ) : null}
    </>
  );
}
