import type { CheckoutSummaryAnswer } from '../../../schemas/checkout-form';
import { checkoutFormCopy as t } from '../../copy/ko';
import { formatWon } from '../../product/prices';

/**
 * The summary (issue 29 §1): 상품 금액, 할인, 쿠폰, 마일리지, 배송비 and 최종 결제 금액, exactly
 * as the origin answered them (rules/checkout-summary.ts; the final amount is the order's
 * total_price, what the payment charges).
 */
export function CheckoutSummary({ summary }: { summary: CheckoutSummaryAnswer }) {
  const off = (n: number) => (n > 0 ? t.minus(formatWon(n)) : formatWon(0));
  const rows: [string, string, string][] = [
    ['items', t.itemsPrice, formatWon(summary.itemsPrice)],
    ['sale', t.sale, off(summary.sale)],
    ['coupon', t.couponLine, off(summary.coupon)],
    ['mileage', t.mileageLine, off(summary.mileage)],
    ['shipping', t.shipping, formatWon(summary.shipping)],
  ];
  return (
    <section className="mt-6" aria-labelledby="summary-title" data-testid="checkout-summary">
      <h2 id="summary-title" className="m-0 text-base font-bold">
        {t.summaryTitle}
      </h2>
      <dl className="m-0 mt-3 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt>{label}</dt>
            <dd className="m-0 text-right" data-testid={`summary-${key}`}>
              {value}
            </dd>
          </div>
        ))}
        <dt className="border-t border-neutral-200 pt-2 text-base font-bold">{t.final}</dt>
        <dd className="m-0 border-t border-neutral-200 pt-2 text-right text-base font-bold" data-testid="checkout-total">
          {formatWon(summary.final)}
        </dd>
      </dl>
    </section>
  );
}
