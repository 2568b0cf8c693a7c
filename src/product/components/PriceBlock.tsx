import { pdpCopy } from '../../copy/ko';
import type { PriceView } from '../prices';
import { CachedFragment } from '../../ui/fragment-cache';

/**
 * Consumer price (struck), discount rate, sell price, coupon price and mileage, in that order.
 * `of`: the item answer `price` was worked out from alone (priceView), to keep it as HTML with.
 */
export function PriceBlock({ price, of }: { price: PriceView; of?: object }) {
  const rows = <PriceRows price={price} />;
  return of ? (
    <CachedFragment part="price" of={of} variant="" className="pdp-price mt-4" testId="price">
      {rows}
    </CachedFragment>
  ) : (
    <div className="pdp-price mt-4" data-testid="price">
      {rows}
    </div>
  );
}

function PriceRows({ price }: { price: PriceView }) {
  return (
    <>
      {price.consumerPriceText || price.totalSaleText ? (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-gray-500">
          {price.consumerPriceText ? (
            <span>
              <span className="sr-only">{pdpCopy.consumerPrice}</span>
              <del>{price.consumerPriceText}</del>
            </span>
          ) : null}
          {price.totalSaleText ? (
            <span className="font-semibold text-red-700" data-testid="total-sale">
              {price.totalSaleText}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="mt-1 flex items-baseline gap-2">
        {price.discountRateText ? (
          <strong className="text-xl font-bold text-red-600">
            <span className="sr-only">{pdpCopy.discountRate}</span>
            {price.discountRateText}
          </strong>
        ) : null}
        <strong className="text-xl font-bold text-black">
          <span className="sr-only">{pdpCopy.sellPrice}</span>
          {price.sellPriceText}
        </strong>
      </p>
      {price.couponPriceText ? (
        <p className="mt-1 text-sm font-semibold text-blue-700" data-testid="coupon-price">
          {pdpCopy.couponPrice} {price.couponPriceText}
          {price.couponRateText ? <span data-testid="coupon-rate"> ({price.couponRateText})</span> : null}
        </p>
      ) : null}
      {price.mileage > 0 ? (
        <p className="mt-1 text-xs text-gray-600" data-testid="mileage" data-mileage-timing={price.mileageTiming}>
          {pdpCopy.mileage} {price.mileageText} · {pdpCopy.mileageTiming[price.mileageTiming]}
        </p>
      ) : null}
    </>
  );
}
