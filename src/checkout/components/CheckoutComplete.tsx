import type { ItemDetail } from '../../../schemas/item-detail';
import { checkoutPayCopy as t, ko } from '../../copy/ko';
import { formatWon } from '../../product/prices';
import type { CheckoutLine } from '../../member/checkout';
import { CheckoutLineRow } from '../../member/components/CheckoutPage';

export interface CompleteDelivery {
  recipientName: string | null;
  recipientPhone: string | null;
  zipcode: string | null;
  address: string | null;
  addressDetail: string | null;
  deliveryRequest: string | null;
}

export interface CheckoutCompleteProps {
  orderNo: string;
  lines: (CheckoutLine & { itemNo: number; adultWithheld?: boolean })[];
  items: ReadonlyMap<number, ItemDetail | null>;
  total: number;
  shippingFee: number;
  /** Where it goes, when the order says (the address work adds the fields); null: not said. */
  delivery: CompleteDelivery | null;
  /** A gift's recipient (masked): they give the address themselves. */
  giftRecipientName: string | null;
  /** The provider's record, formatted; null when the origin has none (paid before payments had rows). */
  payment: { amount: number; method: string | null; approvedAt: string | null; receiptUrl: string | null; sandbox: boolean } | null;
  links: { detail: string; shop: string };
}

const row = 'grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm';

/** `/checkout/complete/{orderNo}` (issue 29): the order number, what was bought, where it goes, what was paid and how, and where next. */
export function CheckoutComplete({ orderNo, lines, items, total, shippingFee, delivery, giftRecipientName, payment, links }: CheckoutCompleteProps) {
  const address =
    delivery && (delivery.address || delivery.zipcode) ? [delivery.zipcode ? `(${delivery.zipcode})` : '', delivery.address ?? '', delivery.addressDetail ?? ''].filter(Boolean).join(' ') : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-10" data-testid="checkout-complete" data-order-no={orderNo}>
      <h1 className="m-0 text-2xl font-bold">{t.completeTitle}</h1>
      <p className="m-0 mt-2 text-sm text-neutral-700">{t.completeLead}</p>
      <dl className={`mt-6 rounded border border-neutral-200 p-4 ${row}`}>
        <dt className="text-neutral-600">{t.orderNo}</dt>
        <dd className="m-0 font-bold [overflow-wrap:anywhere]" data-testid="complete-order-no">
          {orderNo}
        </dd>
      </dl>

      <h2 className="mt-8 text-base font-bold">{t.linesTitle}</h2>
      <ul className="m-0 mt-2 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0">
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
          <CheckoutLineRow key={`${l.itemNo}-${l.optionNo ?? 0}-${i}`} line={l} item={items.get(l.itemNo) ?? null} testId="complete-line" />
        ))}
      </ul>

      <h2 className="mt-8 text-base font-bold">{t.deliveryTitle}</h2>
      <div className="mt-2 text-sm" data-testid="complete-delivery">
        {giftRecipientName !== null ? (
          <p className="m-0">{t.giftDelivery(giftRecipientName)}</p>
        ) : address ? (
          <>
            {delivery?.recipientName ? (
              <p className="m-0 font-semibold">
                {delivery.recipientName}
                {delivery.recipientPhone ? ` · ${delivery.recipientPhone}` : ''}
              </p>
            ) : null}
            <p className="m-0">{address}</p>
            {delivery?.deliveryRequest ? <p className="m-0 text-neutral-600">{delivery.deliveryRequest}</p> : null}
          </>
        ) : (
          <p className="m-0 text-neutral-600">{t.noAddress}</p>
        )}
      </div>

      <h2 className="mt-8 text-base font-bold">{t.paymentTitle}</h2>
      <dl className={`mt-2 ${row}`} data-testid="complete-payment">
        <dt className="text-neutral-600">{ko.member.checkoutShipping}</dt>
        <dd className="m-0">{shippingFee > 0 ? formatWon(shippingFee) : ko.product.shipping.free}</dd>
        <dt className="text-neutral-600">{t.paidAmount}</dt>
        <dd className="m-0 font-bold" data-testid="complete-amount">
          {formatWon(payment?.amount ?? total)}
        </dd>
        {payment?.method ? (
          <>
            <dt className="text-neutral-600">{t.method}</dt>
            <dd className="m-0" data-testid="complete-method">
              {payment.method}
              {payment.sandbox ? <span className="ml-2 rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-black">{t.sandboxBadge}</span> : null}
            </dd>
          </>
        ) : null}
        {payment?.approvedAt ? (
          <>
            <dt className="text-neutral-600">{t.approvedAt}</dt>
            <dd className="m-0">{payment.approvedAt}</dd>
          </>
        ) : null}
      </dl>
      {payment?.receiptUrl ? (
        <a href={payment.receiptUrl} className="mt-3 inline-flex min-h-11 items-center text-sm text-neutral-800 underline" data-testid="complete-receipt" target="_blank" rel="noopener noreferrer">
          {t.receipt}
        </a>
      ) : null}

      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <a href={links.detail} className="flex h-12 items-center justify-center rounded border-0 bg-black text-base font-bold text-white no-underline" data-testid="complete-detail">
          {t.toDetail}
        </a>
        <a href={links.shop} className="flex h-12 items-center justify-center rounded border border-black text-base font-bold text-black no-underline" data-testid="complete-shop">
          {t.keepShopping}
        </a>
      </div>
    </section>
  );
}
