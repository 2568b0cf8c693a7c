import { pdpCopy } from '../../copy/ko';
import type { PriceView } from '../prices';

/** Consumer price (struck), discount rate, sell price, coupon price and mileage, in that order. */
export function PriceBlock({ price }: { price: PriceView }) {
  return (
    <div className="pdp-price mt-4" data-testid="price">
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
    </div>
  );
}
