import { pdpCopy } from '../../copy/ko';
import type { ProductView } from '../page-view';

/** Shipping type and fee, dispatch (standard or custom-order) and the estimated delivery dates. */
export function ShippingInfo({ shipping }: { shipping: ProductView['shipping'] }) {
  return (
    <dl className="pdp-shipping mt-5 grid grid-cols-[5rem_1fr] gap-y-2 border-t border-gray-200 pt-4 text-sm" data-testid="shipping">
      <dt className="text-gray-500">{pdpCopy.shipping}</dt>
      <dd className="m-0">
        <span data-shipping-type={shipping.type.type}>{shipping.rule ?? shipping.fee}</span>
        {shipping.rule && shipping.fee ? <span className="ml-1 text-gray-600">· {shipping.fee}</span> : null}
        <span className="ml-1 text-gray-500">({shipping.type.sellerLabel})</span>
      </dd>
      <dt className="text-gray-500">{pdpCopy.dispatch}</dt>
      <dd className="m-0">
        {shipping.out.label}
        {shipping.out.durationText ? <span className="ml-1 text-gray-600">· {shipping.out.durationText}</span> : null}
      </dd>
      {shipping.estimated ? (
        <>
          <dt className="text-gray-500">{pdpCopy.arrival}</dt>
          <dd className="m-0" data-testid="estimated-shipping">
            {shipping.estimated}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
