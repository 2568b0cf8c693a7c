import type { ItemDetail } from '../../../schemas/item-detail';
import { ko } from '../../copy/ko';
import { formatWon } from '../../product/prices';
import { displayTitle } from '../../product/title';
import { checkoutTotals, lineTotal, optionLabel, type CheckoutLine } from '../checkout';

export interface CheckoutPageProps {
  orderNo: string;
  gift: boolean;
  lines: (CheckoutLine & { itemNo: number })[];
  /** Each line's item, or null when it could not be loaded (the line shows its number). */
  items: ReadonlyMap<number, ItemDetail | null>;
  /** The order's total as the origin stored it, else the lines' sum. */
  total: number;
  /** The order's status in words. */
  statusLabel: string;
  /** The sandbox payment's form target when the order can be paid here (development only). */
  payAction: string | null;
  /** Where the member's orders are, once this one is paid. */
  ordersHref: string | null;
  /** The sandbox's "delivered now" form target for a paid order (development only). */
  deliverAction?: string | null;
}

/** `/checkout?order=` (spec 2.4 checkout): the order's lines with option, quantity and price, and the total. */
export function CheckoutPage({ orderNo, gift, lines, items, total, statusLabel, payAction, ordersHref, deliverAction = null }: CheckoutPageProps) {
  const totals = checkoutTotals(lines);
  return (
    <section className="mx-auto max-w-xl px-4 py-10" data-testid="checkout" data-order-no={orderNo}>
      <h1 className="text-2xl font-bold">{ko.member.checkoutTitle}</h1>
      {gift ? <p className="mt-1 text-sm font-semibold">{ko.member.checkoutGift}</p> : null}
      <p className="m-0 mt-1 text-sm text-neutral-700" data-testid="checkout-status">
        {ko.member.checkoutStatus(statusLabel)}
      </p>
      <h2 className="mt-6 text-base font-bold">{ko.member.checkoutLines}</h2>
      <ul className="m-0 mt-2 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0">
        {lines.map((l, i) => {
          const item = items.get(l.itemNo) ?? null;
          const label = [item ? optionLabel(item.optionItems.list, l.optionNo) : '', l.text].filter(Boolean).join(' · ');
          return (
            <li key={`${l.itemNo}-${l.optionNo ?? 0}-${i}`} className="flex justify-between gap-4 py-3 text-sm" data-testid="checkout-line">
              <div>
                {item ? <p className="m-0 font-semibold">{item.frontBrand.frontBrandName}</p> : null}
                <p className="m-0">{item ? displayTitle(item) : `#${l.itemNo}`}</p>
                {label ? <p className="m-0 text-neutral-600">{label}</p> : null}
                <p className="m-0 text-neutral-600">{ko.member.checkoutQty(l.qty)}</p>
              </div>
              <p className="m-0 whitespace-nowrap font-semibold">{formatWon(lineTotal(l))}</p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt>{ko.member.checkoutItemsTotal}</dt>
        <dd className="m-0 text-right">{formatWon(totals.items)}</dd>
        <dt className="text-base font-bold">{ko.member.checkoutTotal}</dt>
        <dd className="m-0 text-right text-base font-bold" data-testid="checkout-total">
          {formatWon(total)}
        </dd>
      </dl>
      {payAction ? (
        <form method="post" action={payAction} className="mt-6" data-testid="checkout-pay">
          <input type="hidden" name="order" value={orderNo} />
          <button type="submit" className="flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded border-0 bg-black text-base font-bold text-white">
            {ko.member.checkoutPay}
            <span className="rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-black">{ko.member.checkoutSandbox}</span>
          </button>
          <p className="m-0 mt-2 text-xs text-neutral-600">{ko.member.checkoutSandboxNote}</p>
        </form>
      ) : null}
      {ordersHref ? (
        <div className="mt-6" data-testid="checkout-paid">
          <p className="m-0 text-sm font-semibold">{ko.member.checkoutPaid}</p>
          <a href={ordersHref} className="mt-3 flex h-12 items-center justify-center rounded border border-black text-base font-bold text-black no-underline">
            {ko.member.checkoutToOrders}
          </a>
        </div>
      ) : null}
      {deliverAction ? (
        <form method="post" action={deliverAction} className="mt-3" data-testid="checkout-deliver">
          <input type="hidden" name="order" value={orderNo} />
          <button type="submit" className="flex h-11 w-full cursor-pointer items-center justify-center gap-2 rounded border border-neutral-400 bg-white text-sm text-black">
            {ko.member.checkoutDeliverNow}
            <span className="rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold">{ko.member.checkoutSandbox}</span>
          </button>
        </form>
      ) : null}
      <p className="mt-6 text-xs text-neutral-500">{ko.member.checkoutNote}</p>
    </section>
  );
}

/** The checkout page of an order that does not exist or is not this member's. */
export function CheckoutMissing() {
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{ko.member.checkoutTitle}</h1>
      <p className="mt-4 text-sm" data-testid="checkout-missing">
        {ko.member.checkoutNotFound}
      </p>
    </section>
  );
}
