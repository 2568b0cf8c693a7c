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
      {price.consumerPriceText ? (
        <p className="text-sm text-gray-500">
          <span className="sr-only">{pdpCopy.consumerPrice}</span>
          <del>{price.consumerPriceText}</del>
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
        </p>
      ) : null}
      {price.mileage > 0 ? (
        <p className="mt-1 text-xs text-gray-600">
          {pdpCopy.mileage} {price.mileageText}
        </p>
      ) : null}
    </>
  );
}
