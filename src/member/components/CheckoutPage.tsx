import type { ReactNode } from 'react';
import type { ItemDetail } from '../../../schemas/item-detail';
import { ko } from '../../copy/ko';
import { formatWon } from '../../product/prices';
import { displayTitle } from '../../product/title';
import { checkoutTotals, lineTotal, optionLabel, type CheckoutLine } from '../checkout';
import { shownName } from '../withheld';
import { Island } from '../../ui/Island';
import PayForm, { type PayFormProps } from '../../checkout/islands/PayForm';
import { TossLaunch, type TossLaunchData } from '../../checkout/TossLaunch';

/** Back from the provider without a payment: what it said, shown above the pay form. */
export interface PayNotice {
  text: string;
}

export interface CheckoutPageProps {
  orderNo: string;
  gift: boolean;
  /** `adultWithheld`: an adult-only item the member may not see (src/member/withheld.ts). */
  lines: (CheckoutLine & { itemNo: number; adultWithheld?: boolean })[];
  /** Each line's item, or null when it could not be loaded (the line shows its number). */
  items: ReadonlyMap<number, ItemDetail | null>;
  /** The order's total as the origin stored it (shipping included), else the lines' sum and shipping. */
  total: number;
  /** The shipping the order charges, as the cart and the item page showed it. */
  shippingFee: number;
  /** The order's status in words. */
  statusLabel: string;
  /**
   * Paying here (issue 29): the pay form (결제 수단, agreement, button) while the order is
   * payable; 'unavailable' in production without provider keys; null once it is not unpaid.
   */
  pay: PayFormProps | 'unavailable' | null;
  /** Back from a failed or cancelled payment (or a refused start): the reason, the order intact. */
  payNotice?: PayNotice | null;
  /** Toss's window to open now (after a start in production), with the page's nonce. */
  tossLaunch?: { data: TossLaunchData; nonce: string } | null;
  /** Where the member's orders are, once this one is paid. */
  ordersHref: string | null;
  /** The sandbox's "delivered now" form target for a paid order (development only). */
  deliverAction?: string | null;
  /** A gift order's recipient: named (masked) or not yet, and the form while it can still change. */
  giftRecipient?: GiftRecipientState | null;
  /** An unpaid order's hold in minutes, said under the total (it is cancelled after it); null once it is not unpaid. */
  holdMinutes?: number | null;
  /** A cancelled order (unpaid past its hold): the hold in minutes, said in place of "paid"; null otherwise. */
  cancelledMinutes?: number | null;
  /** The checkout form's sections (배송지, 할인: CheckoutDelivery, CheckoutDiscount), under the lines. */
  sections?: ReactNode;
  /** The origin's summary (CheckoutSummary), in place of the lines' totals when the origin answered it. */
  summary?: ReactNode;
}

export interface GiftRecipientState {
  /** Masked, once named; null before. */
  name: string | null;
  message: string;
  /** The form's target while the order is unpaid; null once paid. */
  action: string | null;
  /** What the sender typed, with the refusal beside its field, after a refused send. */
  typed?: { recipientId: string; message: string; error: { field: 'recipientId' | 'message' | 'form'; text: string } };
}

const fieldClass = 'mt-1 block h-11 w-full rounded border border-neutral-400 px-3 text-base';

/** Whom the gift goes to: a plain form (works without script), its refusals next to the field. */
function GiftRecipient({ orderNo, state }: { orderNo: string; state: GiftRecipientState }) {
  const m = ko.member;
  const error = state.typed?.error;
  const errorOf = (field: 'recipientId' | 'message' | 'form') =>
    error && error.field === field ? (
      <p className="m-0 mt-1 text-sm text-red-700" id={`gift-${field}-error`} data-testid={`gift-${field}-error`} role="alert">
        {error.text}
      </p>
    ) : null;
  return (
    <section className="mt-6 rounded border border-neutral-200 p-4" aria-labelledby="gift-recipient-title" data-testid="gift-recipient">
      <h2 id="gift-recipient-title" className="m-0 text-base font-bold">
        {m.giftRecipientTitle}
      </h2>
      {state.name !== null ? (
        <p className="m-0 mt-2 text-sm" data-testid="gift-recipient-name">
          {m.giftRecipientSet(state.name)}
        </p>
      ) : null}
      {state.name !== null && state.message ? <p className="m-0 mt-1 text-sm text-neutral-700">{m.giftMessageShown(state.message)}</p> : null}
      {state.action ? (
        <form method="post" action={state.action} className="mt-3" noValidate>
          <input type="hidden" name="order" value={orderNo} />
          <label className="block text-sm font-semibold" htmlFor="gift-recipientId">
            {m.giftRecipientId}
          </label>
          <input
            id="gift-recipientId"
            name="recipientId"
            type="email"
            autoComplete="off"
            required
            defaultValue={state.typed?.recipientId ?? ''}
            aria-invalid={error?.field === 'recipientId' || undefined}
            aria-describedby={error?.field === 'recipientId' ? 'gift-recipientId-error' : 'gift-recipientId-hint'}
            className={fieldClass}
          />
          <p id="gift-recipientId-hint" className="m-0 mt-1 text-xs text-neutral-600">
            {m.giftRecipientHint}
          </p>
          {errorOf('recipientId')}
          <label className="mt-3 block text-sm font-semibold" htmlFor="gift-message">
            {m.giftMessage}
          </label>
          <textarea
            id="gift-message"
            name="message"
            maxLength={100}
            rows={2}
            defaultValue={state.typed?.message ?? state.message}
            aria-invalid={error?.field === 'message' || undefined}
            className="mt-1 block w-full rounded border border-neutral-400 px-3 py-2 text-base"
          />
          {errorOf('message')}
          {errorOf('form')}
          <button type="submit" className="mt-3 h-11 w-full cursor-pointer rounded border border-black bg-white text-sm font-bold text-black">
            {m.giftSave}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** One ordered line: brand, name (or its placeholder), option, quantity and price; the 주문서's and the order-complete page's. */
export function CheckoutLineRow({ line: l, item, testId }: { line: CheckoutPageProps['lines'][number]; item: ItemDetail | null; testId: string }) {
  const label = [item ? optionLabel(item.optionItems.list, l.optionNo) : '', l.text].filter(Boolean).join(' · ');
  return (
    <li className="flex justify-between gap-4 py-3 text-sm" data-testid={testId} data-adult-withheld={l.adultWithheld ? 'true' : undefined}>
      <div>
        {item ? <p className="m-0 font-semibold">{item.frontBrand.frontBrandName}</p> : null}
        <p className="m-0">{item ? displayTitle(item) : shownName({ itemNo: l.itemNo, itemName: '', adultWithheld: l.adultWithheld })}</p>
        {label ? <p className="m-0 text-neutral-600">{label}</p> : null}
        <p className="m-0 text-neutral-600">{ko.member.checkoutQty(l.qty)}</p>
      </div>
      <p className="m-0 whitespace-nowrap font-semibold">{formatWon(lineTotal(l))}</p>
    </li>
  );
}

/** `/checkout?order=` (spec 2.4 checkout): the order's lines with option, quantity and price, and the total. */
export function CheckoutPage({
  orderNo,
  gift,
  lines,
  items,
  total,
  shippingFee,
  statusLabel,
  pay,
  payNotice = null,
  tossLaunch = null,
  ordersHref,
  deliverAction = null,
  giftRecipient = null,
  holdMinutes = null,
  cancelledMinutes = null,
  sections = null,
  summary = null,
}: CheckoutPageProps) {
  const cancelled = cancelledMinutes !== null;
  // A gift is paid once it knows whom it goes to.
  const payable = pay !== null && (!gift || giftRecipient?.name != null);
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
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
          <CheckoutLineRow key={`${l.itemNo}-${l.optionNo ?? 0}-${i}`} line={l} item={items.get(l.itemNo) ?? null} testId="checkout-line" />
        ))}
      </ul>
      {sections}
      {summary ?? (
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
          <dt>{ko.member.checkoutItemsTotal}</dt>
          <dd className="m-0 text-right">{formatWon(totals.items)}</dd>
          <dt>{ko.member.checkoutShipping}</dt>
          <dd className="m-0 text-right" data-testid="checkout-shipping">
            {shippingFee > 0 ? formatWon(shippingFee) : ko.product.shipping.free}
          </dd>
          <dt className="text-base font-bold">{ko.member.checkoutTotal}</dt>
          <dd className="m-0 text-right text-base font-bold" data-testid="checkout-total">
            {formatWon(total)}
          </dd>
        </dl>
      )}
      {giftRecipient ? <GiftRecipient orderNo={orderNo} state={giftRecipient} /> : null}
      {pay && !payable ? (
        <p className="m-0 mt-4 text-sm text-neutral-700" data-testid="gift-pay-first">
          {ko.member.giftPayFirst}
        </p>
      ) : null}
      {payNotice && pay ? (
        <div className="mt-6 rounded border border-red-300 bg-red-50 p-4" role="alert" data-testid="pay-notice">
          <p className="m-0 text-sm font-bold text-red-800">{ko.checkoutPay.failedTitle}</p>
          <p className="m-0 mt-1 text-sm text-red-800">{payNotice.text}</p>
        </div>
      ) : null}
      {payable && pay === 'unavailable' ? (
        <p className="m-0 mt-6 rounded border border-neutral-300 p-4 text-sm" role="status" data-testid="pay-unavailable">
          {ko.checkoutPay.unavailable}
        </p>
      ) : null}
      {payable && tossLaunch ? <TossLaunch data={tossLaunch.data} nonce={tossLaunch.nonce} /> : null}
      {payable && pay && pay !== 'unavailable' && !tossLaunch ? (
        <Island name="PayForm" id="pay-form" props={pay}>
          <PayForm {...pay} />
        </Island>
      ) : null}
      {holdMinutes !== null ? (
        <p className="m-0 mt-2 text-xs text-neutral-600" data-testid="checkout-hold">
          {ko.member.checkoutHoldNote(holdMinutes)}
        </p>
      ) : null}
      {ordersHref ? (
        <div className="mt-6" data-testid={cancelled ? 'checkout-cancelled' : 'checkout-paid'}>
          <p className="m-0 text-sm font-semibold">{cancelled ? ko.member.checkoutCancelled(cancelledMinutes) : ko.member.checkoutPaid}</p>
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
      {pay && pay !== 'unavailable' && pay.sandbox ? <p className="mt-6 text-xs text-neutral-500">{ko.member.checkoutNote}</p> : null}
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
