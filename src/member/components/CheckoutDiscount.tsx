import type { CheckoutForm } from '../../../schemas/checkout-form';
import { checkoutFormCopy as t } from '../../copy/ko';
import { formatWon } from '../../product/prices';

export interface CheckoutDiscountProps {
  orderNo: string;
  /** The form's target while the order is unpaid; null once it is not. */
  action: string | null;
  coupons: CheckoutForm['coupons'];
  couponNo: number | null;
  mileage: CheckoutForm['mileage'];
  /** After a refused apply: what was asked, and the refusal. */
  typed?: { couponNo: string; mileage: string } | null;
  error?: { field: 'coupon' | 'mileage' | 'form'; text: string } | null;
  /** What stands in the way of paying, when it is this section's (checkoutProblem). */
  problem: string | null;
  done: string | null;
}

/**
 * 할인 (issue 29 §1): one coupon from the member's (each with what it takes off this order, as
 * the origin computed it, or why it cannot be used) and the mileage to use under the rules the
 * origin answered. A plain form post; the summary below shows the origin's amounts after it.
 */
export function CheckoutDiscount({ orderNo, action, coupons, couponNo, mileage, typed = null, error = null, problem, done }: CheckoutDiscountProps) {
  const chosen = typed?.couponNo ?? (couponNo === null ? '' : String(couponNo));
  const errorOf = (field: 'coupon' | 'mileage' | 'form') =>
    error?.field === field ? (
      <p id={`discount-${field}-error`} className="m-0 mt-1 text-sm text-red-700" role="alert" data-testid={`discount-${field}-error`}>
        {error.text}
      </p>
    ) : null;
  return (
    <section className="mt-6 rounded border border-neutral-200 p-4" aria-labelledby="discount-title" data-testid="checkout-discount">
      <h2 id="discount-title" className="m-0 text-base font-bold">
        {t.discountTitle}
      </h2>
      {problem ? (
        <p className="m-0 mt-2 text-sm text-red-700" role="alert" data-testid="checkout-discount-problem">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className="m-0 mt-2 text-sm text-green-800" role="status" data-testid="checkout-discount-done">
          {done}
        </p>
      ) : null}
      <form method="post" action={action ?? undefined} className="mt-3 grid gap-4" noValidate>
        <input type="hidden" name="order" value={orderNo} />
        <div>
          <label className="block text-sm font-semibold" htmlFor="discount-coupon">
            {t.coupon}
          </label>
          <select
            id="discount-coupon"
            name="couponNo"
            defaultValue={chosen}
            disabled={!action}
            aria-invalid={error?.field === 'coupon' || undefined}
            aria-describedby={error?.field === 'coupon' ? 'discount-coupon-error' : undefined}
            className="mt-1 block h-11 w-full rounded border border-neutral-400 bg-white px-2 text-base"
            data-testid="coupon-select"
          >
            <option value="">{coupons.length ? t.couponNone : t.couponsEmpty}</option>
            {coupons.map((c) => (
              <option key={c.couponNo} value={String(c.couponNo)} disabled={!c.usable}>
                {c.usable ? t.couponOption(c.name, formatWon(c.discount)) : t.couponUnusable(c.name, c.reason ?? '')}
              </option>
            ))}
          </select>
          {errorOf('coupon')}
        </div>
        <div>
          <label className="block text-sm font-semibold" htmlFor="discount-mileage">
            {t.mileage} <span className="font-normal text-neutral-600">{t.mileageBalance(formatWon(mileage.balance))}</span>
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="discount-mileage"
              name="mileage"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={9}
              disabled={!action}
              defaultValue={typed?.mileage ?? String(mileage.used)}
              aria-invalid={error?.field === 'mileage' || undefined}
              aria-describedby={error?.field === 'mileage' ? 'discount-mileage-error' : 'discount-mileage-rules'}
              className="block h-11 w-full min-w-0 rounded border border-neutral-400 px-3 text-base"
              data-testid="mileage-input"
            />
            {action ? (
              <button
                type="submit"
                name="mileageAll"
                value="on"
                className="h-11 shrink-0 cursor-pointer rounded border border-black bg-white px-3 text-sm font-bold text-black"
                data-testid="mileage-all"
              >
                {t.mileageAll}
              </button>
            ) : null}
          </div>
          <p id="discount-mileage-rules" className="m-0 mt-1 text-xs text-neutral-600" data-testid="mileage-rules">
            {t.mileageRules(formatWon(mileage.minBalance), formatWon(mileage.unit), formatWon(mileage.max))}
          </p>
          {errorOf('mileage')}
        </div>
        {errorOf('form')}
        {action ? (
          <button type="submit" className="h-12 w-full cursor-pointer rounded border-0 bg-black text-base font-bold text-white" data-testid="discount-apply">
            {t.apply}
          </button>
        ) : null}
      </form>
    </section>
  );
}
